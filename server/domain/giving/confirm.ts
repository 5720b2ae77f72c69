import { sql } from "kysely";
import { isWaitingStatus, type GiftStatus } from "#contract/giving";
import { formatMoney } from "#contract/money";
import { parseMessage, fieldOf } from "#server/payments/paynow/message";
import type { PaynowFailure, StatusReport } from "#server/payments/paynow/client";
import type { PaynowStatus } from "#server/payments/paynow/status";
import type { GivingContext } from "./context";
import {
  changeGift,
  currencyOf,
  giftById,
  giftByReference,
  problemOf,
  statusOf,
  type GiftChange,
  type GiftRow,
} from "./gift-store";
import { CLAIM_MS, FIRST_CHECK_MS, nextCheckAt, NOT_STARTED_AFTER_MS } from "./poller-schedule";
import { isFollowed, statusAfterReport, type HistorySource } from "./status-rules";

/**
 * How a gift learns what became of it (docs/decisions/048): Paynow's status update (the result
 * post) is verified and then NOT believed: it makes us poll Paynow, and only the poll's verified
 * answer changes the gift, as Paynow itself advises. The poller asks again about every gift Paynow
 * has not settled, backing off, for a day, so a lost result post, a lost answer or a server killed
 * in between still ends with the gift's true status; a gift whose poll URL never arrived is found
 * by a trace of our reference.
 */

/** What one check of a gift did. */
export interface PollOutcome {
  gift: GiftRow;
  /** Whether its status changed. */
  changed: boolean;
  /** Why Paynow gave no usable answer, if it did not. */
  failure: PaynowFailure["kind"] | "not-configured" | null;
}

type Answer = StatusReport | { ok: true; found: false } | PaynowFailure | { ok: false; kind: "not-configured" };

/** Asks Paynow about the gift (its poll URL, or a trace) and applies the verified answer. */
export async function pollGift(
  context: GivingContext,
  gift: GiftRow,
  source: HistorySource,
  now: Date,
  post?: { claimed: PaynowStatus; pollUrl: string | null },
): Promise<PollOutcome> {
  const integration = context.config.integrations[currencyOf(gift)];
  const pollUrl = gift.poll_url ?? post?.pollUrl ?? null;
  let answer: Answer;
  let via = source;
  if (!integration) answer = { ok: false, kind: "not-configured" };
  else if (pollUrl) answer = await context.paynow.poll(integration, pollUrl);
  else {
    answer = await context.paynow.trace(integration, gift.reference);
    via = "trace";
  }
  let current = gift;
  // A change is applied only to the gift as read; when another process changed it meanwhile, read and decide again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const change = changeOfAnswer(current, answer, via, now, pollUrl, post?.claimed ?? null);
    const applied = await changeGift(context.db, context, current, change, now);
    if (applied) {
      return {
        gift: applied,
        changed: applied.status !== current.status,
        failure: answer.ok ? null : answer.kind,
      };
    }
    current = (await giftById(context.db, gift.id))!;
  }
  return { gift: current, changed: false, failure: answer.ok ? null : answer.kind };
}

/** The change a check brings: Paynow's verified word applied, or only when to ask next. */
function changeOfAnswer(
  gift: GiftRow,
  answer: Answer,
  source: HistorySource,
  now: Date,
  pollUrl: string | null,
  claimed: PaynowStatus | null,
): GiftChange {
  const status = statusOf(gift);
  const checks = gift.checks + 1;
  const base = { checked_at: now.toISOString(), checks };
  const following = (next: GiftStatus, problem: string | null) =>
    isFollowed(next, problem) ? nextCheckAt(gift.created_at, gift.checks, now) : null;
  const expired = (): GiftChange => ({
    source,
    status: "failed",
    problem: "expired",
    fields: { ...base, next_check_at: null },
  });

  if (!answer.ok || (answer.found && answer.reference !== gift.reference)) {
    const next = following(status, gift.problem);
    if (next === null && isWaitingStatus(status)) return expired();
    // A status update that could not be confirmed is asked about again soon, whatever the gift's state.
    const retry = next ?? (source === "result-post" ? new Date(now.getTime() + FIRST_CHECK_MS).toISOString() : null);
    return { source, fields: { ...base, next_check_at: retry } };
  }

  if (!answer.found) {
    const longAgo = now.getTime() - new Date(gift.created_at).getTime() >= NOT_STARTED_AFTER_MS;
    if (longAgo && status === "created")
      return { source, status: "failed", problem: "not-started", fields: { ...base, next_check_at: null } };
    if (longAgo && status === "failed")
      return { source, note: "Paynow has no such transaction", fields: { ...base, next_check_at: null } };
    const next = following(status, gift.problem);
    return next === null && isWaitingStatus(status) ? expired() : { source, fields: { ...base, next_check_at: next } };
  }

  const amount = Number(gift.amount_cents);
  const amountMatches = answer.amountCents === amount;
  const after = statusAfterReport(status, gift.problem, answer.status, amountMatches);
  const newStatus = after?.status ?? status;
  const problem = after ? after.problem : problemOf(gift);
  const notes: string[] = [];
  if (claimed !== null && claimed !== answer.status)
    notes.push(`Paynow's status update said ${claimed}; its poll said ${answer.status}`);
  if (!amountMatches) notes.push(`Paynow reported ${formatMoney(answer.amountCents, currencyOf(gift))} for this gift`);
  const fields = {
    ...base,
    poll_url: gift.poll_url ?? answer.pollUrl ?? pollUrl,
    paynow_reference: gift.paynow_reference ?? answer.paynowReference,
  };
  const next = following(newStatus, problem);
  if (next === null && isWaitingStatus(newStatus)) return { ...expired(), paynowStatus: answer.status };
  return {
    source,
    paynowStatus: answer.status,
    ...(after
      ? {
          status: after.status,
          problem: after.problem,
          problemDetail: after.problem === "amount-mismatch" ? formatMoney(answer.amountCents, currencyOf(gift)) : null,
        }
      : {}),
    note: notes.length > 0 ? notes.join("; ") : undefined,
    fields: { ...fields, next_check_at: next },
  };
}

export type ResultPostOutcome =
  /**
   * Verified. `confirmed`: the poll that followed answered (the gift is as Paynow says); when not,
   * the poller asks again soon, and an answer of 503 makes Paynow post again later (it resends an
   * update that got an HTTP error, up to ten times).
   */
  | { accepted: true; duplicate: boolean; confirmed: boolean; status: GiftStatus }
  | { accepted: false; reason: "unreadable" | "unknown-gift" | "not-configured" | "bad-hash" | "bad-answer" };

/** Whether a status update only says what the gift already is (a repeated post): nothing to ask. */
function alreadyKnown(status: GiftStatus, claimed: PaynowStatus): boolean {
  if (status === "review") return true;
  const same: Partial<Record<GiftStatus, readonly PaynowStatus[]>> = {
    paid: ["Paid", "Awaiting Delivery", "Delivered"],
    cancelled: ["Cancelled"],
    failed: ["Failed"],
    disputed: ["Disputed"],
    refunded: ["Refunded"],
  };
  return same[status]?.includes(claimed) ?? false;
}

/**
 * A status update Paynow posted to our result URL (the body as it came, whatever the currency):
 * its gift found by our reference, its hash verified with THAT gift's currency's key (the keys of
 * US dollars and ZiG never stand in for each other), then confirmed by a poll. Idempotent: a
 * repeated post changes nothing and asks nothing.
 */
export async function handleResultPost(
  context: GivingContext,
  body: string,
  now = new Date(),
): Promise<ResultPostOutcome> {
  const message = parseMessage(body);
  if (!message) return { accepted: false, reason: "unreadable" };
  const gift = await giftByReference(context.db, fieldOf(message, "reference") ?? "");
  if (!gift) return { accepted: false, reason: "unknown-gift" };
  const integration = context.config.integrations[currencyOf(gift)];
  if (!integration) return { accepted: false, reason: "not-configured" };
  const update = context.paynow.readStatusUpdate(integration, message);
  if (!update.ok) return { accepted: false, reason: update.kind === "bad-hash" ? "bad-hash" : "bad-answer" };
  const status = statusOf(gift);
  if (alreadyKnown(status, update.status) && update.amountCents === Number(gift.amount_cents))
    return { accepted: true, duplicate: true, confirmed: true, status };
  const checked = await pollGift(context, gift, "result-post", now, {
    claimed: update.status,
    pollUrl: update.pollUrl,
  });
  return { accepted: true, duplicate: false, confirmed: checked.failure === null, status: statusOf(checked.gift) };
}

/** A gift's status for its giver's page: Paynow is asked again while it waits, at most every few seconds. */
export const GIVER_CHECK_EVERY_MS = 5_000;

export async function refreshGift(context: GivingContext, gift: GiftRow, now = new Date()): Promise<GiftRow> {
  const asked = gift.checked_at ? new Date(gift.checked_at).getTime() : 0;
  if (!isWaitingStatus(statusOf(gift)) || now.getTime() - asked < GIVER_CHECK_EVERY_MS) return gift;
  return (await pollGift(context, gift, "poll", now)).gift;
}

export interface PollerReport {
  /** Gifts asked about. */
  checked: number;
  /** Gifts whose status changed. */
  changed: number;
  /** Checks that brought no usable answer (asked again later). */
  unanswered: number;
}

/** How many gifts one round of the poller takes at most (the rest wait for the next round). */
export const POLLER_BATCH = 50;

/**
 * One round of the poller (a job calls it every half minute or so): the gifts whose check is due
 * are claimed for a while (CLAIM_MS), so two processes never ask about one gift at once and a
 * process that dies mid-round leaves them to the next, then each is checked.
 */
export async function pollPendingGifts(
  context: GivingContext,
  now = new Date(),
  limit = POLLER_BATCH,
): Promise<PollerReport> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + CLAIM_MS).toISOString();
  const lock = context.engine === "postgres" ? sql`for update skip locked` : sql``;
  const { rows } = await sql<{ id: number }>`update gifts set next_check_at = ${until}
     where id in (
       select id from gifts where next_check_at is not null and next_check_at <= ${at}
       order by next_check_at, id limit ${limit} ${lock})
     returning id`.execute(context.db);
  const report: PollerReport = { checked: 0, changed: 0, unanswered: 0 };
  for (const { id } of [...rows].sort((a, b) => Number(a.id) - Number(b.id))) {
    const gift = await giftById(context.db, Number(id));
    if (!gift) continue;
    const outcome = await pollGift(context, gift, "poller", now);
    report.checked += 1;
    if (outcome.changed) report.changed += 1;
    if (outcome.failure) report.unanswered += 1;
  }
  return report;
}
