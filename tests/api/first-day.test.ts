import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffMember } from "#server/auth/staff-member";
import type { Database } from "#server/db/schema";
import { saveEvent } from "#server/domain/events/authoring";
import { DEMO_CHURCH } from "#content/demo/church";
import { NEUTRAL_CHURCH, writeChurch } from "#server/domain/church/church";
import { seedDemoContent } from "#server/seed/index";
import { addPost, addSermon } from "#tests/support/rows";
import { addMember, signedInAs, type SignedIn } from "./staff-support";
import { createTestApi, SITE_URL, type TestApi } from "./support";
import { actorOf, eventInput } from "./events-support";

/**
 * A new church's first day: a new database without the demo shows the neutral site, and the
 * dashboard shows an admin "Make this site yours", each step ticked by what is stored, gone once
 * all are done; other roles never see it.
 */

let t: TestApi;
let admin: SignedIn & { member: StaffMember };

/** A weekly service the church puts in, as the calendar's form saves it. */
async function addService(db: Kysely<Database>, title: string) {
  const saved = await saveEvent(
    db,
    SITE_URL,
    admin.member,
    actorOf(admin.member),
    null,
    eventInput({
      title,
      kind: "service",
      start: "2026-01-04T09:00",
      end: "2026-01-04T11:00",
      repeat: "weekly",
      weekdays: ["SU"],
      ends: "never",
    }),
    new Date(),
  );
  expect(saved).toMatchObject({ slug: expect.any(String) });
}

const dashboard = async (who: SignedIn) =>
  (await t.inject({ method: "GET", url: "/admin", headers: { cookie: who.cookie } })).body;
const doneCount = (html: string) => /(\d) of 7 done/.exec(html)?.[1];

beforeAll(async () => {
  t = await createTestApi({ pages: true });
  admin = await signedInAs(t.database.db, "admin");
});
afterAll(async () => t.close());

describe("a new church's first day", () => {
  it("the public site is the neutral church's: no demo names or numbers", async () => {
    const home = (await t.get("/")).body;
    expect(home).toContain(NEUTRAL_CHURCH.name);
    expect(home).not.toContain(DEMO_CHURCH.name);
    const contact = (await t.get("/contact-us")).body;
    for (const phone of DEMO_CHURCH.phones) expect(contact).not.toContain(phone.display);
  });

  it("an admin's dashboard lists the seven steps, none done; an editor's has no list", async () => {
    const page = await dashboard(admin);
    expect(page).toContain("Make this site yours");
    expect(doneCount(page)).toBe("0");
    for (const [label, href] of [
      ["Your church&#x27;s name and logo", "/admin/church"],
      ["How to reach you", "/admin/church"],
      ["When do you meet?", "/admin/events/new?kind=service"],
      ["Your leaders", "/admin/staff"],
      ["Your ministries", "/admin/pages"],
      ["Your first post", "/admin/posts/new"],
      ["Your first sermon", "/admin/sermons/new"],
    ]) {
      expect(page).toContain(`href="${href}"`);
      expect(page).toContain(label);
    }
    const editor = await signedInAs(t.database.db, "editor");
    expect(await dashboard(editor)).not.toContain("Make this site yours");
  });

  it("each step ticks itself as it is done, and the list goes once all are", async () => {
    const db = t.database.db;
    const logo = "photo-00000000abcd";
    await db
      .insertInto("pictures")
      .values({
        name: logo,
        original_name: "logo.png",
        alt: "Logo",
        width: 400,
        height: 400,
        bytes: 100,
        uploaded_by: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await writeChurch(db, { ...NEUTRAL_CHURCH, name: "Grace Chapel", logo });
    expect(doneCount(await dashboard(admin))).toBe("1");
    await writeChurch(db, { ...DEMO_CHURCH, name: "Grace Chapel", logo });
    expect(doneCount(await dashboard(admin))).toBe("2");
    // No invented times: a service the church adds ticks "When do you meet?".
    await addService(db, "Sunday worship");
    expect(doneCount(await dashboard(admin))).toBe("3");
    await addMember(db, "ministry-leader", { ministries: ["youth"] });
    expect(doneCount(await dashboard(admin))).toBe("4");
    await db
      .insertInto("page_contents")
      .values({ page: "youth", content: "{}", updated_at: new Date().toISOString() })
      .execute();
    expect(doneCount(await dashboard(admin))).toBe("5");
    await addPost(db, { slug: "welcome", title: "Welcome", content: "<p>Hello.</p>" });
    expect(doneCount(await dashboard(admin))).toBe("6");
    await addSermon(db, { slug: "first-sunday", title: "First Sunday" });
    expect(await dashboard(admin)).not.toContain("Make this site yours");
  });
});

describe("the demo's site: only what the church changed ticks a step (decision 043)", () => {
  let demo: TestApi;
  let demoAdmin: SignedIn;
  const count = async () =>
    doneCount((await demo.inject({ method: "GET", url: "/admin", headers: { cookie: demoAdmin.cookie } })).body);

  beforeAll(async () => {
    demo = await createTestApi({ pages: true });
    await seedDemoContent(demo.database);
    demoAdmin = await signedInAs(demo.database.db, "admin");
  });
  afterAll(async () => demo.close());

  it("the demo's name, numbers, pages, posts and sermons tick nothing", async () => {
    expect(await count()).toBe("0");
  });

  it("each step ticks once the church's own is there", async () => {
    const db = demo.database.db;
    // Its own phone number beside the demo's address: not yet its way to be reached.
    const ownPhone = { label: "Office", display: "+263 77 000 1234", tel: "+263770001234" };
    await writeChurch(db, { ...DEMO_CHURCH, phones: [ownPhone] });
    expect(await count()).toBe("0");
    await writeChurch(db, {
      ...DEMO_CHURCH,
      phones: [ownPhone],
      address: { ...DEMO_CHURCH.address, street: "3 Hall Road" },
    });
    expect(await count()).toBe("1");
    // A ministry page with the church's words in it.
    const youth = await db
      .selectFrom("page_contents")
      .select("content")
      .where("page", "=", "youth")
      .executeTakeFirstOrThrow();
    const document = { ...(JSON.parse(youth.content) as object), vision: "Fridays at the hall." };
    await db
      .updateTable("page_contents")
      .set({ content: JSON.stringify(document) })
      .where("page", "=", "youth")
      .execute();
    expect(await count()).toBe("2");
    // A demo post the church rewrote is its first post; a demo sermon given its recording, its first sermon.
    const [post] = await db.selectFrom("posts").select("id").where("status", "=", "published").limit(1).execute();
    await db.updateTable("posts").set({ title: "Our own news" }).where("id", "=", post!.id).execute();
    expect(await count()).toBe("3");
    await db.updateTable("sermons").set({ audio_file: "audio/our-sunday.mp3" }).where("published", "=", 1).execute();
    expect(await count()).toBe("4");
    // The demo's Sunday service moved to the church's own hour is the church's service.
    await db
      .updateTable("events")
      .set((eb) => ({ starts_at: sql`replace(${eb.ref("starts_at")}, 'T15:30', 'T09:00')` }))
      .where("slug", "=", "sunday-service")
      .execute();
    expect(await count()).toBe("5");
  });
});
