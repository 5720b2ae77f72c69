import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleCommentPost } from "~/features/blog/comment-action.server";
import { handleContactPost } from "~/features/contact/action.server";
import { handleMinistryPost } from "~/features/ministries/action.server";
import { intercession } from "#content/site/ministries/intercession";
import { insertFixtures } from "./fixtures";
import {
  createTestApi,
  formPost,
  lastRow as lastRowOf,
  pageContext,
  type SubmissionTable,
  type TestApi,
} from "./support";

/**
 * Single-line fields never keep a line break (nor any other control character but TAB): a run of
 * them becomes one space, so no header can ever be injected into a mail built from a name or a
 * subject. Multi-line fields keep their lines. Through the API and the pages' form posts alike.
 */
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ fixtures: insertFixtures });
});
afterAll(async () => {
  await t?.close();
});

const lastRow = (table: SubmissionTable) => lastRowOf(t, table);

const INJECTED = "Farai\r\nBcc: everyone@example.com";
const FOLDED = "Farai Bcc: everyone@example.com";
const LINES = "Dear church,\r\n\r\nThank you.\nFarai";

describe("through the API", () => {
  it("folds every single-line field of a contact message and keeps the message's lines", async () => {
    const response = await t.post("/api/contact/contact/submit/", {
      name: INJECTED,
      email: "farai@example.com",
      subject: "Visit\n\n\nSunday\u2028next\u0085week",
      phone: "077\r123",
      form_type: "Contact\u0007Page\tForm",
      message: LINES,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await lastRow("contact_messages")).toMatchObject({
      name: FOLDED,
      subject: "Visit Sunday next week",
      phone: "077 123",
      form_type: "Contact Page\tForm",
      message: LINES,
    });
  });

  it("folds a prayer request's name and phone but keeps the request's lines", async () => {
    const response = await t.post("/api/prayers/submit/", {
      name: INJECTED,
      email: "farai@example.com",
      phone: "\n0771\n",
      request_text: LINES,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await lastRow("prayer_requests")).toMatchObject({ name: FOLDED, phone: "0771", request: LINES });
  });

  it("folds a ministry form's names, subject, ministry, interest and age group", async () => {
    const response = await t.post("/api/ministry-forms/", {
      ministry: "youth\r\n",
      first_name: "Tatenda\nX-Header: 1",
      last_name: "\r\nSibanda",
      email: "tatenda@example.com",
      subject: "[Youth]\r\nJoining",
      specific_interest: "Music\nTeam",
      age_group: "13\n-\n18",
      message: LINES,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await lastRow("ministry_applications")).toMatchObject({
      ministry: "youth",
      first_name: "Tatenda X-Header: 1",
      last_name: "Sibanda",
      subject: "[Youth] Joining",
      specific_interest: "Music Team",
      age_group: "13 - 18",
      message: LINES,
    });
  });

  it("folds a comment's name and slug but keeps the comment's lines", async () => {
    const response = await t.post("/api/comments/create/", {
      post_slug: "walking-in-faith\n",
      name: INJECTED,
      email: "farai@example.com",
      text: LINES,
      parent: null,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await lastRow("comments")).toMatchObject({ name: FOLDED, text: LINES });
  });

  it("folds the newsletter's name, and an address with a line break is no address", async () => {
    const stored = await t.post("/api/newsletter/subscribe/", { email: "lines@example.com", name: INJECTED });
    expect(stored.statusCode, stored.body).toBe(201);
    expect(await lastRow("newsletter_subscribers")).toMatchObject({ name: FOLDED });
    const refused = await t.post("/api/newsletter/subscribe/", { email: "a@example.com\r\nBcc: b@example.com" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ email: ["Enter a valid email address."] });
  });

  it("counts the limit after folding: a name of 100 characters with line breaks in it fits", async () => {
    const name = `${"a".repeat(50)}\r\n\r\n${"b".repeat(49)}`;
    const response = await t.post("/api/newsletter/subscribe/", { email: "limit@example.com", name });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe("through the pages' forms without JavaScript", () => {
  it("folds the contact page's names and subject and keeps the message's lines", async () => {
    const result = await handleContactPost(
      formPost("/contact-us", {
        intent: "message",
        firstName: INJECTED,
        lastName: "Moyo\r\n",
        email: "farai@example.com",
        subject: "Hello\r\nthere",
        message: LINES,
      }),
      pageContext(t),
    );
    expect(result).toMatchObject({ ok: true });
    expect(await lastRow("contact_messages")).toMatchObject({
      name: `${FOLDED} Moyo`,
      subject: "Hello there",
      message: LINES,
    });
  });

  it("folds a ministry application's names", async () => {
    const result = await handleMinistryPost(
      formPost("/intercession", {
        formId: "intercession-application",
        first_name: "Tendai\nCc: x@example.com",
        last_name: "Moyo",
        email: "tendai@example.com",
        subject: "Prayer\r\nwatch",
        message: LINES,
      }),
      pageContext(t),
      intercession,
    );
    expect(result).toMatchObject({ ok: true });
    expect(await lastRow("ministry_applications")).toMatchObject({
      first_name: "Tendai Cc: x@example.com",
      subject: "[Intercession Ministry] Prayer watch",
      message: LINES,
    });
  });

  it("folds a comment's name and keeps its lines", async () => {
    const result = await handleCommentPost(
      formPost("/blog/walking-in-faith", { name: INJECTED, email: "farai@example.com", text: LINES }),
      pageContext(t),
      "walking-in-faith",
    );
    expect(result).toMatchObject({ ok: true });
    expect(await lastRow("comments")).toMatchObject({ name: FOLDED, text: LINES });
  });
});
