/**
 * The salvation follow-up form without JavaScript (DESIGN.md, How data flows): the browser posts
 * the form to the page and this does what /api/ would, through the same services and schemas.
 * The hidden csrfmiddlewaretoken must match the visitor's csrftoken cookie and a cross-site
 * Origin is refused, as the API does (DESIGN.md decision 7).
 */
import type { AppLoadContext } from "react-router";
import { contactSchema, prayerSchema } from "../../../contract/schemas";
import { SALVATION_SUBJECTS, salvationContact } from "~/content/salvation";
import { salvationRequest, type SalvationContactValues } from "./contactRequest";

export interface SalvationActionResult {
  ok: boolean;
  message: string;
  /** What was typed, given back after a failure. */
  values?: SalvationContactValues;
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export async function handleSalvationPost(request: Request, context: AppLoadContext): Promise<SalvationActionResult> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { ok: false, message: salvationContact.failure };
  }
  const origin = request.headers.get("origin");
  const trusted = new Set([new URL(request.url).origin, context.siteUrl]);
  const token = text(form, "csrfmiddlewaretoken");
  if ((origin !== null && origin !== "null" && !trusted.has(origin)) || token === "" || token !== context.csrfToken) {
    return { ok: false, message: salvationContact.failure };
  }

  const values: SalvationContactValues = {
    name: text(form, "name"),
    email: text(form, "email"),
    phone: text(form, "phone"),
    subject: text(form, "subject"),
    message: text(form, "message"),
  };
  if (!(SALVATION_SUBJECTS as readonly string[]).includes(values.subject)) {
    return { ok: false, message: salvationContact.required, values };
  }
  const outgoing = salvationRequest(values);
  try {
    if (outgoing.kind === "prayer") {
      const parsed = prayerSchema.safeParse(outgoing.body);
      if (!parsed.success) return { ok: false, message: salvationContact.required, values };
      await context.services.submissions.prayer(parsed.data);
    } else {
      const parsed = contactSchema.safeParse(outgoing.body);
      if (!parsed.success) return { ok: false, message: salvationContact.required, values };
      await context.services.submissions.contact(parsed.data);
    }
    return { ok: true, message: salvationContact.success };
  } catch (error) {
    console.error("Salvation form (no JavaScript) failed:", error);
    return { ok: false, message: salvationContact.failure, values };
  }
}
