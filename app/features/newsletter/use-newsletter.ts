import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { MESSAGES, validateForm } from "#contract/validation";
import { honeypotOf } from "~/ui/forms/honeypot";
import { api, newsletterErrorMessage } from "~/lib/api";
import {
  FOOTER_NEWSLETTER_ERROR_MS,
  FOOTER_NEWSLETTER_SUCCESS_MS,
  SIDEBAR_NEWSLETTER_MESSAGE_MS,
} from "~/lib/constants";
import {
  NEWSLETTER_FORMS,
  NEWSLETTER_TEXT,
  outcomeMessage,
  type NewsletterOutcome,
  type NewsletterVariant,
} from "./newsletter-form";

/**
 * The newsletter form's state machine, in its two variants:
 * - footer: sends { email, name: "" }; an empty field is not sent; success shown 3 s, error 5 s;
 * - sidebar: sends { email }; a blank field says "Please enter an email address."; messages 5 s,
 *   and the field is emptied after success.
 * Both check the form's rules first (./newsletterForm.ts, as the no-JavaScript post does). A page
 * that a post without JavaScript came back to starts with that post's notice (`notice`).
 */
export type NewsletterStatus = "idle" | "submitting" | "success" | "error";

const TIMINGS: Record<NewsletterVariant, { success: number; error: number }> = {
  footer: { success: FOOTER_NEWSLETTER_SUCCESS_MS, error: FOOTER_NEWSLETTER_ERROR_MS },
  sidebar: { success: SIDEBAR_NEWSLETTER_MESSAGE_MS, error: SIDEBAR_NEWSLETTER_MESSAGE_MS },
};

export function useNewsletter(
  variant: NewsletterVariant,
  subscribe = api.subscribeNewsletter,
  notice: NewsletterOutcome | null = null,
) {
  const [initial] = useState(() => (notice ? outcomeMessage(variant, notice) : null));
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<NewsletterStatus>(initial?.status ?? "idle");
  const [message, setMessage] = useState<string | null>(initial?.text ?? null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clearTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => clearTimer, []);

  const show = useCallback(
    (next: "success" | "error", text: string) => {
      clearTimer();
      setStatus(next);
      setMessage(text);
      timer.current = setTimeout(
        () => {
          timer.current = null;
          setStatus("idle");
          setMessage(null);
          // The footer clears its field together with the success message.
          if (next === "success" && variant === "footer") setEmail("");
        },
        next === "success" ? TIMINGS[variant].success : TIMINGS[variant].error,
      );
    },
    [variant],
  );

  // A notice from a post without JavaScript goes after the same time as any other message.
  useEffect(() => {
    if (initial) show(initial.status, initial.text);
  }, [initial, show]);

  const onSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (status === "submitting") return;
      const form = NEWSLETTER_FORMS[variant];
      const invalid = validateForm(form.rules({ email }), { email }).email;
      if (invalid === MESSAGES.required) {
        // The footer's field is required: the browser says so and nothing is sent.
        if (variant === "sidebar") show("error", NEWSLETTER_TEXT.empty);
        return;
      }
      if (invalid) {
        show("error", invalid);
        return;
      }
      clearTimer();
      setStatus("submitting");
      setMessage(null);
      try {
        const honeypot = honeypotOf(event?.currentTarget as HTMLFormElement | undefined);
        await subscribe({ ...form.payload({ email }), ...honeypot });
        // The footer clears its field with the message (3 s later); the sidebar empties it at once.
        if (variant === "sidebar") setEmail("");
        show("success", NEWSLETTER_TEXT.success);
      } catch (error) {
        console.error("Newsletter subscription failed:", error);
        show("error", newsletterErrorMessage(error, NEWSLETTER_TEXT.fallback[variant]));
      }
    },
    [email, status, subscribe, variant, show],
  );

  return { email, setEmail, status, message, onSubmit, submitting: status === "submitting" };
}
