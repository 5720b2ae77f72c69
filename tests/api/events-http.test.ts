import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REGISTRATION_ANSWERS, REGISTRATION_MESSAGES } from "#contract/events";
import { MESSAGES, NON_FIELD_ERRORS } from "#contract/validation";
import type { Paginated } from "#contract/types";
import { addMember } from "./staff-support";
import { appWithLog, createTestApi, csrfPair, json, type TestApi } from "./support";
import {
  seedCalendar,
  STUDY_CANCELLED,
  STUDY_FIRST,
  STUDY_NEXT,
  SUPPER_DATE,
  TALK_DATE,
  YOUTH_DATE,
} from "./events-http-support";

/**
 * /api/events/ over HTTP on the engine under test: the list (paged like /api/posts/, `?ministry=`),
 * one event, and registration for a date: every refusal with its message, a 4xx and nothing
 * stored; the same person twice; a full date; the honeypot; the Idempotency-Key; the registrant's
 * details in no public answer and no log line.
 */

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ fixtures: async ({ db }) => seedCalendar(db, await addMember(db, "editor")) });
});
afterAll(() => t?.close());

async function registrations(): Promise<number> {
  const row = await t.database.db
    .selectFrom("event_registrations")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const person = (n: number, change: Record<string, unknown> = {}) => ({
  occurrence: SUPPER_DATE,
  name: `Tendai Registrant${n}`,
  email: `tendai.registrant${n}@example.org`,
  party: 1,
  ...change,
});

interface ListItem {
  slug: string;
  next: { occurrence: string; places_left: number | null };
}

describe("GET /api/events/", () => {
  it("lists the published, listed events with a date to come, soonest first, in the paged shape", async () => {
    const response = await t.get("/api/events/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+/);
    const body = json<Paginated<ListItem>>(response);
    expect(body.next).toBeNull();
    expect(body.previous).toBeNull();
    expect(body.results.map((event) => event.slug)).toEqual([
      "marriage-talk",
      "bible-study",
      "church-supper",
      "open-air",
      "youth-games",
    ]);
    expect(body.count).toBe(5);
    expect(body.results.find((event) => event.slug === "bible-study")!.next.occurrence).toBe(STUDY_NEXT);
  });

  it("pages with page_size and answers Invalid page. past the end", async () => {
    const first = json<Paginated<ListItem>>(await t.get("/api/events/?page_size=2"));
    expect(first.results).toHaveLength(2);
    expect(first.next).toBe("http://localhost/api/events/?page_size=2&page=2");
    const past = await t.get("/api/events/?page=9");
    expect(past.statusCode).toBe(404);
    expect(json(past)).toEqual({ detail: "Invalid page." });
  });

  it("filters by ministry; an unknown ministry lists nothing", async () => {
    const youth = json<Paginated<ListItem>>(await t.get("/api/events/?ministry=youth"));
    expect(youth.results.map((event) => event.slug)).toEqual(["youth-games"]);
    expect(json<Paginated<ListItem>>(await t.get("/api/events/?ministry=nobody")).count).toBe(0);
  });
});

describe("GET /api/events/{slug}/", () => {
  it("gives the event with its next dates and places left", async () => {
    const response = await t.get("/api/events/church-supper/");
    expect(response.statusCode).toBe(200);
    const event = json<{
      title: string;
      question: string;
      next_dates: Array<{ occurrence: string; places_left: number }>;
    }>(response);
    expect(event.title).toBe("Church Supper");
    expect(event.question).toBe("Anything we should know (food)?");
    expect(event.next_dates[0]).toMatchObject({ occurrence: SUPPER_DATE });
  });

  it("shows the cancelled date of a series as cancelled", async () => {
    const event = json<{ next_dates: Array<{ occurrence: string; status: string }> }>(
      await t.get("/api/events/bible-study/"),
    );
    expect(event.next_dates.find((date) => date.occurrence === STUDY_CANCELLED)?.status).toBe("cancelled");
  });

  it("answers 404 in the API's shape for a draft or unknown event", async () => {
    for (const slug of ["draft-retreat", "no-such-event"]) {
      const response = await t.get(`/api/events/${slug}/`);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ detail: "Not found." });
    }
  });
});

describe("POST /api/events/{slug}/register/", () => {
  it("registers, answers 201 with the private link, and counts the place", async () => {
    const response = await t.post("/api/events/church-supper/register/", person(1, { party: 2 }));
    expect(response.statusCode).toBe(201);
    const body = json<{ status: string; detail: string; registration_url: string }>(response);
    expect(body.status).toBe("confirmed");
    expect(body.detail).toBe(REGISTRATION_ANSWERS.confirmed);
    expect(body.registration_url).toMatch(/^\/events\/registration\/[\w-]{20,}$/);
    // The API's read is kept by the render cache for the minute (decision 052): the domain counts it at once.
    const event = await t.services.events.bySlug("church-supper");
    expect(event!.next_dates[0].places_left).toBe(1);
  });

  it("refuses the same person twice (same email, any case), storing nothing", async () => {
    const before = await registrations();
    const response = await t.post(
      "/api/events/church-supper/register/",
      person(1, { email: "Tendai.Registrant1@Example.org", name: "Someone Else" }),
    );
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ [NON_FIELD_ERRORS]: [REGISTRATION_MESSAGES.alreadyRegistered] });
    expect(await registrations()).toBe(before);
  });

  it("refuses more people than places left, then a full date", async () => {
    const tooMany = await t.post("/api/events/church-supper/register/", person(2, { party: 2 }));
    expect(tooMany.statusCode).toBe(400);
    expect(json(tooMany)).toEqual({ [NON_FIELD_ERRORS]: [REGISTRATION_MESSAGES.partyTooLarge(1)] });
    expect((await t.post("/api/events/church-supper/register/", person(3))).statusCode).toBe(201);
    const before = await registrations();
    const full = await t.post("/api/events/church-supper/register/", person(4));
    expect(full.statusCode).toBe(400);
    expect(json(full)).toEqual({ [NON_FIELD_ERRORS]: [REGISTRATION_MESSAGES.full] });
    expect(await registrations()).toBe(before);
  });

  const refusals: Array<[string, string, Record<string, unknown>, number, unknown]> = [
    [
      "a forged date",
      "bible-study",
      { occurrence: `${STUDY_NEXT.slice(0, 11)}09:00` },
      400,
      { [NON_FIELD_ERRORS]: [REGISTRATION_MESSAGES.unknownOccurrence] },
    ],
    [
      "a date in no format",
      "bible-study",
      { occurrence: "next sunday" },
      400,
      { occurrence: [REGISTRATION_ANSWERS.occurrence] },
    ],
    ["no date", "bible-study", { occurrence: undefined }, 400, { occurrence: [REGISTRATION_ANSWERS.occurrence] }],
    [
      "a date as a number",
      "bible-study",
      { occurrence: 20260104 },
      400,
      { occurrence: [REGISTRATION_ANSWERS.occurrence] },
    ],
    [
      "a past date",
      "bible-study",
      { occurrence: STUDY_FIRST },
      400,
      { [NON_FIELD_ERRORS]: [REGISTRATION_MESSAGES.pastOccurrence] },
    ],
    [
      "a cancelled date",
      "bible-study",
      { occurrence: STUDY_CANCELLED },
      400,
      { [NON_FIELD_ERRORS]: [REGISTRATION_MESSAGES.cancelledOccurrence] },
    ],
    [
      "a closed date",
      "marriage-talk",
      { occurrence: TALK_DATE },
      400,
      { [NON_FIELD_ERRORS]: [REGISTRATION_MESSAGES.closed] },
    ],
    [
      "an event without registration",
      "youth-games",
      { occurrence: YOUTH_DATE },
      400,
      { [NON_FIELD_ERRORS]: [REGISTRATION_MESSAGES.notOpen] },
    ],
    ["an unpublished event", "draft-retreat", { occurrence: SUPPER_DATE }, 404, { detail: "Not found." }],
    ["an unknown event", "no-such-event", { occurrence: SUPPER_DATE }, 404, { detail: "Not found." }],
    ["no name", "bible-study", { occurrence: STUDY_NEXT, name: "" }, 400, { name: [MESSAGES.blank] }],
    [
      "a NUL byte in the name",
      "bible-study",
      { occurrence: STUDY_NEXT, name: "Ta\u0000ri" },
      400,
      { name: [MESSAGES.nullCharacter] },
    ],
    [
      "a huge name",
      "bible-study",
      { occurrence: STUDY_NEXT, name: "N".repeat(20_000) },
      400,
      { name: [MESSAGES.tooLong(100)] },
    ],
    [
      "neither email nor phone",
      "bible-study",
      { occurrence: STUDY_NEXT, email: "" },
      400,
      { [NON_FIELD_ERRORS]: [REGISTRATION_MESSAGES.contactRequired] },
    ],
    [
      "a party of 11",
      "bible-study",
      { occurrence: STUDY_NEXT, party: 11 },
      400,
      { party: [REGISTRATION_MESSAGES.party] },
    ],
  ];
  for (const [what, slug, change, status, answer] of refusals) {
    it(`refuses ${what} with ${status} and its message, storing nothing`, async () => {
      const before = await registrations();
      const response = await t.post(`/api/events/${slug}/register/`, person(10, change));
      expect(response.statusCode).toBe(status);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(json(response)).toEqual(answer);
      expect(await registrations()).toBe(before);
    });
  }

  it("refuses a body that is not an object", async () => {
    const response = await t.post("/api/events/bible-study/register/", ["a", "list"]);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ [NON_FIELD_ERRORS]: [REGISTRATION_ANSWERS.notAnObject] });
  });

  it("refuses a post without the cross-site token, storing nothing", async () => {
    const before = await registrations();
    const response = await t.inject({
      method: "POST",
      url: "/api/events/bible-study/register/",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(person(11, { occurrence: STUDY_NEXT })),
    });
    expect(response.statusCode).toBe(403);
    expect(json<{ detail: string }>(response).detail).toMatch(/^CSRF Failed/);
    expect(await registrations()).toBe(before);
  });

  it("answers a filled honeypot as a confirmation and stores nothing", async () => {
    const before = await registrations();
    const response = await t.post(
      "/api/events/bible-study/register/",
      person(12, { occurrence: STUDY_NEXT, website: "http://spam.example" }),
    );
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({ status: "confirmed", detail: REGISTRATION_ANSWERS.confirmed });
    expect(await registrations()).toBe(before);
  });

  it("a repeat of an Idempotency-Key gets the first answer back and registers once", async () => {
    const before = await registrations();
    const key = "events-0f6c2a9e-5b1d-4c43-9d8e-2f1a7b3c4d5e";
    const body = person(13, { occurrence: STUDY_NEXT });
    const first = await t.post("/api/events/bible-study/register/", body, { "idempotency-key": key });
    expect(first.statusCode).toBe(201);
    const again = await t.post("/api/events/bible-study/register/", body, { "idempotency-key": key });
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(json(again)).toEqual(json(first));
    expect(await registrations()).toBe(before + 1);
    const elsewhere = await t.post("/api/events/church-supper/register/", body, { "idempotency-key": key });
    expect(elsewhere.statusCode).toBe(422);
  });

  it("keeps the registrant's details out of every public answer and every log line", async () => {
    const { app, lines } = await appWithLog(t);
    try {
      const csrf = await csrfPair(app);
      const secretName = "Rutendo Privatename";
      const response = await app.inject({
        method: "POST",
        url: "/api/events/bible-study/register/",
        headers: { "content-type": "application/json", ...csrf.headers },
        payload: JSON.stringify({
          occurrence: STUDY_NEXT,
          name: secretName,
          phone: "077 214 5590",
          answer: "privateanswerword",
        }),
      });
      expect(response.statusCode).toBe(201);
      for (const path of ["/api/events/", "/api/events/bible-study/", "/api/events/?ministry=youth"]) {
        const body = (await app.inject({ method: "GET", url: path })).body;
        for (const secret of [secretName, "214 5590", "privateanswerword"]) expect(body).not.toContain(secret);
      }
      const log = lines.join("\n");
      for (const secret of [
        secretName,
        "214 5590",
        "privateanswerword",
        json<{ registration_url: string }>(response).registration_url,
      ])
        expect(log).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});

describe("the registration's rate limit", () => {
  it("counts registrations per client and answers 429 with Retry-After, storing nothing", async () => {
    const limited = await createTestApi({
      rateLimit: { enabled: true, max: 2 },
      fixtures: async ({ db }) => seedCalendar(db, await addMember(db, "editor")),
    });
    try {
      const statuses = [];
      for (let n = 0; n < 3; n += 1)
        statuses.push(
          (await limited.post("/api/events/bible-study/register/", person(20 + n, { occurrence: STUDY_NEXT })))
            .statusCode,
        );
      expect(statuses).toEqual([201, 201, 429]);
      const rows = await limited.database.db.selectFrom("event_registrations").select("id").execute();
      expect(rows).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});
