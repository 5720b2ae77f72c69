import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { signedInAs, staffFormPost, type SignedIn } from "./staff-support";
import { createTestApi, type TestApi } from "./support";

/**
 * Pages staff make (/admin/pages/own) through the real pages on the engine under test: create a
 * draft from the plain form (no JavaScript), publish it at /{address}, the footer's quick link,
 * the content version moving; addresses the site uses (/blog, /admin) and another page's refused
 * in words; the preview for staff only; roles without the area refused; revisions and the trash.
 */

let t: TestApi;
let editor: SignedIn & { member: { id: number; name: string } };
let leader: SignedIn;
let ministryLeader: SignedIn;
let pageId = 0;

const fields = (overrides: Record<string, string> = {}) => ({
  title: "Plan your visit",
  slug: "",
  content: "<h2>Sundays</h2><p>We meet at <strong>9 am</strong>, parking behind the hall.</p><script>alert(1)</script>",
  image: "",
  status: "draft",
  footerOrder: "2",
  ...overrides,
});

function form(url: string, who: SignedIn | null, values: Record<string, string>) {
  return staffFormPost(t, url, who, values);
}

function get(url: string, who: SignedIn | null = null) {
  return t.inject({ method: "GET", url, headers: who ? { cookie: who.cookie } : {} });
}

async function contentVersion(): Promise<number> {
  const { rows } = await sql<{ version: number | string }>`SELECT version FROM content_version WHERE id = 1`.execute(
    t.database.db,
  );
  return Number(rows[0]!.version);
}

async function pageCount(): Promise<number> {
  return (await t.database.db.selectFrom("own_pages").select("id").execute()).length;
}

async function activity(): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom("activity_log")
    .select("summary")
    .where("item_type", "=", "own_page")
    .orderBy("id")
    .execute();
  return rows.map((row) => row.summary);
}

beforeAll(async () => {
  t = await createTestApi({ pages: true });
  editor = await signedInAs(t.database.db, "editor");
  leader = await signedInAs(t.database.db, "leader");
  ministryLeader = await signedInAs(t.database.db, "ministry-leader");
  // The first page request compiles the pages through Vite: within the hook's time.
  expect((await get("/admin/pages/own", editor)).statusCode).toBe(200);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("pages staff make", () => {
  it("saves a draft from the plain form: address from the title, text sanitised, a revision, words in the activity log; not public", async () => {
    const before = await contentVersion();
    const created = await form("/admin/pages/own/new", editor, fields());
    expect(created.statusCode).toBe(303);
    pageId = Number(/\/admin\/pages\/own\/(\d+)\?/.exec(String(created.headers.location))![1]);
    const row = await t.database.db
      .selectFrom("own_pages")
      .selectAll()
      .where("id", "=", pageId)
      .executeTakeFirstOrThrow();
    expect(row.slug).toBe("plan-your-visit");
    expect(row.status).toBe("draft");
    expect(row.content).toContain("<strong>9 am</strong>");
    expect(row.content).not.toContain("<script");
    expect(await contentVersion()).toBeGreaterThan(before);
    expect(await activity()).toEqual([
      `${editor.member.name} added the page "Plan your visit" (draft, not in the footer)`,
    ]);
    const edit = await get(String(created.headers.location), editor);
    expect(edit.body).toContain("The page is saved.");
    expect(edit.body).toContain("Draft: not on the site.");
    for (const button of ["Save", "Preview", "Delete"]) expect(edit.body).toContain(`>${button}</button>`);
    expect((await get("/plan-your-visit")).statusCode).toBe(404);
    expect((await get("/")).body).not.toContain('href="/plan-your-visit"');
  });

  it("refuses addresses the site uses (/blog, /admin, /sermons, /api) and another page's, in words, every field at once, nothing stored", async () => {
    const count = await pageCount();
    for (const address of ["blog", "admin", "sermons", "api", "contact-us", "youth", "newsletter"]) {
      const refused = await form("/admin/pages/own/new", editor, fields({ title: "Other", slug: address }));
      expect(refused.statusCode, address).toBe(400);
      expect(refused.body, address).toContain(`The address &quot;/${address}&quot; is already used by the site itself`);
      expect(refused.body).toContain('value="Other"');
    }
    const taken = await form("/admin/pages/own/new", editor, fields({ title: "Other", slug: "plan-your-visit" }));
    expect(taken.statusCode).toBe(400);
    expect(taken.body).toContain(
      "The address &quot;/plan-your-visit&quot; is already used by the page &quot;Plan your visit&quot;",
    );
    const several = await form(
      "/admin/pages/own/new",
      editor,
      fields({ title: "", slug: "Not An Address", footerOrder: "zero", status: "published", content: "" }),
    );
    expect(several.statusCode).toBe(400);
    expect(several.body).toContain("Title is required.");
    expect(several.body).toContain("The address may hold only lower-case letters");
    expect(several.body).toContain("Position in the footer must be a whole number from 1 to 99");
    expect(several.body).toContain("Content is required to publish a page");
    expect(await pageCount()).toBe(count);
  });

  it("shows the draft in the preview to staff only: the saved page, and the form's fields unsaved", async () => {
    const preview = await get(`/admin/pages/own/${pageId}/preview`, editor);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain("Preview: not what visitors see until it is published.");
    expect(preview.body).toContain("<strong>9 am</strong>");
    const posted = await form(`/admin/pages/own/${pageId}/preview`, editor, fields({ title: "Unsaved title" }));
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain("Unsaved title");
    expect((await t.database.db.selectFrom("own_pages").select("title").executeTakeFirstOrThrow()).title).toBe(
      "Plan your visit",
    );
    const visitor = await get(`/admin/pages/own/${pageId}/preview`);
    expect(visitor.statusCode).toBe(303);
    expect(String(visitor.headers.location)).toContain("/admin/sign-in");
    expect((await get(`/admin/pages/own/${pageId}/preview`, ministryLeader)).statusCode).toBe(403);
  });

  it("publishes with a footer link: /plan-your-visit answers with the page and its link preview, the footer links it, the version moves", async () => {
    const before = await contentVersion();
    const saved = await form(
      `/admin/pages/own/${pageId}`,
      editor,
      fields({ slug: "plan-your-visit", status: "published", inFooter: "1" }),
    );
    expect(saved.statusCode).toBe(303);
    expect(await contentVersion()).toBeGreaterThan(before);
    const page = await get("/plan-your-visit");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<h1");
    expect(page.body).toContain("Plan your visit");
    expect(page.body).toContain("<strong>9 am</strong>");
    expect(page.body).toContain('property="og:title" content="Plan your visit');
    expect(page.body).toContain('name="description" content="Sundays We meet at 9 am, parking behind the hall."');
    expect(page.body).toContain(`<link rel="canonical" href="${t.config.siteUrl}/plan-your-visit"/>`);
    const home = await get("/");
    expect(home.body).toMatch(/<a[^>]*href="\/plan-your-visit"[^>]*>Plan your visit<\/a>/);
    expect((await get("/blog")).body).toContain('href="/plan-your-visit"');
    expect((await get("/sitemap.xml")).body).toContain(`<loc>${t.config.siteUrl}/plan-your-visit</loc>`);
    expect((await activity()).at(-1)).toBe(
      `${editor.member.name} published the page "Plan your visit" (now in the footer at position 2)`,
    );
  });

  it("a leader edits it; a revision is restored; a ministry leader or a visitor cannot open the staff pages or save", async () => {
    const edited = await form(
      `/admin/pages/own/${pageId}`,
      leader,
      fields({ slug: "plan-your-visit", title: "Visit us", status: "published", inFooter: "1" }),
    );
    expect(edited.statusCode).toBe(303);
    expect((await get("/plan-your-visit")).body).toContain("Visit us");
    const revisions = await get(`/admin/pages/own/${pageId}/revisions`, editor);
    expect(revisions.statusCode).toBe(200);
    const first = await t.database.db
      .selectFrom("own_page_revisions")
      .select("id")
      .where("page_id", "=", pageId)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const restored = await form(`/admin/pages/own/${pageId}/revisions`, editor, {
      intent: "restore",
      revision: String(first.id),
    });
    expect(restored.statusCode).toBe(303);
    // The first revision was a draft: the page leaves the site and the footer.
    expect((await get("/plan-your-visit")).statusCode).toBe(404);
    expect((await get("/")).body).not.toContain('href="/plan-your-visit"');

    const count = await pageCount();
    for (const url of ["/admin/pages/own", "/admin/pages/own/new", `/admin/pages/own/${pageId}`])
      expect((await get(url, ministryLeader)).statusCode, url).toBe(403);
    const refused = await form("/admin/pages/own/new", ministryLeader, fields({ title: "Sneaky" }));
    expect(refused.statusCode).toBe(403);
    expect((await get("/admin/pages/own")).statusCode).toBe(303);
    expect(await pageCount()).toBe(count);
  });

  it("moves a page to the trash (off the site at once), restores it as a draft, deletes it for good", async () => {
    await form(`/admin/pages/own/${pageId}`, editor, fields({ slug: "plan-your-visit", status: "published" }));
    expect((await get("/plan-your-visit")).statusCode).toBe(200);
    const trashed = await form(`/admin/pages/own/${pageId}`, editor, { intent: "delete-confirmed" });
    expect(trashed.statusCode).toBe(303);
    expect((await get("/plan-your-visit")).statusCode).toBe(404);
    expect((await get("/admin/pages/own/trash", editor)).body).toContain("Plan your visit");
    const back = await form("/admin/pages/own/trash", editor, { intent: "restore", id: String(pageId) });
    expect(back.statusCode).toBe(303);
    await form(`/admin/pages/own/${pageId}`, editor, { intent: "delete-confirmed" });
    const gone = await form("/admin/pages/own/trash", editor, { intent: "delete", id: String(pageId) });
    expect(gone.statusCode).toBe(303);
    expect(await pageCount()).toBe(0);
    expect((await activity()).at(-1)).toBe(`${editor.member.name} deleted the page "Plan your visit" for good`);
  });

  it("an unknown one-segment address is still the 404 screen", async () => {
    const unknown = await get("/no-such-page-here");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("Page Not Available");
  });
});
