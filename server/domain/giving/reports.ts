import type { Kysely, SelectQueryBuilder } from "kysely";
import {
  GIFT_METHODS,
  isGiftStatus,
  METHOD_LABELS,
  STATUS_LABELS,
  type GiftMethod,
  type GiftProblem,
  type GiftStatus,
} from "#contract/giving";
import { decimalAmount, isCurrency, type Currency } from "#contract/money";
import { pageCount } from "#contract/pagination";
import { rowIdOf } from "#contract/row-ids";
import type { StaffMember } from "#server/auth/staff-member";
import { requirePermission } from "#server/auth/permissions";
import type { Database } from "#server/db/schema";
import { recordActivity } from "#server/domain/activity/activity";
import type { Actor } from "#server/auth/staff-member";
import { dateParam, harareDayBounds, searchableText, searchIn, SEARCH_MAX } from "#server/domain/staff-lists/filters";
import { csvOf } from "#server/lib/csv";
import { isoToHarareLocal } from "#server/lib/dates";
import { currencyOf, giftById, problemOf, statusOf, type GiftRow } from "./gift-store";
import type { HistorySource } from "./status-rules";

/**
 * The treasurer's reads: the gifts with filters (Harare dates, fund, currency, status, method, a
 * search), totals per fund and currency for a period, a giver's statement for a year in one
 * currency, and the CSV export (formula-escaped, and in the activity log). Totals count paid gifts
 * only, and every total is of one currency: US dollars and ZiG are never added together.
 */

export interface GiftFilter {
  /** Harare dates (YYYY-MM-DD), inclusive. */
  from: string | null;
  to: string | null;
  fundId: number | null;
  currency: Currency | null;
  status: GiftStatus | null;
  method: GiftMethod | null;
  /** Within the reference, the receipt number, the giver's name or address. */
  q: string;
}

export const NO_FILTER: GiftFilter = {
  from: null,
  to: null,
  fundId: null,
  currency: null,
  status: null,
  method: null,
  q: "",
};

/** The filters of the gifts' list from its URL; a bad value is ignored (that filter is off), never an error. */
export function giftFilterOf(params: URLSearchParams): GiftFilter {
  let from = dateParam(params.get("from"));
  let to = dateParam(params.get("to"));
  if (from && to && from > to) [from, to] = [to, from];
  const currency = params.get("currency") ?? "";
  const status = params.get("status") ?? "";
  const method = params.get("method") ?? "";
  return {
    from,
    to,
    fundId: rowIdOf(params.get("fund")),
    currency: isCurrency(currency) ? currency : null,
    status: isGiftStatus(status) ? status : null,
    method: (GIFT_METHODS as readonly string[]).includes(method) ? (method as GiftMethod) : null,
    q: searchableText(params.get("q") ?? "")
      .trim()
      .slice(0, SEARCH_MAX),
  };
}

/** A gift as the treasurer's list shows it. */
export interface StaffGift {
  id: number;
  reference: string;
  /** When it was paid (or received, by hand), else when it was begun. */
  datedAt: string;
  status: GiftStatus;
  amountCents: number;
  currency: Currency;
  fundId: number;
  fund: string;
  method: GiftMethod;
  giverName: string | null;
  giverEmail: string | null;
  phone: string | null;
  receiptNumber: string | null;
  problem: GiftProblem | null;
  problemDetail: string | null;
  paynowStatus: string | null;
  paynowReference: string | null;
  /** The batch of a gift recorded by hand; null for a gift given online. */
  batchId: number | null;
}

type GiftQuery = SelectQueryBuilder<Database, "gifts" | "gift_funds", object>;

function filtered(db: Kysely<Database>, filter: GiftFilter): GiftQuery {
  let query: GiftQuery = db.selectFrom("gifts").innerJoin("gift_funds", "gift_funds.id", "gifts.fund_id");
  const { atOrAfter, before } = harareDayBounds(filter);
  if (atOrAfter) query = query.where("gifts.dated_at", ">=", atOrAfter);
  if (before) query = query.where("gifts.dated_at", "<", before);
  if (filter.fundId !== null) query = query.where("gifts.fund_id", "=", filter.fundId);
  if (filter.currency !== null) query = query.where("gifts.currency", "=", filter.currency);
  if (filter.status !== null) query = query.where("gifts.status", "=", filter.status);
  if (filter.method !== null) query = query.where("gifts.method", "=", filter.method);
  const search = searchIn(
    ["gifts.reference", "gifts.receipt_number", "gifts.giver_name", "gifts.giver_email"],
    filter.q,
  );
  if (search) query = query.where(search);
  return query;
}

function staffGiftOf(row: GiftRow & { fund: string }): StaffGift {
  return {
    id: Number(row.id),
    reference: row.reference,
    datedAt: row.dated_at,
    status: statusOf(row),
    amountCents: Number(row.amount_cents),
    currency: currencyOf(row),
    fundId: Number(row.fund_id),
    fund: row.fund,
    method: row.method as GiftMethod,
    giverName: row.giver_name,
    giverEmail: row.giver_email,
    phone: row.phone,
    receiptNumber: row.receipt_number,
    problem: problemOf(row),
    problemDetail: row.problem_detail,
    paynowStatus: row.paynow_status,
    paynowReference: row.paynow_reference,
    batchId: row.batch_id === null ? null : Number(row.batch_id),
  };
}

export const GIFTS_PAGE_SIZE = 50;

/** A page of the gifts the filter keeps, newest first; `count` is every gift it keeps. */
export async function listGifts(
  db: Kysely<Database>,
  member: StaffMember,
  filter: GiftFilter,
  page: number,
): Promise<{ count: number; pageCount: number; gifts: StaffGift[] }> {
  requirePermission(member, "manageGiving");
  const query = filtered(db, filter);
  const { n } = await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll("gifts")
    .select("gift_funds.name as fund")
    .orderBy("gifts.dated_at", "desc")
    .orderBy("gifts.id", "desc")
    .limit(GIFTS_PAGE_SIZE)
    .offset((Math.max(1, page) - 1) * GIFTS_PAGE_SIZE)
    .execute();
  return { count: Number(n), pageCount: pageCount(Number(n), GIFTS_PAGE_SIZE), gifts: rows.map(staffGiftOf) };
}

export interface HistoryEntry {
  at: string;
  source: HistorySource;
  statusBefore: GiftStatus | null;
  statusAfter: GiftStatus;
  paynowStatus: string | null;
  note: string | null;
  staffId: number | null;
}

/** One gift with every change of its status; null when unknown. */
export async function giftDetail(
  db: Kysely<Database>,
  member: StaffMember,
  id: number,
): Promise<(StaffGift & { history: HistoryEntry[] }) | null> {
  requirePermission(member, "manageGiving");
  const row = await giftById(db, id);
  if (!row) return null;
  const fund = await db.selectFrom("gift_funds").select("name").where("id", "=", row.fund_id).executeTakeFirstOrThrow();
  const history = await db.selectFrom("gift_history").selectAll().where("gift_id", "=", row.id).orderBy("id").execute();
  return {
    ...staffGiftOf({ ...row, fund: fund.name }),
    history: history.map((entry) => ({
      at: entry.at,
      source: entry.source as HistorySource,
      statusBefore: entry.status_before as GiftStatus | null,
      statusAfter: entry.status_after as GiftStatus,
      paynowStatus: entry.paynow_status,
      note: entry.note,
      staffId: entry.staff_id,
    })),
  };
}

export interface FundTotal {
  fundId: number;
  fund: string;
  currency: Currency;
  count: number;
  totalCents: number;
}

export interface PeriodTotals {
  /** Per fund and currency, in the funds' order, then by currency. */
  funds: FundTotal[];
  /** Per currency: each is a total of its own; there is no grand total across currencies. */
  currencies: Array<{ currency: Currency; count: number; totalCents: number }>;
}

/** The paid gifts of a period (Harare dates, inclusive; null: open), per fund and currency. */
export async function periodTotals(
  db: Kysely<Database>,
  member: StaffMember,
  period: { from: string | null; to: string | null },
): Promise<PeriodTotals> {
  requirePermission(member, "manageGiving");
  const rows = await filtered(db, { ...NO_FILTER, from: period.from, to: period.to, status: "paid" })
    .select((eb) => [
      "gifts.fund_id as fundId",
      "gift_funds.name as fund",
      "gift_funds.position as position",
      "gifts.currency as currency",
      eb.fn.countAll<number>().as("count"),
      eb.fn.sum<number>("gifts.amount_cents").as("total"),
    ])
    .groupBy(["gifts.fund_id", "gift_funds.name", "gift_funds.position", "gifts.currency"])
    .orderBy("gift_funds.position")
    .orderBy("gifts.fund_id")
    .orderBy("gifts.currency")
    .execute();
  const funds: FundTotal[] = rows.map((row) => ({
    fundId: Number(row.fundId),
    fund: row.fund,
    currency: row.currency as Currency,
    count: Number(row.count),
    // PostgreSQL's sum of a bigint is a numeric, which pg gives as text: exact, read as a whole number.
    totalCents: Number(row.total),
  }));
  const currencies = new Map<Currency, { currency: Currency; count: number; totalCents: number }>();
  for (const total of funds) {
    const sum = currencies.get(total.currency) ?? { currency: total.currency, count: 0, totalCents: 0 };
    sum.count += total.count;
    sum.totalCents += total.totalCents;
    currencies.set(total.currency, sum);
  }
  return { funds, currencies: [...currencies.values()].sort((a, b) => a.currency.localeCompare(b.currency)) };
}

export interface GiverStatement {
  email: string;
  /** The name the giver gave last, if any. */
  name: string | null;
  year: number;
  currency: Currency;
  gifts: Array<{ date: string; receiptNumber: string; fund: string; method: GiftMethod; amountCents: number }>;
  totalCents: number;
}

/** A giver's paid gifts (by their address) in one Harare year and one currency, for a printable statement. */
export async function giverStatement(
  db: Kysely<Database>,
  member: StaffMember,
  email: string,
  year: number,
  currency: Currency,
): Promise<GiverStatement> {
  requirePermission(member, "manageGiving");
  const address = email.trim().toLowerCase();
  const rows = await filtered(db, {
    ...NO_FILTER,
    from: `${year}-01-01`,
    to: `${year}-12-31`,
    currency,
    status: "paid",
  })
    .where("gifts.giver_email", "=", address)
    .selectAll("gifts")
    .select("gift_funds.name as fund")
    .orderBy("gifts.dated_at")
    .orderBy("gifts.id")
    .execute();
  const gifts = rows.map((row) => ({
    date: isoToHarareLocal(row.dated_at).slice(0, 10),
    receiptNumber: row.receipt_number ?? "",
    fund: row.fund,
    method: row.method as GiftMethod,
    amountCents: Number(row.amount_cents),
  }));
  return {
    email: address,
    name: rows.findLast((row) => row.giver_name !== null)?.giver_name ?? null,
    year,
    currency,
    gifts,
    totalCents: gifts.reduce((sum, gift) => sum + gift.amountCents, 0),
  };
}

/** An export holds at most this many gifts (a filter narrows a larger one). */
export const EXPORT_MAX_GIFTS = 50_000;

const CSV_HEADER = [
  "Date",
  "Reference",
  "Receipt number",
  "Status",
  "Fund",
  "Currency",
  "Amount",
  "Method",
  "Name",
  "Email",
  "Phone",
  "Paynow reference",
] as const;

/** The gifts the filter keeps as CSV (oldest first; every cell formula-escaped); the export is in the activity log. */
export async function giftsCsv(
  db: Kysely<Database>,
  member: StaffMember,
  actor: Actor,
  filter: GiftFilter,
  now = new Date(),
): Promise<{ fileName: string; csv: string; count: number }> {
  requirePermission(member, "manageGiving");
  const rows = await filtered(db, filter)
    .selectAll("gifts")
    .select("gift_funds.name as fund")
    .orderBy("gifts.dated_at")
    .orderBy("gifts.id")
    .limit(EXPORT_MAX_GIFTS)
    .execute();
  const csv = csvOf(
    CSV_HEADER,
    rows.map((row) => [
      isoToHarareLocal(row.dated_at).slice(0, 10),
      row.reference,
      row.receipt_number ?? "",
      STATUS_LABELS[statusOf(row)],
      row.fund,
      row.currency,
      decimalAmount(Number(row.amount_cents)),
      METHOD_LABELS[row.method as GiftMethod] ?? row.method,
      row.giver_name ?? "",
      row.giver_email ?? "",
      row.phone ?? "",
      row.paynow_reference ?? "",
    ]),
  );
  await recordActivity(
    db,
    actor,
    {
      action: "export",
      itemType: "gift",
      itemId: "csv",
      summary: `${actor.name} exported ${rows.length} ${rows.length === 1 ? "gift" : "gifts"} as CSV`,
    },
    now,
  );
  const day = isoToHarareLocal(now.toISOString()).slice(0, 10);
  return { fileName: `gifts-${day}.csv`, csv, count: rows.length };
}
