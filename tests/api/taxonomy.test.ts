import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Category, PostDetail } from "#contract/types";
import { signedInAs, staffFormPost, type SignedIn } from "./staff-support";
import { createTestApi, type TestApi } from "./support";

/**
 * Posts' categories and tags through the real pages on the engine under test: create,
 * rename (a new slug keeps /category/<old> and /tag/<old> with a 301), merge (posts move, the old
 * address leads to the target), delete (only when no post uses it; otherwise a message offering
 * the merge); roles without `editContent` get 403 with nothing stored.
 */

let t: TestApi;
let editor: SignedIn;
let leader: SignedIn;

function form(url: string, who: SignedIn | null, fields: Record<string, string | string[]>) {
  return staffFormPost(t, url, who, fields);
}

async function termId(table: "categories" | "tags", slug: string): Promise<number> {
  const row = await t.database.db.selectFrom(table).select("id").where("slug", "=", slug).executeTakeFirstOrThrow();
  return Number(row.id);
}

async function publishPost(title: string, slug: string, category: number, tags: string): Promise<void> {
  const saved = await form("/admin/posts/new", editor, {
    title,
    slug,
    excerpt: "",
    content: `<p>${title}</p>`,
    category: String(category),
    newTags: tags,
    author: "Taxonomy Tester",
    status: "published",
    publishAt: "",
  });
  expect(saved.statusCode).toBe(303);
}

async function categoryOf(slug: string): Promise<string | undefined> {
  return ((await t.get(`/api/posts/${slug}/`)).json() as PostDetail).category?.slug;
}

async function tagsOf(slug: string): Promise<string[]> {
  return ((await t.get(`/api/posts/${slug}/`)).json() as PostDetail).tags.map((tag) => tag.slug);
}

beforeAll(async () => {
  t = await createTestApi({ pages: true });
  editor = await signedInAs(t.database.db, "editor");
  leader = await signedInAs(t.database.db, "ministry-leader");
  // The first page request compiles the pages through Vite: here, within the hook's time, not a test's.
  expect(
    (await t.inject({ method: "GET", url: "/admin/categories", headers: { cookie: editor.cookie } })).statusCode,
  ).toBe(200);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("categories", () => {
  it("creates a category; a second with the same name or slug is refused with a clear message", async () => {
    const created = await form("/admin/categories", editor, { intent: "create", name: "Taxo Faith", slug: "" });
    expect(created.statusCode).toBe(303);
    expect(created.headers.location).toBe("/admin/categories?done=created");
    const categories = (await t.get("/api/categories/")).json() as Category[];
    expect(categories.map((category) => category.slug)).toContain("taxo-faith");
    const again = await form("/admin/categories", editor, { intent: "create", name: "taxo faith", slug: "" });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain(
      "The slug &quot;taxo-faith&quot; is already used by the category &quot;Taxo Faith&quot;",
    );
    const sameName = await form("/admin/categories", editor, {
      intent: "create",
      name: "Taxo Faith",
      slug: "taxo-other",
    });
    expect(sameName.body).toContain("There is already a category named");
    const empty = await form("/admin/categories", editor, { intent: "create", name: "  ", slug: "" });
    expect(empty.body).toContain("Name is required.");
    const page = await t.inject({ method: "GET", url: "/admin/categories", headers: { cookie: editor.cookie } });
    expect(page.body).toContain("Taxo Faith");
  });

  it("renames: a new slug keeps /category/<old> working with a 301, through two renames", async () => {
    const id = await termId("categories", "taxo-faith");
    await publishPost("Taxo Post One", "taxo-post-one", id, "Taxo Tag A");
    const renamed = await form("/admin/categories", editor, {
      intent: "rename",
      id: String(id),
      name: "Taxo Faith Walk",
      slug: "",
    });
    expect(renamed.statusCode).toBe(303);
    expect(await categoryOf("taxo-post-one")).toBe("taxo-faith-walk");
    await form("/admin/categories", editor, {
      intent: "rename",
      id: String(id),
      name: "Taxo Walking",
      slug: "taxo-walking",
    });
    for (const old of ["taxo-faith", "taxo-faith-walk"]) {
      const moved = await t.get(`/category/${old}?page=1`);
      expect(moved.statusCode, old).toBe(301);
      expect(moved.headers.location).toBe("/category/taxo-walking?page=1");
    }
    const page = await t.get("/category/taxo-walking");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Taxo Post One");
    // A new category may take a freed slug: it answers itself, no longer the redirect.
    await form("/admin/categories", editor, { intent: "create", name: "Taxo Faith", slug: "" });
    expect((await t.get("/category/taxo-faith")).statusCode).toBe(200);
  });

  it("delete is refused while a post uses it, with a message that offers merging; merge moves the posts and redirects", async () => {
    const walking = await termId("categories", "taxo-walking");
    const faith = await termId("categories", "taxo-faith");
    const refused = await form("/admin/categories", editor, { intent: "delete", id: String(walking) });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(
      "is used by 1 post, so it cannot be deleted: merge it into another category instead",
    );
    expect((await t.get("/category/taxo-walking")).statusCode).toBe(200);

    const merged = await form("/admin/categories", editor, {
      intent: "merge",
      id: String(walking),
      target: String(faith),
    });
    expect(merged.statusCode).toBe(303);
    expect(await categoryOf("taxo-post-one")).toBe("taxo-faith");
    for (const old of ["taxo-walking", "taxo-faith-walk"]) {
      const moved = await t.get(`/category/${old}`);
      expect(moved.statusCode, old).toBe(301);
      expect(moved.headers.location).toBe("/category/taxo-faith");
    }
    const self = await form("/admin/categories", editor, { intent: "merge", id: String(faith), target: String(faith) });
    expect(self.statusCode).toBe(400);
    const gone = await form("/admin/categories", editor, {
      intent: "merge",
      id: String(walking),
      target: String(faith),
    });
    expect(gone.body).toContain("That category no longer exists.");
  });

  it("deletes a category no post uses", async () => {
    await form("/admin/categories", editor, { intent: "create", name: "Taxo Unused", slug: "" });
    const id = await termId("categories", "taxo-unused");
    const deleted = await form("/admin/categories", editor, { intent: "delete", id: String(id) });
    expect(deleted.statusCode).toBe(303);
    expect((await t.get("/api/categories/")).json()).not.toContainEqual(
      expect.objectContaining({ slug: "taxo-unused" }),
    );
    expect((await t.get("/category/taxo-unused")).statusCode).toBe(404);
  });
});

describe("tags", () => {
  it("renames a tag with a 301 from /tag/<old>; merge moves its posts without doubling a post that had both", async () => {
    const faith = await termId("categories", "taxo-faith");
    await publishPost("Taxo Post Two", "taxo-post-two", faith, "Taxo Tag A, Taxo Tag B");
    const a = await termId("tags", "taxo-tag-a");
    const b = await termId("tags", "taxo-tag-b");
    const renamed = await form("/admin/tags", editor, {
      intent: "rename",
      id: String(a),
      name: "Taxo Tag Alpha",
      slug: "",
    });
    expect(renamed.statusCode).toBe(303);
    const moved = await t.get("/tag/taxo-tag-a");
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("/tag/taxo-tag-alpha");
    expect((await t.get("/tag/taxo-tag-alpha")).body).toContain("Taxo Post One");

    const merged = await form("/admin/tags", editor, { intent: "merge", id: String(a), target: String(b) });
    expect(merged.statusCode).toBe(303);
    expect(await tagsOf("taxo-post-one")).toEqual(["taxo-tag-b"]);
    expect(await tagsOf("taxo-post-two")).toEqual(["taxo-tag-b"]);
    for (const old of ["taxo-tag-a", "taxo-tag-alpha"]) {
      const redirect = await t.get(`/tag/${old}`);
      expect(redirect.statusCode, old).toBe(301);
      expect(redirect.headers.location).toBe("/tag/taxo-tag-b");
    }
    const refused = await form("/admin/tags", editor, { intent: "delete", id: String(b) });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("merge it into another tag instead");
  });

  it("a post's new tag typed in the post form is created, and an existing one is picked again (any case)", async () => {
    const before = (await t.database.db.selectFrom("tags").select("id").execute()).length;
    await publishPost(
      "Taxo Post Three",
      "taxo-post-three",
      await termId("categories", "taxo-faith"),
      "taxo tag b, Taxo Brand New",
    );
    expect(await tagsOf("taxo-post-three")).toEqual(["taxo-brand-new", "taxo-tag-b"]);
    expect((await t.database.db.selectFrom("tags").select("id").execute()).length).toBe(before + 1);
  });

  it("roles without editContent get 403 and nothing is stored", async () => {
    const before = (await t.database.db.selectFrom("tags").select("id").execute()).length;
    for (const url of ["/admin/tags", "/admin/categories"]) {
      expect((await t.inject({ method: "GET", url, headers: { cookie: leader.cookie } })).statusCode, url).toBe(403);
      expect((await form(url, leader, { intent: "create", name: "Taxo Forbidden", slug: "" })).statusCode, url).toBe(
        403,
      );
    }
    expect((await t.database.db.selectFrom("tags").select("id").execute()).length).toBe(before);
    expect(
      await t.database.db.selectFrom("categories").select("id").where("slug", "=", "taxo-forbidden").execute(),
    ).toEqual([]);
  });
});

describe("sermon categories", () => {
  async function publishSermon(title: string, categories: string[], newCategory = ""): Promise<void> {
    const saved = await form("/admin/sermons/new", editor, {
      title,
      preacher: "Pastor Taxonomy",
      date: "2002-03-04",
      series: "",
      scripture: "",
      description: `${title}.`,
      youtube: "",
      image: "",
      categories,
      newCategory,
      published: "1",
    });
    expect(saved.statusCode).toBe(303);
  }

  async function sermonCategoryId(slug: string): Promise<number> {
    const row = await t.database.db
      .selectFrom("sermon_categories")
      .select("id")
      .where("slug", "=", slug)
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async function sermonCategoriesOf(title: string): Promise<string[]> {
    const body = (await t.get(`/api/sermons/?search=${encodeURIComponent(title)}`)).json() as {
      results: Array<{ title: string; categories: string[] }>;
    };
    return body.results.find((sermon) => sermon.title === title)!.categories;
  }

  async function latestActivity(): Promise<string> {
    const row = await t.database.db
      .selectFrom("activity_log")
      .select("summary")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    return row.summary;
  }

  it("renames a sermon category: the sermons, the /sermons filter and the podcast follow", async () => {
    await publishSermon("Taxo Sermon Alpha", [], "Taxo Hope");
    const hope = await sermonCategoryId("taxo-hope");
    const page = await t.inject({
      method: "GET",
      url: "/admin/sermons/categories",
      headers: { cookie: editor.cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Taxo Hope");
    expect(page.body).toContain("1 sermon");
    // The public list, cached under the content version, before the rename.
    expect((await t.get("/sermons?category=taxo-hope")).body).toContain("Taxo Sermon Alpha");

    const renamed = await form("/admin/sermons/categories", editor, {
      intent: "rename",
      id: String(hope),
      name: "Taxo Living Hope",
      slug: "",
    });
    expect(renamed.statusCode).toBe(303);
    expect(renamed.headers.location).toBe("/admin/sermons/categories?done=renamed");
    expect(await sermonCategoriesOf("Taxo Sermon Alpha")).toEqual(["Taxo Living Hope"]);
    const filtered = await t.get("/sermons?category=taxo-living-hope");
    expect(filtered.statusCode).toBe(200);
    expect(filtered.body).toContain("Taxo Sermon Alpha");
    expect(filtered.body).toContain("Taxo Living Hope");
    expect(await latestActivity()).toMatch(/ renamed the sermon category "Taxo Hope" to "Taxo Living Hope"$/);
  });

  it("refuses a rename to a taken name or slug with every field's message and what was typed", async () => {
    await publishSermon("Taxo Sermon Beta", [], "Taxo Joy");
    const joy = await sermonCategoryId("taxo-joy");
    const taken = await form("/admin/sermons/categories", editor, {
      intent: "rename",
      id: String(joy),
      name: "taxo living hope",
      slug: "taxo-living-hope",
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.body).toContain("The slug &quot;taxo-living-hope&quot; is already used by the sermon category");
    expect(taken.body).toContain("There is already a sermon category named");
    expect(taken.body).toContain('value="taxo living hope"');
    expect(await sermonCategoriesOf("Taxo Sermon Beta")).toEqual(["Taxo Joy"]);
  });

  it("deletes a sermon category in use: its sermons keep their others or show as uncategorised", async () => {
    const joy = await sermonCategoryId("taxo-joy");
    const hope = await sermonCategoryId("taxo-living-hope");
    await publishSermon("Taxo Sermon Gamma", [String(joy), String(hope)]);
    const deleted = await form("/admin/sermons/categories", editor, { intent: "delete", id: String(joy) });
    expect(deleted.statusCode).toBe(303);
    expect(deleted.headers.location).toBe("/admin/sermons/categories?done=deleted");
    expect(await sermonCategoriesOf("Taxo Sermon Beta")).toEqual(["Uncategorized"]);
    expect(await sermonCategoriesOf("Taxo Sermon Gamma")).toEqual(["Taxo Living Hope"]);
    expect(await latestActivity()).toMatch(/ deleted the sermon category "Taxo Joy" \(taken off 2 sermons\)$/);
    const filters = (await t.get("/api/sermons/categories/")).json() as Array<{ slug: string }>;
    expect(filters.map((category) => category.slug)).not.toContain("taxo-joy");
    expect((await t.get("/sermons")).body).not.toContain("Taxo Joy");
    const again = await form("/admin/sermons/categories", editor, { intent: "delete", id: String(joy) });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain("That sermon category no longer exists.");
  });

  it("roles without editContent get 403 and nothing changes", async () => {
    const hope = await sermonCategoryId("taxo-living-hope");
    expect(
      (await t.inject({ method: "GET", url: "/admin/sermons/categories", headers: { cookie: leader.cookie } }))
        .statusCode,
    ).toBe(403);
    const attempts: Array<Record<string, string>> = [
      { intent: "rename", id: String(hope), name: "Taxo Forbidden", slug: "" },
      { intent: "delete", id: String(hope) },
    ];
    for (const fields of attempts)
      expect((await form("/admin/sermons/categories", leader, fields)).statusCode).toBe(403);
    expect(await sermonCategoriesOf("Taxo Sermon Alpha")).toEqual(["Taxo Living Hope"]);
  });
});
