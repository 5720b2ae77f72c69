import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MINISTRY_CONTACT_SUBJECTS } from "#contract/ministries";
import { addStaff } from "#server/auth/accounts";
import { COMMAND_LINE } from "#server/domain/activity/activity";
import { areaByKey, mayOpen, STAFF_AREAS, type AreaKey } from "#server/auth/areas";
import { OWN_PAGES_PATH } from "#contract/own-pages";
import { AREAS_EACH_ROLE_OPENS } from "#tests/support/staff-access";
import { can, STAFF_ROLES, type StaffRole } from "#server/auth/permissions";
import { startSession } from "#server/auth/sessions";
import { addApplication, addMessage, addPrayerRequest } from "#tests/support/rows";
import { addMember, signedInAs, staffFormPost } from "./staff-support";
import { createTestApi, type TestApi } from "./support";

/**
 * Every role against every staff page, through the whole app with its React Router
 * pages: a page the role may use answers 200, any other 403 with the page that says so, and a
 * post to it is refused before any page code runs. The expected table is the one
 * written out from the role rules (tests/support/staff-access.ts), not computed from server/auth/.
 */
type Area = AreaKey;
const ALLOWED = AREAS_EACH_ROLE_OPENS;

let t: TestApi;
const cookies = new Map<StaffRole, string>();
const ids = { message: 0, prayer: 0, application: 0 };

/** The pages of each area: its list, and an item page where it has one. */
function pagesOf(area: Area): string[] {
  const base = area === "dashboard" ? "/admin" : `/admin/${area}`;
  if (area === "messages") return [base, `${base}/${ids.message}`];
  if (area === "prayer-requests") return [base, `${base}/${ids.prayer}`];
  if (area === "applications") return [base, `${base}/${ids.application}`];
  if (area === "posts") return [base, `${base}/new`, `${base}/trash`];
  return [base];
}

beforeAll(async () => {
  t = await createTestApi({ pages: true });
  const db = t.database.db;
  ids.message = await addMessage(db, {
    subject: MINISTRY_CONTACT_SUBJECTS.youth,
    message: "Hello youth",
    form_type: "",
  });
  ids.prayer = await addPrayerRequest(db, { request: "Pray for my mother", is_private: 1 });
  ids.application = await addApplication(db);
  for (const role of STAFF_ROLES) {
    const { member } = await addStaff(
      db,
      {
        email: `${role}@example.org`,
        name: `The ${role}`,
        role,
        ministries: role === "ministry-leader" ? ["youth"] : [],
      },
      COMMAND_LINE,
      { password: "a long enough passphrase" },
    );
    cookies.set(role, `staff_session=${await startSession(db, member.id)}`);
  }
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe("role x staff page", () => {
  it("the table above is the documented one, and server/auth/permissions.ts agrees with it", () => {
    for (const role of STAFF_ROLES) {
      const allowed = STAFF_AREAS.filter((area) => can(role, area.permission)).map((area) => area.key);
      expect(allowed, role).toEqual(ALLOWED[role]);
    }
  });

  // Under Pages (open to every role for the built-in pages), the pages staff make are content
  // editors' alone: a ministry leader gets 403 there.
  for (const role of STAFF_ROLES) {
    const allowed = mayOpen(role, "own-pages");
    it(`${role} ${allowed ? "may" : "may not"} open the pages staff make`, async () => {
      expect(allowed).toBe(role !== "ministry-leader" && role !== "treasurer");
      for (const url of [OWN_PAGES_PATH, `${OWN_PAGES_PATH}/new`, `${OWN_PAGES_PATH}/trash`]) {
        const response = await t.inject({ method: "GET", url, headers: { cookie: cookies.get(role)! } });
        expect(response.statusCode, url).toBe(allowed ? 200 : 403);
      }
    });
  }

  for (const role of STAFF_ROLES) {
    for (const area of STAFF_AREAS) {
      const key = area.key as Area;
      const allowed = ALLOWED[role].includes(key);
      it(`${role} ${allowed ? "may" : "may not"} open ${area.label}`, async () => {
        for (const url of pagesOf(key)) {
          const response = await t.inject({ method: "GET", url, headers: { cookie: cookies.get(role)! } });
          expect(response.statusCode, url).toBe(allowed ? 200 : 403);
          expect(response.headers["cache-control"], url).toBe("no-store");
          expect(String(response.headers["x-robots-tag"]), url).toContain("noindex");
          if (!allowed) {
            expect(response.body, url).toContain("You do not have permission");
            // Nothing of the area's content leaks into the refusal.
            for (const secret of ["Pray for my mother", "Hello youth", "I want to help"]) {
              expect(response.body, url).not.toContain(secret);
            }
          }
          if (!allowed) {
            const post = await t.inject({
              method: "POST",
              url,
              headers: {
                cookie: cookies.get(role)!,
                "content-type": "application/x-www-form-urlencoded",
                origin: t.config.siteUrl,
              },
              payload: "intent=anything",
            });
            expect(post.statusCode, `POST ${url}`).toBe(403);
          }
        }
      });
    }
  }

  it("without a session every staff page sends the visitor to sign in, coming back afterwards", async () => {
    for (const area of STAFF_AREAS) {
      const response = await t.get(`${area.path}?tab=x`);
      expect(response.statusCode, area.path).toBe(303);
      const location = String(response.headers.location);
      expect(location.startsWith("/admin/sign-in"), area.path).toBe(true);
      if (area.path !== "/admin")
        expect(new URL(location, "http://x").searchParams.get("next")).toBe(`${area.path}?tab=x`);
    }
  });

  it("no staff page is in the sitemap", async () => {
    const sitemap = await t.get("/sitemap.xml");
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toContain("/admin");
  });
});

/** A staff page as its reader gets it, parsed. */
async function staffPage(role: StaffRole, url: string) {
  const response = await t.inject({ method: "GET", url, headers: { cookie: cookies.get(role)! } });
  return { status: response.statusCode, document: new JSDOM(response.body).window.document };
}

/** The labels of the Staff navigation's links (each of its two forms), without a badge's count or the way out. */
function navigationLabels(document: Document): string[][] {
  return [...document.querySelectorAll('nav[aria-label="Staff"]')].map((navigation) =>
    [...navigation.querySelectorAll("a")]
      .map((link) => (link.textContent ?? "").replace(/,?\s*\d+\s*waiting$/, "").trim())
      .filter((text) => text !== "View site"),
  );
}

describe("the staff layout by role (what the browser tests read from the menu)", () => {
  const labelsOf = (role: StaffRole) => ALLOWED[role].map((key) => areaByKey(key).label);

  for (const role of STAFF_ROLES) {
    it(`${role}: the menu lists exactly the role's areas, and the page names the role`, async () => {
      const { status, document } = await staffPage(role, "/admin");
      expect(status).toBe(200);
      const menus = navigationLabels(document);
      expect(menus.length).toBeGreaterThan(0);
      for (const labels of menus) expect(labels).toEqual(labelsOf(role));
      const roleName = {
        admin: "Admin",
        leader: "Leader",
        editor: "Editor",
        "ministry-leader": "Ministry leader",
        treasurer: "Treasurer",
      }[role];
      const named = [...document.querySelectorAll("body *")].some(
        (element) => element.children.length === 0 && element.textContent?.trim() === roleName,
      );
      expect(named, `the role "${roleName}" is shown`).toBe(true);
    });
  }

  it("an editor has no Prayer requests; typing its address gives the permission page inside the staff layout", async () => {
    expect(labelsOf("editor")).not.toContain("Prayer requests");
    for (const url of ["/admin/prayer-requests", "/admin/staff"]) {
      const { status, document } = await staffPage("editor", url);
      expect(status, url).toBe(403);
      expect(document.querySelector("main")?.textContent, url).toContain(
        "You do not have permission to see this page.",
      );
      // The member still has their navigation and their way out, with no item marked as the current page.
      for (const navigation of document.querySelectorAll('nav[aria-label="Staff"]')) {
        expect([...navigation.querySelectorAll("a")].some((link) => link.textContent?.trim() === "Dashboard")).toBe(
          true,
        );
        expect(navigation.querySelectorAll('[aria-current="page"]'), url).toHaveLength(0);
      }
    }
  });

  it("the dashboard offers New post and New sermon to those who write them, not to a ministry leader", async () => {
    const links = async (role: StaffRole) => {
      const { status, document } = await staffPage(role, "/admin");
      expect(status).toBe(200);
      expect(document.querySelector("main h1")?.textContent).toBe("Dashboard");
      return [...document.querySelectorAll("main a")].map((link) => link.textContent?.trim());
    };
    for (const role of ["admin", "leader", "editor"] as const) {
      expect(await links(role), role).toEqual(expect.arrayContaining(["New post", "New sermon"]));
    }
    const leader = await links("ministry-leader");
    expect(leader).not.toContain("New post");
    expect(leader).not.toContain("New sermon");
  });

  it("an unknown staff address is the staff side's own Page not found, with the staff navigation", async () => {
    const { status, document } = await staffPage("editor", "/admin/no-such-room");
    expect(status).toBe(404);
    expect(document.querySelector("main h1")?.textContent).toBe("Page not found");
    expect(navigationLabels(document)[0]).toEqual(labelsOf("editor"));
  });
});

describe("a staff form posted without the session's token", () => {
  it("is refused (403) and changes nothing; the same post with the token goes through", async () => {
    const db = t.database.db;
    const admin = await signedInAs(db, "admin");
    const editor = await addMember(db, "editor");
    const active = async () =>
      (await db.selectFrom("staff").select("active").where("id", "=", editor.id).executeTakeFirstOrThrow()).active;
    const fields = { intent: "disable", staff: String(editor.id) };
    const refused = await t.inject({
      method: "POST",
      url: "/admin/staff",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: t.config.siteUrl, cookie: admin.cookie },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(refused.statusCode).toBe(403);
    expect(await active()).toBe(1);
    expect((await staffFormPost(t, "/admin/staff", admin, fields)).statusCode).toBe(303);
    expect(await active()).toBe(0);
  });
});
