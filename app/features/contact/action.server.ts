import type { AppLoadContext } from "react-router";
import { contactSchema, prayerSchema } from "../../../contract/schemas";
import type { ContactActionResult } from "./ContactForms";
import { CONTACT_TEXT, messagePayload, prayerPayload } from "./payloads";

/**
 * The contact page's forms without JavaScript (DESIGN.md, How data flows): the browser posts the
 * form to the page itself and this does what /api/ would, through the same services and schemas.
 * The hidden csrfmiddlewaretoken must match the visitor's csrftoken cookie, and a cross-site
 * Origin is refused, as the API does (DESIGN.md decision 7).
 */
function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export async function handleContactPost(request: Request, context: AppLoadContext): Promise<ContactActionResult> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { intent: "message", ok: false, message: CONTACT_TEXT.message.fallback };
  }
  const intent = text(form, "intent") === "prayer" ? "prayer" : "message";
  const fallback = CONTACT_TEXT[intent].fallback;

  const origin = request.headers.get("origin");
  const trusted = new Set([new URL(request.url).origin, context.siteUrl]);
  const token = text(form, "csrfmiddlewaretoken");
  if ((origin !== null && origin !== "null" && !trusted.has(origin)) || token === "" || token !== context.csrfToken) {
    return { intent, ok: false, message: fallback };
  }

  try {
    if (intent === "message") {
      const values = {
        firstName: text(form, "firstName"),
        lastName: text(form, "lastName"),
        email: text(form, "email"),
        phone: text(form, "phone"),
        subject: text(form, "subject"),
        message: text(form, "message"),
      };
      const parsed = contactSchema.safeParse(messagePayload(values));
      if (!parsed.success) return { intent, ok: false, message: parsed.error.issues[0]?.message ?? fallback, values };
      if (values.subject.trim() === "") {
        return { intent, ok: false, message: "This field may not be blank.", values };
      }
      await context.services.submissions.contact(parsed.data);
      return { intent, ok: true, message: CONTACT_TEXT.message.success };
    }
    const values = {
      name: text(form, "name"),
      email: text(form, "email"),
      phone: text(form, "phone"),
      request: text(form, "request"),
      isPrivate: form.get("isPrivate") !== null,
    };
    const parsed = prayerSchema.safeParse(prayerPayload(values));
    if (!parsed.success) return { intent, ok: false, message: parsed.error.issues[0]?.message ?? fallback, values };
    await context.services.submissions.prayer(parsed.data);
    return { intent, ok: true, message: CONTACT_TEXT.prayer.success };
  } catch (error) {
    console.error("Contact form (no JavaScript) failed:", error);
    return { intent, ok: false, message: fallback };
  }
}
