import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CommentNode, ReceivedComment } from "#contract/types";
import { insertFixtures } from "./fixtures";
import { createTestApi, json, lastRow as lastRowOf, rowCount, type SubmissionTable, type TestApi } from "./support";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ fixtures: insertFixtures });
});
afterAll(async () => {
  await t?.close();
});

const count = (table: SubmissionTable) => rowCount(t, table);

const lastRow = (table: SubmissionTable) => lastRowOf(t, table);

async function postId(slug: string): Promise<number> {
  const row = await t.database.db.selectFrom("posts").select("id").where("slug", "=", slug).executeTakeFirstOrThrow();
  return Number(row.id);
}

async function commentId(name: string): Promise<number> {
  const row = await t.database.db
    .selectFrom("comments")
    .select("id")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Sends a body that must be refused with exactly these errors, and checks that nothing was stored. */
async function expectRefused(url: string, table: SubmissionTable, body: unknown, errors: Record<string, string[]>) {
  const before = await count(table);
  const response = await t.post(url, body);
  expect(response.statusCode, response.body).toBe(400);
  expect(json(response)).toEqual(errors);
  expect(await count(table)).toBe(before);
}

const LONG = (n: number) => "x".repeat(n);

describe("POST /api/comments/create/", () => {
  const url = "/api/comments/create/";
  const valid = { post_slug: "walking-in-faith", name: "Rudo", email: "rudo@example.com", text: "Amen!", parent: null };

  it("stores a pending comment and answers 201 with it, without the email or an id", async () => {
    const response = await t.post(url, { ...valid, name: "  Rudo  ", text: " Amen! " });
    expect(response.statusCode).toBe(201);
    const body = json<ReceivedComment & { detail: string }>(response);
    // No id: ids count every comment, pending ones included (the form shows a temporary one).
    expect(body).toEqual({
      name: "Rudo",
      text: "Amen!",
      date: body.date,
      parent: null,
      replies: [],
      detail: "Your comment has been submitted successfully and is pending approval.",
    });
    expect(new Date(body.date).toISOString()).toBe(body.date);
    expect(response.body).not.toContain("rudo@example.com");
    const row = await lastRow("comments");
    expect(row).toMatchObject({
      status: "pending",
      email: "rudo@example.com",
      post_id: await postId("walking-in-faith"),
      parent_id: null,
    });
    // Not shown until approved.
    const tree = await t.get("/api/posts/walking-in-faith/comments/");
    expect(tree.body).not.toContain("Rudo");
  });

  it("accepts a reply to an approved comment of the same post", async () => {
    const parent = await commentId("Alice Moyo");
    const response = await t.post(url, { ...valid, name: "Reply Person", parent });
    expect(response.statusCode).toBe(201);
    expect(json<CommentNode>(response).parent).toBe(parent);
    expect(await lastRow("comments")).toMatchObject({ parent_id: parent, status: "pending" });
  });

  it("accepts a missing parent as a top-level comment", async () => {
    const { parent: _parent, ...withoutParent } = valid;
    void _parent;
    const response = await t.post(url, withoutParent);
    expect(response.statusCode).toBe(201);
    expect(json<CommentNode>(response).parent).toBeNull();
  });

  it("refuses an unknown, draft or scheduled post", async () => {
    for (const post_slug of ["no-such-post", "secret-draft-post", "scheduled-future-post"]) {
      await expectRefused(url, "comments", { ...valid, post_slug }, { post_slug: ["Blog post not found."] });
    }
  });

  it("refuses a parent that is not an approved comment of the same post", async () => {
    const otherPost = await commentId("Tendai");
    for (const parent of [await commentId("Pending Person"), await commentId("Rejected Person"), otherPost, 999999]) {
      await expectRefused(url, "comments", { ...valid, parent }, { parent: ["Invalid parent comment."] });
    }
  });

  it("reports every field's message at once", async () => {
    await expectRefused(
      url,
      "comments",
      {},
      {
        post_slug: ["This field is required."],
        name: ["This field is required."],
        email: ["This field is required."],
        text: ["This field is required."],
      },
    );
    await expectRefused(
      url,
      "comments",
      { post_slug: " ", name: "", email: "not-an-email", text: "\t", parent: "x" },
      {
        post_slug: ["This field may not be blank."],
        name: ["This field may not be blank."],
        email: ["Enter a valid email address."],
        text: ["This field may not be blank."],
        parent: ["A valid integer is required."],
      },
    );
    await expectRefused(
      url,
      "comments",
      { ...valid, name: null, text: 42, parent: 1.5 },
      {
        name: ["This field may not be null."],
        text: ["Not a valid string."],
        parent: ["A valid integer is required."],
      },
    );
    await expectRefused(url, "comments", { ...valid, parent: -3 }, { parent: ["A valid integer is required."] });
  });

  it("enforces lengths and refuses NUL characters", async () => {
    await expectRefused(
      url,
      "comments",
      { ...valid, name: LONG(101), text: LONG(3001), post_slug: LONG(201) },
      {
        post_slug: ["Ensure this field has no more than 200 characters."],
        name: ["Ensure this field has no more than 100 characters."],
        text: ["Ensure this field has no more than 3000 characters."],
      },
    );
    await expectRefused(
      url,
      "comments",
      { ...valid, text: "a\u0000b" },
      { text: ["Null characters are not allowed."] },
    );
    const response = await t.post(url, { ...valid, name: LONG(100), text: LONG(3000) });
    expect(response.statusCode).toBe(201);
  });

  it("stores text as given and returns it as plain text (no HTML interpretation)", async () => {
    const text = '<script>alert("x")</script> & <b>bold</b>';
    const response = await t.post(url, { ...valid, text });
    expect(response.statusCode).toBe(201);
    expect(json<CommentNode>(response).text).toBe(text);
    expect((await lastRow("comments")).text).toBe(text);
  });
});

describe("POST /api/contact/contact/submit/", () => {
  const url = "/api/contact/contact/submit/";
  const valid = { name: "Farai Moyo", email: "farai@example.com", message: "Hello church family." };

  it("stores a contact message and answers 201", async () => {
    const response = await t.post(url, {
      ...valid,
      subject: "Visiting on Sunday",
      form_type: "Contact Page Form",
      phone: "+263 77 123 4567",
      additionalDetails: { submittedOn: "2025-05-01T10:00:00.000Z" },
    });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toEqual({ detail: "Your message has been sent successfully!" });
    const row = await lastRow("contact_messages");
    expect(row).toMatchObject({
      name: "Farai Moyo",
      email: "farai@example.com",
      message: "Hello church family.",
      subject: "Visiting on Sunday",
      form_type: "Contact Page Form",
      phone: "+263 77 123 4567",
    });
    expect(JSON.parse(row.details as string)).toEqual({ submittedOn: "2025-05-01T10:00:00.000Z" });
  });

  it("stores any Unicode text as sent (a lone surrogate, which is not text, is refused: json-body.test.ts)", async () => {
    const response = await t.post(url, { ...valid, name: "Grâce 🙏 Ñandú", message: "Mhoro 𝄞 shamwari" });
    expect(response.statusCode).toBe(201);
    expect(await lastRow("contact_messages")).toMatchObject({ name: "Grâce 🙏 Ñandú", message: "Mhoro 𝄞 shamwari" });
  });

  it("stores optional fields as empty and details as {}", async () => {
    expect((await t.post(url, { ...valid, subject: null, phone: undefined })).statusCode).toBe(201);
    expect(await lastRow("contact_messages")).toMatchObject({ subject: "", phone: "", form_type: "", details: "{}" });
  });

  it("reports each validation message", async () => {
    await expectRefused(
      url,
      "contact_messages",
      {},
      {
        name: ["This field is required."],
        email: ["This field is required."],
        message: ["This field is required."],
      },
    );
    await expectRefused(
      url,
      "contact_messages",
      { ...valid, email: "farai@localhost", subject: LONG(201), phone: 263 },
      {
        email: ["Enter a valid email address."],
        subject: ["Ensure this field has no more than 200 characters."],
        phone: ["Not a valid string."],
      },
    );
    await expectRefused(
      url,
      "contact_messages",
      { ...valid, message: LONG(5001), phone: LONG(31), form_type: LONG(201) },
      {
        message: ["Ensure this field has no more than 5000 characters."],
        phone: ["Ensure this field has no more than 30 characters."],
        form_type: ["Ensure this field has no more than 200 characters."],
      },
    );
    await expectRefused(
      url,
      "contact_messages",
      { ...valid, additionalDetails: ["x"] },
      {
        additionalDetails: ["Expected a dictionary of items."],
      },
    );
    await expectRefused(
      url,
      "contact_messages",
      { ...valid, additionalDetails: { note: LONG(2100) } },
      {
        additionalDetails: ["Ensure this field has no more than 2000 characters."],
      },
    );
    await expectRefused(
      url,
      "contact_messages",
      { ...valid, email: LONG(250) + "@x.co" },
      {
        email: ["Ensure this field has no more than 254 characters."],
      },
    );
  });
});

describe("POST /api/prayers/submit/", () => {
  const url = "/api/prayers/submit/";
  const valid = { name: "Chipo", email: "chipo@example.com" };

  it("stores a request, private by default, with an empty phone when none is given", async () => {
    const response = await t.post(url, { ...valid, request: "Please pray for my mother's healing." });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toEqual({
      detail: "Your prayer request has been submitted. Our team will be praying for you.",
    });
    expect(await lastRow("prayer_requests")).toMatchObject({
      request: "Please pray for my mother's healing.",
      is_private: 1,
      phone: "",
    });
  });

  it("accepts request_text (the salvation page) and is_private false", async () => {
    const response = await t.post(url, {
      ...valid,
      phone: null,
      request_text: "Thank God for my new job.",
      is_private: false,
    });
    expect(response.statusCode).toBe(201);
    expect(await lastRow("prayer_requests")).toMatchObject({
      request: "Thank God for my new job.",
      is_private: 0,
      phone: "",
    });
  });

  it("reports each validation message, the request's included", async () => {
    await expectRefused(
      url,
      "prayer_requests",
      {},
      {
        name: ["This field is required."],
        email: ["This field is required."],
        request: ["This field is required."],
      },
    );
    await expectRefused(url, "prayer_requests", { ...valid, request: "  " }, { request: ["This field is required."] });
    await expectRefused(
      url,
      "prayer_requests",
      { ...valid, request: "Pray", is_private: "yes" },
      {
        is_private: ["Must be a valid boolean."],
      },
    );
    await expectRefused(
      url,
      "prayer_requests",
      { ...valid, request: LONG(5001) },
      {
        request: ["Ensure this field has no more than 5000 characters."],
      },
    );
    await expectRefused(
      url,
      "prayer_requests",
      { ...valid, email: "chipo@", request_text: "Pray" },
      {
        email: ["Enter a valid email address."],
      },
    );
  });
});

describe("POST /api/ministry-forms/", () => {
  const url = "/api/ministry-forms/";
  const valid = {
    ministry: "intercession",
    first_name: "Tatenda",
    last_name: "Sibanda",
    email: "tatenda@example.com",
    message: "I would love to join the prayer team.",
  };

  it("stores an application, keeping unnamed fields as JSON in extra", async () => {
    const response = await t.post(url, {
      ...valid,
      phone: "0772 000 111",
      subject: "[Intercession Ministry] Joining",
      specific_interest: "Intercession Team Application",
      age_group: "",
      availability: "Wednesday evenings",
      interests: ["greeter", "usher"],
    });
    expect(response.statusCode).toBe(201);
    expect(Object.keys(json<Record<string, string>>(response))).toEqual(["detail"]);
    const row = await lastRow("ministry_applications");
    expect(row).toMatchObject({
      ministry: "intercession",
      first_name: "Tatenda",
      subject: "[Intercession Ministry] Joining",
      specific_interest: "Intercession Team Application",
      phone: "0772 000 111",
      age_group: "",
    });
    expect(JSON.parse(row.extra as string)).toEqual({
      availability: "Wednesday evenings",
      interests: ["greeter", "usher"],
    });
  });

  it("reports each validation message", async () => {
    await expectRefused(
      url,
      "ministry_applications",
      {},
      {
        ministry: ["This field is required."],
        first_name: ["This field is required."],
        last_name: ["This field is required."],
        email: ["This field is required."],
        message: ["This field is required."],
      },
    );
    await expectRefused(
      url,
      "ministry_applications",
      { ...valid, first_name: LONG(101), age_group: 12, specific_interest: LONG(201) },
      {
        first_name: ["Ensure this field has no more than 100 characters."],
        age_group: ["Not a valid string."],
        specific_interest: ["Ensure this field has no more than 200 characters."],
      },
    );
  });

  it("refuses oversized extra fields", async () => {
    await expectRefused(
      url,
      "ministry_applications",
      { ...valid, notes: LONG(5000) },
      {
        non_field_errors: ["The additional fields are too long: at most 4000 characters in all."],
      },
    );
  });
});

describe("POST /api/newsletter/subscribe/", () => {
  const url = "/api/newsletter/subscribe/";
  beforeEach(async () => {
    await t.database.db
      .deleteFrom("newsletter_subscribers")
      .where("email_normalized", "=", "new.reader@example.com")
      .execute();
  });

  it("subscribes once: 201, then 200 with the same message and no new row, in any case", async () => {
    const before = await count("newsletter_subscribers");
    const first = await t.post(url, { email: "New.Reader@example.com", name: "" });
    expect(first.statusCode).toBe(201);
    expect(json(first)).toEqual({ detail: "Successfully subscribed!" });
    expect(await count("newsletter_subscribers")).toBe(before + 1);
    expect(await lastRow("newsletter_subscribers")).toMatchObject({
      email: "New.Reader@example.com",
      email_normalized: "new.reader@example.com",
    });
    for (const email of ["new.reader@example.com", " NEW.READER@EXAMPLE.COM "]) {
      const again = await t.post(url, { email });
      expect(again.statusCode).toBe(200);
      expect(json(again)).toEqual({ detail: "Successfully subscribed!" });
    }
    expect(await count("newsletter_subscribers")).toBe(before + 1);
  });

  it("answers the same for an address that was already on the list", async () => {
    const response = await t.post(url, { email: "existing@EXAMPLE.com" });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ detail: "Successfully subscribed!" });
  });

  it("reports each validation message", async () => {
    await expectRefused(url, "newsletter_subscribers", {}, { email: ["This field is required."] });
    await expectRefused(url, "newsletter_subscribers", { email: "" }, { email: ["This field may not be blank."] });
    await expectRefused(
      url,
      "newsletter_subscribers",
      { email: "reader@example" },
      { email: ["Enter a valid email address."] },
    );
    await expectRefused(url, "newsletter_subscribers", { email: null }, { email: ["This field may not be null."] });
    await expectRefused(
      url,
      "newsletter_subscribers",
      { email: ["a@b.co"], name: LONG(101) },
      {
        email: ["Not a valid string."],
        name: ["Ensure this field has no more than 100 characters."],
      },
    );
  });
});
