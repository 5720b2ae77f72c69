import { redirect, type AppLoadContext } from "react-router";
import { giftPath, type GiftFormInput } from "#contract/giving";
import type { FormErrors } from "#contract/validation";
import { readForm, requireSameOriginPost, type PostOutcome } from "~/lib/form-post.server";
import type { GiftFormValues } from "./form-values";
import { GIVING_TEXTS } from "./texts";

/** The rate-limit counter of gifts started, per client (server/http/submission-guard.ts). */
export const GIFTS_KIND = "gifts";

export interface GiveActionResult extends PostOutcome {
  message: string;
  errors: FormErrors;
  values: GiftFormValues;
}

const FIELDS = ["amount", "suggested", "currency", "fund", "method", "phone", "name", "email"] as const;

function valuesOf(form: FormData | null): GiftFormValues {
  const values = {} as GiftFormValues;
  // Raw: a NUL byte or a too-long text reaches the rules (contract/giving.ts) and is refused there.
  for (const field of FIELDS) {
    const value = form?.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/** What the rules read: the typed amount, else the suggested one picked. */
export function giftInputOf(values: GiftFormValues): GiftFormInput {
  return {
    amount: values.amount.trim() === "" ? values.suggested : values.amount,
    currency: values.currency,
    fund: values.fund,
    method: values.method,
    phone: values.phone,
    name: values.name,
    email: values.email,
  };
}

/**
 * The giving form's post (with or without JavaScript, the same post): same-origin, counted per
 * client, then the domain's `initiate` (the gift written, then Paynow asked). A gift started is a
 * 303 to its private page, or to Paynow's own page for card and the other ways; a refusal is the
 * form again with every field's message and what was typed.
 */
export async function handleGivePost(request: Request, context: AppLoadContext): Promise<GiveActionResult> {
  requireSameOriginPost(request, context);
  const form = await readForm(request);
  const values = valuesOf(form);
  if (!form) return { ok: false, message: GIVING_TEXTS.startFailed, errors: {}, values };
  const throttled = await context.guard.throttle(GIFTS_KIND);
  if (throttled) return { ok: false, message: throttled.message, retryAfter: throttled.retryAfter, errors: {}, values };
  const { giving } = context.services;
  if (!giving.configured) return { ok: false, message: GIVING_TEXTS.notConfigured, errors: {}, values };
  let outcome;
  try {
    outcome = await giving.initiate(giftInputOf(values));
  } catch (error) {
    const refused = context.refusedWrite(error, "starting a gift");
    if (refused) return { ok: false, message: refused.message, errors: {}, values, storageRefused: true };
    context.log.error({ err: error, kind: GIFTS_KIND }, "Starting a gift failed");
    return { ok: false, message: GIVING_TEXTS.startFailed, errors: {}, values };
  }
  if (!outcome.ok) return { ok: false, message: GIVING_TEXTS.errorSummary, errors: outcome.errors, values };
  const next = outcome.gift.nextStep;
  throw redirect(next?.kind === "paynow-page" ? next.url : giftPath(outcome.token), 303);
}
