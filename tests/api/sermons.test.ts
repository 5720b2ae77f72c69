import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Paginated, Sermon, SermonCategory } from "#contract/types";
import { SERMONS_PAGE_SIZE } from "#server/lib/pagination";
import { PUBLISHED_SERMONS, UNPUBLISHED_SERMON, insertFixtures } from "./fixtures";
import { createTestApi, json, type TestApi } from "./support";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ fixtures: insertFixtures });
});
afterAll(async () => {
  await t?.close();
});

const slugs = (sermons: Sermon[]) => sermons.map((sermon) => sermon.slug);
const ALL = PUBLISHED_SERMONS.map((sermon) => sermon.slug);

async function page(url: string) {
  const response = await t.get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return json<Paginated<Sermon>>(response);
}

describe("GET /api/sermons/", () => {
  it("lists published sermons newest first, six a page", async () => {
    const body = await page("/api/sermons/");
    expect(body.count).toBe(PUBLISHED_SERMONS.length);
    expect(slugs(body.results)).toEqual(ALL.slice(0, 6));
    expect(body.next).toBe("http://localhost/api/sermons/?page=2");
    expect(body.previous).toBeNull();
    const second = await page("/api/sermons/?page=2&page_size=6");
    expect(slugs(second.results)).toEqual(ALL.slice(6));
    expect(second.previous).toBe("http://localhost/api/sermons/?page_size=6");
    expect(second.next).toBeNull();
  });

  it("serves the contract's snake_case shape with the sermon defaults", async () => {
    const body = await page("/api/sermons/?page_size=100");
    const prayer = body.results.find((sermon) => sermon.slug === "the-power-of-prayer")!;
    expect(prayer).toEqual({
      id: prayer.id,
      slug: "the-power-of-prayer",
      date: "2025-05-11",
      month: "May",
      title: "The Power of Prayer",
      description: "The Power of Prayer: a message preached at Kingdom Light Ministries, Harare.",
      sermon_from: "Pastor Farai Moyo",
      categories: ["Faith", "Prayer"],
      time: "45 min",
      image_url: "/img/gen/dove-prayer-1280x960.webp",
      image_set: {
        src: "/img/gen/dove-prayer-1280x960.webp",
        avif: "/img/gen/dove-prayer-640x480.avif 640w, /img/gen/dove-prayer-800x600.avif 800w, /img/gen/dove-prayer-1280x960.avif 1280w",
        webp: "/img/gen/dove-prayer-640x480.webp 640w, /img/gen/dove-prayer-800x600.webp 800w, /img/gen/dove-prayer-1280x960.webp 1280w",
        width: 1280,
        height: 960,
      },
      youtube_id: "dQw4w9WgXcQ",
      has_video: true,
      // The row says it has audio but no file is stored: the flag follows the file.
      has_audio: false,
      has_transcript: false,
      has_download: false,
    });
    const house = body.results.find((sermon) => sermon.slug === "a-house-of-prayer")!;
    expect(house.sermon_from).toBe("Unknown Speaker");
    const water = body.results.find((sermon) => sermon.slug === "walking-on-water")!;
    expect(water).toMatchObject({ time: "Duration not specified", image_url: null, image_set: null, month: "April" });
    const grace = body.results.find((sermon) => sermon.slug === "grace-for-today")!;
    expect(grace).toMatchObject({ categories: ["Uncategorized"], youtube_id: null, has_video: false });
  });

  it("never lists an unpublished sermon", async () => {
    const body = await page("/api/sermons/?page_size=100&search=unpublished");
    expect(body.count).toBe(0);
    expect(slugs((await page("/api/sermons/?page_size=100")).results)).not.toContain(UNPUBLISHED_SERMON.slug);
  });

  it("searches title, speaker, description and category names", async () => {
    expect(slugs((await page("/api/sermons/?search=shepherd")).results)).toEqual(["the-good-shepherd"]);
    expect(slugs((await page("/api/sermons/?search=chipo%20dube")).results)).toEqual([
      "building-strong-families",
      "raising-children-in-faith",
    ]);
    expect((await page("/api/sermons/?search=kingdom%20light")).count).toBe(PUBLISHED_SERMONS.length);
    // "Family Life" is a category name only.
    expect(slugs((await page("/api/sermons/?search=family%20life")).results)).toEqual([
      "building-strong-families",
      "raising-children-in-faith",
    ]);
    expect((await page("/api/sermons/?search=")).count).toBe(PUBLISHED_SERMONS.length);
  });

  it("paginates a search and keeps it in the links", async () => {
    const body = await page("/api/sermons/?search=prayer&page_size=2");
    expect(body.count).toBe(3);
    expect(slugs(body.results)).toEqual(["the-power-of-prayer", "a-house-of-prayer"]);
    expect(body.next).toBe("http://localhost/api/sermons/?search=prayer&page_size=2&page=2");
  });

  it("filters by categories__slug, categories__name (any case) and category (slug, name or id)", async () => {
    const expected = ["the-power-of-prayer", "a-house-of-prayer", "persistent-prayer"];
    expect(slugs((await page("/api/sermons/?categories__slug=prayer")).results)).toEqual(expected);
    expect(slugs((await page("/api/sermons/?categories__name=PRAYER")).results)).toEqual(expected);
    expect(slugs((await page("/api/sermons/?category=prayer")).results)).toEqual(expected);
    expect(slugs((await page("/api/sermons/?category=Prayer")).results)).toEqual(expected);
    const categories = json<SermonCategory[]>(await t.get("/api/sermons/categories/"));
    const id = categories.find((category) => category.slug === "prayer")!.id;
    expect(slugs((await page(`/api/sermons/?category=${id}`)).results)).toEqual(expected);
    expect(slugs((await page("/api/sermons/?categories__name=family%20life")).results)).toEqual([
      "building-strong-families",
      "raising-children-in-faith",
    ]);
  });

  it("combines a category filter with a search and with pages", async () => {
    expect(slugs((await page("/api/sermons/?categories__slug=faith&search=moyo")).results)).toEqual([
      "the-power-of-prayer",
      "walking-on-water",
      "the-good-shepherd",
    ]);
    const body = await page("/api/sermons/?categories__slug=faith&page=2&page_size=3");
    expect(body.count).toBe(4);
    expect(slugs(body.results)).toEqual(["the-good-shepherd"]);
  });

  it("answers an empty page, not 404, for an unknown or empty category", async () => {
    for (const query of [
      "categories__slug=nope",
      "categories__name=Nope",
      "category=nope",
      "category=9999",
      "category=evangelism",
    ]) {
      expect(await page(`/api/sermons/?${query}`), query).toEqual({
        count: 0,
        next: null,
        previous: null,
        results: [],
      });
    }
  });

  it.each(["0", "abc", "-1", "3"])("answers 404 Invalid page. for page=%s", async (value) => {
    const response = await t.get(`/api/sermons/?page=${value}`);
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ detail: "Invalid page." });
  });

  it("clamps page_size and falls back to the default", async () => {
    expect((await page("/api/sermons/?page_size=500")).results).toHaveLength(PUBLISHED_SERMONS.length);
    expect((await page("/api/sermons/?page_size=0")).results).toHaveLength(SERMONS_PAGE_SIZE);
    expect((await page("/api/sermons/?page_size=abc")).results).toHaveLength(SERMONS_PAGE_SIZE);
  });
});

describe("GET /api/sermons/latest/ and /api/sermons/categories/", () => {
  it("lists the newest six published sermons", async () => {
    const response = await t.get("/api/sermons/latest/");
    expect(response.statusCode).toBe(200);
    expect(slugs(json<Sermon[]>(response))).toEqual(ALL.slice(0, 6));
  });

  it("lists sermon categories by name", async () => {
    const response = await t.get("/api/sermons/categories/");
    expect(response.statusCode).toBe(200);
    const categories = json<SermonCategory[]>(response);
    // Evangelism holds no sermon: as an option of the filter it could only ever find nothing.
    expect(categories.map((category) => category.name)).toEqual(["Faith", "Family Life", "Prayer"]);
    expect(Object.keys(categories[0]).sort()).toEqual(["id", "name", "slug"]);
  });
});
