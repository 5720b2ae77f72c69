import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CHURCH } from "#content/demo/church";
import { NEUTRAL_CHURCH, writeChurch } from "#server/domain/church/church";
import { addPost, addSermon } from "#tests/support/rows";
import { addMember, signedInAs, type SignedIn } from "./staff-support";
import { createTestApi, type TestApi } from "./support";

/**
 * A new church's first day: a new database without the demo shows the neutral site, and the
 * dashboard shows an admin "Make this site yours", each step ticked by what is stored, gone once
 * all are done; other roles never see it.
 */

let t: TestApi;
let admin: SignedIn;

const dashboard = async (who: SignedIn) =>
  (await t.inject({ method: "GET", url: "/admin", headers: { cookie: who.cookie } })).body;
const doneCount = (html: string) => /(\d) of 6 done/.exec(html)?.[1];

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

  it("an admin's dashboard lists the six steps, none done; an editor's has no list", async () => {
    const page = await dashboard(admin);
    expect(page).toContain("Make this site yours");
    expect(doneCount(page)).toBe("0");
    for (const [label, href] of [
      ["Your church&#x27;s name and logo", "/admin/church"],
      ["How to reach you", "/admin/church"],
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
    await addMember(db, "ministry-leader", { ministries: ["youth"] });
    expect(doneCount(await dashboard(admin))).toBe("3");
    await db
      .insertInto("page_contents")
      .values({ page: "youth", content: "{}", updated_at: new Date().toISOString() })
      .execute();
    expect(doneCount(await dashboard(admin))).toBe("4");
    await addPost(db, { slug: "welcome", title: "Welcome", content: "<p>Hello.</p>" });
    expect(doneCount(await dashboard(admin))).toBe("5");
    await addSermon(db, { slug: "first-sunday", title: "First Sunday" });
    expect(await dashboard(admin)).not.toContain("Make this site yours");
  });
});
