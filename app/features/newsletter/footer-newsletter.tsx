import Send from "lucide-react/icons/send";
import { useId } from "react";
import { api } from "~/lib/api";
import { NEWSLETTER_ACTION, NEWSLETTER_TEXT, newsletterFormId } from "./newsletter-form";
import { NewsletterPostFields, useNewsletterPage } from "./newsletter-post-fields";
import { useNewsletter } from "./use-newsletter";

/**
 * The footer's newsletter form: a required email field (an empty field is not
 * sent), Subscribing... while sending, the success message for 3 s, an error for 5 s. Without
 * JavaScript it posts to /newsletter, which sends the visitor back here with the answer. The site
 * layout hands it to the footer (`SiteFooter`'s `newsletter`): the UI kit knows no feature.
 */
export function FooterNewsletter() {
  const page = useNewsletterPage("footer");
  const { email, setEmail, status, message, onSubmit, submitting } = useNewsletter(
    "footer",
    api.subscribeNewsletter,
    page.notice,
  );
  const inputId = useId();
  const messageId = useId();
  return (
    <form
      id={newsletterFormId("footer")}
      method="post"
      action={NEWSLETTER_ACTION}
      onSubmit={onSubmit}
      className="mt-4 scroll-mt-24"
      aria-label="Newsletter"
    >
      <NewsletterPostFields variant="footer" next={page.next} />
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="Your email address"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={message ? messageId : undefined}
          className="min-h-11 w-full min-w-0 flex-1 rounded-full border border-slate-400 bg-brand-900 px-4 py-2.5 text-white placeholder:text-slate-400"
        />
        <button
          type="submit"
          disabled={submitting}
          aria-busy={submitting}
          className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-full bg-accent-500 px-5 py-2.5 font-semibold text-brand-950 transition hover:bg-accent-400 disabled:cursor-not-allowed disabled:opacity-70"
        >
          <Send aria-hidden="true" className="h-4 w-4" />
          {submitting ? NEWSLETTER_TEXT.submitting : NEWSLETTER_TEXT.button}
        </button>
      </div>
      <div id={messageId} aria-live="polite" className="mt-2 min-h-6 text-sm">
        {message ? (
          <p
            role={status === "error" ? "alert" : "status"}
            className={status === "error" ? "text-red-300" : "text-green-300"}
          >
            {message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
