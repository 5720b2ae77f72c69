import {
  checkGiftForm,
  giftPath,
  isExpressMethod,
  ONLINE_METHODS,
  PAYNOW_RESULT_PATH,
  type GiftFormInput,
  type GiftFormOptions,
  type GiftProblem,
  type OnlineMethod,
} from "#contract/giving";
import { CURRENCIES } from "#contract/money";
import type { FormErrors } from "#contract/validation";
import { newSecret, sha256 } from "#server/auth/accounts";
import type { Initiated, PaynowFailure, PaynowFailureKind } from "#server/payments/paynow/client";
import type { GivingContext } from "./context";
import { listFunds } from "./funds";
import { changeGift, giftById, newGiftReference, type GiftChange } from "./gift-store";
import { giverViewOf, type GiverGiftView } from "./giver-view";
import { firstCheckAt } from "./poller-schedule";

/**
 * A visitor's gift through Paynow (docs/decisions/048): checked, then WRITTEN (created, with its
 * own reference) before Paynow is asked, so no payment Paynow takes is ever without its row; then
 * Paynow asked (a web transaction, or an express checkout for EcoCash, OneMoney and InnBucks).
 * A Paynow that refuses, is down, slow or answers something unverifiable gives a failed gift with
 * a sentence for the giver, never a fault. When the answer never came, Paynow may still have the
 * payment: the poller keeps following it (a trace finds it by our reference).
 */

/** What the giving form offers now: the configured currencies, their maxima, the open funds. */
export interface GivingOptions extends GiftFormOptions {
  methods: readonly OnlineMethod[];
}

export async function givingOptions(context: GivingContext): Promise<GivingOptions> {
  const currencies = CURRENCIES.filter((currency) => context.config.integrations[currency] !== undefined);
  const funds = (await listFunds(context.db, "open")).map(({ id, name, currency }) => ({ id, name, currency }));
  return { currencies, maxCents: context.config.maxCents, funds, methods: ONLINE_METHODS };
}

export type InitiateOutcome =
  | { ok: false; errors: FormErrors }
  /** The gift was written: its private token (the giver's link, given once) and where it stands. */
  | { ok: true; token: string; gift: GiverGiftView };

/** Paynow's failures as the gift keeps them. */
const PROBLEM_OF: Record<PaynowFailureKind, GiftProblem> = {
  error: "refused",
  unreachable: "unreachable",
  "no-answer": "no-answer",
  "bad-answer": "bad-answer",
  "bad-hash": "bad-answer",
};

export async function initiateGift(
  context: GivingContext,
  input: GiftFormInput,
  now = new Date(),
): Promise<InitiateOutcome> {
  const options = await givingOptions(context);
  const checked = checkGiftForm(input, options);
  if (!checked.ok) return checked;
  const values = checked.values;
  const integration = context.config.integrations[values.currency]!;
  const fund = options.funds.find((each) => each.id === values.fundId)!;
  const token = newSecret();
  const reference = newGiftReference();
  const at = now.toISOString();
  const created = await context.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("gifts")
      .values({
        reference,
        token_hash: sha256(token),
        status: "created",
        amount_cents: values.amountCents,
        currency: values.currency,
        fund_id: values.fundId,
        method: values.method,
        giver_name: values.name,
        giver_email: values.email,
        phone: values.phone,
        created_at: at,
        updated_at: at,
        dated_at: at,
        // Should this process die before Paynow answers, the poller finds the gift (a trace).
        next_check_at: firstCheckAt(now),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("gift_history")
      .values({ gift_id: id, at, source: "initiation", status_before: null, status_after: "created" })
      .execute();
    return (await giftById(trx, Number(id)))!;
  });

  const request = {
    reference,
    amountCents: values.amountCents,
    additionalInfo: fund.name,
    returnUrl: `${context.siteUrl}${giftPath(token)}`,
    resultUrl: `${context.siteUrl}${PAYNOW_RESULT_PATH}`,
  };
  const method = values.method;
  const answer = isExpressMethod(method)
    ? await context.paynow.initiateExpress(integration, {
        ...request,
        method,
        phone: values.phone,
        authEmail: context.config.merchantEmail!,
      })
    : await context.paynow.initiate(integration, request);

  // Applied to the gift as written (created): should the poller have learned more meanwhile (a
  // trace, when this answer was slow), its word stands and this answer changes nothing.
  const applied = await changeGift(context.db, context, created, changeOfAnswer(answer, now), now);
  const gift = applied ?? (await giftById(context.db, created.id))!;
  return { ok: true, token, gift: await giverViewOf(context.db, gift) };
}

function changeOfAnswer(answer: Initiated | PaynowFailure, now: Date): GiftChange {
  const checked = { checked_at: now.toISOString() };
  if (answer.ok) {
    return {
      source: "initiation",
      status: "pending",
      fields: {
        ...checked,
        poll_url: answer.pollUrl,
        browser_url: answer.browserUrl,
        paynow_reference: answer.paynowReference,
        authorization_code: answer.authorizationCode,
        authorization_expires: answer.authorizationExpires,
      },
    };
  }
  const problem = PROBLEM_OF[answer.kind];
  // Nothing reached Paynow, or it said no: nothing to follow. Otherwise it may have the payment.
  const follow = answer.kind !== "error" && answer.kind !== "unreachable";
  return {
    source: "initiation",
    status: "failed",
    problem,
    problemDetail: answer.kind === "error" ? answer.detail : null,
    note: `Paynow: ${answer.kind} (${answer.detail})`,
    fields: follow ? checked : { ...checked, next_check_at: null },
  };
}
