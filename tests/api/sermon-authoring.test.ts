import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Sermon } from "#contract/types";
import { AUDIO_LIMITS } from "#contract/sermon-audio-upload";
import { silentMp3 } from "#tests/fixtures/mp3";
import { signedInAs, staffFormPost, type SignedIn } from "./staff-support";
import { createTestApi, type TestApi } from "./support";
import { seedDemoChurch } from "./fixtures";

/**
 * Sermon authoring through the real pages and the upload route, on the engine under
 * test: create, edit, publish, upload audio, unpublish, delete, with what the API, the sermon page
 * and the podcast feed say after each; refused files leave nothing on disk; roles.
 */

const YOUTUBE_ID = "a1B2c3D4e5F";
const TITLE = "Authoring Test: Grace & Truth <Live>";

let t: TestApi;
const editor = { cookie: "", token: "" };
const youthLeader = { cookie: "", token: "" };
let sermonId = 0;
let slug = "";

async function signedIn(role: "editor" | "ministry-leader") {
  const { cookie, token } = await signedInAs(t.database.db, role);
  return { cookie, token };
}

function postForm(url: string, who: SignedIn | null, fields: Record<string, string | string[]>) {
  return staffFormPost(t, url, who, fields);
}

/** A multipart form as a browser sends it: the token first, then the file. */
function upload(
  id: number,
  who: { cookie: string; token: string } | null,
  file: Buffer,
  name: string,
  token = who?.token,
) {
  const boundary = "----sermonaudio" + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  if (token !== undefined) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="csrf"\r\n\r\n${token}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="audio"; filename="${name}"\r\ncontent-type: audio/mpeg\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return t.inject({
    method: "POST",
    url: `/admin/sermons/${id}/audio`,
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      origin: t.config.siteUrl,
      ...(who ? { cookie: who.cookie } : {}),
    },
    payload: Buffer.concat(parts),
  });
}

const fields = (overrides: Record<string, string | string[]> = {}) => ({
  title: TITLE,
  preacher: "Pastor Authoring",
  date: "2001-02-03",
  series: "Test Series",
  scripture: "John 1:14",
  description: "Full of grace and truth.\n\nA second paragraph.",
  youtube: `https://youtu.be/${YOUTUBE_ID}?si=abcdef`,
  newCategory: "Authoring Tests",
  ...overrides,
});

async function apiSermon(): Promise<Sermon | undefined> {
  const response = await t.get(`/api/sermons/?search=${encodeURIComponent("Authoring")}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { results: Sermon[] }).results.find((sermon) => sermon.slug === slug);
}

function feed() {
  return t.get("/sermons/podcast.xml");
}

function audioFiles(): string[] {
  const dir = path.join(t.config.mediaDir, "audio");
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

function tempFiles(): string[] {
  const dir = path.join(t.config.mediaDir, "tmp");
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

async function activity(): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom("activity_log")
    .select("action")
    .where("item_type", "=", "sermon")
    .where("item_id", "=", String(sermonId))
    .orderBy("id")
    .execute();
  return rows.map((row) => row.action);
}

beforeAll(async () => {
  t = await createTestApi({ pages: true, fixtures: seedDemoChurch });
  Object.assign(editor, await signedIn("editor"));
  Object.assign(youthLeader, await signedIn("ministry-leader"));
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe("sermon authoring", () => {
  it("creates a draft: a slug from the title, the YouTube id from the pasted link, an activity row; not public yet", async () => {
    const created = await postForm("/admin/sermons/new", editor, fields());
    expect(created.statusCode).toBe(303);
    const location = String(created.headers.location);
    expect(location).toMatch(/^\/admin\/sermons\/\d+\?saved=1$/);
    sermonId = Number(/\/(\d+)\?/.exec(location)![1]);
    const row = await t.database.db
      .selectFrom("sermons")
      .selectAll()
      .where("id", "=", sermonId)
      .executeTakeFirstOrThrow();
    slug = row.slug;
    expect(slug).toBe("authoring-test-grace-truth-live");
    expect(row.youtube_id).toBe(YOUTUBE_ID);
    expect(row.published).toBe(0);
    expect(await activity()).toEqual(["create"]);

    const edit = await t.inject({ method: "GET", url: location, headers: { cookie: editor.cookie } });
    expect(edit.statusCode).toBe(200);
    expect(edit.body).toContain("The sermon is saved.");
    expect(edit.body).toContain("Authoring Tests");

    expect(await apiSermon()).toBeUndefined();
    // A draft is the site's coming-soon 404, as any unknown page.
    const draft = await t.get(`/sermons/${slug}`);
    expect(draft.statusCode).toBe(404);
    expect(draft.body).toContain("The page you&#x27;re looking for isn&#x27;t available yet.");
    expect(draft.body).not.toContain("Full of grace");
  });

  it("a second sermon of the same title gets its own slug", async () => {
    const again = await postForm("/admin/sermons/new", editor, fields({ youtube: "" }));
    expect(again.statusCode).toBe(303);
    const id = Number(/\/(\d+)\?/.exec(String(again.headers.location))![1]);
    const row = await t.database.db.selectFrom("sermons").select("slug").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.slug).toBe(`${slug}-2`);
    expect((await postForm(`/admin/sermons/${id}`, editor, { intent: "delete" })).statusCode).toBe(303);
  });

  it("refuses a link that is not YouTube's, and a missing title, with a clear message and nothing stored", async () => {
    const before = await t.database.db.selectFrom("sermons").select("id").execute();
    const bad = await postForm("/admin/sermons/new", editor, fields({ youtube: "https://vimeo.com/123456" }));
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("That is not a YouTube link or video id");
    const untitled = await postForm("/admin/sermons/new", editor, fields({ title: "  " }));
    expect(untitled.statusCode).toBe(400);
    expect(untitled.body).toContain("Title is required.");
    const badDate = await postForm("/admin/sermons/new", editor, fields({ date: "2001-02-30" }));
    expect(badDate.statusCode).toBe(400);
    const hugeCategory = await postForm("/admin/sermons/new", editor, fields({ categories: "99999999999" }));
    expect(hugeCategory.statusCode).toBe(400);
    expect(hugeCategory.body).toContain("Pick categories from the list.");
    expect((await t.database.db.selectFrom("sermons").select("id").execute()).length).toBe(before.length);
  });

  it("an id beyond the column (or not a number) is a sermon that does not exist: 404, never a 500", async () => {
    for (const id of ["99999999999", "abc"]) {
      const page = await t.inject({ method: "GET", url: `/admin/sermons/${id}`, headers: { cookie: editor.cookie } });
      expect(page.statusCode, id).toBe(404);
      const edit = await postForm(`/admin/sermons/${id}`, editor, fields());
      expect(edit.statusCode, id).toBe(404);
    }
    expect((await upload(99999999999, editor, silentMp3(1), "a.mp3")).statusCode).toBe(404);
    expect(tempFiles()).toEqual([]);
  });

  it("publishes: the API, the sermon page (JSON-LD, Open Graph, video on Play) show it; no audio claimed", async () => {
    const categoryId = (
      await t.database.db
        .selectFrom("sermon_categories")
        .select("id")
        .where("name", "=", "Authoring Tests")
        .executeTakeFirstOrThrow()
    ).id;
    const published = await postForm(`/admin/sermons/${sermonId}`, editor, {
      ...fields({ newCategory: "" }),
      categories: String(categoryId),
      published: "1",
    });
    expect(published.statusCode).toBe(303);
    expect(await activity()).toEqual(["create", "publish"]);

    const sermon = await apiSermon();
    expect(sermon).toMatchObject({
      title: TITLE,
      youtube_id: YOUTUBE_ID,
      has_video: true,
      has_audio: false,
      time: "Duration not specified",
      categories: ["Authoring Tests"],
      sermon_from: "Pastor Authoring",
    });

    const page = await t.get(`/sermons/${slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Grace &amp; Truth &lt;Live&gt;");
    expect(page.body).toContain("John 1:14");
    expect(page.body).toContain("Test Series");
    expect(page.body).toContain("Play video");
    expect(page.body).toMatch(/about \d+ MB an hour in 360p/);
    // Nothing of YouTube before Play.
    expect(page.body).not.toContain("<iframe");
    expect(page.body).toContain(`property="og:title" content="Authoring Test: Grace &amp; Truth &lt;Live&gt;"`);
    expect(page.body).not.toContain("<audio");
    const graph = jsonLdOf(page.body);
    expect(graph.map((item) => item["@type"])).toEqual(["VideoObject"]);
    expect(graph[0]).toMatchObject({
      name: TITLE,
      embedUrl: expect.stringContaining(`youtube-nocookie.com/embed/${YOUTUBE_ID}`),
    });
  });

  it("refuses a text file named .mp3, and a file over the limit, leaving nothing on disk", async () => {
    const before = audioFiles();
    const text = await upload(
      sermonId,
      editor,
      Buffer.from("This is not audio at all, just words.\n".repeat(50)),
      "sermon.mp3",
    );
    expect(text.statusCode).toBe(303);
    expect(text.headers.location).toBe(`/admin/sermons/${sermonId}?audio=not-audio`);
    const notice = await t.inject({
      method: "GET",
      url: String(text.headers.location),
      headers: { cookie: editor.cookie },
    });
    expect(notice.body).toContain("That file is not MP3 or M4A audio");

    const limit = AUDIO_LIMITS.maxBytes;
    AUDIO_LIMITS.maxBytes = 20_000;
    try {
      const big = await upload(sermonId, editor, silentMp3(3), "big.mp3");
      expect(big.statusCode).toBe(303);
      expect(big.headers.location).toBe(`/admin/sermons/${sermonId}?audio=too-large`);
    } finally {
      AUDIO_LIMITS.maxBytes = limit;
    }
    expect(audioFiles()).toEqual(before);
    expect(tempFiles()).toEqual([]);
    expect((await apiSermon())!.has_audio).toBe(false);
    expect(await activity()).toEqual(["create", "publish"]);
  });

  it("refuses random bytes behind an ID3 tag or an MP3 header, and sound under half a second, in words; nothing stored", async () => {
    const before = audioFiles();
    const noise = randomBytes(2_100_000);
    const id3 = Buffer.from("ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000", "latin1");
    for (const [file, outcome, words] of [
      [Buffer.concat([id3, noise]), "no-sound", "That file is not sound that can be played"],
      [
        Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0xc0]), noise]),
        "no-sound",
        "That file is not sound that can be played",
      ],
      [Buffer.concat([silentMp3(0.1), noise]), "no-sound", "That file is not sound that can be played"],
      [silentMp3(0.2), "unreadable", "shorter than half a second"],
    ] as const) {
      const refused = await upload(sermonId, editor, file, "sermon.mp3");
      expect(refused.headers.location).toBe(`/admin/sermons/${sermonId}?audio=${outcome}`);
      const page = await t.inject({
        method: "GET",
        url: String(refused.headers.location),
        headers: { cookie: editor.cookie },
      });
      expect(page.body).toContain(words);
      expect(page.body).toContain("Nothing was stored.");
    }
    expect(audioFiles()).toEqual(before);
    expect(tempFiles()).toEqual([]);
    expect((await apiSermon())!.has_audio).toBe(false);
    expect(await activity()).toEqual(["create", "publish"]);
  });

  it("takes a real three-second MP3 with its length, read from its frames", async () => {
    const created = await postForm("/admin/sermons/new", editor, fields({ title: "A Short Clip", youtube: "" }));
    const id = Number(/\/(\d+)\?/.exec(String(created.headers.location))![1]);
    const taken = await upload(id, editor, silentMp3(3), "clip.mp3");
    expect(taken.headers.location).toBe(`/admin/sermons/${id}?audio=uploaded`);
    const row = await t.database.db
      .selectFrom("sermons")
      .select(["audio_seconds", "audio_bytes"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ audio_seconds: 3, audio_bytes: silentMp3(3).length });
    const page = await t.inject({ method: "GET", url: `/admin/sermons/${id}`, headers: { cookie: editor.cookie } });
    expect(page.body.replaceAll("<!-- -->", "")).toContain("Current audio: MP3, 48 KB, 0:03.");
    expect((await postForm(`/admin/sermons/${id}`, editor, { intent: "delete" })).statusCode).toBe(303);
    expect(audioFiles()).toEqual([]);
  });

  it("refuses an anonymous upload, one without the token, and a ministry leader's", async () => {
    const mp3 = silentMp3(1);
    const anonymous = await upload(sermonId, null, mp3, "a.mp3", "x");
    expect(anonymous.statusCode).toBe(303);
    expect(String(anonymous.headers.location)).toMatch(/^\/admin\/sign-in/);
    const tokenless = await upload(sermonId, editor, mp3, "a.mp3", "");
    expect(tokenless.statusCode).toBe(403);
    const wrongToken = await upload(sermonId, editor, mp3, "a.mp3", "not-the-token");
    expect(wrongToken.statusCode).toBe(403);
    const leader = await upload(sermonId, youthLeader, mp3, "a.mp3");
    expect(leader.statusCode).toBe(403);
    const leaderEdit = await postForm(`/admin/sermons/${sermonId}`, youthLeader, fields({ title: "Hijacked" }));
    expect(leaderEdit.statusCode).toBe(403);
    const anonymousEdit = await postForm(`/admin/sermons/${sermonId}`, null, fields({ title: "Hijacked" }));
    expect(anonymousEdit.statusCode).toBe(303);
    expect(String(anonymousEdit.headers.location)).toMatch(/^\/admin\/sign-in/);
    expect(audioFiles()).toEqual([]);
    expect(tempFiles()).toEqual([]);
    const row = await t.database.db
      .selectFrom("sermons")
      .select("title")
      .where("id", "=", sermonId)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe(TITLE);
  });

  it("takes an MP3: its duration and byte length reach the API, the page, the feed; served immutable with ranges", async () => {
    const mp3 = silentMp3(95);
    const uploaded = await upload(sermonId, editor, mp3, "whatever-name.bin");
    expect(uploaded.statusCode).toBe(303);
    expect(uploaded.headers.location).toBe(`/admin/sermons/${sermonId}?audio=uploaded`);
    const files = audioFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`^${slug}-[0-9a-f]{16}\\.mp3$`));
    expect(fs.statSync(path.join(t.config.mediaDir, "audio", files[0]!)).size).toBe(mp3.length);
    expect(tempFiles()).toEqual([]);
    expect(await activity()).toEqual(["create", "publish", "upload-audio"]);

    const sermon = await apiSermon();
    expect(sermon).toMatchObject({ has_audio: true, has_video: true, time: "2 min" });

    const page = await t.get(`/sermons/${slug}`);
    expect(page.body).toContain('preload="none"');
    expect(page.body).toContain(`/audio/${files[0]}`);
    expect(page.body).toContain("MP3, 1.5 MB");
    expect(page.body).toContain("Download audio");
    const graph = jsonLdOf(page.body);
    expect(graph.map((item) => item["@type"])).toEqual(["VideoObject", "AudioObject"]);
    expect(graph[1]).toMatchObject({
      contentUrl: `${t.config.siteUrl}/audio/${files[0]}`,
      encodingFormat: "audio/mpeg",
      duration: "PT95S",
    });

    const whole = await t.get(`/audio/${files[0]}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(whole.headers["content-type"]).toContain("audio/mpeg");
    expect(whole.rawPayload.length).toBe(mp3.length);
    const part = await t.inject({ method: "GET", url: `/audio/${files[0]}`, headers: { range: "bytes=100-199" } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${mp3.length}`);

    const items = feedItems((await feed()).body);
    const item = items.find((entry) => entry.link === `${t.config.siteUrl}/sermons/${slug}`);
    expect(item).toBeDefined();
    expect(item!.enclosure).toMatchObject({
      "@_url": `${t.config.siteUrl}/audio/${files[0]}`,
      "@_length": String(mp3.length),
      "@_type": "audio/mpeg",
    });
    expect(item!["itunes:duration"]).toBe("1:35");
    expect(item!.title).toBe(TITLE);
  });

  it("the podcast feed: RSS 2.0 with every tag Apple Podcasts and Spotify ask for; every enclosure the file's exact size", async () => {
    const response = await feed();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/rss+xml");
    const parsed = parseXml(response.body);
    expect(parsed.rss["@_version"]).toBe("2.0");
    expect(parsed.rss["@_xmlns:itunes"]).toBe("http://www.itunes.com/dtds/podcast-1.0.dtd");
    expect(parsed.rss["@_xmlns:podcast"]).toBe("https://podcastindex.org/namespace/1.0");
    const channel = parsed.rss.channel;
    for (const tag of [
      "title",
      "description",
      "link",
      "language",
      "itunes:author",
      "itunes:explicit",
      "podcast:locked",
    ]) {
      expect(channel[tag], tag).toBeTruthy();
    }
    expect(channel["itunes:explicit"]).toBe("false");
    expect(channel["itunes:owner"]["itunes:email"]).toContain("@");
    expect(channel["itunes:category"]["@_text"]).toBe("Religion & Spirituality");
    expect(channel["itunes:category"]["itunes:category"]["@_text"]).toBe("Christianity");
    const cover = String(channel["itunes:image"]["@_href"]);
    expect(cover).toBe(`${t.config.siteUrl}/podcast-cover.jpg`);
    const items = feedItems(response.body);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.guid["@_isPermaLink"]).toBe("false");
      expect(new Date(String(item.pubDate)).toUTCString()).toBe(item.pubDate);
      const file = path.join(
        t.config.mediaDir,
        "audio",
        decodeURIComponent(String(item.enclosure["@_url"]).split("/audio/")[1]!),
      );
      expect(Number(item.enclosure["@_length"])).toBe(fs.statSync(file).size);
    }
    // /sermons announces the feed.
    const list = await t.get("/sermons");
    expect(list.body).toMatch(
      /<link[^>]*rel="alternate"[^>]*type="application\/rss\+xml"[^>]*href="\/sermons\/podcast.xml"/,
    );
  });

  it("a missing file is never claimed: no audio in the API, no episode in the feed", async () => {
    const file = path.join(t.config.mediaDir, "audio", audioFiles()[0]!);
    const bytes = fs.readFileSync(file);
    fs.rmSync(file);
    try {
      expect((await apiSermon())!.has_audio).toBe(false);
      expect(feedItems((await feed()).body).some((item) => item.link.endsWith(`/sermons/${slug}`))).toBe(false);
    } finally {
      fs.writeFileSync(file, bytes);
    }
    expect((await apiSermon())!.has_audio).toBe(true);
  });

  it("unpublishes: gone from the API, the page (404) and the feed", async () => {
    const unpublished = await postForm(`/admin/sermons/${sermonId}`, editor, fields({ newCategory: "" }));
    expect(unpublished.statusCode).toBe(303);
    expect(await activity()).toEqual(["create", "publish", "upload-audio", "unpublish"]);
    expect(await apiSermon()).toBeUndefined();
    expect((await t.get(`/sermons/${slug}`)).statusCode).toBe(404);
    expect(feedItems((await feed()).body).some((item) => item.link.endsWith(`/sermons/${slug}`))).toBe(false);
  });

  it("deletes: the row, its links and its audio file go; the page is a 404", async () => {
    const deleted = await postForm(`/admin/sermons/${sermonId}`, editor, { intent: "delete" });
    expect(deleted.statusCode).toBe(303);
    expect(deleted.headers.location).toBe("/admin/sermons?deleted=1");
    expect(
      await t.database.db.selectFrom("sermons").select("id").where("id", "=", sermonId).executeTakeFirst(),
    ).toBeUndefined();
    expect(audioFiles()).toEqual([]);
    expect(await activity()).toEqual(["create", "publish", "upload-audio", "unpublish", "delete"]);
    expect((await t.get(`/sermons/${slug}`)).statusCode).toBe(404);
    const missing = await t.inject({
      method: "GET",
      url: `/admin/sermons/${sermonId}`,
      headers: { cookie: editor.cookie },
    });
    expect(missing.statusCode).toBe(404);
  });
});

function jsonLdOf(html: string): Array<Record<string, unknown>> {
  const match = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return (JSON.parse(match![1]!) as { "@graph": Array<Record<string, unknown>> })["@graph"];
}

function parseXml(xml: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml) as any;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function feedItems(xml: string): any[] {
  const item = parseXml(xml).rss.channel.item;
  return item === undefined ? [] : [item].flat();
}

describe("sermon autosave", () => {
  async function sermonRow(id: number) {
    return t.database.db
      .selectFrom("sermons")
      .select(["title", "published"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  }

  it("keeps a draft's fields as typed, a draft whatever Published says, and leaves a typed new category to Save", async () => {
    const created = await postForm(
      "/admin/sermons/new",
      editor,
      fields({ title: "Autosave Sermon Draft", youtube: "", newCategory: "" }),
    );
    expect(created.statusCode).toBe(303);
    const id = Number(/\/admin\/sermons\/(\d+)\?/.exec(String(created.headers.location))![1]);
    const page = await t.inject({ method: "GET", url: `/admin/sermons/${id}`, headers: { cookie: editor.cookie } });
    expect(page.body).toContain(`data-autosave-url="/admin/sermons/${id}/autosave"`);
    const saved = await postForm(
      `/admin/sermons/${id}/autosave`,
      editor,
      fields({ title: "Autosave Sermon Typed", youtube: "", newCategory: "Autosave Half", published: "1" }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ label: expect.stringMatching(/^Saved /) });
    expect(await sermonRow(id)).toMatchObject({ title: "Autosave Sermon Typed" });
    expect(Number((await sermonRow(id)).published)).toBe(0);
    expect(
      await t.database.db.selectFrom("sermon_categories").select("id").where("name", "=", "Autosave Half").execute(),
    ).toEqual([]);
    const bad = await postForm(`/admin/sermons/${id}/autosave`, editor, fields({ title: "", youtube: "" }));
    expect(bad.statusCode).toBe(400);
    expect((await postForm("/admin/sermons/99999999/autosave", editor, fields())).statusCode).toBe(404);
    expect((await postForm(`/admin/sermons/${id}/autosave`, youthLeader, fields())).statusCode).toBe(403);

    // Published meanwhile (by Save): the autosave refuses, and the sermon stays on the site.
    await t.database.db.updateTable("sermons").set({ published: 1 }).where("id", "=", id).execute();
    const late = await postForm(
      `/admin/sermons/${id}/autosave`,
      editor,
      fields({ title: "Autosave Sermon Late", youtube: "" }),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      detail: "This sermon is on the site, so it is not saved by itself: press Save to change it.",
    });
    expect(await sermonRow(id)).toMatchObject({ title: "Autosave Sermon Typed" });
    expect(Number((await sermonRow(id)).published)).toBe(1);
  });
});
