import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startPaynowSimulator, type PaynowSimulator } from "#tests/support/paynow-simulator";
import { createPaynowClient, type PaynowClient, type PaymentRequest } from "./client";
import { parseMessage } from "./message";

/** The client against the simulated Paynow, over HTTP on loopback. */

const USD = { id: "1201", key: "3e9fed89-60e1-4ce5-ab6e-6b1eb2d4f977" };
const ZWG = { id: "1202", key: "0b6f3a1c-7d2e-4a59-9c1b-5e8f2d7a4c30" };

let paynow: PaynowSimulator;
let client: PaynowClient;
let counter = 0;

const request = (change: Partial<PaymentRequest> = {}): PaymentRequest => ({
  reference: `T-${(counter += 1)}`,
  amountCents: 1050,
  additionalInfo: "Tithe",
  returnUrl: "https://church.example/give/gift/abc",
  resultUrl: "http://127.0.0.1:9/give/paynow-result",
  ...change,
});

beforeAll(async () => {
  paynow = await startPaynowSimulator([
    { ...USD, currency: "USD" },
    { ...ZWG, currency: "ZWG" },
  ]);
  client = createPaynowClient({ baseUrl: `${paynow.url}/`, timeoutMs: 5000 });
});

afterAll(() => paynow.close());

beforeEach(() => {
  paynow.behave();
  // Nothing listens at these tests' result URL.
  paynow.knobs.dropResultPosts = true;
});

describe("the Paynow client", () => {
  it("starts a web transaction: the amount in Paynow's decimals, our reference as merchanttrace, a verified answer", async () => {
    const sent = request({ amountCents: 123_456_789 });
    const started = await client.initiate(USD, sent);
    expect(started).toMatchObject({ ok: true, browserUrl: expect.stringContaining("/Payment/ConfirmPayment/") });
    const made = paynow.transaction(sent.reference);
    expect(made).toMatchObject({
      amount: "1234567.89",
      merchantTrace: sent.reference,
      status: "Created",
      method: null,
    });
    const polled = await client.poll(USD, started.ok ? started.pollUrl : "");
    expect(polled).toEqual({
      ok: true,
      found: true,
      reference: sent.reference,
      paynowReference: made.paynowReference,
      amountCents: 123_456_789,
      status: "Created",
      pollUrl: started.ok ? started.pollUrl : "",
    });
  });

  it("starts an express checkout with the phone, the method and the merchant's email; InnBucks answers a code", async () => {
    const ecocash = request();
    const started = await client.initiateExpress(USD, {
      ...ecocash,
      method: "ecocash",
      phone: "0771111111",
      authEmail: "treasurer@church.example",
    });
    expect(started).toMatchObject({ ok: true, browserUrl: null, authorizationCode: null });
    expect(paynow.transaction(ecocash.reference)).toMatchObject({
      method: "ecocash",
      phone: "0771111111",
      authEmail: "treasurer@church.example",
      status: "Sent",
    });
    await paynow.advance(5_000);
    const polled = await client.poll(USD, started.ok ? started.pollUrl : "");
    expect(polled).toMatchObject({ ok: true, status: "Paid", amountCents: 1050 });

    const innbucks = await client.initiateExpress(ZWG, {
      ...request(),
      method: "innbucks",
      phone: null,
      authEmail: "treasurer@church.example",
    });
    expect(innbucks).toMatchObject({
      ok: true,
      authorizationCode: expect.stringMatching(/^\d{9}$/),
      authorizationExpires: "28-Nov-2026 14:30",
    });
  });

  it("gives Paynow's refusal with its words: the insufficient-balance number, an error answer", async () => {
    const refused = await client.initiateExpress(USD, {
      ...request(),
      method: "ecocash",
      phone: "0774444444",
      authEmail: "treasurer@church.example",
    });
    expect(refused).toEqual({ ok: false, kind: "error", detail: "Insufficient balance" });
    paynow.knobs.refuseNextInitiation = "Invalid amount field";
    expect(await client.initiate(USD, request())).toEqual({ ok: false, kind: "error", detail: "Invalid amount field" });
    // A request signed with the other currency's key: Paynow says the hash is wrong.
    expect(await client.initiate({ id: USD.id, key: ZWG.key }, request())).toMatchObject({
      ok: false,
      kind: "error",
      detail: expect.stringMatching(/^Invalid Hash/),
    });
  });

  it("refuses an answer, a poll and a trace whose hash does not verify with the integration's key", async () => {
    const sent = request();
    const started = await client.initiate(USD, sent);
    paynow.knobs.tamperAnswers = true;
    expect(await client.initiate(USD, request())).toMatchObject({ ok: false, kind: "bad-hash" });
    expect(await client.poll(USD, started.ok ? started.pollUrl : "")).toMatchObject({ ok: false, kind: "bad-hash" });
    expect(await client.trace(USD, sent.reference)).toMatchObject({ ok: false, kind: "bad-hash" });
    paynow.knobs.tamperAnswers = false;
    // USD's answer read with ZiG's key.
    expect(await client.poll(ZWG, started.ok ? started.pollUrl : "")).toMatchObject({ ok: false, kind: "bad-hash" });
  });

  it("finds a transaction by its merchanttrace, and says when there is none", async () => {
    const sent = request();
    await client.initiate(ZWG, sent);
    expect(await client.trace(ZWG, sent.reference)).toMatchObject({
      ok: true,
      found: true,
      reference: sent.reference,
      pollUrl: expect.stringContaining("/Interface/CheckPayment/?guid="),
    });
    expect(await client.trace(ZWG, "T-never-sent")).toEqual({ ok: true, found: false });
  });

  it("reads a status update only when its hash verifies", async () => {
    const sent = request();
    await client.initiate(USD, sent);
    paynow.knobs.dropResultPosts = false;
    await paynow.settle(sent.reference, "Paid");
    const post = paynow.posts.at(-1)!;
    expect(post.answer).toBeNull(); // nothing listens at that result URL in this test
    const message = parseMessage(post.body)!;
    expect(client.readStatusUpdate(USD, message)).toMatchObject({ ok: true, status: "Paid", amountCents: 1050 });
    expect(client.readStatusUpdate(ZWG, message)).toMatchObject({ ok: false, kind: "bad-hash" });
  });

  it("never polls an address outside Paynow's", async () => {
    const before = paynow.requests.length;
    expect(await client.poll(USD, "http://127.0.0.1:9/Interface/CheckPayment/?guid=x")).toMatchObject({
      ok: false,
      kind: "bad-answer",
    });
    expect(paynow.requests.length).toBe(before);
  });

  it("turns a Paynow that is down, slow or not Paynow into a typed failure, never a throw", async () => {
    const slow = createPaynowClient({ baseUrl: paynow.url, timeoutMs: 200 });
    paynow.knobs.answerDelayMs = 1_000;
    expect(await slow.initiate(USD, request())).toEqual({
      ok: false,
      kind: "no-answer",
      detail: "no answer within 0.2 s",
    });
    paynow.knobs.answerDelayMs = 0;

    await paynow.goDown();
    try {
      expect(await client.initiate(USD, request())).toEqual({ ok: false, kind: "unreachable", detail: "ECONNREFUSED" });
    } finally {
      await paynow.comeBack();
    }

    const wrongPath = createPaynowClient({ baseUrl: `${paynow.url}/somewhere-else`, timeoutMs: 5000 });
    expect(await wrongPath.initiate(USD, request())).toEqual({ ok: false, kind: "bad-answer", detail: "HTTP 404" });
  });
});
