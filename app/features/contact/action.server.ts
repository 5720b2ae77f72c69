import type { AppLoadContext } from "react-router";
import { contactSchema, prayerSchema } from "../../../contract/schemas";
import { formText, isBotPost, isTrustedFormPost, readForm } from "~/lib/formPost.server";
import type { ContactActionResult } from "./ContactForms";
import { CONTACT_TEXT, messagePayload, prayerPayload } from "./payloads";

/**
 * The contact page's forms without JavaScript (DESIGN.md, How data flows): the browser posts the
 * form to the page itself and this does what /api/ would, through the same services and schemas.
 * The hidden csrfmiddlewaretoken must match the visitor's csrftoken cookie, and a cross-site
 * Origin is refused, as the API does (DESIGN.md decision 7).
 */
export async function handleContactPost(request: Request, context: AppLoadContext): Promise<ContactActionResult> {
  const form = await readForm(request);
  if (!form) return { intent: "message", ok: false, message: CONTACT_TEXT.message.fallback };
  const intent = formText(form, "intent") === "prayer" ? "prayer" : "message";
  const fallback = CONTACT_TEXT[intent].fallback;

  if (!isTrustedFormPost(request, context, form)) return { intent, ok: false, message: fallback };
  const kind = intent === "message" ? "contact" : "prayers";
  const message = {
    firstName: formText(form, "firstName"),
    lastName: formText(form, "lastName"),
    email: formText(form, "email"),
    phone: formText(form, "phone"),
    subject: formText(form, "subject"),
    message: formText(form, "message"),
  };
  const prayer = {
    name: formText(form, "name"),
    email: formText(form, "email"),
    phone: formText(form, "phone"),
    request: formText(form, "request"),
    isPrivate: form.get("isPrivate") !== null,
  };
  const values = intent === "message" ? message : prayer;

  const throttled = await context.guard.throttle(kind);
  if (throttled) return { intent, ok: false, message: throttled.message, retryAfter: throttled.retryAfter, values };

  try {
    // A bot that filled the honeypot is answered as if sent; nothing is stored.
    if (intent === "message") {
      const parsed = contactSchema.safeParse(messagePayload(message));
      if (!parsed.success) return { intent, ok: false, message: parsed.error.issues[0]?.message ?? fallback, values };
      if (message.subject.trim() === "") return { intent, ok: false, message: "This field may not be blank.", values };
      if (!isBotPost(context, kind, form)) await context.services.submissions.contact(parsed.data);
    } else {
      const parsed = prayerSchema.safeParse(prayerPayload(prayer));
      if (!parsed.success) return { intent, ok: false, message: parsed.error.issues[0]?.message ?? fallback, values };
      if (!isBotPost(context, kind, form)) await context.services.submissions.prayer(parsed.data);
    }
    return { intent, ok: true, message: CONTACT_TEXT[intent].success };
  } catch (error) {
    console.error("Contact form (no JavaScript) failed:", error);
    return { intent, ok: false, message: fallback };
  }
}
