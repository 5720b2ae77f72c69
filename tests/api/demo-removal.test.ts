import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "#server/db/migrate";
import { DATA_UPGRADES } from "#server/seed/upgrades";
import type { ChurchDetails } from "#contract/church";
import { DEMO_CHURCH } from "#content/demo/church";
import { DEMO_PAGES } from "#content/demo/pages";
import { POSTS } from "#content/demo/posts";
import { SERMONS } from "#content/demo/sermons";
import { AUTHORS } from "#content/demo/taxonomy";
import { seedDemoContent } from "#server/seed/index";
import { NEUTRAL_CHURCH, readChurch, writeChurch } from "#server/domain/church/church";
import { addComment, addPost, addSermon } from "#tests/support/rows";
import { addMember, signedInAs, staffCounts, staffFormPost, type SignedIn } from "./staff-support";
import { createTestApi, ENGINE, type TestApi } from "./support";

/**
 * From the demo to the church's own site (decision 043): on a demo site the church
 * edited, "Remove the demo content" (the dashboard's, asked first) removes what is still the
 * demo's and keeps what the church changed or made: an edited post and its visitor's comment,
 * an edited sermon, its own post, sermon, uploaded picture, page and staff, its words on a
 * ministry page, its own church details. Nothing public names the demo church afterwards.
 */

let t: TestApi;
let admin: SignedIn;
let editor: SignedIn;

const LOGO = "photo-0123456789ab";
/** A demo post and a demo sermon the church made its own, and what it made. */
const KEPT_POST = POSTS.find((post) => !/Kingdom/.test(post.title + post.excerpt + post.content))!;
const KEPT_SERMON = SERMONS[0]!;
const OWN = {
  post: "grace-chapel-opens-its-doors",
  sermon: "grace-chapel-first-sunday",
  page: "plan-your-visit",
  name: "Grace Chapel",
  phones: [{ label: "Office", display: "+263 77 000 1234", tel: "+263770001234" }],
  vision: "Our youth meet on Fridays at the chapel hall: everyone from 13 to 30 is welcome.",
  event: "Youth Fellowship on Fridays",
};

const dashboard = async (who: SignedIn, query = "") =>
  t.inject({ method: "GET", url: `/admin${query}`, headers: { cookie: who.cookie } });
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

beforeAll(async () => {
  t = await createTestApi({ pages: true });
  const db = t.database.db;
  await seedDemoContent(t.database);
  admin = await signedInAs(db, "admin");
  editor = await signedInAs(db, "editor");
  // A staff member who bears a demo author's name: a person, never the demo's.
  const namesake = await addMember(db, "leader");
  await db.updateTable("staff").set({ name: AUTHORS.pastorRudo.name }).where("id", "=", namesake.id).execute();

  // The church's first week on the demo site: what it edited...
  await db.updateTable("posts").set({ title: "Our Week of Prayer" }).where("slug", "=", KEPT_POST.slug).execute();
  const kept = await db.selectFrom("posts").select("id").where("slug", "=", KEPT_POST.slug).executeTakeFirstOrThrow();
  await addComment(db, { post_id: kept.id, name: "Chipo", text: "We will be there.", status: "approved" });
  await db
    .updateTable("sermons")
    .set({ audio_file: "audio/seedtime-0123456789abcdef.mp3", audio_type: "audio/mpeg", audio_bytes: 1000 })
    .where("slug", "=", KEPT_SERMON.slug)
    .execute();
  await db
    .updateTable("page_contents")
    .set({ content: JSON.stringify({ ...DEMO_PAGES.youth, vision: OWN.vision }) })
    .where("page", "=", "youth")
    .execute();
  await db
    .insertInto("pictures")
    .values({
      name: LOGO,
      original_name: "logo.png",
      alt: "Grace Chapel's logo",
      width: 512,
      height: 512,
      bytes: 2048,
      uploaded_by: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  await writeChurch(db, { ...DEMO_CHURCH, name: OWN.name, shortName: OWN.name, phones: OWN.phones, logo: LOGO });
  // Its calendar: one demo event retitled, one with a date cancelled.
  await db.updateTable("events").set({ title: OWN.event }).where("slug", "=", "youth-fellowship").execute();
  const dinner = await db
    .selectFrom("events")
    .select(["id", "starts_at"])
    .where("slug", "=", "couples-dinner")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("event_exceptions")
    .values({
      event_id: dinner.id,
      occurrence: dinner.starts_at,
      cancelled: 1,
      starts_at: null,
      ends_at: null,
      title: null,
      place: null,
      address: null,
      description: null,
      updated_at: new Date().toISOString(),
    })
    .execute();
  // ... and what it made.
  await addPost(db, { slug: OWN.post, title: "Grace Chapel opens its doors", author: "Pastor Ruth" });
  await addSermon(db, { slug: OWN.sermon, title: "Our first Sunday" });
  const now = new Date().toISOString();
  await db
    .insertInto("own_pages")
    .values({
      title: "Plan your visit",
      slug: OWN.page,
      content: "<p>Parking behind the hall.</p>",
      image: null,
      status: "published",
      in_footer: 1,
      footer_order: 1,
      published_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
}, 180_000);
afterAll(async () => t?.close());

describe(`removing the demo content (${ENGINE})`, () => {
  it("an admin's checklist offers it; Remove asks first, saying what goes and what stays; an editor sees none of it", async () => {
    const page = text((await dashboard(admin)).body);
    expect(page).toContain("The demo content");
    expect(page).toContain("Remove the demo content…");
    expect(text((await dashboard(editor)).body)).not.toContain("The demo content");

    const asked = await staffFormPost(t, "/admin", admin, { intent: "remove-demo" });
    expect(asked.statusCode).toBe(303);
    expect(asked.headers.location).toBe("/admin?confirm=remove-demo#demo-content");
    const question = text((await dashboard(admin, "?confirm=remove-demo")).body);
    expect(question).toContain("Remove the demo content?");
    expect(question).toContain("Yes, remove the demo content");
    expect(question).toMatch(/\d+ posts of the demo: “/);
    expect(question).toContain("This stays, because you changed it:");
    expect(question).toContain("“Our Week of Prayer”");
    expect(question).toContain(`“${KEPT_SERMON.title}”`);
    expect(question).toMatch(/\d+ events and services of the demo's calendar: “Sunday Service”/);
    expect(question).toContain(`“${OWN.event}”`);
    expect(question).toMatch(/on the Youth &amp; Young Adults ministry page: [^<]*The vision/);
    expect(question).toMatch(/your church's details: [^<]*Church name/);
    // Nothing is removed by asking.
    expect(await t.database.db.selectFrom("demo_content").select("kind").execute()).not.toHaveLength(0);
  });

  it("an editor's confirmed post is refused (403), nothing removed", async () => {
    const before = await t.database.db.selectFrom("posts").select("id").execute();
    const refused = await staffFormPost(t, "/admin", editor, { intent: "remove-demo-confirmed" });
    expect(refused.statusCode).toBe(403);
    expect(await t.database.db.selectFrom("posts").select("id").execute()).toHaveLength(before.length);
  });

  it("removes the demo's and keeps the church's own edits and uploads", async () => {
    const db = t.database.db;
    const staffBefore = await staffCounts(db);
    const done = await staffFormPost(t, "/admin", admin, { intent: "remove-demo-confirmed" });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe("/admin?demo=removed#demo-content");
    expect(text((await dashboard(admin, "?demo=removed")).body)).toContain(
      "The demo content is removed. What you had changed is kept",
    );

    // Posts: the edited one (with its visitor's comment, not the demo's) and the church's own.
    const posts = await db.selectFrom("posts").select(["id", "slug"]).orderBy("slug").execute();
    expect(posts.map((post) => post.slug)).toEqual([OWN.post, KEPT_POST.slug].sort());
    const comments = await db.selectFrom("comments").select(["name", "text"]).execute();
    expect(comments).toEqual([{ name: "Chipo", text: "We will be there." }]);
    // Sermons: the one with the church's recording, and its own.
    const sermons = await db.selectFrom("sermons").select("slug").orderBy("slug").execute();
    expect(sermons.map((sermon) => sermon.slug)).toEqual([OWN.sermon, KEPT_SERMON.slug].sort());
    // Events: the two the church changed; the demo's services and other events are gone, so the
    // home page has no countdown until the church adds its own ("When do you meet?").
    const events = await db.selectFrom("events").select("slug").orderBy("slug").execute();
    expect(events.map((event) => event.slug)).toEqual(["couples-dinner", "youth-fellowship"]);
    const home = (await t.get("/")).body;
    expect(home).not.toContain("Join Us for Our Next Service");
    expect(home).not.toMatch(/3:30\s?PM/i);
    // Categories and tags only where something kept uses them.
    const keptPost = await db
      .selectFrom("posts")
      .selectAll()
      .where("slug", "=", KEPT_POST.slug)
      .executeTakeFirstOrThrow();
    const categories = await db.selectFrom("categories").select("id").execute();
    expect(categories.map((row) => row.id)).toEqual(keptPost.category_id === null ? [] : [keptPost.category_id]);
    const tags = await db.selectFrom("tags").select("id").execute();
    const keptTags = await db.selectFrom("post_tags").select("tag_id").execute();
    expect(tags.map((row) => row.id).sort()).toEqual(keptTags.map((row) => row.tag_id).sort());

    // Pages: the church's words on the youth page stay, the demo's around them go; untouched demo
    // pages are gone (they show a new site's); the design's loading screen and coming soon stay.
    const pages = new Map(
      (await db.selectFrom("page_contents").select(["page", "content"]).execute()).map((row) => [
        row.page,
        JSON.parse(row.content) as Record<string, unknown>,
      ]),
    );
    expect([...pages.keys()].sort()).toEqual(["coming-soon", "loading", "youth"]);
    expect(pages.get("youth")!.vision).toBe(OWN.vision);
    expect(pages.get("youth")!.description).toBe("");
    expect(pages.get("youth")!.subtitle).toBe("");
    expect(pages.get("loading")).toEqual(DEMO_PAGES.loading);

    // The church's details: its own name, logo and phones; the demo's others back to a new site's.
    const church = await readChurch(db);
    const expected: ChurchDetails = {
      ...NEUTRAL_CHURCH,
      name: OWN.name,
      shortName: OWN.name,
      phones: OWN.phones,
      logo: LOGO,
    };
    expect(church).toEqual(expected);

    // The uploaded picture, the church's own page and every staff account stay.
    expect(await db.selectFrom("pictures").select("name").execute()).toEqual([{ name: LOGO }]);
    expect(await db.selectFrom("own_pages").select("slug").execute()).toEqual([{ slug: OWN.page }]);
    expect(await staffCounts(db)).toMatchObject({
      staff: staffBefore.staff,
      staff_sessions: staffBefore.staff_sessions,
    });
    expect(
      await db.selectFrom("staff").select("name").where("name", "=", AUTHORS.pastorRudo.name).execute(),
    ).toHaveLength(1);

    // One activity row says what went and what stayed; no mark is left.
    const logged = await db
      .selectFrom("activity_log")
      .select(["summary", "staff_id"])
      .where("action", "=", "demo.removed")
      .execute();
    expect(logged).toHaveLength(1);
    expect(logged[0]!.summary).toMatch(
      /removed the demo content: \d+ posts; \d+ comments; \d+ sermons; \d+ events and services;/,
    );
    expect(logged[0]!.summary).toContain("Kept, as the church changed them: 1 post; 1 sermon; 2 events and services;");
    expect(await db.selectFrom("demo_content").select("kind").execute()).toEqual([]);
  });

  it("leaves no page, feed or file naming the demo church", async () => {
    for (const url of [
      "/",
      "/about-us",
      "/contact-us",
      "/youth",
      "/music",
      "/intercession",
      "/sermons",
      "/blog",
      `/blog/${KEPT_POST.slug}`,
      "/blog/rss.xml",
      "/sermons/podcast.xml",
      "/site.webmanifest",
      "/give",
      `/${OWN.page}`,
    ]) {
      const page = await t.get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).not.toMatch(/Kingdom Light|kingdomlight/i);
      for (const phone of DEMO_CHURCH.phones) expect(page.body, url).not.toContain(phone.display);
    }
    // The church's own is there.
    expect((await t.get("/youth")).body).toContain(OWN.vision);
    expect((await t.get("/blog")).body).toContain("Our Week of Prayer");
  });

  it("is gone from the checklist; a second removal finds nothing to remove", async () => {
    expect(text((await dashboard(admin)).body)).not.toContain("Remove the demo content");
    const again = await staffFormPost(t, "/admin", admin, { intent: "remove-demo-confirmed" });
    expect(again.headers.location).toBe("/admin?demo=none#demo-content");
    expect(text((await dashboard(admin, "?demo=none")).body)).toContain("There was no demo content left to remove.");
    const rows = await t.database.db
      .selectFrom("activity_log")
      .select("id")
      .where("action", "=", "demo.removed")
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe(`a demo site seeded before the marks (${ENGINE})`, () => {
  it("gets the same marks once migration 026 runs, so its demo can be removed too", async () => {
    const earlier = await createTestApi();
    try {
      const db = earlier.database.db;
      await seedDemoContent(earlier.database);
      const marks = async () =>
        (await db.selectFrom("demo_content").selectAll().orderBy("kind").orderBy("item_key").execute()).map((row) => ({
          ...row,
          seeded: JSON.parse(row.seeded) as unknown,
        }));
      // The calendar came after 026 (migration 028): its demo events are marked by the seed that adds them.
      const seeded = (await marks()).filter((row) => row.kind !== "event");
      // As a database of the version before: no table of marks, migration 026 not applied.
      await db.schema.dropTable("demo_content").execute();
      await sql`delete from schema_migrations where name = '026_demo_content'`.execute(db);
      expect(await migrateToLatest(db, earlier.database.engine, DATA_UPGRADES)).toEqual(["026_demo_content"]);
      expect(await marks()).toEqual(seeded);
    } finally {
      await earlier.close();
    }
  });
});
