import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resumeSession } from "#server/auth/sessions";
import { addMember, PASSWORD, sessionOf, setCookieNamed, staffHarness } from "./staff-support";
import { createTestApi, ENGINE, type TestApi, type TestApiOptions } from "./support";

/**
 * A site whose SITE_URL is https:// is served over HTTPS, whatever TRUST_PROXY says
 * (server/http/https.ts): its staff cookie is `__Host-` and Secure, the API's csrftoken cookie is
 * Secure, and every answer carries HSTS, also when the proxy in front is not trusted or sends no
 * X-Forwarded-Proto. An http:// site gets none of it unless the request itself came over HTTPS.
 */

const HSTS = "max-age=31536000; includeSubDomains";
const HTTPS_SITE: TestApiOptions = { nodeEnv: "production", siteUrl: "https://localhost" };

const clientDirs: string[] = [];
afterAll(() => {
  for (const dir of clientDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe.each([
  ["without TRUST_PROXY", { ...HTTPS_SITE, trustProxy: false as const }],
  ["with TRUST_PROXY, the proxy sending no X-Forwarded-Proto", { ...HTTPS_SITE, trustProxy: ["127.0.0.1"] }],
])(`SITE_URL=https://localhost %s (${ENGINE})`, (_name, options) => {
  let t: TestApi;
  let staff: FastifyInstance;
  beforeAll(async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "https-client-"));
    clientDirs.push(clientDir);
    t = await createTestApi({ ...options, clientDir });
    staff = await staffHarness(t.database.db, t.config);
  });
  afterAll(async () => {
    await staff?.close();
    await t?.close();
  });

  it("HSTS on the API's answers and the staff pages'", async () => {
    expect((await t.get("/api/posts/")).headers["strict-transport-security"]).toBe(HSTS);
    const admin = await t.get("/admin/messages");
    expect(admin.statusCode).toBe(303);
    expect(admin.headers["strict-transport-security"]).toBe(HSTS);
  });

  it("the API's csrftoken cookie is Secure", async () => {
    const cookie = setCookieNamed((await t.get("/api/csrf/")).headers["set-cookie"], "csrftoken");
    expect(cookie).toMatch(/; Secure(;|$)/);
  });

  it("signing in sets __Host-staff_session, Secure; signing out clears it the same way", async () => {
    const email = `https-${options.trustProxy === false ? "direct" : "proxied"}@example.org`;
    await addMember(t.database.db, "editor", { email });
    const headers = { origin: "https://localhost", "content-type": "application/x-www-form-urlencoded" };
    const signedIn = await staff.inject({
      method: "POST",
      url: "/admin/sign-in",
      headers,
      payload: `email=${encodeURIComponent(email)}&password=${encodeURIComponent(PASSWORD)}`,
    });
    expect(signedIn.statusCode).toBe(303);
    const cookie = setCookieNamed(signedIn.headers["set-cookie"], "__Host-staff_session")!;
    expect(cookie).toMatch(
      /^__Host-staff_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax; Secure$/,
    );
    expect(setCookieNamed(signedIn.headers["set-cookie"], "staff_session")).toBeUndefined();
    const secret = cookie.split(";")[0]!.split("=")[1]!;
    const session = (await resumeSession(t.database.db, secret))!;
    const out = await staff.inject({
      method: "POST",
      url: "/admin/sign-out",
      headers: { ...headers, cookie: `__Host-staff_session=${secret}` },
      payload: `csrf=${session.csrfToken}`,
    });
    expect(out.statusCode).toBe(303);
    expect(setCookieNamed(out.headers["set-cookie"], "__Host-staff_session")).toBe(
      "__Host-staff_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure",
    );
    expect(await resumeSession(t.database.db, secret)).toBeNull();
  });

  it("the staff guard reads the __Host- cookie only", async () => {
    const member = await addMember(t.database.db, "leader");
    const { secret } = await sessionOf(t.database.db, member.id);
    const plain = await t.inject({
      method: "GET",
      url: "/admin/messages",
      headers: { cookie: `staff_session=${secret}` },
    });
    expect(plain.statusCode).toBe(303);
    expect(plain.headers.location).toBe("/admin/sign-in?next=%2Fadmin%2Fmessages");
    const host = await t.inject({
      method: "GET",
      url: "/admin/messages",
      headers: { cookie: `__Host-staff_session=${secret}` },
    });
    expect([303, 401, 403]).not.toContain(host.statusCode);
  });
});

describe(`SITE_URL=http://localhost (${ENGINE})`, () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("no HSTS and no Secure cookie, even with a forged X-Forwarded-Proto from an untrusted client", async () => {
    const headers = { "x-forwarded-proto": "https" };
    expect(
      (await t.inject({ method: "GET", url: "/api/posts/", headers })).headers["strict-transport-security"],
    ).toBeUndefined();
    const cookie = setCookieNamed(
      (await t.inject({ method: "GET", url: "/api/csrf/", headers })).headers["set-cookie"],
      "csrftoken",
    );
    expect(cookie).toBeDefined();
    expect(cookie).not.toContain("Secure");
  });
});
