import type { Kysely } from "kysely";
import type { GiftFormInput } from "#contract/giving";
import type { Currency } from "#contract/money";
import type { StaffMember } from "#server/auth/staff-member";
import type { GivingConfig } from "#server/config";
import type { Engine } from "#server/db/connection";
import type { Database } from "#server/db/schema";
import type { Actor } from "#server/auth/staff-member";
import { refusalOf, type StaffRefusal } from "#server/lib/staff-input";
import { createPaynowClient } from "#server/payments/paynow/client";
import {
  handleResultPost,
  pollGift,
  pollPendingGifts,
  refreshGift,
  type PollerReport,
  type ResultPostOutcome,
} from "./confirm";
import type { GivingContext } from "./context";
import { addFund, archiveFund, changeFund, listFunds, type Fund } from "./funds";
import { giftById, giftByToken } from "./gift-store";
import { giverViewOf, receiptOf, type GiverGiftView } from "./giver-view";
import { givingOptions, initiateGift, type GivingOptions, type InitiateOutcome } from "./initiate";
import { cancelGift, recordBatch, type BatchInput, type BatchRecorded } from "./manual";
import { receiptLines, type ReceiptFacts } from "./receipt-mail";
import {
  giftDetail,
  giftFilterOf,
  giftsCsv,
  giverStatement,
  listGifts,
  periodTotals,
  type GiftFilter,
  type GiverStatement,
  type HistoryEntry,
  type PeriodTotals,
  type StaffGift,
} from "./reports";

/**
 * Giving (docs/decisions/048-giving-through-paynow.md): the domain's public services and the
 * treasurer's operations, free of Fastify. `createGiving` serves the giving page, the giver's
 * private link, Paynow's result URL and the poller (a job); `createStaffGiving` the back office,
 * each operation asking `manageGiving` of the member first.
 */

/** The giving domain's context from the configuration: Paynow's client at PAYNOW_URL. */
export function givingContext(deps: {
  db: Kysely<Database>;
  engine: Engine;
  siteUrl: string;
  config: GivingConfig;
}): GivingContext {
  return {
    ...deps,
    paynow: createPaynowClient({ baseUrl: deps.config.paynowUrl, timeoutMs: deps.config.timeoutMs }),
  };
}

export interface Giving {
  /** Whether giving online is set up (a currency has a Paynow integration). */
  readonly configured: boolean;
  /** What the giving form offers: currencies, maxima, open funds, methods. */
  options(): Promise<GivingOptions>;
  /** A visitor's gift: checked, written, then Paynow asked; never a fault because of Paynow. */
  initiate(input: GiftFormInput): Promise<InitiateOutcome>;
  /** A status update Paynow posted to the result URL (the raw form body). */
  handleResultPost(body: string): Promise<ResultPostOutcome>;
  /** The gift of a giver's private link, Paynow asked again while it waits; null for an unknown link. */
  gift(token: string): Promise<GiverGiftView | null>;
  /** The printable receipt of a paid gift's private link; null when unknown or not paid. */
  receipt(token: string): Promise<(ReceiptFacts & { lines: Array<{ label: string; value: string }> }) | null>;
  /** One round of the poller (a job calls it). */
  pollPendingGifts(): Promise<PollerReport>;
}

export function createGiving(context: GivingContext, now: () => Date = () => new Date()): Giving {
  return {
    configured: Object.keys(context.config.integrations).length > 0,
    options: () => givingOptions(context),
    initiate: (input) => initiateGift(context, input, now()),
    handleResultPost: (body) => handleResultPost(context, body, now()),
    async gift(token) {
      const row = await giftByToken(context.db, token);
      return row ? giverViewOf(context.db, await refreshGift(context, row, now())) : null;
    },
    async receipt(token) {
      const row = await giftByToken(context.db, token);
      const facts = row ? await receiptOf(context.db, row) : null;
      return facts ? { ...facts, lines: receiptLines(facts) } : null;
    },
    pollPendingGifts: () => pollPendingGifts(context, now()),
  };
}

/** A staff operation's answer: its result, or the refusal the page shows by its field. */
export type Refusable<T> = T | StaffRefusal;

export interface StaffGiving {
  funds(): Promise<Fund[]>;
  addFund(input: { name: string; currency: string }): Promise<Refusable<Fund>>;
  /** null when the fund does not exist. */
  changeFund(id: number, input: { name: string; currency: string }): Promise<Refusable<Fund> | null>;
  archiveFund(id: number, archived: boolean): Promise<Refusable<Fund> | null>;
  /** Gifts received another way, as one batch (a Sunday's envelopes). */
  recordBatch(input: BatchInput): Promise<Refusable<BatchRecorded>>;
  /** A gift recorded by hand by mistake, or one held for review: cancelled, with the reason. */
  cancelGift(id: number, reason: string): Promise<Refusable<StaffGift> | null>;
  gifts(filter: GiftFilter, page: number): Promise<{ count: number; pageCount: number; gifts: StaffGift[] }>;
  gift(id: number): Promise<(StaffGift & { history: HistoryEntry[] }) | null>;
  /** Asks Paynow about a gift given online now (a poll, or a trace) and applies its answer; null when unknown. */
  checkWithPaynow(id: number): Promise<(StaffGift & { history: HistoryEntry[] }) | null>;
  totals(period: { from: string | null; to: string | null }): Promise<PeriodTotals>;
  statement(email: string, year: number, currency: Currency): Promise<GiverStatement>;
  exportCsv(filter: GiftFilter): Promise<{ fileName: string; csv: string; count: number }>;
  /** The gifts' filters from a page's URL (a bad value turns its filter off); asks nothing. */
  filterOf(params: URLSearchParams): GiftFilter;
}

export function createStaffGiving(
  context: GivingContext,
  require: (permission: "manageGiving") => StaffMember,
  now: () => Date = () => new Date(),
): StaffGiving {
  const actorOf = (member: StaffMember): Actor => ({ staffId: member.id, name: member.name });
  const attempt = async <T>(work: () => Promise<T>): Promise<T | StaffRefusal> => {
    try {
      return await work();
    } catch (error) {
      return refusalOf(error);
    }
  };
  const { db } = context;
  return {
    async funds() {
      require("manageGiving");
      return listFunds(db, "all");
    },
    async addFund(input) {
      const member = require("manageGiving");
      return attempt(() => addFund(db, member, actorOf(member), input, now()));
    },
    async changeFund(id, input) {
      const member = require("manageGiving");
      return attempt(() => changeFund(db, member, actorOf(member), id, input, now()));
    },
    async archiveFund(id, archived) {
      const member = require("manageGiving");
      return attempt(() => archiveFund(db, member, actorOf(member), id, archived, now()));
    },
    async recordBatch(input) {
      const member = require("manageGiving");
      return attempt(() => recordBatch(db, context, member, actorOf(member), input, now()));
    },
    async cancelGift(id, reason) {
      const member = require("manageGiving");
      return attempt(async () => {
        const cancelled = await cancelGift(db, context, member, actorOf(member), id, reason, now());
        return cancelled ? (await giftDetail(db, member, cancelled.id))! : null;
      });
    },
    async gifts(filter, page) {
      return listGifts(db, require("manageGiving"), filter, page);
    },
    async gift(id) {
      return giftDetail(db, require("manageGiving"), id);
    },
    async checkWithPaynow(id) {
      const member = require("manageGiving");
      const row = await giftById(db, id);
      if (!row) return null;
      if (row.batch_id === null) await pollGift(context, row, "poll", now());
      return giftDetail(db, member, id);
    },
    async totals(period) {
      return periodTotals(db, require("manageGiving"), period);
    },
    async statement(email, year, currency) {
      return giverStatement(db, require("manageGiving"), email, year, currency);
    },
    async exportCsv(filter) {
      const member = require("manageGiving");
      return giftsCsv(db, member, actorOf(member), filter, now());
    },
    filterOf: giftFilterOf,
  };
}
