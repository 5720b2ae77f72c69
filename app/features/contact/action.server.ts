import type { AppLoadContext } from "react-router";
import { formText } from "#contract/forms";
import { definedFormPost, readForm, takeFormPost } from "~/lib/form-post.server";
import type { ContactActionResult } from "./contact-forms";
import { CONTACT_TEXT, MESSAGE_FORM, PRAYER_FORM } from "./payloads";

/**
 * The contact page's forms without JavaScript (docs/architecture.md, Data flow): the browser posts the
 * form to the page itself; the form's rules, then the same submission handler as the API
 * (app/lib/form-post.server.ts). The answer is the form's first message, else its fallback.
 */
export async function handleContactPost(request: Request, context: AppLoadContext): Promise<ContactActionResult> {
  const form = await readForm(request);
  if (!form) return { intent: "message", ok: false, message: CONTACT_TEXT.message.fallback };
  const intent = formText(form, "intent") === "prayer" ? "prayer" : "message";
  const text = CONTACT_TEXT[intent];
  const input =
    intent === "message"
      ? definedFormPost("contact", form, MESSAGE_FORM)
      : definedFormPost("prayers", form, PRAYER_FORM);
  const { values } = input;
  const post = await takeFormPost(request, context, input);

  switch (post.status) {
    case "sent":
      return { intent, ok: true, message: text.success };
    case "throttled":
      return { intent, ok: false, message: post.message, retryAfter: post.retryAfter, values };
    case "invalid":
    case "refused":
      return { intent, ok: false, message: post.message || text.fallback, values };
    case "storage-refused":
      return { intent, ok: false, message: post.message, values, storageRefused: true };
    case "failed":
      return { intent, ok: false, message: text.fallback, values };
  }
}
