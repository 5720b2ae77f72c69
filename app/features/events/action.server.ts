import { redirect, type AppLoadContext } from "react-router";
import { REGISTRATION_KIND, eventPath, registrationPath } from "#contract/events";
import { formText } from "#contract/forms";
import { HONEYPOT_FIELD } from "#contract/honeypot";
import { firstMessage } from "#contract/validation";
import { readForm, requireSameOriginPost, type PostOutcome } from "~/lib/form-post.server";
import { sentLocation } from "~/lib/sent";
import { EVENT_TEXTS } from "./texts";
import { CONFIRMATION_SECTION, REGISTER_SECTION, type RegistrationValues } from "./registration-form";

/**
 * An event's registration form posted without JavaScript (the page's route action), guarded as
 * every public form post is (app/lib/form-post.server.ts): the browser must say it is same-origin,
 * the same rate-limit counter as POST /api/events/{slug}/register/, the honeypot, then the same
 * registration (server/domain/events). A success is a 303 to the registrant's own page, which shows
 * the confirmation (Post/Redirect/Get: its private link is where the registrant lands, never in the
 * event page's address); a refusal is the form again, on its section, with what was typed.
 */

export interface RegistrationActionResult extends PostOutcome {
  message: string;
  values: RegistrationValues;
}

/** The form's fields as the visitor typed them. */
function valuesOf(form: FormData): RegistrationValues {
  return {
    occurrence: formText(form, "occurrence"),
    name: formText(form, "name"),
    email: formText(form, "email"),
    phone: formText(form, "phone"),
    party: formText(form, "party") || "1",
    answer: formText(form, "answer"),
    reminders: form.get("reminders") !== null,
  };
}

/** The request body the API takes, from the form. */
export function registrationBody(values: RegistrationValues): Record<string, unknown> {
  const party = /^\d{1,3}$/.test(values.party.trim()) ? Number(values.party.trim()) : values.party;
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    party,
    answer: values.answer,
    reminders: values.reminders,
  };
}

export async function handleRegistrationPost(
  request: Request,
  context: AppLoadContext,
  slug: string,
  url: URL,
): Promise<RegistrationActionResult> {
  requireSameOriginPost(request, context);
  const form = await readForm(request);
  const empty = valuesOf(new FormData());
  if (!form) return { ok: false, message: EVENT_TEXTS.sendFailed, values: empty };
  const values = valuesOf(form);
  const throttled = await context.guard.throttle(REGISTRATION_KIND);
  if (throttled) return { ok: false, message: throttled.message, retryAfter: throttled.retryAfter, values };
  if (context.guard.isBot(REGISTRATION_KIND, formText(form, HONEYPOT_FIELD))) {
    // Answered as a success (the event's page, marked sent) and nothing stored.
    throw redirect(sentLocation(new URL(eventPath(slug), url), "registered", REGISTER_SECTION), 303);
  }
  let outcome;
  try {
    outcome = await context.services.events.register(slug, values.occurrence, registrationBody(values));
  } catch (error) {
    const refused = context.refusedWrite(error, "storing an event registration (no JavaScript)");
    if (refused) return { ok: false, message: refused.message, values, storageRefused: true };
    context.log.error({ err: error, kind: REGISTRATION_KIND }, "Form post failed (event registration, no JavaScript)");
    return { ok: false, message: EVENT_TEXTS.sendFailed, values };
  }
  if (!outcome.ok) return { ok: false, message: firstMessage(outcome.errors) ?? EVENT_TEXTS.sendFailed, values };
  const page = new URL(registrationPath(outcome.token), url);
  throw redirect(sentLocation(page, outcome.status, CONFIRMATION_SECTION), 303);
}
