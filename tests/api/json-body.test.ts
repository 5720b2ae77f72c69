import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH } from "#server/http/api/json-body";
import { insertFixtures } from "./fixtures";
import { createTestApi, csrfPair, json, lastRow, rowCount, type SubmissionTable, type TestApi } from "./support";

/**
 * The API's JSON bodies (server/http/api/json-body.ts), faults found by trying to break main: each was
 * a 500, or stored what it should not, before the parser refused it.
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

const CONTACT = "/api/contact/contact/submit/";
const MINISTRY = "/api/ministry-forms/";
const contact = { name: "Farai Moyo", email: "farai@example.com", message: "Hello church family." };
const ministry = {
  ministry: "youth",
  first_name: "Tatenda",
  last_name: "Sibanda",
  email: "tatenda@example.com",
  message: "I would like to help.",
};

/** Sends raw JSON text (or bytes) as it is, with a valid CSRF cookie and header. */
function sendRaw(url: string, payload: string | Buffer) {
  return t.inject({
    method: "POST",
    url,
    payload,
    headers: { "content-type": "application/json", ...csrfHeaders },
  });
}

/** The JSON text of `body` with one more key, `key` (raw JSON text of a string's content), holding raw `inner`. */
function withRaw(body: Record<string, unknown>, key: string, inner: string): string {
  return `${JSON.stringify(body).slice(0, -1)}, "${key}": ${inner}}`;
}

async function expectParseError(url: string, table: SubmissionTable, payload: string | Buffer, reason: RegExp) {
  const before = await rowCount(t, table);
  const response = await sendRaw(url, payload);
  expect(response.statusCode, response.body).toBe(400);
  expect(json<{ detail: string }>(response).detail).toMatch(/^JSON parse error - /);
  expect(json<{ detail: string }>(response).detail).toMatch(reason);
  expect(await rowCount(t, table)).toBe(before);
}

const nested = (levels: number, open = "[", close = "]") => `${open.repeat(levels)}${close.repeat(levels)}`;
const nestedObjects = (levels: number) => `${'{"a":'.repeat(levels - 1)}{}${"}".repeat(levels - 1)}`;

describe("deeply nested JSON", () => {
  it("is refused with a 400 before anything walks it: 5,000 levels in an extra key", async () => {
    await expectParseError(MINISTRY, "ministry_applications", withRaw(ministry, "notes", nested(5000)), /nesting/);
  });

  it("is refused in the hospitality form's additionalDetails", async () => {
    const details = `{"submittedOn": ${nestedObjects(5000)}}`;
    await expectParseError(CONTACT, "contact_messages", withRaw(contact, "additionalDetails", details), /nesting/);
  });

  it(`is accepted up to ${MAX_JSON_DEPTH} levels, the body itself counted`, async () => {
    const deepest = withRaw(ministry, "notes", nested(MAX_JSON_DEPTH - 1));
    expect((await sendRaw(MINISTRY, deepest)).statusCode).toBe(201);
    await expectParseError(MINISTRY, "ministry_applications", withRaw(ministry, "notes", nested(MAX_JSON_DEPTH)), /32/);
  });

  it("does not count brackets inside strings, after an escaped quote too", async () => {
    const response = await sendRaw(MINISTRY, withRaw(ministry, "notes", `"say \\"${"[{".repeat(200)}"`));
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe("prototype keys", () => {
  it.each([
    ["an escaped __proto__ at the top", withRaw(ministry, "\\u005f_proto__", '{"admin": true}')],
    ["an escaped __proto__ deep inside", withRaw(ministry, "notes", '{"a": [{"b": {"\\u005F\\u005Fproto__": {}}}]}')],
    ["a plain __proto__ deep inside", withRaw(ministry, "notes", '{"a": {"__proto__": {"admin": true}}}')],
    ["an escaped constructor.prototype", withRaw(ministry, "\\u0063onstructor", '{"prototype": {"x": 1}}')],
    ["a constructor with an escaped prototype", withRaw(ministry, "constructor", '{"\\u0070rototype": {}}')],
  ])("refuses %s, storing nothing", async (_label, payload) => {
    await expectParseError(MINISTRY, "ministry_applications", payload, /prototype/);
  });

  it("accepts a key named constructor that holds no prototype, like Fastify", async () => {
    const response = await sendRaw(MINISTRY, withRaw(ministry, "constructor", '"builder"'));
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe("text that is not Unicode", () => {
  it("refuses bytes that are not UTF-8 instead of replacing them", async () => {
    const body = Buffer.concat([
      Buffer.from('{"name": "Farai '),
      Buffer.from([0xff, 0xfe, 0xc3]),
      Buffer.from(`", "email": "farai@example.com", "message": "Hello"}`),
    ]);
    await expectParseError(CONTACT, "contact_messages", body, /UTF-8/);
  });

  it.each([
    ["a lone high surrogate in a field", withRaw({ ...contact, name: undefined }, "name", '"Grace \\ud800"')],
    ["a lone low surrogate in a field", withRaw({ ...contact, message: undefined }, "message", '"a \\uDFFF b"')],
    ["a high surrogate followed by a plain character", withRaw(contact, "subject", '"\\ud83dx"')],
    ["two high surrogates", withRaw(contact, "subject", '"\\ud83d\\ud83d"')],
    ["a lone surrogate in a key", withRaw(contact, "\\ud800", '"x"')],
    ["a lone surrogate in an extra key's value", withRaw(contact, "note", '["\\udc00"]')],
  ])("refuses %s", async (_label, payload) => {
    await expectParseError(CONTACT, "contact_messages", payload, /surrogate/);
  });

  it("accepts a surrogate pair, escaped or not, and stores the character", async () => {
    const response = await sendRaw(
      CONTACT,
      withRaw({ ...contact, name: undefined }, "name", '"Grace \\ud83d\\ude4f 🙏"'),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect((await lastRow(t, "contact_messages")).name).toBe("Grace 🙏 🙏");
  });

  it("leaves an escaped backslash before u alone", async () => {
    const response = await sendRaw(CONTACT, withRaw(contact, "subject", '"C:\\\\ud800"'));
    expect(response.statusCode, response.body).toBe(201);
  });
});
