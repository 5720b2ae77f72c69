import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GIFT_PROBLEMS, PAYNOW_RESULT_PATH, type GiftFormInput } from "#contract/giving";
import { loadConfig, type Config, type GivingConfig } from "#server/config";
import { openDatabase, type DatabaseHandle } from "#server/db/connection";
import { migrateToLatest } from "#server/db/migrate";
import { StaffForbidden, requirePermission, type Permission } from "#server/auth/permissions";
import type { StaffMember } from "#server/auth/staff-member";
import { listFunds, type Fund } from "#server/domain/giving/funds";
import { giftByReference } from "#server/domain/giving/gift-store";
import {
  createGiving,
  createStaffGiving,
  givingContext,
  type Giving,
  type StaffGiving,
} from "#server/domain/giving/giving";
import type { GivingContext } from "#server/domain/giving/context";
import { NO_FILTER } from "#server/domain/giving/reports";
import { startPaynowSimulator, startResultReceiver, type PaynowSimulator } from "#tests/support/paynow-simulator";
import { fakeClock } from "./mail-support";
import { addMember } from "./staff-support";
import { createTestDatabase } from "./support";

/**
 * Giving through Paynow (server/domain/giving/) on the engine under test, against the simulated
 * Paynow over HTTP (tests/support/paynow-simulator.ts), whose status updates reach our result URL
 * (a small receiver here, in place of the route the wiring adds) on a clock the test moves.
 */

const USD_KEY = "3e9fed89-60e1-4ce5-ab6e-6b1eb2d4f977";
const ZWG_KEY = "0b6f3a1c-7d2e-4a59-9c1b-5e8f2d7a4c30";
const MERCHANT = "treasurer@church.example";

let paynow: PaynowSimulator;
let database: Config["database"];
let drop: () => Promise<void>;
let first: DatabaseHandle;
let second: DatabaseHandle;
let receiver: { origin: string; close(): Promise<void> };
let config: GivingConfig;
let context: GivingContext;
let giving: Giving;
let funds: Fund[];
let admin: StaffMember;
let staff: StaffGiving;
/** Where status updates go: the domain instance the test currently runs (a restart swaps it). */
let current: () => Giving;
const clock = fakeClock(new Date("2026-11-28T08:00:00.000Z"));

const fund = (name: string) => funds.find((each) => each.name === name)!;

function givingConfig(change: Record<string, string> = {}): GivingConfig {
  return loadConfig({
    PAYNOW_URL: paynow.url,
    PAYNOW_USD_ID: "1201",
    PAYNOW_USD_KEY: USD_KEY,
    PAYNOW_ZWG_ID: "1202",
    PAYNOW_ZWG_KEY: ZWG_KEY,
    PAYNOW_MERCHANT_EMAIL: MERCHANT,
    PAYNOW_TIMEOUT_SECONDS: "5",
    GIVING_MAX_USD: "500",
    ...change,
  }).giving;
}

/** Both clocks, ours and the simulated Paynow's, move together. */
async function advance(ms: number): Promise<void> {
  clock.advance(ms);
  await paynow.advance(ms);
}

const tithe = (change: GiftFormInput = {}): GiftFormInput => ({
  amount: "10",
  currency: "USD",
  fund: String(fund("Tithe").id),
  method: "ecocash",
  phone: "077 111 1111",
  name: "Tendai Moyo",
  email: "Tendai.Moyo@Example.org",
  ...change,
});

async function start(input: GiftFormInput, instance = giving) {
  const outcome = await instance.initiate(input);
  if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.errors)}`);
  return { ...outcome, row: async () => (await giftByReference(first.db, outcome.gift.reference))! };
}

async function historyOf(reference: string) {
  const gift = (await giftByReference(first.db, reference))!;
  return first.db
    .selectFrom("gift_history")
    .select(["source", "status_before", "status_after", "paynow_status", "note"])
    .where("gift_id", "=", gift.id)
    .orderBy("id")
    .execute();
}

const receiptMails = () =>
  first.db.selectFrom("mail_outbox").selectAll().where("kind", "=", "gift-receipt").orderBy("id").execute();
const pollsOf = (guid: string) => paynow.requests.filter((request) => request.path.includes(guid)).length;

beforeAll(async () => {
  paynow = await startPaynowSimulator([
    { id: "1201", key: USD_KEY, currency: "USD" },
    { id: "1202", key: ZWG_KEY, currency: "ZWG" },
  ]);
  ({ database, drop } = await createTestDatabase());
  first = openDatabase(database);
  await migrateToLatest(first.db, first.engine);
  // A second pool on the same database: a second process, or the same server after a restart.
  second = openDatabase(database);
  receiver = await startResultReceiver(PAYNOW_RESULT_PATH, async (body) => {
    const outcome = await current().handleResultPost(body);
    if (!outcome.accepted) return 400;
    return outcome.confirmed ? 200 : 503;
  });
  config = givingConfig();
  context = givingContext({ db: first.db, engine: first.engine, siteUrl: receiver.origin, config });
  giving = createGiving(context, clock.now);
  current = () => giving;
  funds = await listFunds(first.db, "all");
  admin = await addMember(first.db, "admin");
  staff = createStaffGiving(context, () => admin, clock.now);
});

afterAll(async () => {
  await receiver?.close();
  await paynow?.close();
  await first?.close();
  await second?.close();
  await drop?.();
});

beforeEach(() => {
  paynow.behave();
  current = () => giving;
});

describe("a gift through Paynow", () => {
  it("starts with four funds, each for both currencies", () => {
    expect(funds.map(({ name, currency, archived }) => ({ name, currency, archived }))).toEqual([
      { name: "Tithe", currency: null, archived: false },
      { name: "Offering", currency: null, archived: false },
      { name: "Building fund", currency: null, archived: false },
      { name: "Missions", currency: null, archived: false },
    ]);
  });

  it("writes the gift before Paynow is asked, then is paid once Paynow's update is confirmed by a poll: receipt number and mail", async () => {
    // Paynow takes its time: the row is there, created, while the request is in flight.
    paynow.knobs.answerDelayMs = 300;
    const pending = giving.initiate(tithe());
    while (!paynow.requests.some((request) => request.path === "/interface/remotetransaction"))
      await new Promise((resolve) => setTimeout(resolve, 10));
    const inFlight = await first.db.selectFrom("gifts").select(["reference", "status"]).execute();
    expect(inFlight).toEqual([{ reference: expect.stringMatching(/^GIFT-[0-9A-Z]{10}$/), status: "created" }]);
    const outcome = await pending;
    paynow.knobs.answerDelayMs = 0;
    if (!outcome.ok) throw new Error("refused");
    expect(outcome.gift).toMatchObject({
      reference: inFlight[0]!.reference,
      status: "pending",
      waiting: true,
      amountCents: 1000,
      currency: "USD",
      fund: "Tithe",
      nextStep: { kind: "approve-on-phone" },
      receipt: null,
    });
    expect(paynow.transaction(outcome.gift.reference)).toMatchObject({
      amount: "10.00",
      method: "ecocash",
      phone: "0771111111",
      authEmail: MERCHANT,
      merchantTrace: outcome.gift.reference,
      resultUrl: `${receiver.origin}${PAYNOW_RESULT_PATH}`,
      returnUrl: `${receiver.origin}/give/gift/${outcome.token}`,
    });

    await advance(5_000);
    expect(paynow.posts.at(-1)).toMatchObject({ reference: outcome.gift.reference, answer: 200 });
    const paid = await giving.gift(outcome.token);
    expect(paid).toMatchObject({ status: "paid", waiting: false, message: "Thank you! Your gift was received." });
    expect(paid!.receipt).toContainEqual({ label: "Receipt number", value: "2026-0001" });
    expect(await historyOf(outcome.gift.reference)).toEqual([
      { source: "initiation", status_before: null, status_after: "created", paynow_status: null, note: null },
      { source: "initiation", status_before: "created", status_after: "pending", paynow_status: null, note: null },
      { source: "result-post", status_before: "pending", status_after: "paid", paynow_status: "Paid", note: null },
    ]);

    const [mail] = await receiptMails();
    expect(mail).toMatchObject({ recipient: "tendai.moyo@example.org", subject: expect.stringContaining("2026-0001") });
    expect(mail!.text_body).toContain("Receipt number: 2026-0001");
    expect(mail!.text_body).toContain("Amount: USD 10.00");
    expect(mail!.text_body).toContain("Dear Tendai Moyo,");
    const link = /\/give\/receipt\/([A-Za-z0-9_-]+)/.exec(mail!.text_body)![1]!;
    expect(link).not.toBe(outcome.token);
    expect(await giving.receipt(link)).toMatchObject({ receiptNumber: "2026-0001", amountCents: 1000, fund: "Tithe" });
    // The giver's first link still shows the gift and its receipt.
    expect(await giving.receipt(outcome.token)).toMatchObject({ receiptNumber: "2026-0001" });
    expect(await giving.receipt("not-a-token-of-any-gift-at-all")).toBeNull();
  });

  it("a delayed payment (0772222222) whose status update is lost is completed by the poller", async () => {
    paynow.knobs.dropResultPosts = true;
    const gift = await start(tithe({ phone: "0772222222", email: "" }));
    await advance(30_000);
    expect((await gift.row()).status).toBe("pending");
    expect(await giving.pollPendingGifts()).toEqual({ checked: 1, changed: 1, unanswered: 0 });
    expect((await gift.row()).status).toBe("paid");
    expect((await historyOf(gift.gift.reference)).at(-1)).toMatchObject({ source: "poller", status_after: "paid" });
    // No address, no mail.
    expect((await receiptMails()).length).toBe(1);
  });

  it("cancelled by the giver on the phone (0773333333): Cancelled is kept as such, Paynow test mode's Failed too", async () => {
    const cancelled = await start(tithe({ phone: "0773333333" }));
    paynow.knobs.userCancelledStatus = "Failed";
    const failed = await start(tithe({ phone: "0773333333" }));
    await advance(30_000);
    expect(await giving.gift(cancelled.token)).toMatchObject({
      status: "cancelled",
      message: "The payment was cancelled; nothing was taken.",
      receipt: null,
    });
    expect(await giving.gift(failed.token)).toMatchObject({ status: "failed", message: GIFT_PROBLEMS.declined });
    expect((await cancelled.row()).receipt_number).toBeNull();
    expect((await failed.row()).next_check_at).toBeNull();
  });

  it("insufficient balance (0774444444): failed at once with Paynow's words; nothing to follow", async () => {
    const gift = await start(tithe({ phone: "0774444444" }));
    expect(gift.gift).toMatchObject({
      status: "failed",
      waiting: false,
      message: GIFT_PROBLEMS.refused,
      paynowSays: "Insufficient balance",
    });
    expect(await gift.row()).toMatchObject({ problem: "refused", next_check_at: null, poll_url: null });
  });

  it("refuses a status update whose hash is tampered: nothing changes, Paynow is not even asked", async () => {
    const gift = await start(tithe({ phone: "0712345678", method: "onemoney" }));
    const guid = paynow.transaction(gift.gift.reference).guid;
    paynow.knobs.tamperResultPosts = true;
    await paynow.settle(gift.gift.reference, "Paid");
    expect(paynow.posts.at(-1)).toMatchObject({ reference: gift.gift.reference, answer: 400 });
    expect(pollsOf(guid)).toBe(0);
    expect((await gift.row()).status).toBe("pending");
    // The poller learns it from Paynow itself.
    await advance(30_000);
    await giving.pollPendingGifts();
    expect(await gift.row()).toMatchObject({ status: "paid", receipt_number: "2026-0003" });
  });

  it("takes a repeated status update once: one poll, one receipt number, one mail", async () => {
    const gift = await start(tithe({ email: "rudo@example.org", name: "" }));
    const guid = paynow.transaction(gift.gift.reference).guid;
    const mailsBefore = (await receiptMails()).length;
    paynow.knobs.duplicateResultPosts = true;
    await paynow.settle(gift.gift.reference, "Paid");
    expect(paynow.posts.slice(-2).map((post) => post.answer)).toEqual([200, 200]);
    expect(pollsOf(guid)).toBe(1);
    // The same update handed in again directly: a duplicate, nothing asked.
    expect(await giving.handleResultPost(paynow.posts.at(-1)!.body)).toEqual({
      accepted: true,
      duplicate: true,
      confirmed: true,
      status: "paid",
    });
    expect(pollsOf(guid)).toBe(1);
    expect((await historyOf(gift.gift.reference)).filter((entry) => entry.status_after === "paid")).toHaveLength(1);
    const mails = await receiptMails();
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.at(-1)!.text_body).toContain("Dear friend,");
  });

  it("does not believe a status update saying Paid while the poll says Cancelled", async () => {
    const gift = await start(tithe({ method: "card", phone: "" }));
    expect(gift.gift.nextStep).toEqual({
      kind: "paynow-page",
      url: expect.stringContaining("/Payment/ConfirmPayment/"),
    });
    await paynow.settle(gift.gift.reference, "Cancelled", { resultPostSays: "Paid" });
    expect(await gift.row()).toMatchObject({ status: "cancelled", receipt_number: null });
    expect((await historyOf(gift.gift.reference)).at(-1)).toEqual({
      source: "result-post",
      status_before: "pending",
      status_after: "cancelled",
      paynow_status: "Cancelled",
      note: "Paynow's status update said Paid; its poll said Cancelled",
    });
  });

  it("never counts a payment of another amount as paid: held for the treasurer", async () => {
    const gift = await start(tithe({ amount: "10.00" }));
    await paynow.settle(gift.gift.reference, "Paid", { amount: "9.99" });
    expect(await gift.row()).toMatchObject({
      status: "review",
      problem: "amount-mismatch",
      problem_detail: "USD 9.99",
      receipt_number: null,
      next_check_at: null,
    });
    expect(await giving.gift(gift.token)).toMatchObject({
      status: "review",
      message: GIFT_PROBLEMS["amount-mismatch"],
    });
    const totals = await staff.totals({ from: null, to: null });
    expect(totals.currencies).toEqual([{ currency: "USD", count: 4, totalCents: 4000 }]);
  });

  it("never lets the US dollar key stand for the ZiG one: a ZiG gift's update or poll signed with it changes nothing", async () => {
    const gift = await start(tithe({ currency: "ZWG", amount: "250.50", phone: "0780000001" }));
    expect(paynow.transaction(gift.gift.reference)).toMatchObject({ amount: "250.50", integration: { id: "1202" } });
    paynow.knobs.dropResultPosts = false;
    await paynow.settle(gift.gift.reference, "Paid", { signedAs: "USD" });
    expect(paynow.posts.at(-1)!.answer).toBe(400);
    await advance(30_000);
    await giving.pollPendingGifts();
    expect(await gift.row()).toMatchObject({ status: "pending", checks: 1, paynow_status: null });
    await paynow.settle(gift.gift.reference, "Paid", { signedAs: "ZWG" });
    expect(await gift.row()).toMatchObject({ status: "paid", receipt_number: "2026-0005" });
  });

  it("a Paynow that is down or answers Error gives a failed gift with a clear message, never a fault", async () => {
    const before = paynow.requests.length;
    await paynow.goDown();
    let down;
    try {
      down = await start(tithe());
    } finally {
      await paynow.comeBack();
    }
    expect(paynow.requests.length).toBe(before);
    expect(down.gift).toMatchObject({ status: "failed", message: GIFT_PROBLEMS.unreachable });
    expect(await down.row()).toMatchObject({ problem: "unreachable", next_check_at: null });

    paynow.knobs.refuseNextInitiation = "Invalid amount field";
    const refused = await start(tithe({ method: "other", phone: "" }));
    expect(refused.gift).toMatchObject({ status: "failed", paynowSays: "Invalid amount field" });
  });

  it("a slow Paynow whose answer never came: failed with a clear message, then found by a trace and paid", async () => {
    const impatient = createGiving(givingContext({ ...context, config: { ...config, timeoutMs: 300 } }), clock.now);
    paynow.knobs.answerDelayMs = 1_000;
    const gift = await start(tithe({ phone: "0770000002" }), impatient);
    paynow.knobs.answerDelayMs = 0;
    expect(gift.gift).toMatchObject({ status: "failed", message: GIFT_PROBLEMS["no-answer"] });
    expect(await gift.row()).toMatchObject({ poll_url: null, next_check_at: expect.any(String) });
    // Paynow had it all along: the trace finds it waiting for the payer, and the giver's page says so again.
    await advance(30_000);
    await giving.pollPendingGifts();
    expect(await gift.row()).toMatchObject({
      status: "pending",
      problem: null,
      poll_url: expect.stringContaining("guid="),
    });
    expect(await giving.gift(gift.token)).toMatchObject({ waiting: true, nextStep: { kind: "approve-on-phone" } });
    await paynow.settle(gift.gift.reference, "Paid");
    expect((await historyOf(gift.gift.reference)).map((entry) => [entry.source, entry.status_after])).toEqual([
      ["initiation", "created"],
      ["initiation", "failed"],
      ["trace", "pending"],
      ["result-post", "paid"],
    ]);
  });

  it("a server killed between initiation and payment: a new process on the same database completes the gift", async () => {
    paynow.knobs.dropResultPosts = true;
    // The first process sends the gift to Paynow and is killed before the answer arrives.
    const slowPaynow = givingContext({
      db: first.db,
      engine: first.engine,
      siteUrl: receiver.origin,
      config: { ...config, timeoutMs: 10_000 },
    });
    paynow.knobs.answerDelayMs = 1_000;
    const killed = createGiving(slowPaynow, clock.now).initiate(tithe({ method: "innbucks", phone: "" }));
    while (!paynow.transactions.some((each) => each.method === "innbucks" && each.status === "Sent"))
      await new Promise((resolve) => setTimeout(resolve, 10));
    paynow.knobs.answerDelayMs = 0;
    const reference = paynow.transactions.at(-1)!.reference;
    expect((await giftByReference(first.db, reference))!.status).toBe("created");

    // The new process (its own pool on the database) finds it by a trace, then sees it paid.
    const restarted = createGiving(
      givingContext({ db: second.db, engine: second.engine, siteUrl: receiver.origin, config }),
      clock.now,
    );
    current = () => restarted;
    await advance(30_000);
    await restarted.pollPendingGifts();
    expect(await giftByReference(second.db, reference)).toMatchObject({
      status: "pending",
      poll_url: expect.stringContaining("guid="),
      authorization_code: null,
    });
    await paynow.settle(reference, "Paid");
    await advance(60_000);
    await restarted.pollPendingGifts();
    expect(await giftByReference(second.db, reference)).toMatchObject({ status: "paid", receipt_number: "2026-0007" });
    // The killed process's late answer changes nothing it did not know.
    const late = await killed;
    expect(late.ok && late.gift.status).toBe("paid");
    expect((await historyOf(reference)).map((entry) => [entry.source, entry.status_after])).toEqual([
      ["initiation", "created"],
      ["trace", "pending"],
      ["poller", "paid"],
    ]);
  });

  it("gives up on a gift never paid after a day: failed, expired", async () => {
    paynow.knobs.dropResultPosts = true;
    const gift = await start(tithe({ phone: "0779999999" }));
    for (let hour = 0; hour < 25; hour += 1) {
      await advance(60 * 60_000);
      await giving.pollPendingGifts();
    }
    expect(await gift.row()).toMatchObject({ status: "failed", problem: "expired", next_check_at: null });
    expect(await giving.gift(gift.token)).toMatchObject({ message: GIFT_PROBLEMS.expired });
  });

  it("checks every field, bounds the amount per currency, and stores and sends nothing for a bad gift", async () => {
    const gifts = await first.db.selectFrom("gifts").select("id").execute();
    const requests = paynow.requests.length;
    const refused = async (input: GiftFormInput, on = giving) => {
      const outcome = await on.initiate(input);
      return outcome.ok ? null : outcome.errors;
    };
    expect(await refused(tithe({ amount: "0.99" }))).toEqual({ amountCents: "The smallest gift online is USD 1.00." });
    expect(await refused(tithe({ amount: "500.01" }))).toEqual({
      amountCents:
        "The largest gift online is USD 500.00; for more, please give by bank transfer or speak to the treasurer.",
    });
    expect(await refused(tithe({ amount: "10.001" }))).toEqual({
      amountCents: "Enter an amount, such as 10 or 10.50.",
    });
    expect(await refused(tithe({ amount: "-5" }))).toEqual({ amountCents: "Enter an amount, such as 10 or 10.50." });
    expect(await refused(tithe({ phone: "071 234 5678" }))).toEqual({
      phone: "Enter an EcoCash number (077 or 078), such as 077 123 4567.",
    });
    expect(await refused(tithe({ method: "onemoney" }))).toEqual({
      phone: "Enter a OneMoney number (071), such as 071 234 5678.",
    });
    expect(await refused(tithe({ fund: "999", email: "not an address", method: "paypal" }))).toEqual({
      fundId: "Choose a fund.",
      method: '"paypal" is not a valid choice.',
      email: "Enter a valid email address.",
    });
    // A currency without an integration is not offered.
    const usdOnly = createGiving(
      givingContext({
        db: first.db,
        engine: first.engine,
        siteUrl: receiver.origin,
        config: givingConfig({ PAYNOW_ZWG_ID: "", PAYNOW_ZWG_KEY: "" }),
      }),
      clock.now,
    );
    expect((await usdOnly.options()).currencies).toEqual(["USD"]);
    expect(await refused(tithe({ currency: "ZWG" }), usdOnly)).toEqual({ currency: '"ZWG" is not a valid choice.' });
    // A fund limited to ZiG, and an archived one.
    const building = await staff.changeFund(fund("Building fund").id, { name: "Building fund", currency: "ZWG" });
    expect(building).toMatchObject({ currency: "ZWG" });
    expect(await refused(tithe({ fund: String(fund("Building fund").id) }))).toEqual({
      fundId: "This fund takes gifts in ZiG only.",
    });
    await staff.archiveFund(fund("Missions").id, true);
    expect(await refused(tithe({ fund: String(fund("Missions").id) }))).toEqual({ fundId: "Choose a fund." });
    expect((await giving.options()).funds.map((each) => each.name)).toEqual(["Tithe", "Offering", "Building fund"]);
    await staff.archiveFund(fund("Missions").id, false);
    await staff.changeFund(fund("Building fund").id, { name: "Building fund", currency: "" });

    expect(await first.db.selectFrom("gifts").select("id").execute()).toEqual(gifts);
    expect(paynow.requests.length).toBe(requests);
  });

  it("numbers receipts per Harare year, with no gaps from gifts that failed", async () => {
    const paidNumbers = await first.db
      .selectFrom("gifts")
      .select("receipt_number")
      .where("receipt_number", "is not", null)
      .orderBy("receipt_number")
      .execute();
    expect(paidNumbers.map((row) => row.receipt_number)).toEqual([
      "2026-0001",
      "2026-0002",
      "2026-0003",
      "2026-0004",
      "2026-0005",
      "2026-0006",
      "2026-0007",
    ]);
    // Half past midnight on New Year's Day in Harare is still 2026 in UTC: the receipt is of 2027.
    clock.set(new Date("2026-12-31T22:30:00.000Z"));
    const gift = await start(tithe({ email: "" }));
    await advance(5_000);
    expect((await gift.row()).receipt_number).toBe("2027-0001");
  });
});

describe("the treasurer's side", () => {
  it("records a batch of envelopes: paid with receipt numbers, receipts mailed, one activity row naming no giver", async () => {
    clock.set(new Date("2026-11-29T12:00:00.000Z"));
    const mailsBefore = (await receiptMails()).length;
    const outcome = await staff.recordBatch({
      receivedOn: "2026-11-29",
      method: "cash",
      description: "Sunday service envelopes",
      mailReceipts: true,
      gifts: [
        {
          amount: "20",
          currency: "USD",
          fund: String(fund("Tithe").id),
          name: "Chipo Banda",
          email: "chipo@example.org",
        },
        { amount: "1,500.00", currency: "ZWG", fund: String(fund("Offering").id), name: '=HYPERLINK("x")' },
        { amount: "", currency: "USD", fund: "", name: "", email: "" },
        { amount: "5.50", currency: "USD", fund: String(fund("Offering").id) },
      ],
    });
    expect(outcome).toEqual({
      batchId: expect.any(Number),
      gifts: 3,
      totals: [
        { currency: "USD", count: 2, totalCents: 2550 },
        { currency: "ZWG", count: 1, totalCents: 150_000 },
      ],
    });
    const mails = await receiptMails();
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.at(-1)).toMatchObject({ recipient: "chipo@example.org" });
    expect(mails.at(-1)!.text_body).toContain("Method: Cash");
    const activity = await first.db
      .selectFrom("activity_log")
      .selectAll()
      .where("item_type", "=", "gift_batch")
      .execute();
    expect(activity).toHaveLength(1);
    expect(activity[0]!.summary).toBe(
      `${admin.name} recorded 3 gifts received by cash on 29 Nov 2026: USD 25.50; ZiG 1,500.00`,
    );
    for (const secret of ["Chipo", "chipo@example.org", "HYPERLINK"])
      expect(JSON.stringify(activity)).not.toContain(secret);
  });

  it("refuses a bad batch with every line's problem, storing nothing", async () => {
    const before = await first.db.selectFrom("gifts").select("id").execute();
    const outcome = await staff.recordBatch({
      receivedOn: "2026-12-30",
      method: "cheque",
      description: "",
      mailReceipts: false,
      gifts: [
        { amount: "ten", currency: "USD", fund: String(fund("Tithe").id) },
        { amount: "5", currency: "EUR", fund: "999", email: "nope" },
      ],
    });
    expect(outcome).toMatchObject({
      errors: {
        receivedOn: "The date the gifts were received cannot be in the future.",
        method: "Choose how the gifts were received.",
        description: "The description is required.",
        "gifts.0.amount": "Enter an amount, such as 10 or 10.50.",
        "gifts.1.currency": "Choose a currency.",
        "gifts.1.fund": "Choose a fund.",
        "gifts.1.email": "Enter a valid email address, or leave it empty.",
      },
    });
    expect(await first.db.selectFrom("gifts").select("id").execute()).toEqual(before);
  });

  it("totals per fund and currency, never adding US dollars and ZiG together; the list's filters", async () => {
    const totals = await staff.totals({ from: "2026-11-01", to: "2026-11-30" });
    // November: six gifts of USD 10.00 paid online, and the batch (held, cancelled and failed gifts never count).
    expect(totals.currencies).toEqual([
      { currency: "USD", count: 8, totalCents: 8550 },
      { currency: "ZWG", count: 2, totalCents: 175_050 },
    ]);
    expect(totals.funds).toEqual([
      { fundId: fund("Tithe").id, fund: "Tithe", currency: "USD", count: 7, totalCents: 8000 },
      { fundId: fund("Tithe").id, fund: "Tithe", currency: "ZWG", count: 1, totalCents: 25_050 },
      { fundId: fund("Offering").id, fund: "Offering", currency: "USD", count: 1, totalCents: 550 },
      { fundId: fund("Offering").id, fund: "Offering", currency: "ZWG", count: 1, totalCents: 150_000 },
    ]);
    const zig = await staff.gifts({ ...NO_FILTER, currency: "ZWG" }, 1);
    expect(zig.gifts.map((gift) => gift.amountCents)).toEqual([150_000, 25_050]);
    const cash = await staff.gifts({ ...NO_FILTER, method: "cash", status: "paid" }, 1);
    expect(cash.count).toBe(3);
    const review = await staff.gifts({ ...NO_FILTER, status: "review" }, 1);
    expect(review.gifts).toEqual([expect.objectContaining({ problem: "amount-mismatch", problemDetail: "USD 9.99" })]);
    const found = await staff.gifts({ ...NO_FILTER, q: "TENDAI.MOYO@" }, 1);
    expect(found.count).toBeGreaterThan(0);
    const newYear = await staff.gifts({ ...NO_FILTER, from: "2027-01-01", to: "2027-01-01" }, 1);
    expect(newYear.gifts.map((gift) => gift.receiptNumber)).toEqual(["2027-0001"]);
  });

  it("a giver's statement for a year in one currency; the CSV export formula-escaped and in the activity log", async () => {
    const statement = await staff.statement("Tendai.Moyo@example.org", 2026, "USD");
    expect(statement).toMatchObject({
      email: "tendai.moyo@example.org",
      name: "Tendai Moyo",
      year: 2026,
      currency: "USD",
    });
    expect(statement.gifts.map((gift) => gift.receiptNumber)).toEqual([
      "2026-0001",
      "2026-0003",
      "2026-0006",
      "2026-0007",
    ]);
    expect(statement.totalCents).toBe(4000);
    expect((await staff.statement("tendai.moyo@example.org", 2026, "ZWG")).gifts).toEqual([
      expect.objectContaining({ receiptNumber: "2026-0005", amountCents: 25_050 }),
    ]);

    const exported = await staff.exportCsv({ ...NO_FILTER, method: "cash" });
    expect(exported.count).toBe(3);
    expect(exported.fileName).toBe("gifts-2026-11-29.csv");
    const lines = exported.csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Date,Reference,Receipt number,Status,Fund,Currency,Amount,Method,Name,Email,Phone,Paynow reference",
    );
    expect(lines).toContainEqual(expect.stringContaining(`'=HYPERLINK(""x"")`));
    expect(lines).toContainEqual(
      expect.stringMatching(/^2026-11-29,GIFT-\w+,2026-\d{4},Paid,Offering,ZWG,1500\.00,Cash,/),
    );
    const logged = await first.db.selectFrom("activity_log").selectAll().where("action", "=", "export").execute();
    expect(logged.map((row) => row.summary)).toEqual([`${admin.name} exported 3 gifts as CSV`]);
  });

  it("cancels a gift recorded by mistake or held for review, keeping its receipt number; not a gift paid online", async () => {
    const [byHand] = (await staff.gifts({ ...NO_FILTER, method: "cash", currency: "ZWG" }, 1)).gifts;
    const cancelled = await staff.cancelGift(byHand!.id, "Counted twice");
    expect(cancelled).toMatchObject({
      status: "cancelled",
      receiptNumber: byHand!.receiptNumber,
      problemDetail: "Counted twice",
    });
    const [online] = (await staff.gifts({ ...NO_FILTER, method: "ecocash", status: "paid" }, 1)).gifts;
    expect(await staff.cancelGift(online!.id, "Because")).toEqual({
      message: "Only a gift recorded by hand, or one held for review, can be cancelled here.",
      field: "reason",
      errors: { reason: "Only a gift recorded by hand, or one held for review, can be cancelled here." },
    });
    const [held] = (await staff.gifts({ ...NO_FILTER, status: "review" }, 1)).gifts;
    expect(await staff.cancelGift(held!.id, "Paynow refunded the 9.99")).toMatchObject({ status: "cancelled" });
    expect(await staff.cancelGift(999_999, "Nothing")).toBeNull();
    const detail = await staff.gift(byHand!.id);
    expect(detail!.history.map((entry) => [entry.source, entry.statusAfter, entry.note])).toEqual([
      ["staff", "paid", expect.stringMatching(/^Recorded by hand in batch \d+$/)],
      ["staff", "cancelled", "Counted twice"],
    ]);
  });

  it("asks Paynow about a gift when the treasurer wants to know now", async () => {
    paynow.knobs.dropResultPosts = true;
    const gift = await start(tithe({ phone: "0770000003", email: "" }));
    await paynow.settle(gift.gift.reference, "Paid");
    const id = (await gift.row()).id;
    expect(await staff.checkWithPaynow(id)).toMatchObject({
      status: "paid",
      receiptNumber: expect.stringMatching(/^2026-\d{4}$/),
      paynowStatus: "Paid",
    });
    expect((await historyOf(gift.gift.reference)).at(-1)).toMatchObject({ source: "poll", status_after: "paid" });
    expect(await staff.checkWithPaynow(999_999)).toBeNull();
  });

  it("manages funds: add, rename, limit to a currency, archive; names unique; every change in the activity log", async () => {
    const added = await staff.addFund({ name: "  Youth camp ", currency: "USD" });
    expect(added).toMatchObject({ name: "Youth camp", currency: "USD", archived: false });
    expect(await staff.addFund({ name: "youth CAMP", currency: "" })).toMatchObject({
      message: 'There is already a fund named "youth CAMP".',
    });
    expect(await staff.addFund({ name: "Choir", currency: "EUR" })).toMatchObject({
      message: "Choose a currency from the list, or both.",
    });
    const id = (added as Fund).id;
    expect(await staff.changeFund(id, { name: "Youth camp 2027", currency: "" })).toMatchObject({ currency: null });
    expect(await staff.changeFund(999_999, { name: "Nothing", currency: "" })).toBeNull();
    const activity = await first.db
      .selectFrom("activity_log")
      .select("summary")
      .where("item_type", "=", "fund")
      .where("item_id", "=", String(id))
      .orderBy("id")
      .execute();
    expect(activity.map((row) => row.summary)).toEqual([
      `${admin.name} added the fund "Youth camp" (US dollars only)`,
      `${admin.name} renamed the fund "Youth camp" to "Youth camp 2027" (both currencies)`,
    ]);
  });

  it("is for those who may manage giving only", async () => {
    for (const role of ["leader", "editor", "ministry-leader"] as const) {
      const member = await addMember(first.db, role);
      const theirs = createStaffGiving(context, (permission: Permission) => {
        requirePermission(member, permission);
        return member;
      });
      await expect(theirs.gifts(NO_FILTER, 1)).rejects.toBeInstanceOf(StaffForbidden);
      await expect(
        theirs.recordBatch({ receivedOn: "", method: "", description: "", mailReceipts: false, gifts: [] }),
      ).rejects.toBeInstanceOf(StaffForbidden);
      await expect(theirs.exportCsv(NO_FILTER)).rejects.toBeInstanceOf(StaffForbidden);
    }
  });

  it("mails a receipt only to the giver it is about, and names no giver in the activity log", async () => {
    const gifts = await first.db.selectFrom("gifts").select(["reference", "giver_name", "giver_email"]).execute();
    for (const mail of await receiptMails()) {
      const gift = gifts.find((each) => mail.text_body.includes(each.reference))!;
      expect(mail.recipient).toBe(gift.giver_email);
      for (const other of gifts.filter((each) => each.giver_name && each.giver_name !== gift.giver_name))
        expect(mail.text_body).not.toContain(other.giver_name);
    }
    const log = JSON.stringify(await first.db.selectFrom("activity_log").selectAll().execute());
    for (const gift of gifts) {
      if (gift.giver_email) expect(log).not.toContain(gift.giver_email);
      if (gift.giver_name && gift.giver_name.length > 3) expect(log).not.toContain(gift.giver_name);
    }
  });
});
