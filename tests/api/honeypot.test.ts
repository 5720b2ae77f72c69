import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "#contract/honeypot";
import { insertFixtures } from "./fixtures";
import { createTestApi, json, rowCount, type SubmissionTable, type TestApi } from "./support";

/**
 * The honeypot on every POST (contract/honeypot.ts): filled, the answer is exactly a success's
 * and nothing is stored; empty or absent, the documented behaviour is unchanged.
 */
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ fixtures: insertFixtures });
});
afterAll(async () => {
  await t?.close();
});

const count = (table: SubmissionTable) => rowCount(t, table);

const CASES: { url: string; table: SubmissionTable; body: Record<string, unknown> }[] = [
  {
    url: "/api/comments/create/",
    table: "comments",
    body: { post_slug: "walking-in-faith", name: "Rudo", email: "rudo@example.com", text: "Amen!", parent: null },
  },
  {
    url: "/api/contact/contact/submit/",
    table: "contact_messages",
    body: { name: "Farai Moyo", email: "farai@example.com", message: "Hello church family." },
  },
  {
    url: "/api/prayers/submit/",
    table: "prayer_requests",
    body: { name: "Chipo", email: "chipo@example.com", request: "Please pray for my family." },
  },
  {
    url: "/api/ministry-forms/",
    table: "ministry_applications",
    body: { ministry: "youth", first_name: "Tatenda", last_name: "Sibanda", email: "t@example.com", message: "Hi" },
  },
  { url: "/api/newsletter/subscribe/", table: "newsletter_subscribers", body: { email: "honey.reader@example.com" } },
];

/** The answer without the part that differs from one request to the next (a comment's date). */
function stable(body: Record<string, unknown>): Record<string, unknown> {
  const { date, ...rest } = body;
  return { ...rest, date: typeof date };
}

describe("a filled honeypot", () => {
  it.each(CASES)("$url: answers as a success and stores nothing", async ({ url, table, body }) => {
    const before = await count(table);
    const trapped = await t.post(url, { ...body, [HONEYPOT_FIELD]: "https://cheap-pills.example" });
    expect(await count(table)).toBe(before);
    const real = await t.post(url, body);
    expect(await count(table)).toBe(before + 1);
    expect(trapped.statusCode).toBe(201);
    expect(real.statusCode).toBe(201);
    expect(stable(json(trapped))).toEqual(stable(json(real)));
    expect(Object.keys(json(trapped))).toEqual(Object.keys(json(real)));
  });

  it("does not hide validation errors (a bot learns nothing it could not learn anyway)", async () => {
    const response = await t.post("/api/contact/contact/submit/", { email: "x", [HONEYPOT_FIELD]: "spam" });
    expect(response.statusCode).toBe(400);
  });

  it("answers a trapped comment like a real one, neither with an id, after the comment checks", async () => {
    const trapped = await t.post("/api/comments/create/", { ...CASES[0]!.body, [HONEYPOT_FIELD]: "x" });
    const real = await t.post("/api/comments/create/", CASES[0]!.body);
    expect(stable(json(trapped))).toEqual(stable(json(real)));
    expect(json(trapped)).not.toHaveProperty("id");
    const unknownPost = await t.post("/api/comments/create/", {
      ...CASES[0]!.body,
      post_slug: "no-such-post",
      [HONEYPOT_FIELD]: "x",
    });
    expect(unknownPost.statusCode).toBe(400);
  });

  it("counts anything but blank text as filled", async () => {
    for (const value of [" spam ", 1, true, ["a"], { a: 1 }]) {
      const before = await count("contact_messages");
      const response = await t.post(CASES[1]!.url, { ...CASES[1]!.body, [HONEYPOT_FIELD]: value });
      expect(response.statusCode, JSON.stringify(value)).toBe(201);
      expect(await count("contact_messages"), JSON.stringify(value)).toBe(before);
    }
  });
});

describe("an empty or absent honeypot", () => {
  it.each(CASES)("$url: stores as usual", async ({ url, table, body }) => {
    for (const value of ["", "   ", null, undefined]) {
      if (table === "newsletter_subscribers") {
        await t.database.db.deleteFrom("newsletter_subscribers").execute();
      }
      const before = await count(table);
      const response = await t.post(url, { ...body, [HONEYPOT_FIELD]: value });
      expect(response.statusCode, JSON.stringify(value)).toBe(201);
      expect(await count(table), JSON.stringify(value)).toBe(before + 1);
    }
  });

  it("is not kept among a ministry form's extra fields", async () => {
    const response = await t.post(CASES[3]!.url, { ...CASES[3]!.body, [HONEYPOT_FIELD]: "", availability: "Fridays" });
    expect(response.statusCode).toBe(201);
    const row = await t.database.db
      .selectFrom("ministry_applications")
      .select("extra")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(row.extra))).toEqual({ availability: "Fridays" });
  });
});
