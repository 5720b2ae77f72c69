import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_AREAS } from "#server/auth/areas";
import { safeNext } from "#server/staff-context";
import { AREAS_EACH_ROLE_OPENS } from "#tests/support/staff-access";
import { STAFF_ROLES, type StaffRole } from "#server/auth/permissions";
import { addMember, sessionOf, staffCounts, staffHarness } from "./staff-support";
import { createTestApi, ENGINE, type TestApi } from "./support";

/** The wall around /admin (server/http/staff-guard.ts): `next`, the cross-site check, and role x area. */

const SITE = "http://localhost";

// Written out rather than derived (tests/support/staff-access.ts): the role rules, area by area.
const ALLOWED = AREAS_EACH_ROLE_OPENS;

describe("safeNext", () => {
  const ELSEWHERE = [
    "//evil.example",
    "//evil.example/admin",
    "https://evil.example",
    "https://evil.example/admin",
    "http:evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    " //evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/\u0000/evil.example",
    "%2F%2Fevil.example",
    "evil.example",
    "",
    null,
    undefined,
  ];

  it.each(ELSEWHERE.map((next) => [JSON.stringify(next), next]))("refuses %s", (_name, next) => {
    expect(safeNext(next)).toBe("/admin");
  });

  it("keeps a path of this site as it is", () => {
    for (const next of [
      "/admin",
      "/admin/comments",
      "/admin/posts?page=2&q=a%20b",
      "/admin/posts#x",
      "/admin/%2F%2Fevil.example",
    ]) {
      expect(safeNext(next)).toBe(next);
    }
  });

  it("percent-encodes what a Location header cannot hold", () => {
    expect(safeNext("/admin/posts/café")).toBe("/admin/posts/caf%C3%A9");
    expect(safeNext("/admin/posts/✝ grace")).toBe("/admin/posts/%E2%9C%9D%20grace");
    expect(safeNext("/admin/\uD800")).toBe("/admin");
    expect(() => new Headers({ location: safeNext("/admin/✝") })).not.toThrow();
  });

  it("whatever it is given, the browser stays on this site", () => {
    const tricky = [
      ...ELSEWHERE,
      "/admin/../..//evil.example",
      "/./\\evil.example",
      "/%5Cevil.example",
      "/%2F%2Fevil.example",
      "/\u3000/evil.example",
      "/／evil.example",
      "/admin\\..\\..\\\\evil.example",
      "/@evil.example",
      "/..;/evil.example",
    ];
    for (const next of tricky) {
      const target = new URL(safeNext(next), "https://church.example/admin/sign-in");
      expect(target.origin, String(next)).toBe("https://church.example");
    }
  });
});

describe(`the staff guard (${ENGINE})`, () => {
  let t: TestApi;
  let harness: FastifyInstance;
  let clientDir: string;
  const sessions = {} as Record<StaffRole, { secret: string; token: string }>;

  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "staff-client-"));
    t = await createTestApi({ clientDir });
    harness = await staffHarness(t.database.db, t.config);
    for (const role of STAFF_ROLES) {
      const member = await addMember(t.database.db, role, role === "ministry-leader" ? { ministries: ["youth"] } : {});
      sessions[role] = await sessionOf(t.database.db, member.id);
    }
  });
  afterAll(async () => {
    await harness?.close();
    await t?.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  function post(
    url: string,
    options: { role?: StaffRole; csrf?: string | null; origin?: string | null; header?: string } = {},
  ) {
    const session = options.role ? sessions[options.role] : undefined;
    const csrf = options.csrf === undefined ? session?.token : options.csrf;
    const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
    if (session) headers.cookie = `staff_session=${session.secret}`;
    if (options.origin !== null) headers.origin = options.origin ?? SITE;
    if (options.header) headers["x-staff-token"] = options.header;
    const fields = new URLSearchParams({ title: "changed" });
    if (csrf !== null && csrf !== undefined) fields.set("csrf", csrf);
    return t.inject({ method: "POST", url, headers, payload: fields.toString() });
  }

  function expectPastTheGuard(response: LightMyRequestResponse, what: string) {
    expect([303, 401, 403], `${what}: ${response.statusCode} ${response.body}`).not.toContain(response.statusCode);
  }

  function expectRefused(response: LightMyRequestResponse, what: string, body: RegExp = /^Forbidden \(/) {
    expect(response.statusCode, what).toBe(403);
    expect(response.body, what).toMatch(body);
    expect(response.headers["cache-control"], what).toBe("no-store");
    expect(String(response.headers["x-robots-tag"]), what).toContain("noindex");
  }

  it("the redirect's `next` is the path asked for, on this site", async () => {
    for (const url of [
      "/admin/comments",
      "/admin/posts/12/edit?tab=seo",
      "/admin/comments?next=//evil.example",
      "/admin/staff/%2F%2Fevil.example",
    ]) {
      const response = await t.inject({ method: "GET", url });
      expect(response.statusCode).toBe(303);
      const location = new URL(String(response.headers.location), SITE);
      expect(location.pathname).toBe("/admin/sign-in");
      const next = location.searchParams.get("next")!;
      expect(next).toBe(decodeURIComponent(encodeURIComponent(url)));
      expect(safeNext(next)).toBe(next);
      expect(new URL(next, SITE).origin).toBe(SITE);
    }
  });

  const SUB_PATHS = [
    "/admin/comments/12",
    "/admin/posts/new",
    "/admin/staff/3",
    "/admin/prayer-requests/9.data",
    "/admin/sign-out",
    "/admin/account",
  ];
  const STAFF_POST_PATHS = [...STAFF_AREAS.map((area) => area.path), ...SUB_PATHS];

  it.each(STAFF_POST_PATHS)(
    "POST %s: refused without the token, with a wrong one, cross-site or from Origin null, and nothing changes",
    async (url) => {
      const before = await staffCounts(t.database.db);
      const token = sessions.admin.token;
      expectRefused(await post(url, { role: "admin", csrf: null }), "no token", /Staff token missing/);
      expectRefused(
        await post(url, { role: "admin", csrf: `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}` }),
        "wrong token",
        /Staff token incorrect/,
      );
      expectRefused(
        await post(url, { role: "admin", csrf: sessions.editor.token }),
        "another session's token",
        /Staff token incorrect/,
      );
      expectRefused(
        await post(url, { role: "admin", csrf: "é".repeat(43) }),
        "a non-ASCII token",
        /Staff token incorrect/,
      );
      expectRefused(
        await post(url, { role: "admin", origin: "https://evil.example" }),
        "cross-site",
        /Origin checking failed/,
      );
      expectRefused(
        await post(url, { role: "admin", origin: "http://localhost.evil.example" }),
        "look-alike",
        /Origin checking failed/,
      );
      expectRefused(await post(url, { role: "admin", origin: "null" }), "Origin null", /Origin checking failed - null/);
      expect(await staffCounts(t.database.db)).toEqual(before);
      // The right token from this site: past the staff guard (to the page; no build here).
      expectPastTheGuard(await post(url, { role: "admin" }), "right token");
      expectPastTheGuard(await post(url, { role: "admin", csrf: null, header: token }), "token in X-Staff-Token");
    },
  );

  it("a staff POST without a session: sent to sign in, nothing runs", async () => {
    const before = await staffCounts(t.database.db);
    for (const url of ["/admin/staff", "/admin/comments/1"]) {
      const response = await post(url, { csrf: "whatever", origin: "https://evil.example" });
      expect(response.statusCode).toBe(303);
    }
    expect((await post("/admin/staff.data", { csrf: "x" })).statusCode).toBe(401);
    expect(await staffCounts(t.database.db)).toEqual(before);
  });

  it("POST to sign-in (page or data request) from another site, or Origin null: 403; from this site: through", async () => {
    for (const url of [
      "/admin/sign-in",
      "/admin/sign-in.data",
      "/admin/welcome/abc",
      "/admin/welcome/abc.data",
      "/admin/forgot",
      "/admin/reset/abc",
      "/admin/confirm-email/abc",
    ]) {
      expectRefused(await post(url, { origin: "https://evil.example" }), `${url} cross-site`, /Origin checking failed/);
      expectRefused(await post(url, { origin: "null" }), `${url} null`, /Origin checking failed/);
      expectPastTheGuard(await post(url, {}), `${url} same-site`);
    }
  });

  it("a multipart form (a file field) carries the token in its `csrf` field too", async () => {
    const multipart = (fields: Record<string, string>) => {
      const boundary = "----stafftest";
      const body = Object.entries(fields)
        .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join("");
      return t.inject({
        method: "POST",
        url: "/admin/posts/new",
        headers: {
          cookie: `staff_session=${sessions.editor.secret}`,
          origin: SITE,
          "content-type": `multipart/form-data; boundary=${boundary}`,
        },
        payload: `${body}--${boundary}--\r\n`,
      });
    };
    expectPastTheGuard(await multipart({ title: "A post", csrf: sessions.editor.token }), "multipart with the token");
    expectRefused(await multipart({ title: "A post" }), "multipart without", /Staff token missing/);
    expectRefused(
      await multipart({ title: "A post", csrf: sessions.admin.token }),
      "multipart, another's token",
      /Staff token incorrect/,
    );
  });

  it("other unsafe methods get the same check as POST", async () => {
    const before = await staffCounts(t.database.db);
    for (const method of ["PUT", "PATCH", "DELETE"] as const) {
      const response = await t.inject({
        method,
        url: "/admin/staff/1",
        headers: { cookie: `staff_session=${sessions.admin.secret}`, origin: "https://evil.example" },
      });
      expectRefused(response, method, /Origin checking failed/);
    }
    expect(await staffCounts(t.database.db)).toEqual(before);
  });

  it("the sign-in, welcome, forgotten-password and mailed links' pages need no session", async () => {
    for (const url of [
      "/admin/sign-in.data",
      "/admin/welcome/abc.data",
      "/admin/forgot",
      "/admin/reset/abc.data",
      "/admin/confirm-email/abc.data",
    ]) {
      const response = await t.inject({ method: "GET", url });
      expectPastTheGuard(response, url);
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });

  describe("role x area", () => {
    for (const role of STAFF_ROLES) {
      it(`${role}: exactly the areas its role gives it`, async () => {
        const allowed: string[] = [];
        for (const area of STAFF_AREAS) {
          const ok = ALLOWED[role].includes(area.key);
          if (ok) allowed.push(area.key);
          for (const url of [area.path, area.path === "/admin" ? "/admin/unknown" : `${area.path}/7`]) {
            const write = await post(url, { role });
            const data = await t.inject({
              method: "GET",
              url: `${url}.data`,
              headers: { cookie: `staff_session=${sessions[role].secret}` },
            });
            const page = await harness.inject({
              method: "GET",
              url,
              headers: { cookie: `staff_session=${sessions[role].secret}` },
            });
            if (ok) {
              expectPastTheGuard(write, `${role} POST ${url}`);
              expectPastTheGuard(data, `${role} GET ${url}.data`);
              expect(page.statusCode, `${role} GET ${url}`).toBe(200);
            } else {
              expectRefused(write, `${role} POST ${url}`, /^You do not have permission to do this\.$/);
              expectRefused(data, `${role} GET ${url}.data`, /^You do not have permission to see this page\.$/);
              expect(page.statusCode, `${role} GET ${url}`).toBe(403);
              expect(page.json()).toMatchObject({ forbidden: true });
            }
          }
        }
        expect(allowed).toEqual(ALLOWED[role]);
      });
    }
  });

  it("the same areas under another spelling of their path are guarded the same", async () => {
    const editor = `staff_session=${sessions.editor.secret}`;
    for (const url of [
      "/ADMIN/staff",
      "/Admin/Prayer-Requests",
      "/admin/%73taff",
      "/admin/prayer%2Drequests/3",
      "/admin//staff",
      "/admin/STAFF/",
      "/admin/%53taff",
      "/admin/sign-in/../staff",
      "/admin/welcome/x/../../staff",
      "/admin/%2e%2e/admin/staff",
      "/admin/posts/%2E%2E/staff",
    ]) {
      const data = await t.inject({ method: "GET", url: `${url}.data`, headers: { cookie: editor } });
      expectRefused(data, `${url}.data`, /^You do not have permission/);
      expectRefused(await post(url, { role: "editor" }), `POST ${url}`, /^You do not have permission/);
      const page = await harness.inject({ method: "GET", url, headers: { cookie: editor } });
      expect(page.statusCode, url).toBe(403);
      const anonymous = await t.inject({ method: "GET", url });
      expect(anonymous.statusCode, url).toBe(303);
      expect(anonymous.headers["cache-control"]).toBe("no-store");
    }
  });
});
