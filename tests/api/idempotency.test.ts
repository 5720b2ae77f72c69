import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, json, rowCount, type TestApi } from "./support";

/**
 * Idempotency-Key on the submissions (docs/api.md): a repeat of a key answers the
 * first answer and stores nothing new; without the header nothing changes.
 */
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t?.close());

const contact = (email: string) => ({
  name: "Reach Idem",
  email,
  phone: "",
  subject: "Visiting",
  message: "Sent from a kombi between Avondale and town.",
  form_type: "Contact Page Form",
});
const KEY = "reach-0f6c2a9e-5b1d-4c43-9d8e-2f1a7b3c4d5e";

describe("Idempotency-Key", () => {
  it("a repeat answers the first answer (same status and body) and stores nothing more", async () => {
    const before = await rowCount(t, "contact_messages");
    const first = await t.post("/api/contact/contact/submit/", contact("reach-idem@example.org"), {
      "idempotency-key": KEY,
    });
    expect(first.statusCode).toBe(201);
    const again = await t.post("/api/contact/contact/submit/", contact("reach-idem@example.org"), {
      "idempotency-key": KEY,
    });
    expect(again.statusCode).toBe(first.statusCode);
    expect(json(again)).toEqual(json(first));
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await rowCount(t, "contact_messages")).toBe(before + 1);
  });

  it("the same key on another kind of submission is another key", async () => {
    const before = await rowCount(t, "newsletter_subscribers");
    const response = await t.post(
      "/api/newsletter/subscribe/",
      { email: "reach-idem-news@example.org" },
      { "idempotency-key": KEY },
    );
    expect(response.statusCode).toBe(201);
    expect(await rowCount(t, "newsletter_subscribers")).toBe(before + 1);
  });

  it("refuses the key with another body (422), storing nothing", async () => {
    const before = await rowCount(t, "contact_messages");
    const response = await t.post("/api/contact/contact/submit/", contact("reach-other@example.org"), {
      "idempotency-key": KEY,
    });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({ detail: "This Idempotency-Key was already used for a different request." });
    expect(await rowCount(t, "contact_messages")).toBe(before);
  });

  it("a refusal (400) is the first answer too: a repeat gets the same 400", async () => {
    const key = "reach-bad-body-key-0000000001";
    const first = await t.post("/api/prayers/submit/", { name: "", email: "x" }, { "idempotency-key": key });
    expect(first.statusCode).toBe(400);
    const again = await t.post("/api/prayers/submit/", { name: "", email: "x" }, { "idempotency-key": key });
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual(json(first));
  });

  it.each(["short", "has spaces in it but long enough", "x".repeat(129), "bad/slash-in-key-000000"])(
    "refuses a malformed key %j with 400 and stores nothing",
    async (key) => {
      const before = await rowCount(t, "contact_messages");
      const response = await t.post("/api/contact/contact/submit/", contact("reach-malformed@example.org"), {
        "idempotency-key": key,
      });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ detail: "Invalid Idempotency-Key header." });
      expect(await rowCount(t, "contact_messages")).toBe(before);
    },
  );

  it("two copies racing store one row; the loser is told to retry (409) or gets the first answer", async () => {
    const before = await rowCount(t, "contact_messages");
    const key = "reach-race-key-00000000000001";
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        t.post("/api/contact/contact/submit/", contact("reach-race@example.org"), { "idempotency-key": key }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    expect(await rowCount(t, "contact_messages")).toBe(before + 1);
    const later = await t.post("/api/contact/contact/submit/", contact("reach-race@example.org"), {
      "idempotency-key": key,
    });
    expect(later.statusCode).toBe(201);
    expect(await rowCount(t, "contact_messages")).toBe(before + 1);
  });

  it("without the header, each post stores its row (unchanged)", async () => {
    const before = await rowCount(t, "contact_messages");
    await t.post("/api/contact/contact/submit/", contact("reach-nokey@example.org"));
    await t.post("/api/contact/contact/submit/", contact("reach-nokey@example.org"));
    expect(await rowCount(t, "contact_messages")).toBe(before + 2);
  });
});
