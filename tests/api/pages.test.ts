import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PAGES } from "#content/demo/pages";
import { fieldsOf, pageDefinition, rowInput, type PageDocument } from "#contract/page-content";
import { openDatabase } from "#server/db/connection";
import { seedDemoContent } from "#server/db/seed/index";
import { buildApp } from "#server/app";
import { createTestApi, type TestApi } from "./support";
import { addMember, sessionOf, signedInAs, staffFormPost, type SignedIn } from "./staff-support";

/**
 * /admin/pages through the whole app with its pages, on the demo church: who may edit which page
 * (a ministry leader only their own ministry's, others a 404), each page's fields saved and shown
 * on its public page on the next request (of this process and of a second one on the same
 * database), bad input refused whole with every problem at once, and the change in the activity log.
 */

let t: TestApi;
let editor: SignedIn;

/** The form as the page sends it for `document`, with `change` over it. */
function formOf(key: string, document: PageDocument, change: Record<string, string | string[]> = {}) {
  const fields: Record<string, string | string[]> = {};
  for (const field of fieldsOf(pageDefinition(key)!)) {
    const value = document[field.key];
    if (field.kind !== "group") {
      fields[field.key] = typeof value === "string" ? value : "";
      continue;
    }
    const rows = Array.isArray(value) ? value : [];
    for (const cell of field.fields) fields[rowInput(field.key, cell.key)] = rows.map((row) => row[cell.key] ?? "");
    fields[rowInput(field.key, "order")] = rows.map((_, index) => String(index + 1));
  }
  return { ...fields, ...change };
}

async function leaderOf(ministry: string): Promise<SignedIn> {
  const member = await addMember(t.database.db, "ministry-leader", { ministries: [ministry] });
  const session = await sessionOf(t.database.db, member.id);
  return { cookie: `staff_session=${session.secret}`, token: session.token };
}

const open = (url: string, who: SignedIn) => t.inject({ method: "GET", url, headers: { cookie: who.cookie } });

beforeAll(async () => {
  t = await createTestApi({ pages: true });
  await seedDemoContent(t.database);
  editor = await signedInAs(t.database.db, "editor");
});
afterAll(async () => t.close());

describe("/admin/pages", () => {
  it("lists every built-in page for an editor, and only their own ministry's for a ministry leader", async () => {
    const list = await open("/admin/pages", editor);
    expect(list.statusCode).toBe(200);
    for (const title of [
      "Coming soon",
      "Loading screen",
      "Intercession ministry",
      "Youth &amp; Young Adults ministry",
    ]) {
      expect(list.body).toContain(title);
    }
    expect(list.body.indexOf("Coming soon")).toBeLessThan(list.body.indexOf("Intercession ministry"));
    const leader = await leaderOf("intercession");
    const own = await open("/admin/pages", leader);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain("/admin/pages/intercession");
    expect(own.body).not.toContain("/admin/pages/youth");
    expect(own.body).not.toContain("/admin/pages/coming-soon");
  });

  it("lets a ministry leader of intercession rewrite its vision, and answers 404 for youth's page", async () => {
    const leader = await leaderOf("intercession");
    expect((await open("/admin/pages/intercession", leader)).statusCode).toBe(200);
    expect((await open("/admin/pages/youth", leader)).statusCode).toBe(404);
    expect((await open("/admin/pages/coming-soon", leader)).statusCode).toBe(404);
    const refused = await staffFormPost(
      t,
      "/admin/pages/youth",
      leader,
      formOf("youth", DEMO_PAGES.youth!, { vision: "Taken over by intercession" }),
    );
    expect(refused.statusCode).toBe(404);
    expect((await t.get("/youth")).body).not.toContain("Taken over by intercession");

    await t.get("/intercession"); // kept by the render cache
    const saved = await staffFormPost(
      t,
      "/admin/pages/intercession",
      leader,
      formOf("intercession", DEMO_PAGES.intercession!, {
        visionHeading: "Praying without ceasing",
        vision: "We pray every morning.\n\nAnd every evening too.",
      }),
    );
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe("/admin/pages/intercession?saved=1");
    const page = await t.get("/intercession");
    expect(page.body).toContain("Praying without ceasing");
    expect(page.body).toContain("<p>We pray every morning.</p>");
    expect(page.body).toContain("<p>And every evening too.</p>");
    const log = await t.database.db
      .selectFrom("activity_log")
      .selectAll()
      .where("item_type", "=", "page")
      .where("item_id", "=", "intercession")
      .execute();
    expect(log).toHaveLength(1);
    expect(log[0]!.summary).toContain("changed the Intercession ministry page: Heading, The vision");
    const changes = JSON.parse(log[0]!.changes) as Record<string, [string, string]>;
    expect(changes.Heading).toEqual(["A house of prayer for Harare and the nations", "Praying without ceasing"]);
  });

  it("saves every field of a ministry page: banner, cards added, removed and reordered, numbers", async () => {
    const demo = DEMO_PAGES.healing!;
    const cards = demo.approach as Array<Record<string, string>>;
    const fields = formOf("healing", demo, {
      subtitle: "New banner words",
      heroPicture: "sunrise-new-beginnings",
      description: "A new description for search engines",
      scripture: "By his wounds we are healed.",
      scriptureReference: "Isaiah 53:5",
      scriptureVersion: "NIV",
      approachHeading: "How we minister",
      // The first card removed, a new one added (a blank row filled in), the order turned round.
      "approach.icon": [...cards.map((card) => card.icon!), "flame", "shield"],
      "approach.title": [...cards.map((card) => card.title!), "Night of worship", ""],
      "approach.text": [...cards.map((card) => card.text!), "Once a month we worship all night.", ""],
      "approach.order": ["1", "3", "2", "1", "5"],
      "approach.remove": ["0"],
      statsHeading: "Our numbers",
      "stats.value": ["40+", ""],
      "stats.label": ["Prayer ministers", ""],
      "stats.order": ["1", "2"],
    });
    const saved = await staffFormPost(t, "/admin/pages/healing", editor, fields);
    expect(saved.statusCode).toBe(303);
    const page = (await t.get("/healing")).body;
    expect(page).toContain("New banner words");
    expect(page).toContain("sunrise-new-beginnings");
    expect(page).toContain('content="A new description for search engines"');
    expect(page).toContain("By his wounds we are healed.");
    expect(page).toContain("How we minister");
    expect(page).not.toContain(cards[0]!.title!);
    // Order 1 (the new card), then 2 (the third), then 3 (the second).
    const order = ["Night of worship", cards[2]!.title!, cards[1]!.title!].map((title) => page.indexOf(title));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(page).toContain("Our numbers");
    expect(page).toContain("Prayer ministers");
  });

  it("refuses bad input whole, with every problem at once and what was typed", async () => {
    await t.get("/evangelism");
    const response = await staffFormPost(
      t,
      "/admin/pages/evangelism",
      editor,
      formOf("evangelism", DEMO_PAGES.evangelism!, {
        visionHeading: "Kept as typed",
        subtitle: "x".repeat(301),
        heroPicture: "photo-000000000000",
        visionPicture: "not a picture",
        "approach.title": ["", "Second", "Third"],
        "approach.order": ["1", "two", "3"],
      }),
    );
    expect(response.statusCode).toBe(400);
    for (const message of [
      "Nothing was saved: 5 fields need your attention.",
      "Words under the ministry&#x27;s name is too long (at most 300 characters).",
      "Banner picture: “photo-000000000000” is not a picture of the library.",
      "Picture: “not a picture” is not a picture of the library.",
      "Card 1: title is required.",
      "Card 2: the order is a whole number from 1 to 99.",
    ]) {
      expect(response.body).toContain(message);
    }
    expect(response.body).toContain("Kept as typed");
    const page = (await t.get("/evangelism")).body;
    expect(page).not.toContain("Kept as typed");
    expect(page).toContain(String(DEMO_PAGES.evangelism!.visionHeading));
  });

  it("saves coming soon's date, words and pictures, and the loading screen's quotation", async () => {
    const saved = await staffFormPost(
      t,
      "/admin/pages/coming-soon",
      editor,
      formOf("coming-soon", DEMO_PAGES["coming-soon"]!, {
        launchAt: "2099-01-01T09:00",
        intro: "A new building is on its way.",
        "slides.picture": ["hills-morning-glory", ""],
        "slides.alt": ["Hills in the morning", ""],
        "slides.order": ["1", "2"],
      }),
    );
    expect(saved.statusCode).toBe(303);
    const page = await t.get("/coming-soon");
    expect(page.body).toContain("A new building is on its way.");
    expect(page.body).toContain('role="timer"');
    expect(page.body).toContain("hills-morning-glory");
    expect(page.body).not.toContain("sunrise-new-beginnings");
    // A date that has passed: the page without a countdown, never a row of zeros.
    await staffFormPost(
      t,
      "/admin/pages/coming-soon",
      editor,
      formOf("coming-soon", DEMO_PAGES["coming-soon"]!, { launchAt: "2020-01-01T00:00" }),
    );
    const past = await t.get("/coming-soon");
    expect(past.body).not.toContain('role="timer"');
    expect(past.body).toContain(String(DEMO_PAGES["coming-soon"]!.intro));
    const bad = await staffFormPost(
      t,
      "/admin/pages/coming-soon",
      editor,
      formOf("coming-soon", DEMO_PAGES["coming-soon"]!, { launchAt: "2027-02-30T10:00" }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Counting down to: give a date and time, such as 2027-03-01 09:00.");

    const quote = await staffFormPost(t, "/admin/pages/loading", editor, {
      quote: "The Lord is my shepherd; I shall not want.",
      reference: "Psalm 23:1",
    });
    expect(quote.statusCode).toBe(303);
    const home = await t.get("/about-us");
    expect(home.body).toContain("The Lord is my shepherd; I shall not want.");
    expect(home.body).toContain("Psalm 23:1");
  });

  it("shows an edit on a second server process's next request, whose render cache held the page", async () => {
    const second = openDatabase(t.config.database);
    const other = await buildApp({ config: t.config, database: second, clientBuild: t.clientBuild });
    try {
      await other.app.ready();
      const before = await other.app.inject({ method: "GET", url: "/children" });
      expect(before.body).toContain(String(DEMO_PAGES.children!.visionHeading));
      const saved = await staffFormPost(
        t,
        "/admin/pages/children",
        editor,
        formOf("children", DEMO_PAGES.children!, { visionHeading: "Little ones first" }),
      );
      expect(saved.statusCode).toBe(303);
      const after = await other.app.inject({ method: "GET", url: "/children" });
      expect(after.body).toContain("Little ones first");
    } finally {
      await other.app.close();
      await second.close();
    }
  });

  it("shows a neutral page without the demo: the parts nobody wrote are left out, not empty", async () => {
    await t.database.db.deleteFrom("page_contents").execute();
    const ministry = (await t.get("/intercession")).body;
    expect(ministry).not.toContain('id="intercession-vision"');
    expect(ministry).not.toContain('id="intercession-approach"');
    expect(ministry).toContain("Intercession Ministry");
    expect(ministry).toContain('id="intercession-contact"');
    const comingSoon = (await t.get("/coming-soon")).body;
    expect(comingSoon).toContain("COMING SOON");
    expect(comingSoon).not.toContain('role="timer"');
    expect(comingSoon).not.toContain("<blockquote");
  });
});
