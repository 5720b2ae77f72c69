import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertFixtures } from "./fixtures";
import { createTestApi, csrfPair, SUBMISSION_TABLES, type TestApi } from "./support";

/**
 * Whatever JSON a client sends to a POST endpoint, the answer is 2xx, 400, 403 or 429 — never a
 * 5xx — and a 400 stores nothing (nor does anything but a success store a row).
 */
let t: TestApi;
let csrfHeaders: Record<string, string>;
beforeAll(async () => {
  t = await createTestApi({ fixtures: insertFixtures });
  csrfHeaders = (await csrfPair(t.app)).headers;
});
afterAll(async () => {
  await t?.close();
});

/** Rows in every table a submission writes, in one query. */
async function totalRows(): Promise<number> {
  const counts = SUBMISSION_TABLES.map((table) => sql`(select count(*) from ${sql.table(table)})`);
  const result = await sql<{ n: number | string }>`select ${sql.join(counts, sql` + `)} as n`.execute(t.database.db);
  return Number(result.rows[0].n);
}

/** A body each endpoint accepts, for mutations one field at a time. */
const VALID: Record<string, Record<string, unknown>> = {
  "/api/comments/create/": {
    post_slug: "walking-in-faith",
    name: "Rudo",
    email: "rudo@example.com",
    text: "Amen",
    parent: null,
  },
  "/api/contact/contact/submit/": { name: "Rudo", email: "rudo@example.com", message: "Hello", subject: "Visit" },
  "/api/newsletter/subscribe/": { email: "rudo@example.com", name: "" },
  "/api/prayers/submit/": { name: "Rudo", email: "rudo@example.com", request: "Pray for rain", is_private: true },
  "/api/ministry-forms/": {
    ministry: "youth",
    first_name: "Rudo",
    last_name: "Chikwanha",
    email: "rudo@example.com",
    message: "I want to help",
  },
};

const ENDPOINTS: Record<string, string[]> = {
  "/api/comments/create/": ["post_slug", "name", "email", "text", "parent"],
  "/api/contact/contact/submit/": ["name", "email", "message", "subject", "form_type", "phone", "additionalDetails"],
  "/api/newsletter/subscribe/": ["email", "name"],
  "/api/prayers/submit/": ["name", "email", "phone", "request", "request_text", "is_private"],
  "/api/ministry-forms/": [
    "ministry",
    "first_name",
    "last_name",
    "email",
    "phone",
    "subject",
    "message",
    "specific_interest",
    "age_group",
  ],
};

/** Values that look like what the forms send, and values that do not. */
const typicalValue = fc.oneof(
  fc.constantFrom(
    "walking-in-faith",
    "grace-in-the-storm",
    "secret-draft-post",
    "Rudo Chikwanha",
    "rudo@example.com",
    "RUDO@EXAMPLE.COM",
    "not-an-email",
    "a@b",
    "",
    "   ",
    "a\u0000b",
    "lone \ud800 surrogate",
    "\udfff",
    "Grâce 🙏 ✝",
    "<script>alert(1)</script>",
    "'; DROP TABLE posts; --",
    "%_\\",
    "x".repeat(6000),
    1,
    -1,
    0,
    1.5,
    2 ** 53,
    true,
    false,
    null,
  ),
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);

function bodyFor(url: string, keys: string[]): fc.Arbitrary<unknown> {
  const typicalKey = fc.oneof(
    fc.constantFrom(...keys, "__proto__", "constructor", "toString", "extra", ""),
    fc.string(),
  );
  const mutated = fc
    .tuple(fc.constantFrom(...keys), fc.option(typicalValue, { nil: undefined }))
    .map(([key, value]) => ({ ...VALID[url], [key]: value }));
  return fc.oneof(
    { weight: 3, arbitrary: mutated },
    { weight: 4, arbitrary: fc.dictionary(typicalKey, typicalValue, { maxKeys: keys.length + 2 }) },
    { weight: 2, arbitrary: fc.record(Object.fromEntries(keys.map((key) => [key, typicalValue]))) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.array(typicalValue, { maxLength: 3 }) },
  );
}

const ALLOWED = new Set([200, 201, 400, 403, 429]);

describe.each(Object.entries(ENDPOINTS))("POST %s with random JSON", (url, keys) => {
  it("never answers 5xx, and a refusal stores nothing", async () => {
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(bodyFor(url, keys), async (body) => {
        const before = await totalRows();
        const response = await t.inject({
          method: "POST",
          url,
          headers: { "content-type": "application/json", ...csrfHeaders },
          payload: JSON.stringify(body) ?? "null",
        });
        seen.add(response.statusCode);
        expect(ALLOWED.has(response.statusCode), `${response.statusCode} ${response.body}`).toBe(true);
        expect(() => JSON.parse(response.body)).not.toThrow();
        const after = await totalRows();
        if (response.statusCode === 201) expect(after).toBe(before + 1);
        else expect(after).toBe(before);
      }),
      // The valid body and an empty one first: random bodies alone were all refused in about
      // one run of fifteen (a comment needs five valid fields), and then the check below failed.
      { numRuns: 80, examples: [[VALID[url]], [{}]] },
    );
    // The runs reached both sides: some bodies were accepted, some refused.
    expect(seen.has(400), `statuses seen: ${[...seen].join(", ")}`).toBe(true);
    expect(seen.has(201) || seen.has(200), `statuses seen: ${[...seen].join(", ")}`).toBe(true);
  });

  it("answers 400 and stores nothing for random bytes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", maxLength: 200 }), async (payload) => {
        const before = await totalRows();
        const response = await t.inject({
          method: "POST",
          url,
          headers: { "content-type": "application/json", ...csrfHeaders },
          payload,
        });
        expect(ALLOWED.has(response.statusCode), `${response.statusCode} ${response.body}`).toBe(true);
        if (response.statusCode !== 201) expect(await totalRows()).toBe(before);
      }),
      { numRuns: 40 },
    );
  });
});

/** A valid contact message with one more key, written as raw JSON text (escapes kept as sent). */
function contactWithExtraKey(key: string, value: string): string {
  return `{"name":"Rudo","email":"rudo@example.com","message":"Hello","additionalDetails":{${key}:${value}}}`;
}

const PROTO_KEYS = ['"__proto__"', '"\\u005f_proto__"', '"__pro\\u0074o__"'];
const CONSTRUCTOR_KEYS = ['"constructor"', '"\\u0063onstructor"'];

describe("nested and escaped keys", () => {
  it("never answers 5xx however deep the nesting, and stores nothing it refuses", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 8000 }),
        fc.constantFrom("[", '{"a":'),
        fc.constantFrom('"extra"', ...PROTO_KEYS, ...CONSTRUCTOR_KEYS),
        fc.boolean(),
        async (depth, opener, key, withPrototype) => {
          const closer = opener === "[" ? "]" : "}";
          const nested = `${opener.repeat(depth)}1${closer.repeat(depth)}`;
          const before = await totalRows();
          const response = await t.inject({
            method: "POST",
            url: "/api/contact/contact/submit/",
            headers: { "content-type": "application/json", ...csrfHeaders },
            // The value may hold a prototype (escaped, as a client may send it).
            payload: contactWithExtraKey(key, withPrototype ? `{"\\u0070rototype":${nested}}` : nested),
          });
          expect(ALLOWED.has(response.statusCode), `${response.statusCode} ${response.body}`).toBe(true);
          const after = await totalRows();
          expect(after).toBe(response.statusCode === 201 ? before + 1 : before);
          // Prototype poisoning is refused in every spelling, as Fastify's secure-json-parse defines
          // it: a __proto__ key, or a constructor key holding a prototype; past a small depth, so is
          // nesting.
          const poisoning = PROTO_KEYS.includes(key) || (CONSTRUCTOR_KEYS.includes(key) && withPrototype);
          if (poisoning || depth > 64) expect(response.statusCode).toBe(400);
        },
      ),
      {
        numRuns: 60,
        examples: [
          [5000, "[", '"extra"', false],
          [1, "[", '"\\u005f_proto__"', false],
          [1, "[", '"\\u0063onstructor"', true],
          [3, '{"a":', '"constructor"', false],
          [2, '{"a":', '"extra"', false],
        ],
      },
    );
  });
});

/**
 * Every kind of header a client chooses, and request targets. (No empty Host: inject() sends its
 * default instead; a missing Host over a real socket is Node's own 400.)
 */
const requestHeaders = fc.record({
  host: fc.constantFrom("localhost", "localhost:80", "LOCALHOST", "evil.example", "localhost.evil.example", "[::1]"),
  origin: fc.constantFrom(undefined, "http://localhost", "http://evil.example", "null", "https://localhost", ""),
  "sec-fetch-site": fc.constantFrom(undefined, "same-origin", "same-site", "cross-site", "none"),
  token: fc.constantFrom("valid", "wrong", "absent", "non-ascii", "long"),
});
const TARGETS = [
  "/api/newsletter/subscribe/",
  "//api/newsletter/subscribe/",
  "/api/newsletter/subscribe",
  "//evil.example/api/newsletter/subscribe/",
];
const REQUEST_ALLOWED = new Set([200, 201, 301, 308, 400, 403, 404, 405, 413, 415, 429]);

describe("headers and request targets", () => {
  it("answer only 2xx, 3xx, 400, 403, 404, 405, 413, 415 or 429, and only a trusted request stores", async () => {
    let email = 0;
    await fc.assert(
      fc.asyncProperty(requestHeaders, fc.constantFrom(...TARGETS), async (headers, url) => {
        const token = csrfHeaders["x-csrftoken"]!;
        const echoed = {
          valid: token,
          wrong: "b".repeat(32),
          absent: undefined,
          "non-ascii": "é".repeat(32),
          long: "a".repeat(5000),
        }[headers.token];
        const sent: Record<string, string> = { "content-type": "application/json", cookie: csrfHeaders.cookie! };
        if (echoed !== undefined) sent["x-csrftoken"] = echoed;
        if (headers.origin !== undefined) sent.origin = headers.origin;
        if (headers["sec-fetch-site"] !== undefined) sent["sec-fetch-site"] = headers["sec-fetch-site"];
        sent.host = headers.host;
        const before = await totalRows();
        email += 1;
        const response = await t.inject({
          method: "POST",
          url,
          headers: sent,
          payload: JSON.stringify({ email: `header.reader${email}@example.com` }),
        });
        expect(REQUEST_ALLOWED.has(response.statusCode), `${response.statusCode} ${response.body}`).toBe(true);
        const trusted =
          ["localhost", "localhost:80", "LOCALHOST", "[::1]"].includes(headers.host) &&
          url === "/api/newsletter/subscribe/" &&
          (headers.origin === undefined || headers.origin === "http://localhost") &&
          headers.token === "valid";
        expect(await totalRows()).toBe(trusted ? before + 1 : before);
        expect(response.statusCode === 201).toBe(trusted);
      }),
      { numRuns: 150 },
    );
  });
});
