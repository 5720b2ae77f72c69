import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PostDetail, PostSummary } from "#contract/types";
import { isoToHarareLocal } from "#server/lib/dates";
import type { Kysely } from "kysely";
import { createStaffPosts, purgeTrash } from "#server/domain/posts/authoring";
import type { Database } from "#server/db/schema";
import type { StaffMember } from "#server/auth/staff-member";
import { signedInAs, staffFormPost, type SignedIn } from "./staff-support";
import { createTestApi, type TestApi } from "./support";

/**
 * Post authoring through the real pages on the engine under test: create (the no-JS
 * form, content as a textarea of HTML), schedule, publish, rename the slug, unpublish, delete to
 * the trash, restore, purge after 30 days; after each, what /api/posts/, /api/posts/{slug}/, the
 * post page, /blog/rss.xml and the category and tag lists say. Slugs, revisions, the preview,
 * hostile HTML, and roles without `editContent` (403, nothing stored).
 */

let t: TestApi;
let editor: SignedIn & { member: StaffMember };
let youthLeader: SignedIn;
let categoryId = 0;
const CATEGORY = "Posts Authoring Cat";
const CATEGORY_SLUG = "posts-authoring-cat";
const TAG = "Posts Authoring Tag";
const TAG_SLUG = "posts-authoring-tag";
let postId = 0;
let slug = "posts-authoring-first";

const PICTURE = '<img src="/img/gen/posts-picture-1280x720.webp" alt="The choir singing">';
const HOSTILE = [
  "<p>Hello <strong>church</strong> family</p>",
  "<script>alert('x')</script>",
  '<p onclick="steal()">Click</p>',
  '<a href="javascript:alert(1)">bad link</a>',
  '<a href="https://example.org/">good link</a>',
  '<p style="position:fixed">styled</p>',
  '<iframe src="https://evil.example/"></iframe>',
  '<svg onload="alert(1)"><script>alert(2)</script></svg>',
  '<img src="x" onerror="alert(3)">',
  '<img src="javascript:alert(4)">',
  PICTURE,
].join("");

function form(url: string, who: SignedIn | null, fields: Record<string, string | string[]>) {
  return staffFormPost(t, url, who, fields);
}

const fields = (overrides: Record<string, string | string[]> = {}) => ({
  title: "Posts Authoring First",
  slug: "",
  excerpt: "A short excerpt.",
  content: HOSTILE,
  image: "",
  category: String(categoryId),
  newTags: TAG,
  author: "Pastor Posts",
  authorImage: "",
  quote: "",
  status: "draft",
  publishAt: "",
  ...overrides,
});

const idOfLocation = (location: unknown) => Number(/\/admin\/posts\/(\d+)\?/.exec(String(location))![1]);

async function publicState(current = slug) {
  const [list, detail, page, rss, category, tag] = await Promise.all([
    t.get("/api/posts/?page_size=50"),
    t.get(`/api/posts/${current}/`),
    t.get(`/blog/${current}`),
    t.get("/blog/rss.xml"),
    t.get(`/api/categories/${categoryId}/posts/`),
    t.get(`/api/tags/${TAG_SLUG}/posts/`),
  ]);
  const slugs = (response: typeof list) =>
    response.statusCode === 200 ? (response.json() as { results: PostSummary[] }).results.map((post) => post.slug) : [];
  return {
    inList: slugs(list).includes(current),
    detail: detail.statusCode,
    page: page.statusCode,
    pageBody: page.body,
    inRss: rss.body.includes(`/blog/${current}<`),
    inCategory: slugs(category).includes(current),
    inTag: slugs(tag).includes(current),
  };
}

const HIDDEN = { inList: false, detail: 404, page: 404, inRss: false, inCategory: false, inTag: false };
const SHOWN = { inList: true, detail: 200, page: 200, inRss: true, inCategory: true, inTag: true };

async function row(id = postId) {
  return t.database.db.selectFrom("posts").selectAll().where("id", "=", id).executeTakeFirst();
}

async function actions(id = postId): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom("activity_log")
    .select("action")
    .where("item_type", "=", "post")
    .where("item_id", "=", String(id))
    .orderBy("id")
    .execute();
  return rows.map((entry) => entry.action);
}

async function revisionCount(id = postId): Promise<number> {
  const rows = await t.database.db.selectFrom("post_revisions").select("id").where("post_id", "=", id).execute();
  return rows.length;
}

function get(url: string, who: SignedIn | null = editor) {
  return t.inject({ method: "GET", url, headers: who ? { cookie: who.cookie } : {} });
}

beforeAll(async () => {
  t = await createTestApi({ pages: true });
  editor = await signedInAs(t.database.db, "editor");
  youthLeader = await signedInAs(t.database.db, "ministry-leader");
  // The first page request (this one) compiles the pages through Vite: within the hook's time.
  const created = await form("/admin/categories", editor, { intent: "create", name: CATEGORY, slug: "" });
  expect(created.statusCode).toBe(303);
  categoryId = Number(
    (
      await t.database.db
        .selectFrom("categories")
        .select("id")
        .where("slug", "=", CATEGORY_SLUG)
        .executeTakeFirstOrThrow()
    ).id,
  );
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("post authoring", () => {
  it("the new post form has every field and button it is meant to have", async () => {
    const page = await get("/admin/posts/new");
    expect(page.statusCode).toBe(200);
    for (const label of [
      "Title",
      "Slug",
      "Excerpt",
      "Content",
      "Cover image",
      "Category",
      "Tags",
      "Author",
      "Author image",
      "Author quote",
      "Featured",
      "Status",
      "Publish at",
    ])
      expect(page.body, label).toContain(`>${label}<`);
    expect(page.body).toContain('<textarea id="content" name="content"');
    expect(page.body).toContain(`value="${editor.member.name}"`);
    expect(page.body).toContain(">Save</button>");
    expect(page.body).toContain("Save the post (as a draft) to preview it.");
    // The editor page runs scripts (the rich-text editor), unlike every other staff page.
    expect(page.body).toContain("<script");
    expect((await get("/admin/posts")).body).not.toMatch(/<script[^>]*type="module"/);
  });

  it("saves a draft from the plain form (no JavaScript): slug from the title, content sanitised, a revision, an activity row; nothing public", async () => {
    const created = await form("/admin/posts/new", editor, fields());
    expect(created.statusCode).toBe(303);
    postId = idOfLocation(created.headers.location);
    const stored = (await row())!;
    expect(stored.slug).toBe(slug);
    expect(stored.status).toBe("draft");
    expect(stored.category_id).toBe(categoryId);
    for (const bad of ["<script", "onclick", "javascript:", "style=", "<iframe", "<svg", "onerror", "alert("])
      expect(stored.content, bad).not.toContain(bad);
    expect(stored.content).toContain("<strong>church</strong>");
    expect(stored.content).toContain(
      '<img src="/img/gen/posts-picture-1280x720.webp" alt="The choir singing" width="1280" height="720" />',
    );
    expect(stored.content).toContain('href="https://example.org/"');
    expect(await revisionCount()).toBe(1);
    expect(await actions()).toEqual(["create"]);
    expect(await publicState()).toMatchObject(HIDDEN);

    const edit = await get(String(created.headers.location));
    expect(edit.body).toContain("The post is saved.");
    expect(edit.body).toContain(TAG);
    for (const button of ["Save", "Preview", "Delete"]) expect(edit.body).toContain(`>${button}</button>`);
  });

  it("refuses a slug another post has, a bad picture name, a past time for Scheduled: a clear message, nothing stored", async () => {
    const before = await t.database.db.selectFrom("posts").select("id").execute();
    const taken = await form("/admin/posts/new", editor, fields({ title: "Another", slug }));
    expect(taken.statusCode).toBe(400);
    expect(taken.body).toContain(
      `The slug &quot;${slug}&quot; is already used by the post &quot;Posts Authoring First&quot;`,
    );
    const badSlug = await form("/admin/posts/new", editor, fields({ slug: "Not A Slug" }));
    expect(badSlug.statusCode).toBe(400);
    const badImage = await form("/admin/posts/new", editor, fields({ title: "Other", image: "../etc/passwd" }));
    expect(badImage.statusCode).toBe(400);
    expect(badImage.body).toContain("Cover image must be a picture&#x27;s name");
    const past = await form(
      "/admin/posts/new",
      editor,
      fields({ title: "Other", status: "scheduled", publishAt: "2001-01-01T10:00" }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.body).toContain("Publish at must be in the future");
    const noTitle = await form("/admin/posts/new", editor, fields({ title: " " }));
    expect(noTitle.body).toContain("Title is required.");
    const badCategory = await form("/admin/posts/new", editor, fields({ title: "Other", category: "99999999999" }));
    expect(badCategory.statusCode).toBe(400);
    expect((await t.database.db.selectFrom("posts").select("id").execute()).length).toBe(before.length);
  });

  it("answers a form with several wrong fields with every field's message by its field, what was typed kept", async () => {
    const page = await form(
      "/admin/posts/new",
      editor,
      fields({ title: " ", image: "../etc/passwd", excerpt: "Kept as typed", status: "scheduled", publishAt: "" }),
    );
    expect(page.statusCode).toBe(400);
    for (const [field, message] of [
      ["title", "Title is required."],
      ["image", "Cover image must be a picture&#x27;s name"],
      ["publishAt", "Give the date and time to publish at (Harare time)."],
    ]) {
      expect(page.body, field).toMatch(new RegExp(`id="${field}-error"[^>]*>${message.replace(/[.()]/g, "\\$&")}`));
      expect(page.body, field).toMatch(new RegExp(`aria-describedby="[^"]*${field}-error`));
    }
    expect(page.body).toMatch(/(value="|>)Kept as typed/);
  });

  it("checks a slug as typed through the staff-only JSON check", async () => {
    const taken = await get(`/admin/posts/slug-check?slug=${slug}`);
    expect(taken.statusCode).toBe(200);
    expect(taken.headers["cache-control"]).toContain("no-store");
    expect(taken.json()).toMatchObject({ slug, problem: expect.stringContaining("already used") });
    expect((await get(`/admin/posts/slug-check?slug=${slug}&id=${postId}`)).json()).toEqual({ slug, problem: null });
    expect((await get("/admin/posts/slug-check?slug=&title=A%20Brand%20New%20Title")).json()).toEqual({
      slug: "a-brand-new-title",
      problem: null,
    });
    expect((await get("/admin/posts/slug-check?slug=Bad%20Slug")).json()).toMatchObject({
      problem: expect.stringContaining("lower-case"),
    });
    expect((await get(`/admin/posts/slug-check?slug=${slug}`, youthLeader)).statusCode).toBe(403);
    expect((await get(`/admin/posts/slug-check?slug=${slug}`, null)).statusCode).toBe(303);
  });

  it("previews a draft for staff only, exactly as the public page, no-store and noindex; the form's Preview shows unsaved fields", async () => {
    const preview = await get(`/admin/posts/${postId}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["cache-control"]).toContain("no-store");
    expect(String(preview.headers["x-robots-tag"])).toContain("noindex");
    expect(preview.body).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(preview.body).toContain("Posts Authoring First");
    expect(preview.body).toContain("<strong>church</strong>");
    expect(preview.body).toContain("Pastor Posts");
    const unsaved = await form(
      `/admin/posts/${postId}/preview`,
      editor,
      fields({ title: "An Unsaved Title", content: "<p>Unsaved words</p>" }),
    );
    expect(unsaved.statusCode).toBe(200);
    expect(unsaved.body).toContain("An Unsaved Title");
    expect(unsaved.body).toContain("Unsaved words");
    expect((await row())!.title).toBe("Posts Authoring First");
    expect(await revisionCount()).toBe(1);
    const refused = await form(`/admin/posts/${postId}/preview`, editor, fields({ title: " " }));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("Cannot preview the form: Title is required.");
    expect((await get("/admin/posts/new/preview")).statusCode).toBe(404);
    expect((await get(`/admin/posts/${postId}/preview`, youthLeader)).statusCode).toBe(403);
    expect((await get(`/admin/posts/${postId}/preview`, null)).statusCode).toBe(303);
  });

  it("schedules: not public before its time, public once the time has come, with no job", async () => {
    const inAnHour = isoToHarareLocal(new Date(Date.now() + 3_600_000).toISOString());
    const scheduled = await form(
      `/admin/posts/${postId}`,
      editor,
      fields({ status: "scheduled", publishAt: inAnHour }),
    );
    expect(scheduled.statusCode).toBe(303);
    const stored = (await row())!;
    expect(stored.status).toBe("published");
    expect(isoToHarareLocal(stored.published_at)).toBe(inAnHour);
    expect(await publicState()).toMatchObject(HIDDEN);
    expect((await get(`/admin/posts/${postId}`)).body).toContain("Scheduled for");
    // The clock: the publication time reached (as an hour passing would), nothing else changed.
    await t.database.db
      .updateTable("posts")
      .set({ published_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", postId)
      .execute();
    expect(await publicState()).toMatchObject(SHOWN);
    expect(await actions()).toEqual(["create", "schedule"]);
  });

  it("publishes: on the list, its page, the feed, its category and tag", async () => {
    await form(`/admin/posts/${postId}`, editor, fields({ status: "draft" }));
    expect(await publicState()).toMatchObject(HIDDEN);
    const published = await form(`/admin/posts/${postId}`, editor, fields({ status: "published" }));
    expect(published.statusCode).toBe(303);
    const state = await publicState();
    expect(state).toMatchObject(SHOWN);
    expect(state.pageBody).toContain("<strong>church</strong>");
    expect(state.pageBody).not.toContain("steal()");
    const detail = (await t.get(`/api/posts/${slug}/`)).json() as PostDetail;
    expect(detail.content).toContain('src="/img/gen/posts-picture-1280x720.webp"');
    expect(detail.category?.slug).toBe(CATEGORY_SLUG);
    expect(detail.tags).toEqual([{ name: TAG, slug: TAG_SLUG }]);
    expect(await actions()).toEqual(["create", "schedule", "unpublish", "publish"]);
  });

  it("a published post's new slug keeps the old address with a 301, through several renames; a new post may take a freed slug", async () => {
    const first = slug;
    await form(`/admin/posts/${postId}`, editor, fields({ status: "published", slug: "posts-authoring-second" }));
    await form(`/admin/posts/${postId}`, editor, fields({ status: "published", slug: "posts-authoring-third" }));
    slug = "posts-authoring-third";
    for (const old of [first, "posts-authoring-second"]) {
      const moved = await t.get(`/blog/${old}`);
      expect(moved.statusCode, old).toBe(301);
      expect(moved.headers.location).toBe(`/blog/${slug}`);
    }
    expect(await publicState()).toMatchObject(SHOWN);
    // Another post takes the first slug: it answers with that post, no longer the redirect.
    const other = await form(
      "/admin/posts/new",
      editor,
      fields({ title: "Posts Authoring Other", slug: first, status: "published", newTags: "" }),
    );
    expect(other.statusCode).toBe(303);
    const page = await t.get(`/blog/${first}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Posts Authoring Other");
    expect((await t.get("/blog/posts-authoring-second")).statusCode).toBe(301);
    const otherId = idOfLocation(other.headers.location);
    await form(`/admin/posts/${otherId}`, editor, { intent: "delete-confirmed" });
  });

  it("unpublishes: back to Draft, gone everywhere, its old addresses too", async () => {
    const draft = await form(`/admin/posts/${postId}`, editor, fields({ status: "draft", slug }));
    expect(draft.statusCode).toBe(303);
    expect(await publicState()).toMatchObject(HIDDEN);
    expect((await t.get("/blog/posts-authoring-second")).statusCode).toBe(404);
    await form(`/admin/posts/${postId}`, editor, fields({ status: "published", slug }));
    expect(await publicState()).toMatchObject(SHOWN);
  });

  it("Delete asks first, then moves the post to the trash (404 everywhere); Restore brings it back as a draft", async () => {
    const ask = await form(`/admin/posts/${postId}`, editor, { intent: "delete" });
    expect(ask.statusCode).toBe(303);
    expect(ask.headers.location).toBe(`/admin/posts/${postId}?confirm=delete`);
    expect((await row())!.status).toBe("published");
    const confirm = await get(String(ask.headers.location));
    expect(confirm.body).toContain("Yes, move it to the trash");
    const trashed = await form(`/admin/posts/${postId}`, editor, { intent: "delete-confirmed" });
    expect(trashed.statusCode).toBe(303);
    expect(trashed.headers.location).toBe("/admin/posts?trashed=1");
    expect((await row())!.status).toBe("trashed");
    expect(await publicState()).toMatchObject(HIDDEN);
    expect((await t.get(`/api/posts/${slug}/comments/`)).statusCode).toBe(404);
    expect((await get(`/admin/posts/${postId}`)).statusCode).toBe(404);
    expect((await get("/admin/posts")).body).not.toContain("Posts Authoring First");
    const trash = await get("/admin/posts/trash");
    expect(trash.body).toContain("Posts Authoring First");
    const restored = await form("/admin/posts/trash", editor, { intent: "restore", id: String(postId) });
    expect(restored.statusCode).toBe(303);
    expect((await row())!.status).toBe("draft");
    expect(await publicState()).toMatchObject(HIDDEN);
    expect((await actions()).slice(-2)).toEqual(["trash", "restore"]);
  });

  it("purges a post 30 days after it went to the trash, when the trash or the list is read (a clock, no job)", async () => {
    await form(`/admin/posts/${postId}`, editor, { intent: "delete-confirmed" });
    const actor = { staffId: editor.member.id, name: editor.member.name };
    const deletedAt = new Date((await row())!.deleted_at!);
    expect(await purgeTrash(t.database.db, actor, new Date(deletedAt.getTime() + 29 * 86_400_000))).toBe(0);
    expect(await row()).toBeDefined();
    // This post and the one the slug test put in the trash before it.
    expect(await purgeTrash(t.database.db, actor, new Date(deletedAt.getTime() + 30 * 86_400_000 + 1000))).toBe(2);
    expect(await row()).toBeUndefined();
    expect(await revisionCount()).toBe(0);
    const redirects = await t.database.db
      .selectFrom("slug_redirects")
      .select("old_slug")
      .where("kind", "=", "post")
      .where("target_id", "=", postId)
      .execute();
    expect(redirects).toEqual([]);
    expect(await actions()).toContain("purge");

    // Through the pages: a post whose time in the trash is over goes as the trash is read.
    const again = await form("/admin/posts/new", editor, fields({ title: "Posts Authoring Old Trash", newTags: "" }));
    const oldId = idOfLocation(again.headers.location);
    await form(`/admin/posts/${oldId}`, editor, { intent: "delete-confirmed" });
    await t.database.db
      .updateTable("posts")
      .set({ deleted_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .where("id", "=", oldId)
      .execute();
    expect((await get("/admin/posts/trash")).body).not.toContain("Posts Authoring Old Trash");
    expect(await row(oldId)).toBeUndefined();
  });

  it("keeps the last 20 revisions; each can be viewed and one restored (itself a save)", async () => {
    const created = await form(
      "/admin/posts/new",
      editor,
      fields({ title: "Posts Revision 0", slug: "posts-revisions", newTags: "" }),
    );
    const id = idOfLocation(created.headers.location);
    for (let n = 1; n <= 21; n++)
      expect(
        (
          await form(
            `/admin/posts/${id}`,
            editor,
            fields({ title: `Posts Revision ${n}`, slug: "posts-revisions", newTags: "" }),
          )
        ).statusCode,
      ).toBe(303);
    expect(await revisionCount(id)).toBe(20);
    const list = await get(`/admin/posts/${id}/revisions`);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain("Posts Revision 21");
    expect(list.body).toContain("Posts Revision 2");
    expect(list.body).not.toContain("“Posts Revision 1”");
    const oldest = await t.database.db
      .selectFrom("post_revisions")
      .select("id")
      .where("post_id", "=", id)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const view = await get(`/admin/posts/${id}/revisions?revision=${oldest.id}`);
    expect(view.body).toContain("Posts Revision 2");
    expect(view.body).toContain("Restore this revision");
    const restored = await form(`/admin/posts/${id}/revisions`, editor, {
      intent: "restore",
      revision: String(oldest.id),
    });
    expect(restored.statusCode).toBe(303);
    expect((await row(id))!.title).toBe("Posts Revision 2");
    expect(await revisionCount(id)).toBe(20);
    expect((await actions(id)).at(-1)).toBe("restore-revision");
    expect((await get(`/admin/posts/${id}/revisions?revision=999999`)).body).not.toContain("Restore this revision");
  });

  it("roles without editContent get 403 on every post page and action, and nothing is stored", async () => {
    const before = await t.database.db.selectFrom("posts").select("id").execute();
    const revisionsBefore = await t.database.db.selectFrom("post_revisions").select("id").execute();
    for (const url of [
      "/admin/posts",
      "/admin/posts/new",
      `/admin/posts/${postId}`,
      "/admin/posts/trash",
      "/admin/categories",
      "/admin/tags",
    ])
      expect((await get(url, youthLeader)).statusCode, url).toBe(403);
    expect((await form("/admin/posts/new", youthLeader, fields({ title: "Posts Forbidden" }))).statusCode).toBe(403);
    expect((await form("/admin/posts/trash", youthLeader, { intent: "restore", id: String(postId) })).statusCode).toBe(
      403,
    );
    expect((await t.database.db.selectFrom("posts").select("id").execute()).length).toBe(before.length);
    expect((await t.database.db.selectFrom("post_revisions").select("id").execute()).length).toBe(
      revisionsBefore.length,
    );
    // No session: the way to sign in, nothing stored.
    expect((await form("/admin/posts/new", null, fields({ title: "Posts Anonymous" }))).statusCode).toBe(303);
    expect((await t.database.db.selectFrom("posts").select("id").execute()).length).toBe(before.length);
  });

  it("an id beyond the column or not a number is a post that does not exist: 404, never a 500", async () => {
    for (const id of ["99999999999", "abc", "0"]) {
      expect((await get(`/admin/posts/${id}`)).statusCode, id).toBe(404);
      expect((await form(`/admin/posts/${id}`, editor, fields())).statusCode, id).toBe(404);
      expect((await get(`/admin/posts/${id}/preview`)).statusCode, id).toBe(404);
    }
  });
});

describe("autosave", () => {
  let draftId = 0;

  async function newDraft(title: string): Promise<number> {
    const saved = await form("/admin/posts/new", editor, fields({ title, slug: "", newTags: "" }));
    expect(saved.statusCode).toBe(303);
    return idOfLocation(saved.headers.location);
  }

  /** A Publish of the post as its own committed transaction. */
  function publish(db: Kysely<Database>, id: number) {
    return db
      .updateTable("posts")
      .set({ status: "published", published_at: new Date(Date.now() - 60_000).toISOString() })
      .where("id", "=", id)
      .execute();
  }

  it("saves a draft's fields as typed, keeps it a draft whatever Status says, and answers when it was saved", async () => {
    draftId = await newDraft("Posts Autosave Draft");
    const saved = await form(
      `/admin/posts/${draftId}/autosave`,
      editor,
      fields({ title: "Posts Autosave Typed", status: "published", newTags: "" }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.headers["cache-control"]).toContain("no-store");
    expect(saved.json()).toMatchObject({ label: expect.stringMatching(/^Saved \d{1,2}:\d\d [AP]M$/) });
    expect(await row(draftId)).toMatchObject({ title: "Posts Autosave Typed", status: "draft" });
    const bad = await form(`/admin/posts/${draftId}/autosave`, editor, fields({ title: "" }));
    expect(bad.statusCode).toBe(400);
    expect((await row(draftId))!.title).toBe("Posts Autosave Typed");
    expect((await form("/admin/posts/99999999/autosave", editor, fields())).statusCode).toBe(404);
    expect((await form(`/admin/posts/${draftId}/autosave`, youthLeader, fields())).statusCode).toBe(403);
  });

  it("a Publish landing between the autosave's status check and its write is never undone (the check is the write's)", async () => {
    const id = await newDraft("Posts Autosave Race");
    const db = t.database.db;
    // The Publish commits just as the autosave's transaction begins: after any check made before it.
    const racing = new Proxy(db, {
      get(target, property) {
        if (property === "transaction")
          return () => ({
            execute: async (work: Parameters<ReturnType<Kysely<Database>["transaction"]>["execute"]>[0]) => {
              await publish(target, id);
              return target.transaction().execute(work);
            },
          });
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const posts = createStaffPosts(racing, () => editor.member);
    const outcome = await posts.autosave(id, {
      ...fields({ title: "Posts Autosave Overwrite", newTags: "" }),
      tags: [],
      featured: false,
      version: "",
    });
    expect(outcome).toMatchObject({ notDraft: true });
    expect(await row(id)).toMatchObject({ title: "Posts Autosave Race", status: "published" });
  });

  it("an autosave sent while a Publish is being written waits for it, then refuses (409): the post stays published", async () => {
    const id = await newDraft("Posts Autosave Wait");
    let answer: Promise<{ statusCode: number; json: () => unknown }> | undefined;
    await t.database.db.transaction().execute(async (trx) => {
      await publish(trx, id);
      answer = form(`/admin/posts/${id}/autosave`, editor, fields({ title: "Posts Autosave Late", newTags: "" }));
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const late = await answer!;
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      detail: "This post is on the site or scheduled, so it is not saved by itself: press Save to change it.",
    });
    expect(await row(id)).toMatchObject({ title: "Posts Autosave Wait", status: "published" });
    expect(await actions(id)).toEqual(["create"]);
  });
});
