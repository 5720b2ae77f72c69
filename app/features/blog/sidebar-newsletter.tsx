import { Mail } from "lucide-react";
import { useId } from "react";
import { FormMessage } from "~/ui/forms/fields";
import { NEWSLETTER_ACTION, NEWSLETTER_TEXT, newsletterFormId } from "~/features/newsletter/newsletter-form";
import { NewsletterPostFields, useNewsletterPage } from "~/features/newsletter/newsletter-post-fields";
import { useNewsletter } from "~/features/newsletter/use-newsletter";
import { api } from "~/lib/api";
import { SIDEBAR_TEXT } from "./constants";

/**
 * The sidebar's newsletter form: email only; a blank field says so; Subscribing...
 * while sending; messages for 5 s, the field emptied after success. Without JavaScript it posts to
 * /newsletter, which sends the visitor back here with the answer.
 */
export function SidebarNewsletter({
  subscribe = api.subscribeNewsletter,
}: {
  subscribe?: typeof api.subscribeNewsletter;
}) {
  const page = useNewsletterPage("sidebar");
  const { email, setEmail, status, message, onSubmit, submitting } = useNewsletter("sidebar", subscribe, page.notice);
  const id = useId();
  // Posted (never sent with GET): the address never lands in a URL or a log. Coming back to
  // #newsletter-sidebar after a post, the scroll margin keeps the box's heading below the header.
  return (
    <form
      id={newsletterFormId("sidebar")}
      method="post"
      action={NEWSLETTER_ACTION}
      onSubmit={onSubmit}
      noValidate
      className="scroll-mt-40 space-y-3"
    >
      <NewsletterPostFields variant="sidebar" next={page.next} />
      <p className="text-sm text-slate-600 dark:text-slate-300">{SIDEBAR_TEXT.newsletterIntro}</p>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        Email address
      </label>
      <div className="relative">
        <Mail
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        />
        <input
          id={id}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="you@example.com"
          className="block w-full rounded-lg border border-slate-500 bg-white py-2.5 pr-3 pl-10 text-base text-ink shadow-sm placeholder:text-slate-500 dark:border-slate-400 dark:bg-brand-900 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
      </div>
      <button
        type="submit"
        disabled={submitting}
        aria-busy={submitting}
        className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-accent-400 px-5 py-2.5 font-semibold text-brand-950 shadow hover:bg-accent-300 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {submitting ? NEWSLETTER_TEXT.submitting : NEWSLETTER_TEXT.button}
      </button>
      {message && (status === "success" || status === "error") ? (
        <FormMessage kind={status}>{message}</FormMessage>
      ) : null}
    </form>
  );
}
