import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageUrl } from "#contract/images";
import { DEMO_CHURCH } from "#content/demo/church";
import { writeChurch } from "#server/domain/church/church";
import { seedDemoChurch } from "./fixtures";
import { createTestApi, ENGINE, type TestApi } from "./support";

/**
 * Every place that names the church reads its details: after a rename, what "Add to
 * Home Screen" shows (site.webmanifest), the calendar file's name and contents, and the feeds say
 * the new name on the next request, the render cache notwithstanding.
 */

let t: TestApi;
const LOGO = "photo-abcdef012345";
const RENAMED = { name: "Grace Chapel of Bulawayo", shortName: "Grace Chapel" };

beforeAll(async () => {
  t = await createTestApi({ pages: true, fixtures: seedDemoChurch });
}, 180_000);
afterAll(async () => t?.close());

async function manifest() {
  const response = await t.get("/site.webmanifest");
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
  return JSON.parse(response.body) as { name: string; short_name: string; icons: Array<{ src: string; type: string }> };
}

/** The home page's calendar file: its name and its text. */
async function calendarFile() {
  const home = (await t.get("/")).body;
  const link = /<a href="data:text\/calendar;charset=utf-8,([^"]+)" download="([^"]+)"/.exec(home);
  expect(link).not.toBeNull();
  return { name: link![2], text: decodeURIComponent(link![1]!.replace(/&amp;/g, "&")) };
}

describe(`the church's name wherever the site says it (${ENGINE})`, () => {
  it("before: the demo church's", async () => {
    expect(await manifest()).toMatchObject({ name: DEMO_CHURCH.name, short_name: DEMO_CHURCH.shortName });
    const calendar = await calendarFile();
    expect(calendar.name).toBe("kingdom-light-service.ics");
    expect(calendar.text).toMatch(/SUMMARY:(Sunday|Midweek) Service at Kingdom Light Ministries/);
  });

  it("after a rename (and a logo): the manifest, the calendar file and the feeds say the new name", async () => {
    const db = t.database.db;
    await db
      .insertInto("pictures")
      .values({
        name: LOGO,
        original_name: "logo.png",
        alt: "Logo",
        width: 600,
        height: 600,
        bytes: 4096,
        uploaded_by: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await writeChurch(db, { ...DEMO_CHURCH, ...RENAMED, logo: LOGO });

    const renamed = await manifest();
    expect(renamed).toMatchObject({ name: RENAMED.name, short_name: RENAMED.shortName });
    expect(renamed.icons.map((icon) => icon.src)).toEqual([
      imageUrl(LOGO, "square", 160, "webp"),
      imageUrl(LOGO, "square", 640, "webp"),
    ]);
    const calendar = await calendarFile();
    expect(calendar.name).toBe("grace-chapel-service.ics");
    expect(calendar.text).toMatch(/SUMMARY:(Sunday|Midweek) Service at Grace Chapel of Bulawayo/);
    expect(calendar.text).toContain(`PRODID:-//${RENAMED.name}//Services//EN`);
    expect(calendar.text).not.toContain("Kingdom");

    for (const url of ["/blog/rss.xml", "/sermons/podcast.xml"]) {
      const feed = (await t.get(url)).body;
      expect(feed, url).toContain(RENAMED.name);
      expect(feed, url).not.toContain(DEMO_CHURCH.name);
    }
  });

  it("a name of other letters still gives a calendar file a phone can save", async () => {
    await writeChurch(t.database.db, { ...DEMO_CHURCH, name: "Église Évangélique", shortName: "" });
    expect((await calendarFile()).name).toBe("eglise-evangelique-service.ics");
    await writeChurch(t.database.db, { ...DEMO_CHURCH, name: "教会", shortName: "" });
    expect((await calendarFile()).name).toBe("church-service.ics");
  });
});
