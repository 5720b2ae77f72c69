import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { REGISTRATION_MESSAGES } from "#contract/events";
import { addMember } from "./staff-support";
import { appWithLog, createTestApi, SITE_URL, type TestApi } from "./support";
import { seedCalendar, STUDY_NEXT, SUPPER_DATE } from "./events-http-support";

/**
 * The calendar's pages through the whole app on the engine under test: /events (by month, the
 * ministries as links, the feeds), an event's page (details, Add to calendar, WhatsApp, schema.org
 * Event, the form), registration without JavaScript (Post/Redirect/Get to the registrant's own
 * page, refusals on the form with what was typed, a cross-site post refused), the registrant's page
 * (a GET changes nothing, the POSTs cancel and stop the reminders, never cached), and the live
 * figure: a registration empties no cache, and the places left change within the minute (decision 052).
 */

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ pages: true, fixtures: async ({ db }) => seedCalendar(db, await addMember(db, "editor")) });
}, 120_000);
afterAll(() => t?.close());

const SAME_ORIGIN = { origin: SITE_URL, "sec-fetch-site": "same-origin" };

function postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = SAME_ORIGIN) {
  return t.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function registrations(): Promise<Array<{ status: string; reminders: number }>> {
  return t.database.db.selectFrom("event_registrations").select(["status", "reminders"]).orderBy("id").execute();
}

const person = (n: number, change: Record<string, string> = {}) => ({
  occurrence: STUDY_NEXT,
  name: `Farai Nojs${n}`,
  email: `farai.nojs${n}@example.org`,
  phone: "",
  party: "1",
  reminders: "on",
  website: "",
  ...change,
});

describe("/events", () => {
  it("lists the dates to come by month, with the ministries as links and the feeds", async () => {
    const response = await t.get("/events");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    for (const title of ["Church Supper", "Bible Study", "Youth Games", "Marriage Talk"]) expect(html).toContain(title);
    expect(html).not.toContain("Draft Retreat");
    expect(html).toContain('href="/events?ministry=youth"');
    expect(html).toContain('href="/events.ics"');
    expect(html).toContain("webcal://localhost/events.ics");
    expect(html).toMatch(/<h3 id="month-\d{4}-\d{2}"/);
  });

  it("filters by ministry with a plain link", async () => {
    const html = (await t.get("/events?ministry=youth")).body;
    expect(html).toContain("Youth Games");
    expect(html).not.toContain("Church Supper");
    expect(html).toContain('href="/events/youth.ics"');
  });
});

describe("the dates to come on other pages", () => {
  it("the home page lists the next three events (not services) below the countdown, without places left", async () => {
    const html = (await t.get("/")).body;
    const section = html.slice(html.indexOf('aria-labelledby="home-events-heading"'));
    expect(section).toContain("Coming up");
    const listed = section.slice(0, section.indexOf("</section>"));
    expect(listed.indexOf("Marriage Talk")).toBeGreaterThan(-1);
    expect(listed.indexOf("Bible Study")).toBeGreaterThan(listed.indexOf("Marriage Talk"));
    expect(listed.match(/<li /g)).toHaveLength(3);
    expect(listed).not.toContain("Youth Games");
    expect(listed).not.toMatch(/places? left|Full</);
    expect(listed).toContain('href="/events"');
  });

  it("a ministry's page lists its own dates to come and links to its calendar; one with none shows nothing", async () => {
    const youth = (await t.get("/youth")).body;
    expect(youth).toContain('id="ministry-events-heading"');
    expect(youth).toContain("Youth Games");
    expect(youth).not.toContain("Church Supper");
    expect(youth).toContain('href="/events?ministry=youth"');
    expect(youth).toContain("See every Youth &amp; Young Adults event");
    expect((await t.get("/intercession")).body).not.toContain("ministry-events-heading");
  });
});

describe("an event's page", () => {
  it("shows the details, Add to calendar, WhatsApp, schema.org Event and the form", async () => {
    const response = await t.get("/events/church-supper");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=0, s-maxage=0, must-revalidate");
    const html = response.body;
    expect(html).toContain(`href="/events/church-supper/${SUPPER_DATE}/calendar.ics"`);
    expect(html).toContain("https://calendar.google.com/calendar/render?");
    expect(html).toContain("https://wa.me/?text=");
    expect(html).toContain('"@type":"Event"');
    expect(html).toContain('name="occurrence"');
    expect(html).toContain("3 places left");
  });

  it("is the 404 page for a draft or an unknown event", async () => {
    expect((await t.get("/events/draft-retreat")).statusCode).toBe(404);
    expect((await t.get("/events/no-such-event")).statusCode).toBe(404);
  });
});

describe("registering without JavaScript", () => {
  let privatePage = "";

  it("answers 303 to the registrant's own page, which shows the confirmation and is never cached", async () => {
    const response = await postForm("/events/bible-study", person(1));
    expect(response.statusCode).toBe(303);
    const location = String(response.headers.location);
    expect(location).toMatch(/^\/events\/registration\/[\w-]{20,}\?sent=confirmed#confirmation$/);
    privatePage = location.split("?")[0];
    const page = await t.get(location.split("#")[0]);
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain("You are registered");
    expect(page.body).toContain("Bible Study");
    expect(page.body).toContain("https://wa.me/?text=");
    expect(await registrations()).toHaveLength(1);
  });

  it("shows a refusal on the form with what was typed, storing nothing", async () => {
    const response = await postForm("/events/bible-study", person(1, { name: "Farai Again" }));
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("You are already registered for this date");
    expect(response.body).toContain('value="Farai Again"');
    const blank = await postForm("/events/bible-study", person(2, { email: "" }));
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain(REGISTRATION_MESSAGES.contactRequired);
    expect(await registrations()).toHaveLength(1);
  });

  it("refuses a cross-site post with 403, storing nothing", async () => {
    const response = await postForm("/events/bible-study", person(3), {
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
    });
    expect(response.statusCode).toBe(403);
    expect(await registrations()).toHaveLength(1);
  });

  it("answers a filled honeypot as sent and stores nothing", async () => {
    const response = await postForm("/events/bible-study", person(4, { website: "http://spam.example" }));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/events/bible-study?sent=registered#register");
    expect(await registrations()).toHaveLength(1);
  });

  it("the registrant's page: a GET changes nothing; its buttons stop the reminders and cancel", async () => {
    await t.get(privatePage);
    await t.get(`${privatePage}?intent=cancel`);
    expect(await registrations()).toEqual([{ status: "confirmed", reminders: 1 }]);
    const stop = await postForm(privatePage, { intent: "stop-reminders" });
    expect(stop.statusCode).toBe(303);
    expect((await registrations())[0].reminders).toBe(0);
    const cancel = await postForm(privatePage, { intent: "cancel" });
    expect(cancel.statusCode).toBe(303);
    expect(await registrations()).toEqual([{ status: "cancelled", reminders: 0 }]);
    const page = await t.get(privatePage);
    expect(page.body).toContain("Cancelled");
    expect((await t.get("/events/registration/not-a-real-token-000000000000")).statusCode).toBe(404);
    // The token is a secret link: the request line logs the address without it.
    const { app, lines } = await appWithLog(t);
    try {
      expect((await app.inject({ method: "GET", url: privatePage })).statusCode).toBe(200);
      const token = privatePage.split("/").pop()!;
      expect(lines.join("\n")).toContain("/events/registration/[link]");
      expect(lines.join("\n")).not.toContain(token);
    } finally {
      await app.close();
    }
  });
});

describe("the places left beside cached pages (decision 052)", () => {
  afterAll(() => vi.useRealTimers());

  it("a registration empties no cache; the event's figure changes within the minute", async () => {
    // At the start of a minute, so the whole test runs within it until the clock is moved on.
    const start = Math.ceil(Date.now() / 60_000) * 60_000 + 1_000;
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const placesOf = (html: string) => /data-places="[^"]+">([^<]*)</.exec(html)?.[1];
    expect(placesOf((await t.get("/events/church-supper")).body)).toBe("3 places left");
    await t.get("/sermons");
    const hits = t.renderCache.hits;
    const answer = await t.post("/api/events/church-supper/register/", {
      occurrence: SUPPER_DATE,
      name: "Live Figure",
      email: "live.figure@example.org",
    });
    expect(answer.statusCode).toBe(201);
    await t.get("/sermons");
    expect(t.renderCache.hits).toBe(hits + 1);
    // Within the minute the page is the cached one (the bound, not a registration, renews it).
    expect(placesOf((await t.get("/events/church-supper")).body)).toBe("3 places left");
    vi.setSystemTime(start + 60_000);
    expect(placesOf((await t.get("/events/church-supper")).body)).toBe("2 places left");
  });
});
