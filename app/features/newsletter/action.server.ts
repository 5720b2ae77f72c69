import { redirect, type AppLoadContext } from "react-router";
import { MESSAGES } from "#contract/validation";
import { formText } from "#contract/forms";
import { definedFormPost, isSameOriginPost, readForm, takeFormPost } from "~/lib/form-post.server";
import {
  NEWSLETTER_FORMS,
  NEXT_FIELD,
  noticeLocation,
  VARIANT_FIELD,
  type NewsletterOutcome,
  type NewsletterVariant,
} from "./newsletter-form";

/**
 * Either newsletter form posted without JavaScript (route /newsletter): the form's rules, then the
 * same rate limit, honeypot and submission handler as POST /api/newsletter/subscribe/
 * (app/lib/form-post.server.ts). The answer is always a 303 back to the page it came from (a path
 * of this site), carrying the notice as a code, so a reload does not post again and the address
 * never appears in a URL.
 */
export async function handleNewsletterPost(request: Request, context: AppLoadContext): Promise<Response> {
  const form = await readForm(request);
  const field = (name: string) => (form ? formText(form, name) : "");
  const variant: NewsletterVariant = field(VARIANT_FIELD) === "sidebar" ? "sidebar" : "footer";
  // This route has no page of its own: a cross-site post goes back to the form with its failure.
  const outcome =
    form && isSameOriginPost(request, context)
      ? await subscribe(request, context, form, variant)
      : { status: "failed" as const };
  return redirect(noticeLocation(field(NEXT_FIELD), variant, outcome), 303);
}

async function subscribe(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  variant: NewsletterVariant,
): Promise<NewsletterOutcome> {
  const post = await takeFormPost(request, context, definedFormPost("newsletter", form, NEWSLETTER_FORMS[variant]));
  switch (post.status) {
    case "sent":
      return { status: "subscribed" };
    case "throttled":
      return { status: "throttled", retryAfter: post.retryAfter };
    case "invalid":
      return post.errors.email === MESSAGES.required
        ? { status: "empty" }
        : { status: "invalid", message: post.message };
    case "refused":
      return { status: "invalid", message: post.message };
    case "storage-refused":
      return { status: "storage-refused", kind: post.kind };
    case "failed":
      return { status: "failed" };
  }
}
