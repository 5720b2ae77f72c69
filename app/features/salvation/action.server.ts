/**
 * The salvation follow-up form without JavaScript (docs/architecture.md, Data flow): the browser posts
 * the form to the page; the form's rules, then the same submission handler as the API
 * (app/lib/form-post.server.ts). Every invalid answer gets the form's one message, as in the browser.
 */
import type { AppLoadContext } from "react-router";
import { readForm, takeFormPost, type PostOutcome } from "~/lib/form-post.server";
import { salvationContact } from "#content/site/salvation";
import { SALVATION_FORM, type SalvationContactValues } from "./contact-request";

export interface SalvationActionResult extends PostOutcome {
  message: string;
  /** What was typed, given back after a failure. */
  values?: SalvationContactValues;
}

export async function handleSalvationPost(request: Request, context: AppLoadContext): Promise<SalvationActionResult> {
  const form = await readForm(request);
  if (!form) return { ok: false, message: salvationContact.failure };
  const values = SALVATION_FORM.read(form);
  const outgoing = SALVATION_FORM.payload(values);
  const post = await takeFormPost(request, context, {
    kind: outgoing.kind === "prayer" ? "prayers" : "contact",
    form,
    rules: SALVATION_FORM.rules(values),
    values,
    body: () => outgoing.body,
  });
  switch (post.status) {
    case "sent":
      return { ok: true, message: salvationContact.success };
    case "throttled":
      return { ok: false, message: post.message, retryAfter: post.retryAfter, values };
    case "invalid":
    case "refused":
      return { ok: false, message: salvationContact.required, values };
    case "storage-refused":
      return { ok: false, message: post.message, values, storageRefused: true };
    case "failed":
      return { ok: false, message: salvationContact.failure, values };
  }
}
