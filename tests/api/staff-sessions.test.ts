import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/connection";
import { resumeSession, SESSION_DAYS } from "#server/auth/sessions";
import { addMember, PASSWORD, sessionOf, setCookieNamed, staffHarness } from "./staff-support";
import { createTestApi, ENGINE, type TestApi, type TestApiOptions } from "./support";

/** Staff sessions over HTTP (server/http/staff-guard.ts, sessions.ts, context.ts). */

const DAY = 86_400_000;
const BEHIND_PROXY: TestApiOptions = { nodeEnv: "production", trustProxy: ["127.0.0.1"], siteUrl: "https://localhost" };

function expectStaffHeaders(response: LightMyRequestResponse) {
  expect(response.headers["cache-control"]).toBe("no-store");
  expect(String(response.headers["x-robots-tag"])).toContain("noindex");
}

/** The staff guard let the request through to the pages (no build in API tests: the page handler fails). */
function expectPastTheGuard(response: LightMyRequestResponse) {
  expect([303, 401, 403]).not.toContain(response.statusCode);
}

function expectSignInRedirect(response: LightMyRequestResponse, next: string | null) {
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe(
    next === null ? "/admin/sign-in" : `/admin/sign-in?next=${encodeURIComponent(next)}`,
  );
  expectStaffHeaders(response);
}

const clientDirs: string[] = [];
function emptyClientDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "staff-client-"));
  clientDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of clientDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe(`staff sessions over HTTP (${ENGINE})`, () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi({ clientDir: emptyClientDir() });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, secret?: string, name = "staff_session") =>
    t.inject({ method: "GET", url, headers: secret ? { cookie: `${name}=${secret}` } : {} });

  it("without a session: a page redirects to sign in with `next`, a data request is 401", async () => {
    expectSignInRedirect(await get("/admin/comments"), "/admin/comments");
    expectSignInRedirect(await get("/admin/comments?status=pending"), "/admin/comments?status=pending");
    expectSignInRedirect(await get("/admin"), null);
    for (const url of ["/admin.data", "/admin/comments.data", "/admin/staff.data?_routes=x"]) {
      const data = await t.inject({ method: "GET", url });
      expect(data.statusCode, url).toBe(401);
      expectStaffHeaders(data);
    }
  });

  it("a session cookie opens the staff pages; a malformed or unknown one does not", async () => {
    const member = await addMember(t.database.db, "admin");
    const { secret } = await sessionOf(t.database.db, member.id);
    const page = await get("/admin/comments", secret);
    expectPastTheGuard(page);
    expectStaffHeaders(page);
    expect(page.headers["set-cookie"]).toBeUndefined();
    // One character changed (never to the one it already was: 1 secret in 64 ends with "A").
    const altered = `${secret.slice(0, -1)}${secret.endsWith("A") ? "B" : "A"}`;
    expectSignInRedirect(await get("/admin/comments", altered), "/admin/comments");
    expectSignInRedirect(await get("/admin/comments", "x' OR '1'='1"), "/admin/comments");
    expectSignInRedirect(await get("/admin/comments", secret.repeat(3)), "/admin/comments");
  });

  it("sliding: a session last seen over an hour ago is pushed 30 days on, and its cookie sent again", async () => {
    const member = await addMember(t.database.db, "editor");
    const { secret, idHash } = await sessionOf(t.database.db, member.id, new Date(Date.now() - 2 * 3_600_000));
    const before = Date.now();
    const response = await get("/admin/posts", secret);
    expectPastTheGuard(response);
    const cookie = setCookieNamed(response.headers["set-cookie"], "staff_session");
    expect(cookie).toBe(`staff_session=${secret}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax`);
    expect(SESSION_DAYS * 86_400).toBe(2_592_000);
    const row = await t.database.db
      .selectFrom("staff_sessions")
      .selectAll()
      .where("id_hash", "=", idHash)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at)).toBeGreaterThanOrEqual(before + 30 * DAY - 1000);
    expect(Date.parse(row.last_seen_at)).toBeGreaterThanOrEqual(before - 1000);

    // Seen minutes ago: nothing written, no cookie.
    const again = await get("/admin/posts", secret);
    expect(again.headers["set-cookie"]).toBeUndefined();
    const same = await t.database.db
      .selectFrom("staff_sessions")
      .selectAll()
      .where("id_hash", "=", idHash)
      .executeTakeFirstOrThrow();
    expect(same).toEqual(row);
  });

  it("a disabled account's session is refused at once", async () => {
    const member = await addMember(t.database.db, "leader", { email: "leaving@example.org" });
    const { secret } = await sessionOf(t.database.db, member.id);
    expectPastTheGuard(await get("/admin/messages", secret));
    await t.database.db.updateTable("staff").set({ active: 0 }).where("id", "=", member.id).execute();
    expectSignInRedirect(await get("/admin/messages", secret), "/admin/messages");
  });

  it("an expired session: the sign-in redirect, and the row is gone", async () => {
    const member = await addMember(t.database.db, "editor");
    const { secret, idHash } = await sessionOf(t.database.db, member.id, new Date(Date.now() - 31 * DAY));
    expectSignInRedirect(await get("/admin/comments", secret), "/admin/comments");
    expect(
      await t.database.db.selectFrom("staff_sessions").select("id_hash").where("id_hash", "=", idHash).execute(),
    ).toEqual([]);
    // 29 days idle is still a session.
    const recent = await sessionOf(t.database.db, member.id, new Date(Date.now() - 29 * DAY));
    expectPastTheGuard(await get("/admin/comments", recent.secret));
  });

  it("every staff answer is no-store and noindex: pages, redirects, 401s and 403s", async () => {
    const editor = await addMember(t.database.db, "editor");
    const { secret, token } = await sessionOf(t.database.db, editor.id);
    const answers = [
      await get("/admin"),
      await get("/admin/sign-in"),
      await get("/admin/staff", secret),
      await t.inject({ method: "GET", url: "/admin/staff.data", headers: { cookie: `staff_session=${secret}` } }),
      await t.inject({
        method: "POST",
        url: "/admin/staff",
        headers: {
          cookie: `staff_session=${secret}`,
          origin: "http://localhost",
          "content-type": "application/x-www-form-urlencoded",
        },
        payload: `csrf=${token}`,
      }),
      await t.inject({
        method: "POST",
        url: "/admin/comments",
        headers: {
          cookie: `staff_session=${secret}`,
          origin: "https://evil.example",
          "content-type": "application/x-www-form-urlencoded",
        },
        payload: `csrf=${token}`,
      }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([
      303,
      expect.any(Number),
      expect.any(Number),
      403,
      403,
      403,
    ]);
    for (const response of answers) expectStaffHeaders(response);
  });
});

describe(`staff sessions over HTTPS behind the proxy (${ENGINE})`, () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi({ ...BEHIND_PROXY, clientDir: emptyClientDir() });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, cookie: string) =>
    t.inject({ method: "GET", url, headers: { "x-forwarded-proto": "https", cookie } });

  it("reads the __Host- cookie only, and sends it again Secure", async () => {
    const member = await addMember(t.database.db, "leader");
    const { secret } = await sessionOf(t.database.db, member.id, new Date(Date.now() - 2 * 3_600_000));
    expectSignInRedirect(await get("/admin/messages", `staff_session=${secret}`), "/admin/messages");
    const response = await get("/admin/messages", `__Host-staff_session=${secret}`);
    expectPastTheGuard(response);
    expectStaffHeaders(response);
    expect(setCookieNamed(response.headers["set-cookie"], "__Host-staff_session")).toBe(
      `__Host-staff_session=${secret}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax; Secure`,
    );
  });

  it("signs in and out with the __Host- cookie, Secure", async () => {
    await addMember(t.database.db, "editor", { email: "secure@example.org" });
    const app = await staffHarness(t.database.db, t.config);
    try {
      const headers = {
        "x-forwarded-proto": "https",
        origin: "https://localhost",
        "content-type": "application/x-www-form-urlencoded",
      };
      const signedIn = await app.inject({
        method: "POST",
        url: "/admin/sign-in",
        headers,
        payload: `email=secure%40example.org&password=${encodeURIComponent(PASSWORD)}`,
      });
      expect(signedIn.statusCode).toBe(303);
      const cookie = setCookieNamed(signedIn.headers["set-cookie"], "__Host-staff_session")!;
      expect(cookie).toMatch(
        /^__Host-staff_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax; Secure$/,
      );
      expect(setCookieNamed(signedIn.headers["set-cookie"], "staff_session")).toBeUndefined();
      const secret = cookie.split(";")[0]!.split("=")[1]!;
      const session = await resumeSession(t.database.db, secret);
      const out = await app.inject({
        method: "POST",
        url: "/admin/sign-out",
        headers: { ...headers, cookie: `__Host-staff_session=${secret}` },
        payload: `csrf=${session!.csrfToken}`,
      });
      expect(out.statusCode).toBe(303);
      expect(setCookieNamed(out.headers["set-cookie"], "__Host-staff_session")).toBe(
        "__Host-staff_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure",
      );
      expect(await resumeSession(t.database.db, secret)).toBeNull();
      // Over HTTPS without an Origin, the Referer must be this site's.
      const noOrigin = { "x-forwarded-proto": "https", "content-type": "application/x-www-form-urlencoded" };
      const bare = await app.inject({
        method: "POST",
        url: "/admin/sign-in",
        headers: noOrigin,
        payload: "email=a%40b.org&password=x",
      });
      expect(bare.statusCode).toBe(403);
      const referred = await app.inject({
        method: "POST",
        url: "/admin/sign-in",
        headers: { ...noOrigin, referer: "https://localhost/admin/sign-in" },
        payload: "email=a%40b.org&password=xxxxxxxxxx",
      });
      expect(referred.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});

describe(`signing in and out over HTTP (${ENGINE})`, () => {
  let t: TestApi;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApi();
    app = await staffHarness(t.database.db, t.config);
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  const form = (url: string, fields: Record<string, string>, secret?: string) =>
    app.inject({
      method: "POST",
      url,
      headers: {
        origin: "http://localhost",
        "content-type": "application/x-www-form-urlencoded",
        ...(secret ? { cookie: `staff_session=${secret}` } : {}),
      },
      payload: new URLSearchParams(fields).toString(),
    });

  it("signs in: a new session cookie and a redirect to a same-site `next` only", async () => {
    await addMember(t.database.db, "editor", { email: "door@example.org" });
    const response = await form("/admin/sign-in", {
      email: "door@example.org",
      password: PASSWORD,
      next: "/admin/posts?page=2",
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/admin/posts?page=2");
    expectStaffHeaders(response);
    const cookie = setCookieNamed(response.headers["set-cookie"], "staff_session")!;
    expect(cookie).toMatch(/^staff_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    const secret = cookie.split(";")[0]!.split("=")[1]!;
    const page = await app.inject({
      method: "GET",
      url: "/admin/posts",
      headers: { cookie: `staff_session=${secret}` },
    });
    expect(page.json()).toEqual({ member: "door@example.org", forbidden: false });

    for (const next of [
      "//evil.example",
      "https://evil.example/admin",
      "/\\evil.example",
      "javascript:alert(1)",
      "/\t/evil.example",
    ]) {
      const away = await form("/admin/sign-in", { email: "door@example.org", password: PASSWORD, next });
      expect(away.headers.location, next).toBe("/admin");
    }
    const wrong = await form("/admin/sign-in", {
      email: "door@example.org",
      password: "not it at all",
      next: "/admin",
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toBe("Wrong email or password.");
    expect(wrong.headers["set-cookie"]).toBeUndefined();
  });

  it("sign out ends this session only; sign out everywhere ends every one", async () => {
    const member = await addMember(t.database.db, "leader");
    const phone = await sessionOf(t.database.db, member.id);
    const laptop = await sessionOf(t.database.db, member.id);
    const tablet = await sessionOf(t.database.db, member.id);

    const out = await form("/admin/sign-out", { csrf: phone.token }, phone.secret);
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe("/admin/sign-in");
    expect(setCookieNamed(out.headers["set-cookie"], "staff_session")).toBe(
      "staff_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax",
    );
    expectStaffHeaders(out);
    expect(await resumeSession(t.database.db, phone.secret)).toBeNull();
    expect(await resumeSession(t.database.db, laptop.secret)).not.toBeNull();

    // The ended session's token no longer signs anything out.
    const replay = await form("/admin/sign-out", { csrf: phone.token, everywhere: "1" }, phone.secret);
    expect(replay.statusCode).toBe(303);
    expect(await resumeSession(t.database.db, laptop.secret)).not.toBeNull();

    const everywhere = await form("/admin/sign-out", { csrf: laptop.token, everywhere: "1" }, laptop.secret);
    expect(everywhere.statusCode).toBe(303);
    expect(await resumeSession(t.database.db, laptop.secret)).toBeNull();
    expect(await resumeSession(t.database.db, tablet.secret)).toBeNull();
    const actions = await t.database.db
      .selectFrom("activity_log")
      .select("action")
      .where("staff_id", "=", member.id)
      .orderBy("id")
      .execute();
    expect(actions.map((row) => row.action)).toEqual(["sign-out", "sign-out-everywhere"]);
  });

  it("changing the password needs the current one, under the sign-in limits, and ends the other sessions", async () => {
    const member = await addMember(t.database.db, "editor", { email: "changer@example.org" });
    const here = await sessionOf(t.database.db, member.id);
    const elsewhere = await sessionOf(t.database.db, member.id);
    const change = (current: string, password: string) =>
      form("/admin/account", { csrf: here.token, current, password }, here.secret);

    const wrong = await change("not my password", "a brand new passphrase");
    expect(wrong.json()).toEqual({ problem: { message: "Your current password is not right.", field: "current" } });
    const weak = await change(PASSWORD, "password123");
    expect(weak.json()).toEqual({
      problem: { message: "This password is one of the most common ones. Choose another.", field: "password" },
    });
    expect(await resumeSession(t.database.db, elsewhere.secret)).not.toBeNull();

    const changed = await change(PASSWORD, "a brand new passphrase");
    expect(changed.json()).toEqual({ problem: null });
    expect(await resumeSession(t.database.db, here.secret)).not.toBeNull();
    expect(await resumeSession(t.database.db, elsewhere.secret)).toBeNull();
    const signedIn = await form("/admin/sign-in", { email: "changer@example.org", password: "a brand new passphrase" });
    expect(signedIn.statusCode).toBe(303);
    const old = await form("/admin/sign-in", { email: "changer@example.org", password: PASSWORD });
    expect(old.statusCode).toBe(401);

    // A stolen session cannot guess at the current password without end: 10 wrong ones (with the
    // failed sign-in above, 2 so far), then even the right one waits.
    for (let i = 0; i < 8; i += 1)
      expect((await change(`guess number ${i}`, "another new passphrase")).json().problem.field).toBe("current");
    const locked = await change("a brand new passphrase", "another new passphrase");
    expect(locked.json()).toEqual({
      problem: { message: "Too many attempts. Try again in 15 minutes.", field: "current" },
    });
    const actions = await t.database.db
      .selectFrom("activity_log")
      .select(["action", "changes"])
      .where("staff_id", "=", member.id)
      .execute();
    // Rolled up: a row an hour (one, unless the test ran across the hour), counting the 9 (server/auth/sign-in.ts).
    const checks = actions.filter((row) => row.action === "password-check-failed");
    expect(checks.length).toBeLessThanOrEqual(2);
    expect(
      checks.reduce((sum, row) => sum + (JSON.parse(row.changes) as { failures: [number, number] }).failures[1], 0),
    ).toBe(9);
    expect(actions.filter((row) => row.action === "staff.password-changed")).toHaveLength(1);
  });

  it("a second process on the same database sees the sessions, and their end", async () => {
    const member = await addMember(t.database.db, "editor", { email: "two@example.org" });
    const { secret, token } = await sessionOf(t.database.db, member.id);
    const second = openDatabase(t.config.database);
    const other = await staffHarness(second.db, t.config);
    try {
      expect((await resumeSession(second.db, secret))?.member.email).toBe("two@example.org");
      const page = await other.inject({ method: "GET", url: "/admin", headers: { cookie: `staff_session=${secret}` } });
      expect(page.json()).toEqual({ member: "two@example.org", forbidden: false });
      // Signed out through the first: the second sends them to sign in.
      expect((await form("/admin/sign-out", { csrf: token }, secret)).statusCode).toBe(303);
      const after = await other.inject({
        method: "GET",
        url: "/admin",
        headers: { cookie: `staff_session=${secret}` },
      });
      expect(after.statusCode).toBe(303);
    } finally {
      await other.close();
      await second.close();
    }
  });
});
