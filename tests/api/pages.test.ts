import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PAGES } from "#content/demo/pages";
import { fieldsOf, pageDefinition, rowInput, type PageDocument } from "#contract/page-content";
import { openDatabase } from "#server/db/connection";
import { seedDemoContent } from "#server/seed/index";
import { buildApp } from "#server/app";
import sharp from "sharp";
import { upload } from "./picture-support";
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

/**
 * The form as the page sends it for `document`, with `change` over it. A group whose order numbers
 * `change` gives has as many rows: its columns `change` leaves out are the document's rows' (or empty).
 */
function formOf(key: string, document: PageDocument, change: Record<string, string | string[]> = {}) {
  const fields: Record<string, string | string[]> = {};
  for (const field of fieldsOf(pageDefinition(key)!)) {
    const value = document[field.key];
    if (field.kind !== "group") {
      fields[field.key] = typeof value === "string" ? value : "";
      continue;
    }
    const given = change[rowInput(field.key, "order")];
    const stored: Array<Record<string, string>> = Array.isArray(value) ? value : [];
    const rows = given ? [...given].map((_, index) => stored[index] ?? {}) : stored;
    for (const cell of field.fields) {
      fields[rowInput(field.key, cell.key)] = rows.map((row: Record<string, string>) => row[cell.key] ?? "");
    }
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

  it("lets a ministry leader of intercession give its meeting times, leader and form's words, and answers 404 for youth's", async () => {
    const leader = await leaderOf("intercession");
    expect((await open("/admin/pages/music", leader)).statusCode).toBe(404);
    const refused = await staffFormPost(
      t,
      "/admin/pages/youth",
      leader,
      formOf("youth", DEMO_PAGES.youth!, { leaderName: "Not youth's leader" }),
    );
    expect(refused.statusCode).toBe(404);
    expect((await t.get("/youth")).body).not.toContain("Not youth&#x27;s leader");

    await t.get("/intercession"); // kept by the render cache
    const saved = await staffFormPost(
      t,
      "/admin/pages/intercession",
      leader,
      formOf("intercession", DEMO_PAGES.intercession!, {
        "meetings.when": ["Tuesdays and Thursdays, 5:30 AM", "Sundays, 1:30 PM"],
        "meetings.place": ["The prayer room", ""],
        "meetings.order": ["1", "2"],
        leaderName: "Grace Moyo",
        leaderRole: "Prayer coordinator",
        leaderPicture: "sunrise-new-beginnings",
        leaderPhone: "077 214 5590",
        leaderEmail: "grace@example.org",
        formIntro: "Tell us what to pray for.",
        secondFormIntro: "Pray with us on Tuesdays.",
        "badges.icon": ["flame"],
        "badges.value": ["24/7"],
        "badges.label": ["Prayer chain"],
        "badges.order": ["1"],
        verse: "Pray continually.",
        verseReference: "1 Thessalonians 5:17",
        verseVersion: "NIV",
        verseNote: "Our watchword.",
        servicesHeading: "Our prayer teams",
        servicesIntro: "Open a card to read more.",
        "services.icon": ["shield"],
        "services.title": ["Morning watch"],
        "services.summary": ["Early prayer before work."],
        "services.details": ["Twice a week\nIn the prayer room"],
        "services.order": ["1"],
      }),
    );
    expect(saved.statusCode).toBe(303);
    const page = (await t.get("/intercession")).body;
    for (const shown of [
      "Tuesdays and Thursdays, 5:30 AM",
      "The prayer room",
      "Sundays, 1:30 PM",
      "Grace Moyo",
      "Prayer coordinator",
      'href="tel:+263772145590"',
      ">077 214 5590</a>",
      'href="mailto:grace@example.org"',
      "Tell us what to pray for.",
      "Pray with us on Tuesdays.",
      "24/7",
      "Prayer chain",
      "Pray continually.",
      "1 Thessalonians 5:17",
      "Our watchword.",
      "Our prayer teams",
      "Morning watch",
      "<li>Twice a week</li>",
      "<li>In the prayer room</li>",
    ]) {
      expect(page, shown).toContain(shown);
    }
    expect(page).toMatch(/sunrise-new-beginnings-160x160/);
    // The meeting times and the leader come before the forms.
    expect(page.indexOf("Grace Moyo")).toBeLessThan(page.indexOf('id="intercession-contact"'));
  });

  it("saves a ministry's invitation beside its form, and refuses a bad phone, email and meeting at once", async () => {
    const saved = await staffFormPost(
      t,
      "/admin/pages/media",
      editor,
      formOf("media", DEMO_PAGES.media!, {
        inviteTitle: "Come behind the camera",
        inviteText: "We will teach you.",
        "invitePoints.text": ["Training on Saturdays", ""],
        "invitePoints.order": ["1", "2"],
        formIntro: "Which team would you join?",
      }),
    );
    expect(saved.statusCode).toBe(303);
    const media = (await t.get("/media")).body;
    for (const shown of ["Come behind the camera", "We will teach you.", "Training on Saturdays"]) {
      expect(media).toContain(shown);
    }
    expect(media).not.toContain(String((DEMO_PAGES.media!.invitePoints as Array<Record<string, string>>)[0]!.text));

    const bad = await staffFormPost(
      t,
      "/admin/pages/media",
      editor,
      formOf("media", DEMO_PAGES.media!, {
        leaderName: "Kept as typed",
        leaderPhone: "call me",
        leaderEmail: "not-an-email",
        "meetings.when": ["", "Sundays"],
        "meetings.place": ["The studio", ""],
        "meetings.order": ["1", "2"],
        "services.title": ["", ...(DEMO_PAGES.media!.services as unknown[]).slice(1).map(() => "A team")],
      }),
    );
    expect(bad.statusCode).toBe(400);
    for (const message of [
      "Nothing was saved: 4 fields need your attention.",
      "Leader&#x27;s phone: “call me” is not a phone number we can read.",
      "Leader&#x27;s email: enter a valid email address.",
      "Meeting 1: day and time is required.",
      "Team 1: name is required.",
    ]) {
      expect(bad.body).toContain(message);
    }
    expect(bad.body).toContain("Kept as typed");
    expect((await t.get("/media")).body).not.toContain("Kept as typed");
  });

  it("saves every field of the music page and shows it on /music", async () => {
    const leader = await leaderOf("music");
    expect((await open("/admin/pages/music", leader)).statusCode).toBe(200);
    expect((await open("/admin/pages/youth", leader)).statusCode).toBe(404);
    await t.get("/music"); // kept by the render cache
    const fields = formOf("music", DEMO_PAGES.music!, {
      subtitle: "Songs for the whole city",
      heroPicture: "sunrise-new-beginnings",
      description: "Our music, described for search engines",
      aboutHeading: "We sing because He first loved us",
      about: "First paragraph of ours.\n\nSecond paragraph of ours.",
      "values.title": ["Joy"],
      "values.text": ["We sing with joy."],
      "values.order": ["1"],
      scripture: "Sing to the Lord a new song.",
      scriptureReference: "Psalm 96:1",
      scriptureVersion: "KJV",
      "team.name": ["Tariro Banda"],
      "team.role": ["Pianist"],
      "team.picture": ["hills-morning-glory"],
      "team.bio": ["Tariro plays every Sunday."],
      "team.order": ["1"],
      songsIntro: "Our own songs.",
      "songs.title": ["Hallelujah Harare"],
      "songs.writers": ["The choir"],
      "songs.language": ["Shona"],
      "songs.key": ["F major"],
      "songs.feel": ["Joyful"],
      "songs.description": ["A song for Easter."],
      "songs.line": ["Hallelujah, Harare sings."],
      "songs.link": ["https://example.org/hallelujah"],
      "songs.order": ["1"],
      galleryIntro: "Pictures of us.",
      "gallery.picture": ["hills-morning-glory"],
      "gallery.alt": ["The choir on the hills"],
      "gallery.caption": ["Sunrise service"],
      "gallery.order": ["1"],
      eventsIntro: "Come and sing.",
      "events.title": ["Carols by candlelight"],
      "events.start": ["2027-12-19T18:00"],
      "events.end": ["2027-12-19T20:00"],
      "events.place": ["The gardens"],
      "events.description": ["Bring a candle."],
      "events.order": ["1"],
      joinIntro: "Sing with us.",
      "steps.title": ["Come on Tuesday"],
      "steps.text": ["Rehearsals start at six."],
      "steps.order": ["1"],
      "requirements.text": ["A love for Jesus"],
      "requirements.order": ["1"],
      contactText: "Ask the music desk.",
      "testimonials.quote": ["I found a family here."],
      "testimonials.name": ["Rudo Phiri"],
      "testimonials.role": ["Soprano"],
      "testimonials.order": ["1"],
    });
    const saved = await staffFormPost(t, "/admin/pages/music", leader, fields);
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe("/admin/pages/music?saved=1");
    const page = (await t.get("/music")).body;
    // The About tab is in the HTML; the other tabs render in the browser from the page's data, which the HTML carries.
    for (const shown of [
      "Songs for the whole city",
      "sunrise-new-beginnings",
      'content="Our music, described for search engines"',
      "We sing because He first loved us",
      "<p>First paragraph of ours.</p>",
      "<p>Second paragraph of ours.</p>",
      "We sing with joy.",
      "Sing to the Lord a new song.",
      "Psalm 96:1",
      "KJV",
      "One song written by our own team.",
      "Our worship calendar, December 2027.",
      "Tariro Banda",
      "Pianist",
      "hills-morning-glory",
      "Tariro plays every Sunday.",
      "Our own songs.",
      "Hallelujah Harare",
      "F major",
      "Joyful",
      "A song for Easter.",
      "Hallelujah, Harare sings.",
      "https://example.org/hallelujah",
      "Pictures of us.",
      "The choir on the hills",
      "Sunrise service",
      "Come and sing.",
      "Carols by candlelight",
      "2027-12-19T18:00",
      "2027-12-19T20:00",
      "The gardens",
      "Bring a candle.",
      "Sing with us.",
      "Come on Tuesday",
      "Rehearsals start at six.",
      "A love for Jesus",
      "Ask the music desk.",
      "I found a family here.",
      "Rudo Phiri",
      "Soprano",
    ]) {
      expect(page, shown).toContain(shown);
    }
    for (const gone of ["Pastor Tendai Mukanya", "Mwari Wakanaka", "Chiedza Makoni", "April to June 2025"]) {
      expect(page, gone).not.toContain(gone);
    }
    const log = await t.database.db
      .selectFrom("activity_log")
      .select("summary")
      .where("item_type", "=", "page")
      .where("item_id", "=", "music")
      .execute();
    expect(log[0]!.summary).toContain("changed the Worship & Music page: Words under the page's name");
  });

  it("refuses a bad music page whole, with every problem at once", async () => {
    const response = await staffFormPost(
      t,
      "/admin/pages/music",
      editor,
      formOf("music", DEMO_PAGES.music!, {
        aboutHeading: "Kept as typed",
        "team.name": ["", "Second member"],
        "team.picture": ["photo-000000000000", ""],
        "team.order": ["1", "2"],
        "songs.title": ["A song"],
        "songs.link": ["http://example.org/song"],
        "songs.order": ["1"],
        "gallery.picture": ["hills-morning-glory"],
        "gallery.alt": [""],
        "gallery.order": ["1"],
        "events.title": ["An event"],
        "events.start": ["2027-02-30T10:00"],
        "events.order": ["1"],
        "testimonials.quote": ["No name"],
        "testimonials.name": [""],
        "testimonials.order": ["1"],
      }),
    );
    expect(response.statusCode).toBe(400);
    for (const message of [
      "Nothing was saved: 6 fields need your attention.",
      "Member 1: name is required.",
      "Member 1: photo: “photo-000000000000” is not a picture of the library.",
      "Song 1: where to listen: the address must start with https://.",
      "Picture 1: what the picture shows is required.",
      "Event 1: starts: give a date and time, such as 2027-03-01 09:00.",
      "Testimonial 1: name is required.",
    ]) {
      expect(response.body).toContain(message);
    }
    expect(response.body).toContain("Kept as typed");
    expect((await t.get("/music")).body).not.toContain("Kept as typed");
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

  it("lets admins, leaders and editors edit the home and about pages, and no ministry leader", async () => {
    const list = await open("/admin/pages", editor);
    expect(list.body.indexOf('href="/admin/pages/home"')).toBeLessThan(list.body.indexOf("Coming soon"));
    expect(list.body).toContain('href="/admin/pages/about"');
    for (const role of ["admin", "leader"] as const) {
      const member = await signedInAs(t.database.db, role);
      expect((await open("/admin/pages/home", member)).statusCode).toBe(200);
      expect((await open("/admin/pages/about", member)).statusCode).toBe(200);
    }
    const leader = await leaderOf("youth");
    const own = await open("/admin/pages", leader);
    expect(own.body).not.toContain("/admin/pages/home");
    expect(own.body).not.toContain("/admin/pages/about");
    for (const key of ["home", "about"] as const) {
      expect((await open(`/admin/pages/${key}`, leader)).statusCode).toBe(404);
      const refused = await staffFormPost(
        t,
        `/admin/pages/${key}`,
        leader,
        formOf(key, DEMO_PAGES[key], key === "home" ? { lifeIntro: "Taken over" } : { intro: "Taken over" }),
      );
      expect(refused.statusCode).toBe(404);
    }
    expect((await t.get("/")).body).not.toContain("Taken over");
    expect((await t.get("/about-us")).body).not.toContain("Taken over");
  });

  it("saves every field of the home page, shown on the next request; a library picture it uses cannot be deleted", async () => {
    await t.get("/"); // kept by the render cache
    const picture = sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 90, b: 200 } } });
    const uploaded = await upload(t, editor, await picture.png().toBuffer(), "hall.png", { type: "image/png" });
    expect(uploaded.statusCode).toBe(201);
    const library = (uploaded.json() as { name: string }).name;
    const saved = await staffFormPost(t, "/admin/pages/home", editor, {
      "slides.picture": [library, "hills-morning-glory", ""],
      "slides.alt": ["Our new hall", "Hills in the morning", ""],
      "slides.order": ["2", "1", "3"],
      "messages.eyebrow": ["Good morning", ""],
      "messages.title": ["A church for the whole city", ""],
      "messages.text": ["Sundays at nine, all welcome.", ""],
      "messages.order": ["1", "2"],
      lifeIntro: "Choir, tea and football on Saturdays.",
      "life.picture": ["sunrise-new-beginnings"],
      "life.caption": ["A new beginning at sunrise"],
      "life.order": ["1"],
    });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe("/admin/pages/home?saved=1");
    const home = (await t.get("/")).body;
    for (const shown of [
      "Good morning",
      "A church for the whole city",
      "Sundays at nine, all welcome.",
      "Choir, tea and football on Saturdays.",
      "A new beginning at sunrise",
      // The first picture (order 1) is the link preview's.
      '/img/gen/hills-morning-glory-1200x630.jpg"',
      "Hills in the morning",
    ]) {
      expect(home).toContain(shown);
    }
    expect(home).not.toContain(String((DEMO_PAGES.home.messages as Array<Record<string, string>>)[0]!.title));
    expect(home).not.toContain("sunrise-over-harare-hero");
    const stored = await t.database.db
      .selectFrom("page_contents")
      .select("content")
      .where("page", "=", "home")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.content)).toEqual({
      slides: [
        { picture: "hills-morning-glory", alt: "Hills in the morning" },
        { picture: library, alt: "Our new hall" },
      ],
      messages: [
        { eyebrow: "Good morning", title: "A church for the whole city", text: "Sundays at nine, all welcome." },
      ],
      lifeIntro: "Choir, tea and football on Saturdays.",
      life: [{ picture: "sunrise-new-beginnings", caption: "A new beginning at sunrise" }],
    });

    const refused = await staffFormPost(t, `/admin/pictures/${library}`, editor, { intent: "delete" });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('href="/admin/pages/home"');
  });

  it("saves every field of the about page, shown on the next request", async () => {
    await t.get("/about-us");
    const saved = await staffFormPost(t, "/admin/pages/about", editor, {
      subtitle: "Worshipping in Mabelreign since 1999",
      intro: "We are a small church.\n\nWe meet in a school hall.",
      visionTitle: "Light in Mabelreign",
      vision: "Every street reached.",
      visionScripture: "Arise, shine.",
      visionReference: "Isaiah 60:1",
      missionTitle: "Know and make known",
      mission: "To know Christ and make Him known.",
      missionScripture: "",
      missionReference: "",
      "values.title": ["Generosity", ""],
      "values.text": ["We give freely.", ""],
      "values.scripture": ["Freely you have received; freely give.", ""],
      "values.reference": ["Matthew 10:8", ""],
      "values.order": ["1", "2"],
      mandateIntro: "Two callings.",
      "mandate.title": ["Teach", "Serve"],
      "mandate.summary": ["Teaching the Word", "Serving the city"],
      "mandate.text": ["We teach every Sunday.", "We serve every Saturday."],
      "mandate.scripture": ["", "Serve one another in love."],
      "mandate.reference": ["", "Galatians 5:13"],
      "mandate.picture": ["", "hills-morning-glory"],
      "mandate.colours": ["pale-gold", "pale-blue"],
      "mandate.order": ["1", "2"],
      founderName: "Mother Grace Dube",
      founderRole: "Founder",
      founderPhoto: "",
      founderBio: "She started the church in her lounge.",
      pastorName: "Pastor John Banda",
      pastorRole: "Senior Pastor",
      pastorPhoto: "sunrise-new-beginnings",
      pastorBio: "He has led the church since 2015.",
      "ministries.ministry": ["youth", "music"],
      "ministries.picture": ["", "hills-morning-glory"],
      "ministries.text": ["Young people meet on Fridays.", "Singers and players."],
      "ministries.order": ["1", "2"],
    });
    expect(saved.statusCode).toBe(303);
    const about = (await t.get("/about-us")).body;
    for (const shown of [
      "Worshipping in Mabelreign since 1999",
      '<p class="mt-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">We meet in a school hall.</p>',
      "Light in Mabelreign",
      "Every street reached.",
      "Isaiah 60:1",
      "To know Christ and make Him known.",
      "Generosity",
      "Matthew 10:8",
      "Two callings.",
      "Teaching the Word",
      // The last of fewer than four items shows first, in its colours.
      "bg-brand-100 text-brand-950",
      "Serve one another in love.",
      "Mother Grace Dube",
      "She started the church in her lounge.",
      "Pastor John Banda",
      "He has led the church since 2015.",
      "Youth &amp; Young Adults",
      'href="/youth"',
      "Singers and players.",
      'href="/music"',
    ]) {
      expect(about).toContain(shown);
    }
    for (const gone of ["Like Pastor Tinashe", "Farai", "Establish the Kingdom", "Hospitality &amp; Ushering"]) {
      expect(about).not.toContain(gone);
    }
    const log = await t.database.db
      .selectFrom("activity_log")
      .select("summary")
      .where("item_type", "=", "page")
      .where("item_id", "=", "about")
      .executeTakeFirstOrThrow();
    expect(log.summary).toContain("changed the About us page: Words under the page");
    expect(log.summary).toContain("Founder's name");
    expect(log.summary).toContain("Senior pastor's name");
  });

  it("refuses bad home and about forms whole, with every problem at once and what was typed", async () => {
    const home = await staffFormPost(t, "/admin/pages/home", editor, {
      "slides.picture": ["photo-000000000000", "hills-morning-glory"],
      "slides.alt": ["Kept as typed", ""],
      "slides.order": ["1", "2"],
      "messages.eyebrow": ["x".repeat(61)],
      "messages.title": [""],
      "messages.text": ["A message without its title"],
      "messages.order": ["1"],
      lifeIntro: "y".repeat(401),
      "life.picture": Array.from({ length: 6 }, () => "sunrise-new-beginnings"),
      "life.caption": Array.from({ length: 6 }, (_, index) => `Caption ${index + 1}`),
      "life.order": Array.from({ length: 6 }, (_, index) => String(index + 1)),
    });
    expect(home.statusCode).toBe(400);
    for (const message of [
      "Nothing was saved: 6 fields need your attention.",
      "Picture 1: picture: “photo-000000000000” is not a picture of the library.",
      "Picture 2: what the picture shows is required.",
      "Message 1: small line above is too long (at most 60 characters).",
      "Message 1: title is required.",
      "Words beside the pictures is too long (at most 400 characters).",
      "At most 5 of church-life pictures.",
    ]) {
      expect(home.body).toContain(message);
    }
    expect(home.body).toContain("Kept as typed");

    const about = await staffFormPost(
      t,
      "/admin/pages/about",
      editor,
      formOf("about", DEMO_PAGES.about, {
        founderName: "z".repeat(101),
        pastorPhoto: "not a picture",
        "values.title": ["", "Second", "Third", "Fourth", "Fifth"],
        "values.text": ["A value without its title", "Two", "Three", "Four", "Five"],
        "values.order": ["1", "2", "3", "4", "5"],
        "mandate.colours": ["dark-blue", "purple", "pale-gold", "night-blue"],
        "ministries.ministry": ["youth", "choir"],
        "ministries.picture": ["", ""],
        "ministries.text": ["", "A ministry that is not one"],
        "ministries.order": ["1", "2"],
      }),
    );
    expect(about.statusCode).toBe(400);
    for (const message of [
      "Nothing was saved: 6 fields need your attention.",
      "Founder&#x27;s name is too long (at most 100 characters).",
      "Senior pastor&#x27;s photo: “not a picture” is not a picture of the library.",
      "Value 1: title is required.",
      "At most 4 of values.",
      "Item 2: colours: choose one of the list.",
      "Ministry 2: ministry: choose one of the list.",
    ]) {
      expect(about.body).toContain(message);
    }
    const page = (await t.get("/about-us")).body;
    expect(page).toContain("Mother Grace Dube");
  });

  it("shows a neutral page without the demo: the parts nobody wrote are left out, not empty", async () => {
    await t.database.db.deleteFrom("page_contents").execute();
    const ministry = (await t.get("/intercession")).body;
    expect(ministry).not.toContain('id="intercession-vision"');
    expect(ministry).not.toContain('id="intercession-approach"');
    expect(ministry).toContain("Intercession Ministry");
    expect(ministry).toContain('id="intercession-contact"');
    expect(ministry).not.toContain('id="intercession-meetings"');
    const music = (await t.get("/music")).body;
    expect(music).toContain("Worship &amp; Music Ministry");
    expect(music).toContain('id="music-tab-about"');
    expect(music).toContain('id="music-tab-join"');
    expect(music).not.toContain('id="music-tab-team"');
    expect(music).not.toContain("Explore the ministry");
    expect(music).not.toContain("Mwari Wakanaka");
    expect(music).not.toContain("<blockquote");
    const comingSoon = (await t.get("/coming-soon")).body;
    expect(comingSoon).toContain("COMING SOON");
    expect(comingSoon).not.toContain('role="timer"');
    expect(comingSoon).not.toContain("<blockquote");

    // Home: the welcome on the plain colour with the church's own details, no gallery.
    const home = (await t.get("/")).body;
    expect(home).toContain(">Kingdom Light Ministries</h1>");
    expect(home).toContain("A family of believers in the heart of Harare");
    expect(home).not.toContain("Show background");
    expect(home).not.toContain('aria-labelledby="church-life-heading"');
    expect(home).toContain('aria-labelledby="next-service-heading"');
    // About: the banner and the latest sermons, no person, slide, mandate or ministries.
    const about = (await t.get("/about-us")).body;
    expect(about).toContain("About Us");
    for (const gone of [
      'aria-labelledby="who-we-are-heading"',
      'aria-labelledby="mandate-heading"',
      'aria-labelledby="ministries-heading"',
      'aria-label="Like ',
    ]) {
      expect(about).not.toContain(gone);
    }
    expect(about).toContain('aria-labelledby="latest-sermons-heading"');
  });
});
