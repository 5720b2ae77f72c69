import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comingSoonSlides } from "#content/site/coming-soon";
import { pageImages } from "#content/site/images";
import { salvationHero } from "#content/site/salvation";
import { IMAGE_NAME_PATTERN } from "#contract/images";
import { openDatabase, type DatabaseHandle } from "#server/db/connection";
import { migrateToLatest } from "#server/db/migrate";
import { CONTENT_MODULES, createImageNameCheck, staticImageNames } from "./known-images";

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("the static content's illustration names", () => {
  const names = staticImageNames();

  it("are read from every module of content/site/", () => {
    const files = sourceFiles("content/site").map((file) =>
      path.relative("content/site", file).split(path.sep).join("/"),
    );
    expect(Object.keys(CONTENT_MODULES).sort()).toEqual(files.sort());
  });

  it("include the pages' own, the content's image fields, and site.ts's share picture", () => {
    for (const name of Object.values(pageImages)) expect(names).toContain(name);
    for (const slide of comingSoonSlides) expect(names).toContain(slide.image);
    for (const name of salvationHero.images) expect(names).toContain(name);
    expect(names).toContain("sunrise-new-beginnings");
    // The demo church's own pictures are in its pages' documents (content/demo/), not here.
    expect(names).not.toContain("portrait-apostle-farai-makoni");
    expect([...names].every((name) => IMAGE_NAME_PATTERN.test(name))).toBe(true);
  });

  it("take names and /img/gen/ URLs under image keys only", () => {
    const found = staticImageNames({
      "fake.ts": {
        hero: { heroImage: "/img/gen/dove-from-a-url-1280x720.webp", imageAlt: "dove-an-alt-text" },
        gallery: { images: ["hills-in-a-list", { caption: "water-under-images" }] },
        title: "sunrise-a-title-not-a-picture",
        pageImages: { anything: "cross-any-key-below" },
      },
    });
    expect([...found].sort()).toEqual([
      "cross-any-key-below",
      "dove-from-a-url",
      "hills-in-a-list",
      "water-under-images",
    ]);
  });

  it("cover every name the app's source writes where a picture is named", () => {
    // image: "...", image="...", <ResponsiveImage name="...">, name={"..."}, imageSet("..."),
    // imageUrl("..."), FOO_IMAGE = "..."
    const named =
      /(?:\bimage\s*[:=]\s*\{?\s*|<ResponsiveImage\b[^>]*?\bname=|\bname=\{\s*|\bimage(?:Set|Url)\(\s*|_IMAGE\s*=\s*)["']([a-z0-9]+(?:-[a-z0-9]+)+)["']/g;
    const missing = sourceFiles("app").flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(named)]
        .map((match) => match[1])
        .filter((name) => !names.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(missing, "name them in content/site (pageImages or a content module's image field)").toEqual([]);
  });
});

describe("createImageNameCheck", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = openDatabase({ kind: "sqlite", file: ":memory:" });
    await migrateToLatest(handle.db, handle.engine);
    await handle.db
      .insertInto("posts")
      .values({
        slug: "a-post",
        title: "A post",
        excerpt: "",
        content: "",
        author: "Someone",
        image: "dove-post-picture",
        author_image: "portrait-post-author",
        status: "draft",
        featured: 0,
        published_at: "2026-01-01T00:00:00.000Z",
        created_at: "2026-01-01T00:00:00.000Z",
      })
      .execute();
    await handle.db
      .insertInto("sermons")
      .values({
        slug: "a-sermon",
        title: "A sermon",
        speaker: "Someone",
        preached_on: "2026-01-04",
        duration: "40:00",
        youtube_id: "",
        image: "bible-sermon-picture",
        description: "",
        has_audio: 0,
        has_transcript: 0,
        has_download: 0,
        published: 1,
        created_at: "2026-01-04T13:30:00.000Z",
      })
      .execute();
    await handle.db
      .insertInto("page_contents")
      .values({
        page: "music",
        content: JSON.stringify({
          heroPicture: "music-page-banner",
          team: [{ name: "A", picture: "people-in-a-row" }],
        }),
        updated_at: "2026-01-04T13:30:00.000Z",
      })
      .execute();
  });
  afterAll(() => handle.close());

  it("knows the static names without asking the database, the database's image columns and page documents", async () => {
    const isUsed = createImageNameCheck(handle.db, new Set(["hills-static-one"]));
    expect(await isUsed("hills-static-one")).toBe(true);
    expect(await isUsed("dove-post-picture")).toBe(true);
    expect(await isUsed("portrait-post-author")).toBe(true);
    expect(await isUsed("bible-sermon-picture")).toBe(true);
    // A built-in page's document: a picture field, and a picture in a group's row.
    expect(await isUsed("music-page-banner")).toBe(true);
    expect(await isUsed("people-in-a-row")).toBe(true);
    expect(await isUsed("dove-nobody-uses-this")).toBe(false);
  });
});
