import {
  GIFT_PROBLEMS,
  GIVER_STATUS_TEXTS,
  innbucksLink,
  isWaitingStatus,
  type GiftMethod,
  type GiftStatus,
} from "#contract/giving";
import type { Currency } from "#contract/money";
import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import { currencyOf, problemOf, receiptFactsOf, statusOf, type GiftRow } from "./gift-store";
import { receiptLines, type ReceiptFacts } from "./receipt-mail";

/**
 * A gift as its giver sees it through their private link: its state in words, what to do next
 * while Paynow waits, and its receipt once paid. Nothing of anyone else, nothing Paynow must keep
 * to itself (the poll URL); the giver's own name only on their own receipt.
 */

/** What the giver does next while the gift waits (none once Paynow has answered). */
export type NextStep =
  | { kind: "approve-on-phone" }
  | { kind: "innbucks-code"; code: string; expires: string | null; appLink: string }
  | { kind: "paynow-page"; url: string };

export interface GiverGiftView {
  reference: string;
  status: GiftStatus;
  /** Whether the page should keep asking (refreshing itself without JavaScript). */
  waiting: boolean;
  /** The sentence for the state: GIVER_STATUS_TEXTS, or the problem of a failed or held gift. */
  message: string;
  /** Paynow's own words when it refused the payment. */
  paynowSays: string | null;
  amountCents: number;
  currency: Currency;
  fund: string;
  method: GiftMethod;
  nextStep: NextStep | null;
  /** The receipt's lines once paid; null before. */
  receipt: Array<{ label: string; value: string }> | null;
}

function nextStepOf(row: GiftRow): NextStep | null {
  if (!isWaitingStatus(statusOf(row))) return null;
  if (row.method === "ecocash" || row.method === "onemoney") return { kind: "approve-on-phone" };
  if (row.method === "innbucks" && row.authorization_code)
    return {
      kind: "innbucks-code",
      code: row.authorization_code,
      expires: row.authorization_expires,
      appLink: innbucksLink(row.authorization_code),
    };
  return row.browser_url ? { kind: "paynow-page", url: row.browser_url } : null;
}

function messageOf(row: GiftRow): string {
  const status = statusOf(row);
  const problem = problemOf(row);
  if (status === "failed" || status === "review") return GIFT_PROBLEMS[problem ?? "refused"];
  return status === "cancelled" && problem ? GIFT_PROBLEMS[problem] : GIVER_STATUS_TEXTS[status];
}

export async function giverViewOf(db: Kysely<Database>, row: GiftRow): Promise<GiverGiftView> {
  const facts = await receiptFactsOf(db, row);
  const status = statusOf(row);
  return {
    reference: row.reference,
    status,
    waiting: isWaitingStatus(status),
    message: messageOf(row),
    paynowSays: problemOf(row) === "refused" ? row.problem_detail : null,
    amountCents: facts.amountCents,
    currency: currencyOf(row),
    fund: facts.fund,
    method: facts.method,
    nextStep: nextStepOf(row),
    receipt: status === "paid" ? receiptLines(facts) : null,
  };
}

/** A paid gift's receipt (the printable page); null while it is not paid. */
export async function receiptOf(db: Kysely<Database>, row: GiftRow): Promise<ReceiptFacts | null> {
  return statusOf(row) === "paid" && row.receipt_number ? receiptFactsOf(db, row) : null;
}
