/**
 * The salvation follow-up form without JavaScript (DESIGN.md, How data flows): the browser posts
 * the form to the page and this does what /api/ would, through the same services and schemas.
 * The hidden csrfmiddlewaretoken must match the visitor's csrftoken cookie and a cross-site
 * Origin is refused, as the API does (DESIGN.md decision 7).
 */
import type { AppLoadContext } from "react-router";
import { contactSchema, prayerSchema } from "../../../contract/schemas";
import { formText, isBotPost, isTrustedFormPost, readForm, type PostOutcome } from "~/lib/formPost.server";
import { SALVATION_SUBJECTS, salvationContact } from "~/content/salvation";
import { salvationRequest, type SalvationContactValues } from "./contactRequest";

export interface SalvationActionResult extends PostOutcome {
  message: string;
  /** What was typed, given back after a failure. */
  values?: SalvationContactValues;
}

export async function handleSalvationPost(request: Request, context: AppLoadContext): Promise<SalvationActionResult> {
  const form = await readForm(request);
  if (!form || !isTrustedFormPost(request, context, form)) return { ok: false, message: salvationContact.failure };

  const values: SalvationContactValues = {
    name: formText(form, "name"),
    email: formText(form, "email"),
    phone: formText(form, "phone"),
    subject: formText(form, "subject"),
    message: formText(form, "message"),
  };
  if (!(SALVATION_SUBJECTS as readonly string[]).includes(values.subject)) {
    return { ok: false, message: salvationContact.required, values };
  }
  const outgoing = salvationRequest(values);
  const kind = outgoing.kind === "prayer" ? "prayers" : "contact";
  const throttled = await context.guard.throttle(kind);
  if (throttled) return { ok: false, message: throttled.message, retryAfter: throttled.retryAfter, values };
  try {
    // A bot that filled the honeypot is answered as if sent; nothing is stored.
    if (outgoing.kind === "prayer") {
      const parsed = prayerSchema.safeParse(outgoing.body);
      if (!parsed.success) return { ok: false, message: salvationContact.required, values };
      if (!isBotPost(context, kind, form)) await context.services.submissions.prayer(parsed.data);
    } else {
      const parsed = contactSchema.safeParse(outgoing.body);
      if (!parsed.success) return { ok: false, message: salvationContact.required, values };
      if (!isBotPost(context, kind, form)) await context.services.submissions.contact(parsed.data);
    }
    return { ok: true, message: salvationContact.success };
  } catch (error) {
    console.error("Salvation form (no JavaScript) failed:", error);
    return { ok: false, message: salvationContact.failure, values };
  }
}
