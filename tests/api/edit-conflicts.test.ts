import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STALE_EDIT_MESSAGES } from "#contract/edit-versions";
import { churchFormOf } from "#contract/church-form";
import { DEMO_CHURCH } from "#content/demo/church";
import { seedChurch } from "#server/domain/church/church";
import { seedPages } from "#server/domain/pages/pages";
import { addMember, sessionOf, signedInAs, staffFormPost, type SignedIn } from "./staff-support";
import { createTestApi, type TestApi } from "./support";

/**
 * Lost updates (decision 042) through the real staff pages on the engine under test: two members
 * open the same form; the first saves; the second's save of the stale form is refused (409) with
 * the clear message and what they typed, nothing stored; saved again from the form it answers, it
 * goes through. A member's own autosave never makes their later save stale. Built-in pages and
 * the church's details keep revisions (who, when, each field) and restore one as a new save.
 */

let t: TestApi;
let admin: SignedIn;
let otherAdmin: SignedIn;
let editor: SignedIn;
let otherEditor: SignedIn;

const open = (url: string, who: SignedIn) => t.inject({ method: "GET", url, headers: { cookie: who.cookie } });
const post = (url: string, who: SignedIn, fields: Record<string, string | string[]>) =>
  staffFormPost(t, url, who, fields);

/** The version a form carries in its hidden field. */
function versionIn(body: string): string {
  const version = /<input type="hidden" name="version" value="(\d+)"\/>/.exec(body)?.[1];
  expect(version, "the form's version field").toBeDefined();
  return version!;
}

/** As the page shows it: React escapes the apostrophe. */
const shown = (text: string) => text.replace(/'/g, "&#x27;");

async function activityCount(itemType: string): Promise<number> {
  return (await t.database.db.selectFrom("activity_log").select("id").where("item_type", "=", itemType).execute())
    .length;
}

beforeAll(async () => {
  t = await createTestApi({ pages: true });
  await seedChurch(t.database.db, DEMO_CHURCH);
  await seedPages(t.database.db, { "coming-soon": { launchAt: "", intro: "As the demo wrote it.", slides: [] } });
  admin = await signedInAs(t.database.db, "admin");
  otherAdmin = await signedInAs(t.database.db, "admin");
  editor = await signedInAs(t.database.db, "editor");
  otherEditor = await signedInAs(t.database.db, "editor");
  expect((await open("/admin/pages", editor)).statusCode).toBe(200);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("a built-in page", () => {
  const quote = async () =>
    (
      (await t.database.db
        .selectFrom("page_contents")
        .select("content")
        .where("page", "=", "loading")
        .executeTakeFirst()) ?? { content: "{}" }
    ).content;

  it("refuses a stale form's save with the message and the typed text, stores nothing, then saves it again from its answer", async () => {
    // Nobody saved the loading screen yet: both forms are opened at version 0.
    const first = versionIn((await open("/admin/pages/loading", editor)).body);
    const second = versionIn((await open("/admin/pages/loading", otherEditor)).body);
    expect([first, second]).toEqual(["0", "0"]);
    const saved = await post("/admin/pages/loading", otherEditor, {
      quote: "Saved first, by the other editor.",
      reference: "Psalm 1:1",
      version: second,
    });
    expect(saved.statusCode).toBe(303);
    const activity = await activityCount("page");
    const stale = await post("/admin/pages/loading", editor, {
      quote: "Typed meanwhile, by the first editor.",
      reference: "Psalm 2:2",
      version: first,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain(shown(STALE_EDIT_MESSAGES.page));
    expect(stale.body).toContain("Typed meanwhile, by the first editor.");
    expect(await quote()).toContain("Saved first, by the other editor.");
    expect(await activityCount("page")).toBe(activity);
    // The answer's form carries the version saved since: saving it again is a choice, and it goes through.
    const again = await post("/admin/pages/loading", editor, {
      quote: "Typed meanwhile, by the first editor.",
      reference: "Psalm 2:2",
      version: versionIn(stale.body),
    });
    expect(again.statusCode).toBe(303);
    expect(await quote()).toContain("Typed meanwhile, by the first editor.");
  });

  it("keeps every save as a revision with who and when, shows one, and restores it as a new save", async () => {
    const list = await open("/admin/pages/loading/revisions", editor);
    expect(list.statusCode).toBe(200);
    const ids = [...list.body.matchAll(/\/admin\/pages\/loading\/revisions\?revision=(\d+)/g)].map((m) => m[1]!);
    expect(ids).toHaveLength(2);
    const names = await t.database.db.selectFrom("staff").select("name").orderBy("id").execute();
    expect(list.body).toContain(names.find((row) => list.body.includes(row.name))!.name);
    const older = ids[1]!;
    const shownRevision = await open(`/admin/pages/loading/revisions?revision=${older}`, editor);
    expect(shownRevision.body).toContain("Saved first, by the other editor.");
    expect(shownRevision.body).toContain("Restore this revision");
    const restored = await post(`/admin/pages/loading/revisions`, editor, { intent: "restore", revision: older });
    expect(restored.statusCode).toBe(303);
    expect(restored.headers.location).toBe("/admin/pages/loading?saved=1");
    expect(await quote()).toContain("Saved first, by the other editor.");
    const after = await open("/admin/pages/loading/revisions", editor);
    expect([...after.body.matchAll(/revisions\?revision=(\d+)/g)]).toHaveLength(3);
    const last = await t.database.db
      .selectFrom("activity_log")
      .select("summary")
      .where("item_type", "=", "page")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(last.summary).toContain("restored an earlier revision of the Loading screen page");
    // A form opened before the restore is stale now.
    const stale = await post("/admin/pages/loading", otherEditor, { quote: "Late", reference: "", version: "1" });
    expect(stale.statusCode).toBe(409);
  });

  it("keeps what a page held before revisions were kept, so the first save can be undone", async () => {
    const version = versionIn((await open("/admin/pages/coming-soon", editor)).body);
    expect(version).toBe("1");
    const saved = await post("/admin/pages/coming-soon", editor, { launchAt: "", intro: "Rewritten.", version });
    expect(saved.statusCode).toBe(303);
    const list = await open("/admin/pages/coming-soon/revisions", editor);
    expect(list.body).toContain("(as it was before revisions were kept)");
    const ids = [...list.body.matchAll(/revisions\?revision=(\d+)/g)].map((m) => m[1]!);
    expect(ids).toHaveLength(2);
    await post("/admin/pages/coming-soon/revisions", editor, { intent: "restore", revision: ids[1]! });
    expect((await t.get("/coming-soon")).body).toContain("As the demo wrote it.");
  });

  it("shows a ministry leader only their own ministry's revisions: another's is a 404", async () => {
    const member = await addMember(t.database.db, "ministry-leader", { ministries: ["youth"] });
    const session = await sessionOf(t.database.db, member.id);
    const leader = { cookie: `staff_session=${session.secret}`, token: session.token };
    expect((await open("/admin/pages/youth/revisions", leader)).statusCode).toBe(200);
    expect((await open("/admin/pages/loading/revisions", leader)).statusCode).toBe(404);
    expect(
      (await post("/admin/pages/loading/revisions", leader, { intent: "restore", revision: "1" })).statusCode,
    ).toBe(404);
  });
});

describe("the church's details", () => {
  const form = (change: Record<string, string | string[]>) => ({ ...churchFormOf(DEMO_CHURCH), ...change });
  const tagline = async () =>
    (await t.database.db.selectFrom("church_details").select("tagline").executeTakeFirstOrThrow()).tagline;

  it("refuses a stale form's save with the message and the typed details, stores nothing, then saves it again", async () => {
    const first = versionIn((await open("/admin/church", admin)).body);
    const second = versionIn((await open("/admin/church", otherAdmin)).body);
    expect(first).toBe(second);
    expect(
      (await post("/admin/church", otherAdmin, form({ tagline: "Tagline by the other", version: second }))).statusCode,
    ).toBe(303);
    const activity = await activityCount("church");
    const stale = await post("/admin/church", admin, form({ tagline: "Tagline typed meanwhile", version: first }));
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain(shown(STALE_EDIT_MESSAGES.church));
    expect(stale.body).toContain('value="Tagline typed meanwhile"');
    expect(await tagline()).toBe("Tagline by the other");
    expect(await activityCount("church")).toBe(activity);
    const again = await post(
      "/admin/church",
      admin,
      form({ tagline: "Tagline typed meanwhile", version: versionIn(stale.body) }),
    );
    expect(again.statusCode).toBe(303);
    expect(await tagline()).toBe("Tagline typed meanwhile");
  });

  it("keeps revisions (the seeded details first), shows one, and restores it as a new save", async () => {
    const list = await open("/admin/church/revisions", admin);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain("(as it was before revisions were kept)");
    const ids = [...list.body.matchAll(/\/admin\/church\/revisions\?revision=(\d+)/g)].map((m) => m[1]!);
    expect(ids).toHaveLength(3);
    const seeded = ids[2]!;
    const shownRevision = await open(`/admin/church/revisions?revision=${seeded}`, admin);
    expect(shownRevision.body).toContain(DEMO_CHURCH.tagline);
    expect((await post("/admin/church/revisions", admin, { intent: "restore", revision: seeded })).statusCode).toBe(
      303,
    );
    expect(await tagline()).toBe(DEMO_CHURCH.tagline);
    expect((await open("/admin/church/revisions", editor)).statusCode).toBe(403);
    const unknown = await post("/admin/church/revisions", admin, { intent: "restore", revision: "999999" });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain("That revision no longer exists.");
  });
});

describe("own pages, posts and sermons", () => {
  it("an own page: a stale form's save is refused with the typed title, nothing stored", async () => {
    const created = await post("/admin/pages/own/new", editor, {
      title: "Conflict Page",
      slug: "",
      content: "<p>First.</p>",
      image: "",
      status: "draft",
      footerOrder: "1",
    });
    const id = /\/admin\/pages\/own\/(\d+)\?/.exec(String(created.headers.location))![1]!;
    const fields = (title: string, version: string) => ({
      title,
      slug: "conflict-page",
      content: "<p>First.</p>",
      image: "",
      status: "draft",
      footerOrder: "1",
      version,
    });
    const first = versionIn((await open(`/admin/pages/own/${id}`, editor)).body);
    const second = versionIn((await open(`/admin/pages/own/${id}`, otherEditor)).body);
    expect(
      (await post(`/admin/pages/own/${id}`, otherEditor, fields("Conflict Page, theirs", second))).statusCode,
    ).toBe(303);
    const stale = await post(`/admin/pages/own/${id}`, editor, fields("Conflict Page, mine", first));
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain(shown(STALE_EDIT_MESSAGES.ownPage));
    expect(stale.body).toContain('value="Conflict Page, mine"');
    const row = await t.database.db
      .selectFrom("own_pages")
      .select("title")
      .where("id", "=", Number(id))
      .executeTakeFirstOrThrow();
    expect(row.title).toBe("Conflict Page, theirs");
    expect(
      (await post(`/admin/pages/own/${id}`, editor, fields("Conflict Page, mine", versionIn(stale.body)))).statusCode,
    ).toBe(303);
  });

  it("a post: the member's own autosave never makes their save stale; another's save does, and their autosave too", async () => {
    const fields = (title: string, version: string) => ({
      title,
      slug: "conflict-post",
      excerpt: "",
      content: "<p>Text.</p>",
      image: "",
      category: "",
      newTags: "",
      author: "Pastor",
      authorImage: "",
      quote: "",
      status: "draft",
      publishAt: "",
      version,
    });
    const created = await post("/admin/posts/new", editor, fields("Conflict Post", ""));
    const id = /\/admin\/posts\/(\d+)\?/.exec(String(created.headers.location))![1]!;
    const opened = versionIn((await open(`/admin/posts/${id}`, editor)).body);
    const theirs = versionIn((await open(`/admin/posts/${id}`, otherEditor)).body);
    // Their own autosaves, whose answers the page may not have had before Save was pressed.
    expect(
      (await post(`/admin/posts/${id}/autosave`, editor, fields("Conflict Post, typing", opened))).statusCode,
    ).toBe(200);
    expect(
      (await post(`/admin/posts/${id}/autosave`, editor, fields("Conflict Post, typing on", opened))).statusCode,
    ).toBe(200);
    expect((await post(`/admin/posts/${id}`, editor, fields("Conflict Post, saved", opened))).statusCode).toBe(303);
    // The other editor's form was opened before all that.
    const staleAutosave = await post(
      `/admin/posts/${id}/autosave`,
      otherEditor,
      fields("Conflict Post, theirs", theirs),
    );
    expect(staleAutosave.statusCode).toBe(409);
    expect((staleAutosave.json() as { detail: string }).detail).toBe(STALE_EDIT_MESSAGES.post);
    const stale = await post(`/admin/posts/${id}`, otherEditor, fields("Conflict Post, theirs", theirs));
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain(shown(STALE_EDIT_MESSAGES.post));
    expect(stale.body).toContain('value="Conflict Post, theirs"');
    const row = await t.database.db
      .selectFrom("posts")
      .select("title")
      .where("id", "=", Number(id))
      .executeTakeFirstOrThrow();
    expect(row.title).toBe("Conflict Post, saved");
  });

  it("a sermon: a stale form's save is refused with the typed title, nothing stored", async () => {
    const fields = (title: string, version: string) => ({
      title,
      preacher: "Pastor Conflict",
      date: "2001-02-03",
      series: "",
      scripture: "",
      description: "About grace.",
      youtube: "",
      newCategory: "",
      image: "",
      version,
    });
    const created = await post("/admin/sermons/new", editor, fields("Conflict Sermon", ""));
    expect(created.statusCode).toBe(303);
    const id = /\/admin\/sermons\/(\d+)\?/.exec(String(created.headers.location))![1]!;
    const first = versionIn((await open(`/admin/sermons/${id}`, editor)).body);
    const second = versionIn((await open(`/admin/sermons/${id}`, otherEditor)).body);
    expect(
      (await post(`/admin/sermons/${id}`, otherEditor, fields("Conflict Sermon, theirs", second))).statusCode,
    ).toBe(303);
    const stale = await post(`/admin/sermons/${id}`, editor, fields("Conflict Sermon, mine", first));
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain(shown(STALE_EDIT_MESSAGES.sermon));
    expect(stale.body).toContain('value="Conflict Sermon, mine"');
    const row = await t.database.db
      .selectFrom("sermons")
      .select("title")
      .where("id", "=", Number(id))
      .executeTakeFirstOrThrow();
    expect(row.title).toBe("Conflict Sermon, theirs");
  });
});
