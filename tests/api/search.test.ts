import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Paginated, PostSummary, Sermon } from "#contract/types";
import { htmlSearchText, searchFold } from "#server/lib/search";
import { PRIVATE_MARKER, insertFixtures } from "./fixtures";
import { createTestApi, ENGINE, json, type TestApi } from "./support";

/**
 * Full-text search (migration 002): word prefixes, every word required, hostile input, and the
 * index kept up to date by triggers whatever writes the rows. Same answers on both engines.
 */
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ fixtures: insertFixtures });
});
afterAll(async () => {
  await t?.close();
});

const slugs = (items: Array<{ slug: string }>) => items.map((item) => item.slug);

async function search(q: string): Promise<string[]> {
  const response = await t.get(`/api/search/?q=${encodeURIComponent(q)}&page_size=100`);
  expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
  return slugs(json<Paginated<PostSummary>>(response).results);
}

async function sermonSearch(q: string): Promise<Paginated<Sermon>> {
  const response = await t.get(`/api/sermons/?search=${encodeURIComponent(q)}&page_size=100`);
  expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
  return json<Paginated<Sermon>>(response);
}

describe("search semantics", () => {
  it("matches word prefixes: pray finds prayer, harv finds harvest", async () => {
    expect(await search("harv")).toEqual(["harvest-thanksgiving"]);
    expect(await search("pray")).toEqual(expect.arrayContaining(["grace-in-the-storm", "first-of-march"]));
    expect(slugs((await sermonSearch("shep")).results)).toEqual(["the-good-shepherd"]);
  });

  it("does not match inside a word", async () => {
    expect(await search("arvest")).toEqual([]);
  });

  it("requires every word", async () => {
    expect(await search("harvest storm")).toEqual([]);
    expect(await search("storm grace")).toEqual(["grace-in-the-storm"]);
  });

  it("pages through the matches newest first, with the whole count on every page", async () => {
    // The matches counted and cut to the page in the database (server/domain/paging.ts pageIds).
    const all = json<Paginated<PostSummary>>(await t.get("/api/search/?q=a&page_size=100"));
    expect(all.count).toBe(all.results.length);
    expect(all.count).toBeGreaterThan(3);
    const dates = all.results.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const pages = Math.ceil(all.count / 2);
    const walked: string[] = [];
    for (let number = 1; number <= pages; number++) {
      const response = await t.get(`/api/search/?q=a&page_size=2&page=${number}`);
      expect(response.statusCode, `page ${number}`).toBe(200);
      const body = json<Paginated<PostSummary>>(response);
      expect(body.count, `count on page ${number}`).toBe(all.count);
      walked.push(...slugs(body.results));
    }
    expect(walked).toEqual(slugs(all.results));
    expect((await t.get(`/api/search/?q=a&page_size=2&page=${pages + 1}`)).statusCode).toBe(404);
    const none = json<Paginated<PostSummary>>(await t.get("/api/search/?q=xylophone"));
    expect(none).toMatchObject({ count: 0, results: [], next: null, previous: null });
    expect((await t.get("/api/search/?q=xylophone&page=2")).statusCode).toBe(404);
    const sermons = await sermonSearch("the");
    const second = json<Paginated<Sermon>>(await t.get("/api/sermons/?search=the&page_size=1&page=2"));
    expect(second.count).toBe(sermons.count);
    expect(second.results.map((sermon) => sermon.slug)).toEqual([sermons.results[1]?.slug]);
  });

  it("ignores case, accents and the punctuation between words", async () => {
    expect(await search("GRÂCE storm")).toEqual(["grace-in-the-storm"]);
    expect(await search("grace_filled")).toEqual(["grace-filled-giving"]);
    expect(await search("corinthians 9:7")).toEqual(["grace-filled-giving"]);
  });
});

describe("hostile and odd input never errs", () => {
  const odd = [
    '"',
    '""',
    "'",
    "*",
    "grace*",
    "NEAR(grace storm)",
    "grace OR storm",
    "grace AND NOT storm",
    "-storm",
    "^grace",
    "title:grace",
    "grace:*",
    "a & b | !c <-> d",
    "(",
    ")",
    "{}[]",
    "\\",
    "grace\u0000storm",
    "%00",
    "🙏 grace",
    "x".repeat(5000),
    "grace ".repeat(500),
    "?!.;",
  ];

  it("answers 200 in the list shape for FTS operators, quotes, NULs and long input", async () => {
    for (const q of odd) {
      for (const url of [`/api/search/?q=${encodeURIComponent(q)}`, `/api/sermons/?search=${encodeURIComponent(q)}`]) {
        const response = await t.get(url);
        expect(response.statusCode, url.slice(0, 80)).toBe(200);
        expect(Object.keys(json<object>(response))).toEqual(["count", "next", "previous", "results"]);
      }
    }
  });

  it("reads operators as words", async () => {
    expect(await search("grace OR harvest")).toEqual([]);
    expect(await search('"grace" storm*')).toEqual(["grace-in-the-storm"]);
    expect(await search("grace\u0000storm")).toEqual(["grace-in-the-storm"]);
  });

  it("matches nothing with a query of punctuation only", async () => {
    for (const q of ["%", "_", "?!.;", '"', "*"]) {
      expect(await search(q), q).toEqual([]);
      expect((await sermonSearch(q)).count, q).toBe(0);
    }
  });
});

describe("the index follows every change (triggers)", () => {
  const db = () => t.database.db;
  const postId = async (slug: string) =>
    Number((await db().selectFrom("posts").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id);

  it("indexes a new post with its category and tags, and follows edits", async () => {
    const category = await db()
      .insertInto("categories")
      .values({ name: "Quillfeather News", slug: "quillfeather-news" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const tag = await db()
      .insertInto("tags")
      .values({ name: "Marimbaband", slug: "marimbaband" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const post = await db()
      .insertInto("posts")
      .values({
        slug: "trigger-post",
        title: "Ostrichfarm visit",
        excerpt: "",
        content: "<p>Kudu <em>sighting</em></p><script>hiddenscriptword()</script>",
        author: "Tawanda Mlambo",
        category_id: Number(category.id),
        status: "published",
        featured: 0,
        published_at: "2025-06-01T07:00:00.000Z",
        created_at: "2025-06-01T07:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = Number(post.id);
    expect(await search("ostrich kudu sight mlambo quillfeather")).toEqual(["trigger-post"]);
    expect(await search("hiddenscriptword")).toEqual([]);

    await db()
      .insertInto("post_tags")
      .values({ post_id: id, tag_id: Number(tag.id) })
      .execute();
    expect(await search("marimba")).toEqual(["trigger-post"]);
    await db().updateTable("tags").set({ name: "Mbirasound" }).where("id", "=", Number(tag.id)).execute();
    expect(await search("marimba")).toEqual([]);
    expect(await search("mbira")).toEqual(["trigger-post"]);
    await db().deleteFrom("post_tags").where("post_id", "=", id).execute();
    expect(await search("mbira")).toEqual([]);

    await db().updateTable("categories").set({ name: "Pelican Notes" }).where("id", "=", Number(category.id)).execute();
    expect(await search("quillfeather")).toEqual([]);
    expect(await search("pelican")).toEqual(["trigger-post"]);
    await db().deleteFrom("categories").where("id", "=", Number(category.id)).execute();
    expect(await search("pelican")).toEqual([]);

    await db()
      .updateTable("posts")
      .set({ title: "Giraffe visit", content: "<p>Eland</p>" })
      .where("id", "=", id)
      .execute();
    expect(await search("ostrich")).toEqual([]);
    expect(await search("giraffe eland")).toEqual(["trigger-post"]);

    await db().updateTable("posts").set({ status: "draft" }).where("id", "=", id).execute();
    expect(await search("giraffe")).toEqual([]);
    await db().updateTable("posts").set({ status: "published" }).where("id", "=", id).execute();
    expect(await search("giraffe")).toEqual(["trigger-post"]);

    await db().deleteFrom("posts").where("id", "=", id).execute();
    expect(await search("giraffe")).toEqual([]);
    const left = await sql<{ n: number | string }>`SELECT count(*) AS n FROM post_search WHERE ${sql.raw(
      ENGINE === "sqlite" ? "rowid" : "id",
    )} = ${id}`.execute(db());
    expect(Number(left.rows[0].n)).toBe(0);
  });

  it("forgets a deleted tag", async () => {
    const tag = await db()
      .insertInto("tags")
      .values({ name: "Baobabtree", slug: "baobabtree" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db()
      .insertInto("post_tags")
      .values({ post_id: await postId("serving-with-joy"), tag_id: Number(tag.id) })
      .execute();
    expect(await search("baobab")).toEqual(["serving-with-joy"]);
    await db().deleteFrom("tags").where("id", "=", Number(tag.id)).execute();
    expect(await search("baobab")).toEqual([]);
  });

  it("keeps drafts and scheduled posts out of results though they are indexed", async () => {
    expect(await search(PRIVATE_MARKER)).toEqual([]);
    expect(await search("zebraword")).toEqual([]);
  });

  it("follows sermons, their categories and category renames", async () => {
    const sermon = await db()
      .insertInto("sermons")
      .values({
        slug: "trigger-sermon",
        title: "Hippopotamus Psalm",
        speaker: "Evangelist Tapiwa Mhere",
        preached_on: "2025-06-01",
        description: "On rivers",
        duration: null,
        youtube_id: null,
        image: null,
        has_audio: 0,
        has_transcript: 0,
        has_download: 0,
        published: 1,
        created_at: "2025-06-01T13:30:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const category = await db()
      .insertInto("sermon_categories")
      .values({ name: "Crocodilewisdom", slug: "crocodilewisdom" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(slugs((await sermonSearch("hippo tapiwa river")).results)).toEqual(["trigger-sermon"]);
    await db()
      .insertInto("sermon_category_links")
      .values({ sermon_id: Number(sermon.id), category_id: Number(category.id) })
      .execute();
    expect(slugs((await sermonSearch("crocodile")).results)).toEqual(["trigger-sermon"]);
    await db()
      .updateTable("sermon_categories")
      .set({ name: "Lionheart" })
      .where("id", "=", Number(category.id))
      .execute();
    expect((await sermonSearch("crocodile")).count).toBe(0);
    expect(slugs((await sermonSearch("lionheart")).results)).toEqual(["trigger-sermon"]);
    await db().updateTable("sermons").set({ published: 0 }).where("id", "=", Number(sermon.id)).execute();
    expect((await sermonSearch("lionheart")).count).toBe(0);
    await db()
      .updateTable("sermons")
      .set({ published: 1, description: "On lakes" })
      .where("id", "=", Number(sermon.id))
      .execute();
    expect((await sermonSearch("river")).count).toBe(0);
    await db().deleteFrom("sermon_category_links").where("sermon_id", "=", Number(sermon.id)).execute();
    expect((await sermonSearch("lionheart")).count).toBe(0);
    await db().deleteFrom("sermons").where("id", "=", Number(sermon.id)).execute();
    expect((await sermonSearch("hippo")).count).toBe(0);
  });
});

describe("the indexed document", () => {
  it("is the same words on this engine as in server/lib/search.ts", async () => {
    const samples = [
      '<p class="a">Grâce <strong>ÉGLISE</strong> naïve</p><script>alert("x")</script><!-- note -->',
      "<STYLE>p{}</STYLE>caf&#233; &#x47;od&amp;men 1 &lt; 2 a < b &#55296; &#0; <iframe src=x>frame</iframe>",
      "Harare-East, 2 Corinthians 9:7 — 100% grace_filled ½ ﬁsh Ndiyo ж",
    ];
    for (const html of samples) {
      const result = await sql<{ text: string }>`SELECT search_fold(html_text(${html})) AS text`.execute(t.database.db);
      expect(result.rows[0].text, html).toBe(searchFold(htmlSearchText(html)));
    }
  });
});
