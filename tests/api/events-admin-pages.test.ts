import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENT_MESSAGES } from "#contract/events";
import { register, REGISTRATION_MAIL_KINDS } from "#server/domain/events/registration";
import { addMember, sessionOf, signedInAs, staffFormPost, type SignedIn } from "./staff-support";
import { createTestApi, type TestApi } from "./support";
import { harareDate, seedCalendar, STUDY_NEXT, SUPPER_DATE } from "./events-http-support";
import { SITE_URL } from "./events-support";

/**
 * The staff calendar's pages (/admin/events…) through the real pages on the engine under test:
 * who may open which event's pages; the form posted without JavaScript (a monthly event with
 * places, then on /events); a refused form keeping what was typed and storing nothing; a stale
 * save; the registrations' CSV with its cells made spreadsheet-safe; Message registrants queuing
 * one mail per confirmed registrant with an address.
 */

let t: TestApi;
const who: Record<"admin" | "editor" | "leader" | "youth", SignedIn> = {} as never;

function get(url: string, as: SignedIn | null = null) {
  return t.inject({ method: "GET", url, headers: as ? { cookie: as.cookie } : {} });
}

async function idOf(slug: string): Promise<number> {
  const row = await t.database.db.selectFrom("events").select("id").where("slug", "=", slug).executeTakeFirstOrThrow();
  return Number(row.id);
}

async function eventCount(): Promise<number> {
  return (await t.database.db.selectFrom("events").select("id").execute()).length;
}

/** The form of a monthly youth evening with 10 places, as a browser without JavaScript posts it. */
const monthly = (change: Record<string, string | string[]> = {}) => ({
  title: "Youth Worship Night",
  slug: "",
  description: "<p>Songs, a short talk and supper.</p>",
  image: "",
  place: "Youth hall",
  address: "14 Josiah Chinamano Avenue, Harare",
  mapUrl: "",
  kind: "event",
  status: "published",
  listed: "1",
  ministry: "youth",
  start: `${harareDate(4)}T18:00`,
  end: `${harareDate(4)}T20:30`,
  repeat: "monthly",
  interval: "1",
  monthly: "date",
  ends: "count",
  until: "",
  count: "6",
  registration: "1",
  capacity: "10",
  closesHours: "0",
  question: "",
  ...change,
});

beforeAll(async () => {
  t = await createTestApi({ pages: true, fixtures: async ({ db }) => seedCalendar(db, await addMember(db, "editor")) });
  const db = t.database.db;
  who.admin = await signedInAs(db, "admin");
  who.editor = await signedInAs(db, "editor");
  who.leader = await signedInAs(db, "leader");
  const youth = await addMember(db, "ministry-leader", { ministries: ["youth"] });
  const session = await sessionOf(db, youth.id);
  who.youth = { cookie: `staff_session=${session.secret}`, token: session.token };
  // The first page request compiles the pages through Vite: within the hook's time.
  expect((await get("/admin/events", who.editor)).statusCode).toBe(200);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("who may open the calendar's staff pages", () => {
  it("lets admins, leaders and editors open every event's pages; signed out, they lead to the sign-in", async () => {
    const supper = await idOf("church-supper");
    const pages = [
      "/admin/events",
      "/admin/events?when=all",
      "/admin/events/new",
      `/admin/events/${supper}`,
      `/admin/events/${supper}/dates`,
      `/admin/events/${supper}/registrations/${encodeURIComponent(SUPPER_DATE)}`,
      `/admin/events/${supper}/registrations/${encodeURIComponent(SUPPER_DATE)}/export`,
    ];
    for (const page of pages) {
      for (const role of ["admin", "editor", "leader"] as const)
        expect({ page, role, status: (await get(page, who[role])).statusCode }).toEqual({ page, role, status: 200 });
      const visitor = await get(page);
      expect(visitor.statusCode).toBe(303);
      expect(String(visitor.headers.location)).toContain("/admin/sign-in");
    }
    const list = await get("/admin/events", who.editor);
    expect(list.body).toContain("Church Supper");
    expect(list.body).toContain('href="/admin/events/new"');
  });

  it("lets a ministry leader open only their ministry's events: another is not found, and not in their list", async () => {
    const youth = await idOf("youth-games");
    const supper = await idOf("church-supper");
    for (const page of [`/admin/events/${youth}`, `/admin/events/${youth}/dates`])
      expect((await get(page, who.youth)).statusCode).toBe(200);
    for (const page of [
      `/admin/events/${supper}`,
      `/admin/events/${supper}/dates`,
      `/admin/events/${supper}/registrations/${encodeURIComponent(SUPPER_DATE)}`,
      `/admin/events/${supper}/registrations/${encodeURIComponent(SUPPER_DATE)}/export`,
    ])
      expect({ page, status: (await get(page, who.youth)).statusCode }).toEqual({ page, status: 404 });
    const list = await get("/admin/events", who.youth);
    expect(list.body).toContain("Youth Games");
    expect(list.body).not.toContain("Church Supper");
    const refused = await staffFormPost(t, `/admin/events/${supper}`, who.youth, monthly({ title: "Taken over" }));
    expect(refused.statusCode).toBe(404);
    expect(
      (await t.database.db.selectFrom("events").select("title").where("id", "=", supper).executeTakeFirstOrThrow())
        .title,
    ).toBe("Church Supper");
  });
});

describe("the event form without JavaScript", () => {
  it("creates a monthly event with 10 places (303 to its form), which /events then lists", async () => {
    const created = await staffFormPost(t, "/admin/events/new", who.editor, monthly());
    expect(created.statusCode).toBe(303);
    const location = String(created.headers.location);
    expect(location).toMatch(/^\/admin\/events\/\d+\?saved=1$/);
    const row = await t.database.db
      .selectFrom("events")
      .selectAll()
      .where("slug", "=", "youth-worship-night")
      .executeTakeFirstOrThrow();
    expect(row.rule).toContain("FREQ=MONTHLY");
    expect(Number(row.capacity)).toBe(10);
    const form = await get(location, who.editor);
    expect(form.body).toContain("The event is saved.");
    const site = await get("/events");
    expect(site.statusCode).toBe(200);
    expect(site.body).toContain("Youth Worship Night");
  });

  it("starts a new service as a weekly Sunday service that never ends (the first-day checklist's link)", async () => {
    const checked = (html: string, name: string, value: string) =>
      (html.match(/<input[^>]*>/g) ?? []).some(
        (tag) => tag.includes(`name="${name}"`) && tag.includes(`value="${value}"`) && / checked=/.test(tag),
      );
    const chosen = (html: string, name: string, value: string) => {
      const select = new RegExp(`<select[^>]*name="${name}"[^>]*>(.*?)</select>`, "s").exec(html)?.[1] ?? "";
      return (select.match(/<option[^>]*>/g) ?? []).some(
        (tag) => tag.includes(`value="${value}"`) && / selected=/.test(tag),
      );
    };
    const html = (await get("/admin/events/new?kind=service", who.editor)).body;
    expect(checked(html, "kind", "service")).toBe(true);
    expect(checked(html, "weekdays", "SU")).toBe(true);
    expect(chosen(html, "repeat", "weekly")).toBe(true);
    expect(checked(html, "ends", "never")).toBe(true);
    const plain = (await get("/admin/events/new", who.editor)).body;
    expect(checked(plain, "kind", "event")).toBe(true);
    expect(checked(plain, "kind", "service")).toBe(false);
  });

  it("refuses an end before the start: 400, the message at the top and by the field, what was typed kept, nothing stored", async () => {
    const before = await eventCount();
    const refused = await staffFormPost(
      t,
      "/admin/events/new",
      who.editor,
      monthly({ title: "Backwards Evening", end: `${harareDate(4)}T17:00` }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("The event is not saved:");
    expect(refused.body).toContain('id="form-problems"');
    expect(refused.body).toContain('id="end-error"');
    expect(refused.body).toContain(EVENT_MESSAGES.endBeforeStart);
    expect(refused.body).toContain('value="Backwards Evening"');
    expect(refused.body).toContain('value="10"');
    expect(await eventCount()).toBe(before);
  });

  it("refuses a save over a newer one with the stale message (409)", async () => {
    const id = await idOf("open-air");
    const { version } = await t.database.db
      .selectFrom("events")
      .select("version")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const fields = monthly({ title: "Open Air", slug: "open-air", ministry: "", repeat: "none", registration: "" });
    const first = await staffFormPost(t, `/admin/events/${id}`, who.editor, { ...fields, version: String(version) });
    expect(first.statusCode).toBe(303);
    const stale = await staffFormPost(t, `/admin/events/${id}`, who.leader, {
      ...fields,
      title: "Open Air Rally",
      version: String(version),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain(EVENT_MESSAGES.stale.replaceAll("'", "&#x27;"));
  });
});

describe("an event's dates", () => {
  it("cancels and restores one date, refuses a date's end before its start with what was typed, and opens this and the following prefilled", async () => {
    const study = await idOf("bible-study");
    const dates = `/admin/events/${study}/dates`;
    const exceptions = async () =>
      (await t.database.db.selectFrom("event_exceptions").select("occurrence").where("event_id", "=", study).execute())
        .map((row) => row.occurrence)
        .sort();
    const before = await exceptions();
    const cancelled = await staffFormPost(t, dates, who.editor, { intent: "cancel", occurrence: STUDY_NEXT });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`${dates}?done=cancelled`);
    expect(await exceptions()).toEqual([...before, STUDY_NEXT].sort());
    expect((await staffFormPost(t, dates, who.editor, { intent: "restore", occurrence: STUDY_NEXT })).statusCode).toBe(
      303,
    );
    expect(await exceptions()).toEqual(before);

    const day = STUDY_NEXT.slice(0, 10);
    const refused = await staffFormPost(t, dates, who.editor, {
      intent: "change",
      occurrence: STUDY_NEXT,
      start: `${day}T19:00`,
      end: `${day}T18:00`,
      title: "",
      place: "Small hall",
      address: "",
      description: "",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(EVENT_MESSAGES.endBeforeStart);
    expect(refused.body).toContain('value="Small hall"');
    expect(await exceptions()).toEqual(before);

    const following = await get(`${dates}?following=${encodeURIComponent(STUDY_NEXT)}`, who.editor);
    expect(following.statusCode).toBe(200);
    expect(following.body).toContain(`value="${STUDY_NEXT}"`);
    expect(following.body).toContain("Save this and the following");
  });
});

describe("a date's registrations", () => {
  const registrationsPage = async () =>
    `/admin/events/${await idOf("church-supper")}/registrations/${encodeURIComponent(SUPPER_DATE)}`;

  beforeAll(async () => {
    const db = t.database.db;
    const target = { slug: "church-supper", occurrence: SUPPER_DATE };
    for (const person of [
      { name: '=HYPERLINK("http://evil.example","Click")', email: "formula@example.org" },
      { name: "Rudo Moyo", email: "rudo@example.org", answer: "+263 no nuts" },
      { name: "Farai Phone", phone: "077 214 5590" },
    ])
      expect((await register(db, SITE_URL, target, { occurrence: SUPPER_DATE, party: 1, ...person })).ok).toBe(true);
  });

  it("lists them with the counts and a box to tick, and exports them as CSV with formula cells made text", async () => {
    const page = await get(await registrationsPage(), who.editor);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("3 confirmed · 0 waiting · 0 cancelled");
    expect(page.body).toContain("Rudo Moyo");
    const csv = await get(`${await registrationsPage()}/export`, who.editor);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="registrations-\d+-[\d-]+\.csv"$/);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(csv.body).toContain("'+263 no nuts");
    expect(csv.body).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it("Message registrants queues one mail per confirmed registrant with an email address, with its activity row", async () => {
    const url = await registrationsPage();
    const empty = await staffFormPost(t, url, who.editor, { subject: "", body: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain("Subject is required.");
    const sent = await staffFormPost(t, url, who.editor, {
      subject: "Parking on Friday",
      body: "Please park behind the hall.\n\nSee you there.",
    });
    expect(sent.statusCode).toBe(303);
    expect(String(sent.headers.location)).toMatch(/\?sent=2$/);
    const mails = await t.database.db
      .selectFrom("mail_outbox")
      .select(["recipient", "subject"])
      .where("kind", "=", REGISTRATION_MAIL_KINDS.message)
      .orderBy("recipient")
      .execute();
    expect(mails).toEqual([
      { recipient: "formula@example.org", subject: "Parking on Friday" },
      { recipient: "rudo@example.org", subject: "Parking on Friday" },
    ]);
    const activity = await t.database.db
      .selectFrom("activity_log")
      .select("summary")
      .where("action", "=", "message-registrants")
      .execute();
    expect(activity).toHaveLength(1);
    expect(activity[0]!.summary).not.toContain("@");
  });
});
