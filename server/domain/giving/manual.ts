import type { Kysely } from "kysely";
import { CURRENCY_NAMES, formatMoney, isCurrency, parseTypedAmount, type Currency } from "#contract/money";
import {
  GIFT_FORM_MESSAGES,
  GIVER_EMAIL_MAX,
  GIVER_NAME_MAX,
  GIVING_STAFF_MESSAGES as MESSAGES,
  isManualMethod,
  METHOD_LABELS,
  type ManualMethod,
} from "#contract/giving";
import { EMAIL_PATTERN, type FormErrors } from "#contract/validation";
import { newSecret, sha256 } from "#server/auth/accounts";
import type { StaffMember } from "#server/auth/staff-member";
import { requirePermission } from "#server/auth/permissions";
import type { Database } from "#server/db/schema";
import { recordActivity } from "#server/domain/activity/activity";
import type { Actor } from "#server/auth/staff-member";
import { dateParam } from "#server/domain/staff-lists/filters";
import { formatHarareDate } from "#server/lib/dates";
import { oneLineField, StaffInputError, staffText } from "#server/lib/staff-input";
import { listFunds } from "./funds";
import {
  changeGift,
  currencyOf,
  giftById,
  newGiftReference,
  queueReceipt,
  statusOf,
  takeReceiptNumber,
  type GiftMailing,
  type GiftRow,
} from "./gift-store";

/**
 * Gifts the church received another way, recorded by the treasurer as one batch: a Sunday's cash
 * envelopes, EcoCash sent to the merchant code, bank transfers. Each is paid as recorded: it gets
 * its receipt number and, when the giver's address is given (and the batch says so), its receipt
 * mail; the batch is one transaction with its activity row, which names no giver.
 */

/** One gift of a batch as the form sends it (text). A line left wholly empty is skipped. */
export interface ManualGiftLine {
  amount: string;
  currency: string;
  fund: string;
  name?: string;
  email?: string;
}

export interface BatchInput {
  /** The Harare date the gifts were received (YYYY-MM-DD). */
  receivedOn: string;
  method: string;
  /** What the batch is ("Sunday service envelopes"). */
  description: string;
  /** Mail a receipt to each giver whose address is given (no for old envelopes entered late). */
  mailReceipts: boolean;
  gifts: ManualGiftLine[];
}

export interface BatchRecorded {
  batchId: number;
  gifts: number;
  /** Per currency, never added together. */
  totals: Array<{ currency: Currency; count: number; totalCents: number }>;
}

/** At most this many gifts in one batch (a Sunday of a large church). */
export const BATCH_MAX_GIFTS = 500;
/** A gift recorded by hand is at most this much: no online maximum applies, but an amount stays a sane integer. */
export const MANUAL_MAX_CENTS = 1_000_000_000;
const DESCRIPTION_MAX = 200;

interface CheckedLine {
  amountCents: number;
  currency: Currency;
  fundId: number;
  name: string | null;
  email: string | null;
}

function isEmptyLine(line: ManualGiftLine): boolean {
  return [line.amount, line.fund, line.name ?? "", line.email ?? ""].every((value) => value.trim() === "");
}

/** Every line checked; the refusal carries each bad field's message under `gifts.<n>.<field>`. */
async function checkedBatch(db: Kysely<Database>, input: BatchInput, now: Date) {
  const errors: FormErrors = {};
  const fail = (field: string, message: string) => {
    errors[field] ??= message;
  };
  for (const [field, value] of Object.entries(input)) if (typeof value === "string") staffText(value, field);
  const receivedOn = dateParam(input.receivedOn.trim());
  const today = new Date(now.getTime() + 2 * 60 * 60_000).toISOString().slice(0, 10);
  if (!receivedOn || receivedOn < "2000-01-01") fail("receivedOn", MESSAGES.receivedOn);
  else if (receivedOn > today) fail("receivedOn", MESSAGES.receivedInFuture);
  const method = input.method.trim();
  if (!isManualMethod(method)) fail("method", MESSAGES.batchMethod);
  let description: string | null = null;
  try {
    description = oneLineField(input.description, DESCRIPTION_MAX, "description", "The description", true);
  } catch (error) {
    if (!(error instanceof StaffInputError)) throw error;
    fail("description", error.message);
  }
  const funds = await listFunds(db, "all");
  const lines: CheckedLine[] = [];
  const given = input.gifts.map((line, index) => ({ line, index })).filter(({ line }) => !isEmptyLine(line));
  if (given.length === 0) fail("gifts", MESSAGES.noGifts);
  if (given.length > BATCH_MAX_GIFTS) fail("gifts", MESSAGES.tooManyGifts(BATCH_MAX_GIFTS));
  for (const { line, index } of given.slice(0, BATCH_MAX_GIFTS)) {
    const at = (field: string) => `gifts.${index}.${field}`;
    for (const [field, value] of Object.entries(line)) if (typeof value === "string") staffText(value, at(field));
    const cents = parseTypedAmount(line.amount);
    if (cents === null || cents === 0) fail(at("amount"), GIFT_FORM_MESSAGES.amount);
    else if (cents > MANUAL_MAX_CENTS) fail(at("amount"), MESSAGES.amountTooLarge);
    const currency = line.currency.trim();
    if (!isCurrency(currency)) fail(at("currency"), MESSAGES.currency);
    const fund = funds.find((each) => String(each.id) === line.fund.trim());
    if (!fund) fail(at("fund"), GIFT_FORM_MESSAGES.fund);
    else if (fund.currency !== null && isCurrency(currency) && fund.currency !== currency)
      fail(at("fund"), GIFT_FORM_MESSAGES.fundCurrency(CURRENCY_NAMES[fund.currency]));
    const name = (line.name ?? "").replace(/\s+/g, " ").trim();
    if (name.length > GIVER_NAME_MAX) fail(at("name"), MESSAGES.giverName(GIVER_NAME_MAX));
    const email = (line.email ?? "").trim().toLowerCase();
    if (email.length > GIVER_EMAIL_MAX || (email !== "" && !EMAIL_PATTERN.test(email)))
      fail(at("email"), MESSAGES.giverEmail);
    if (cents && fund && isCurrency(currency))
      lines.push({ amountCents: cents, currency, fundId: fund.id, name: name || null, email: email || null });
  }
  if (Object.keys(errors).length > 0) throw StaffInputError.every(errors);
  return { receivedOn: receivedOn!, method: method as ManualMethod, description: description!, lines };
}

/** Sums per currency (never across currencies), in the order of CURRENCIES' first appearance. */
function totalsOf(lines: ReadonlyArray<{ currency: Currency; amountCents: number }>): BatchRecorded["totals"] {
  const totals = new Map<Currency, { currency: Currency; count: number; totalCents: number }>();
  for (const line of lines) {
    const total = totals.get(line.currency) ?? { currency: line.currency, count: 0, totalCents: 0 };
    total.count += 1;
    total.totalCents += line.amountCents;
    totals.set(line.currency, total);
  }
  return [...totals.values()];
}

export async function recordBatch(
  db: Kysely<Database>,
  mailing: GiftMailing,
  member: StaffMember,
  actor: Actor,
  input: BatchInput,
  now = new Date(),
): Promise<BatchRecorded> {
  requirePermission(member, "manageGiving");
  const batch = await checkedBatch(db, input, now);
  const at = now.toISOString();
  const datedAt = new Date(`${batch.receivedOn}T00:00:00.000+02:00`).toISOString();
  return db.transaction().execute(async (trx) => {
    const { id: batchId } = await trx
      .insertInto("gift_batches")
      .values({
        received_on: batch.receivedOn,
        method: batch.method,
        description: batch.description,
        staff_id: member.id,
        entered_by: member.name,
        created_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const line of batch.lines) {
      const { id } = await trx
        .insertInto("gifts")
        .values({
          reference: newGiftReference(),
          token_hash: sha256(newSecret()),
          receipt_number: await takeReceiptNumber(trx, datedAt),
          status: "paid",
          amount_cents: line.amountCents,
          currency: line.currency,
          fund_id: line.fundId,
          method: batch.method,
          giver_name: line.name,
          giver_email: line.email,
          phone: null,
          batch_id: Number(batchId),
          created_at: at,
          updated_at: at,
          dated_at: datedAt,
          paid_at: datedAt,
          mail_receipt: input.mailReceipts ? 1 : 0,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("gift_history")
        .values({
          gift_id: id,
          at,
          source: "staff",
          status_before: null,
          status_after: "paid",
          note: `Recorded by hand in batch ${batchId}`,
          staff_id: member.id,
        })
        .execute();
      await queueReceipt(trx, mailing, (await giftById(trx, Number(id)))!, now);
    }
    const totals = totalsOf(batch.lines);
    const count = batch.lines.length;
    await recordActivity(
      trx,
      actor,
      {
        action: "record",
        itemType: "gift_batch",
        itemId: Number(batchId),
        summary: `${actor.name} recorded ${count} ${count === 1 ? "gift" : "gifts"} received by ${METHOD_LABELS[batch.method].toLowerCase()} on ${formatHarareDate(new Date(datedAt))}: ${totals.map((total) => formatMoney(total.totalCents, total.currency)).join("; ")}`,
        changes: { gifts: [null, count] },
      },
      now,
    );
    return { batchId: Number(batchId), gifts: count, totals };
  });
}

/**
 * Cancels a gift recorded by hand (entered by mistake) or one held for review (after the treasurer
 * looked into it); it keeps its receipt number, marked cancelled. Null when the gift is unknown.
 */
export async function cancelGift(
  db: Kysely<Database>,
  mailing: GiftMailing,
  member: StaffMember,
  actor: Actor,
  id: number,
  reasonText: string,
  now = new Date(),
): Promise<GiftRow | null> {
  requirePermission(member, "manageGiving");
  const reason = oneLineField(reasonText, DESCRIPTION_MAX, "reason", "The reason", true)!;
  const gift = await giftById(db, id);
  if (!gift) return null;
  const status = statusOf(gift);
  const byHand = gift.batch_id !== null;
  if (!(byHand && status === "paid") && status !== "review")
    throw new StaffInputError(MESSAGES.notCancellable, "reason");
  const fund = await db
    .selectFrom("gift_funds")
    .select("name")
    .where("id", "=", gift.fund_id)
    .executeTakeFirstOrThrow();
  const changed = await changeGift(
    db,
    mailing,
    gift,
    {
      source: "staff",
      status: "cancelled",
      problem: "cancelled-by-staff",
      problemDetail: reason,
      note: reason,
      staffId: member.id,
      fields: { next_check_at: null },
    },
    now,
    (trx) =>
      recordActivity(
        trx,
        actor,
        {
          action: "cancel",
          itemType: "gift",
          itemId: gift.id,
          summary: `${actor.name} cancelled the gift ${gift.reference} (${formatMoney(Number(gift.amount_cents), currencyOf(gift))} to ${fund.name})`,
          changes: { status: [status, "cancelled"] },
        },
        now,
      ),
  );
  if (!changed) throw new StaffInputError(MESSAGES.changedMeanwhile, "reason");
  return changed;
}
