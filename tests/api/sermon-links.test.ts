import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSermon } from "#tests/support/rows";
import { seedDemoChurch } from "./fixtures";
import { createTestApi, ENGINE, type TestApi } from "./support";

/**
 * Every sermon can be opened from its card: on /sermons and the About page's latest
 * sermons each card's title and picture lead to /sermons/{slug}, an audio-only sermon's too (its
 * page plays the audio), a video sermon keeps its Play; the sitemap lists every published
 * sermon's page and no draft's.
 */

let t: TestApi;
const AUDIO = {
  slug: "links-audio-only",
  title: "Links Audio Only",
  file: "audio/links-audio-only-0123456789abcdef.mp3",
};
const VIDEO = { slug: "links-with-video", title: "Links With Video" };
const DRAFT = { slug: "links-draft", title: "Links Draft" };

beforeAll(async () => {
  t = await createTestApi({ pages: true, fixtures: seedDemoChurch });
  const db = t.database.db;
  // The audio file on disk, as an upload leaves it: the page and the API follow the file.
  fs.mkdirSync(path.join(t.config.mediaDir, "audio"), { recursive: true });
  fs.writeFileSync(path.join(t.config.mediaDir, AUDIO.file), Buffer.alloc(2048, 1));
  await addSermon(db, {
    slug: AUDIO.slug,
    title: AUDIO.title,
    preached_on: "2026-11-22",
    audio_file: AUDIO.file,
    audio_type: "audio/mpeg",
    audio_bytes: 2048,
    audio_seconds: 1800,
    updated_at: "2026-11-23T08:00:00.000Z",
  });
  await addSermon(db, { slug: VIDEO.slug, title: VIDEO.title, preached_on: "2026-11-15", youtube_id: "dQw4w9WgXcQ" });
  await addSermon(db, { slug: DRAFT.slug, title: DRAFT.title, preached_on: "2026-11-08", published: 0 });
}, 180_000);
afterAll(async () => t?.close());

/** The hrefs of the links whose text is `title`, and of the hidden picture links, in the page's order. */
function linksTo(html: string, slug: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>/g)]
    .map((match) => match[1]!)
    .filter((href) => href === `/sermons/${slug}`);
}

describe(`sermon cards and the sitemap (${ENGINE})`, () => {
  it.each(["/sermons", "/about-us"])("%s: every card's title and picture lead to the sermon's page", async (url) => {
    const page = await t.get(url);
    expect(page.statusCode).toBe(200);
    // The picture's link (out of the tab order) and the title's.
    expect(linksTo(page.body, AUDIO.slug)).toHaveLength(2);
    expect(page.body).toMatch(new RegExp(`<a [^>]*href="/sermons/${AUDIO.slug}"[^>]*>${AUDIO.title}</a>`));
    expect(page.body).toMatch(new RegExp(`<a [^>]*tabindex="-1"[^>]*href="/sermons/${AUDIO.slug}"`));
    // The video's card: the same two links, and Play (a link to the page until the script runs).
    expect(linksTo(page.body, VIDEO.slug).length).toBeGreaterThanOrEqual(2);
    expect(page.body).toContain(`aria-label="Play ${VIDEO.title}"`);
    expect(page.body).not.toContain(DRAFT.title);
  });

  it("the audio card's page plays its audio", async () => {
    const page = await t.get(`/sermons/${AUDIO.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(new RegExp(`<audio [^>]*src="/audio/${path.basename(AUDIO.file)}"`));
  });

  it("the sitemap lists each published sermon's page with its last change, no draft's", async () => {
    const sitemap = (await t.get("/sitemap.xml")).body;
    expect(sitemap).toContain(
      `<loc>${t.config.siteUrl}/sermons/${AUDIO.slug}</loc><lastmod>2026-11-23T08:00:00.000Z</lastmod>`,
    );
    expect(sitemap).toContain(`<loc>${t.config.siteUrl}/sermons/${VIDEO.slug}</loc>`);
    expect(sitemap).not.toContain(`/sermons/${DRAFT.slug}`);
  });
});
