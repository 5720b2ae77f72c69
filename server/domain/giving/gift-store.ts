import { randomBytes } from "node:crypto";
import type { Kysely, Selectable, Transaction, Updateable } from "kysely";
import { sql } from "kysely";
import {
  giftReceiptPath,
  receiptNumber,
  isGiftProblem,
  isGiftStatus,
  type GiftMethod,
  type GiftProblem,
  type GiftStatus,
} from "#contract/giving";
import { isCurrency, type Currency } from "#contract/money";
import { isRowId } from "#contract/row-ids";
import { newSecret, sha256 } from "#server/auth/accounts";
import type { Database, GiftsTable } from "#server/db/schema";
import { readChurch } from "#server/domain/church/church";
import { formatHarareDate, harareYearMonth } from "#server/lib/dates";
import { queueMail } from "#server/mail/outbox";
import { mailChurch } from "#server/mail/templates";
import type { PaynowStatus } from "#server/payments/paynow/status";
import { giftReceiptMail, type ReceiptFacts } from "./receipt-mail";
import type { HistorySource } from "./status-rules";

/**
 * The gifts' rows: how a gift is found, and the ONE way its status changes (`changeGift`): in one
 * transaction, only if nobody changed it meanwhile (another process, a result post and the poller
 * at once), with its history row, and, when it becomes paid, its receipt number and the receipt
 * mail to the giver who left an address.
 */

export type GiftRow = Selectable<GiftsTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** Where mails link to (the site's origin). */
export interface GiftMailing {
  siteUrl: string;
}

/** Our reference of a gift: "GIFT-" and ten letters or digits (50 random bits), within Paynow's 32 characters. */
export function newGiftReference(): string {
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  return `GIFT-${[...randomBytes(10)].map((byte) => alphabet[byte % 32]).join("")}`;
}

export async function giftByReference(db: Db, reference: string): Promise<GiftRow | null> {
  if (reference.length > 64) return null;
  return (await db.selectFrom("gifts").selectAll().where("reference", "=", reference).executeTakeFirst()) ?? null;
}

/** The gift of one of a giver's private links (the one given at the start, the mailed receipt's); null for none. */
export async function giftByToken(db: Db, token: string): Promise<GiftRow | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const hash = sha256(token);
  const row = await db
    .selectFrom("gifts")
    .selectAll()
    .where((eb) => eb.or([eb("token_hash", "=", hash), eb("receipt_token_hash", "=", hash)]))
    .executeTakeFirst();
  return row ?? null;
}

export async function giftById(db: Db, id: number): Promise<GiftRow | null> {
  if (!isRowId(id)) return null;
  return (await db.selectFrom("gifts").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

export function statusOf(row: GiftRow): GiftStatus {
  if (!isGiftStatus(row.status)) throw new Error(`Gift ${row.id} has an unknown status`);
  return row.status;
}

export function currencyOf(row: GiftRow): Currency {
  if (!isCurrency(row.currency)) throw new Error(`Gift ${row.id} has an unknown currency`);
  return row.currency;
}

export function problemOf(row: GiftRow): GiftProblem | null {
  return row.problem !== null && isGiftProblem(row.problem) ? row.problem : null;
}

/** One change of a gift; what it does not name stays as it is. */
export interface GiftChange {
  source: HistorySource;
  status?: GiftStatus;
  /** Set with the status: why it failed or is held (null clears it), and Paynow's words if any. */
  problem?: GiftProblem | null;
  problemDetail?: string | null;
  /** Paynow's verified word that brought the change. */
  paynowStatus?: PaynowStatus;
  /** What happened, for the history (never the giver's name, address or number). */
  note?: string;
  staffId?: number | null;
  /** Other columns (poll URL, when to ask next...). */
  fields?: Updateable<GiftsTable>;
}

/**
 * Applies `change` to the gift as it was read, in one transaction, if its status is still the one
 * read (else null: another process changed it; read it again and decide again). A gift that
 * becomes paid gets its date, its receipt number and, with an address, its receipt mail.
 * `alsoDo` runs in the same transaction once the change is made (a staff change's activity row).
 */
export async function changeGift(
  db: Kysely<Database>,
  mailing: GiftMailing,
  gift: GiftRow,
  change: GiftChange,
  now: Date,
  alsoDo?: (trx: Transaction<Database>, row: GiftRow) => Promise<void>,
): Promise<GiftRow | null> {
  const at = now.toISOString();
  const status = change.status ?? statusOf(gift);
  const values: Updateable<GiftsTable> = { ...change.fields, status, updated_at: at };
  if (change.problem !== undefined) {
    values.problem = change.problem;
    values.problem_detail = change.problemDetail ?? null;
  }
  if (change.paynowStatus !== undefined) values.paynow_status = change.paynowStatus;
  const becomesPaid = status === "paid" && gift.receipt_number === null;
  if (becomesPaid) {
    values.paid_at = gift.paid_at ?? at;
    values.dated_at = values.paid_at;
  }
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("gifts")
      .set(values)
      .where("id", "=", gift.id)
      .where("status", "=", gift.status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return null;
    if (becomesPaid) {
      await trx
        .updateTable("gifts")
        .set({ receipt_number: await takeReceiptNumber(trx, values.paid_at!) })
        .where("id", "=", gift.id)
        .execute();
    }
    const problemChanged = change.problem !== undefined && change.problem !== gift.problem;
    if (status !== gift.status || problemChanged || change.note) {
      await trx
        .insertInto("gift_history")
        .values({
          gift_id: gift.id,
          at,
          source: change.source,
          status_before: gift.status,
          status_after: status,
          paynow_status: change.paynowStatus ?? null,
          note: change.note ?? null,
          staff_id: change.staffId ?? null,
        })
        .execute();
    }
    const row = (await giftById(trx, gift.id))!;
    if (becomesPaid) await queueReceipt(trx, mailing, row, now);
    await alsoDo?.(trx, row);
    return row;
  });
}

/**
 * The next receipt number of the Harare year of `paidAt`, taken in the caller's transaction: the
 * counter's row is locked until it commits, so two gifts paid at once get two numbers, and a
 * transaction that rolls back gives its number back (no gaps).
 */
export async function takeReceiptNumber(trx: Transaction<Database>, paidAt: string): Promise<string> {
  const year = harareYearMonth(paidAt)!.year;
  const { last_number } = await trx
    .insertInto("gift_receipt_counters")
    .values({ year, last_number: 1 })
    .onConflict((conflict) =>
      conflict.column("year").doUpdateSet({ last_number: sql<number>`gift_receipt_counters.last_number + 1` }),
    )
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return receiptNumber(year, Number(last_number));
}

/** What a paid gift's receipt says. */
export async function receiptFactsOf(db: Db, row: GiftRow): Promise<ReceiptFacts> {
  const fund = await db.selectFrom("gift_funds").select("name").where("id", "=", row.fund_id).executeTakeFirstOrThrow();
  return {
    receiptNumber: row.receipt_number ?? "",
    date: formatHarareDate(new Date(row.dated_at)),
    amountCents: Number(row.amount_cents),
    currency: currencyOf(row),
    fund: fund.name,
    method: row.method as GiftMethod,
    reference: row.reference,
    giverName: row.giver_name,
  };
}

/**
 * Queues the receipt mail of a paid gift whose giver left an address (and did not say no), in the
 * transaction that made it paid. The mail's link has a token of its own: the one given at the start
 * is not kept (only its hash), and the giver's page may still be open with it.
 */
export async function queueReceipt(
  trx: Transaction<Database>,
  mailing: GiftMailing,
  row: GiftRow,
  now: Date,
): Promise<void> {
  if (!row.giver_email || !row.mail_receipt || !row.receipt_number) return;
  const token = newSecret();
  await trx
    .updateTable("gifts")
    .set({ receipt_token_hash: sha256(token) })
    .where("id", "=", row.id)
    .execute();
  const church = mailChurch(await readChurch(trx), mailing.siteUrl);
  const facts = await receiptFactsOf(trx, row);
  await queueMail(
    trx,
    mailing.siteUrl,
    {
      kind: "gift-receipt",
      to: row.giver_email,
      ...giftReceiptMail(church, facts, `${mailing.siteUrl}${giftReceiptPath(token)}`),
    },
    now,
  );
}
