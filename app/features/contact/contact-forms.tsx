import HandHeart from "lucide-react/icons/hand-heart";
import Mail from "lucide-react/icons/mail";
import type { LucideIcon } from "lucide-react";
import { useEffect, useRef, useState, type ComponentProps, type FormEvent, type ReactNode } from "react";
import { CheckboxField, FormMessage, SubmitButton, TextArea, TextField } from "~/ui/forms/fields";
import type { HoneypotBody } from "#contract/honeypot";
import { firstError, validateForm } from "#contract/validation";
import { Honeypot, honeypotOf } from "~/ui/forms/honeypot";
import { reportMissingField } from "~/ui/forms/report-missing-field";
import { useFormFields } from "~/ui/hooks/use-form-fields";
import { useSubmission, type Submission } from "~/ui/hooks/use-submission";
import { api, serverErrorMessage } from "~/lib/api";
import { useHydrated } from "~/ui/hooks/use-hydrated";
import type { FieldDefinitions, DefinedForm, FormValuesOf } from "#contract/forms";
import { CONTACT_TEXT, MESSAGE_FORM, PRAYER_FORM } from "./payloads";

export type ContactFormKind = "message" | "prayer";

/**
 * The forms' section: without JavaScript a form posts to it (a refusal opens there) and the
 * success's redirect lands on it (app/routes/site/contact-us.tsx), not on the page's top screens above.
 */
export const CONTACT_FORM_PANEL = "contact-form-panel";

/** What the route action answered when a form was posted without JavaScript. */
export interface ContactActionResult {
  intent: ContactFormKind;
  ok: boolean;
  message: string;
  values?: Record<string, string | boolean>;
  /** Seconds to wait: the post was over the rate limit. */
  retryAfter?: number;
  /** The server's disk refused the write: nothing was stored (the message says so). */
  storageRefused?: boolean;
}

interface FormProps {
  /** The no-JavaScript post's answer, when it was this form's. */
  result?: ContactActionResult | null;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}

/** Shows the browser-side submission's message, beside the button that sent it. */
function Outcome({ status, message }: { status: string; message: string | null }) {
  if (status === "success" && message) return <FormMessage kind="success">{message}</FormMessage>;
  if (status === "error" && message) return <FormMessage kind="error">{message}</FormMessage>;
  return null;
}

function initialFrom<T extends Record<string, string | boolean>>(empty: T, result?: ContactActionResult | null): T {
  if (!result || result.ok || !result.values) return empty;
  return { ...empty, ...result.values };
}

/** The texts both forms have (CONTACT_TEXT.message, CONTACT_TEXT.prayer). */
interface FormText {
  heading: string;
  intro: string;
  button: string;
  submitting: string;
  success: string;
  fallback: string;
}

/**
 * One form's state: its fields (what a failed no-JavaScript post typed, else empty), the
 * submission, and the submit handler that checks the form's rules (as the route action does),
 * sends, and empties the fields once sent.
 */
function useContactForm<F extends FieldDefinitions, P extends object>(
  definition: DefinedForm<F, P>,
  result: ContactActionResult | null | undefined,
  text: FormText,
  send: (payload: P, honeypot: HoneypotBody) => Promise<unknown>,
) {
  const [initial] = useState(() => initialFrom(definition.empty(), result));
  const fields = useFormFields<FormValuesOf<F>>(initial);
  const submission = useSubmission({ errorMessage: (error) => serverErrorMessage(error, text.fallback) });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateForm(definition.rules(fields.values), fields.values);
    if (!reportMissingField(event.currentTarget, errors)) return;
    // Any other rule: the message the server would answer, shown as its answer would be.
    const invalid = firstError(errors);
    if (invalid) {
      submission.fail(invalid);
      return;
    }
    const honeypot = honeypotOf(event.currentTarget);
    const ok = await submission.submit(() => send(definition.payload(fields.values), honeypot), text.success);
    if (ok) fields.setValues(definition.empty());
  };
  return { fields, submission, onSubmit };
}

/**
 * What both forms share around their fields: the hidden intent, the heading (focus
 * moves to it when the form appears) with its icon and introduction, the message and the button.
 */
function ContactFormFrame({
  intent,
  icon: Icon,
  text,
  result,
  headingRef,
  submission,
  onSubmit,
  children,
}: FormProps & {
  intent: ContactFormKind;
  icon: LucideIcon;
  text: FormText;
  submission: Submission;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const headingId = `${intent}-form-heading`;
  return (
    <form
      method="post"
      action={`#${CONTACT_FORM_PANEL}`}
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      className="space-y-5"
    >
      <input type="hidden" name="intent" value={intent} />
      <Honeypot />
      <div>
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-3 text-2xl font-extrabold text-brand-950 outline-none dark:text-white"
        >
          <Icon aria-hidden="true" className="h-6 w-6 text-accent-600 dark:text-accent-300" />
          {text.heading}
        </h2>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{text.intro}</p>
      </div>
      {/* The answer to a post without JavaScript: at the top, where the page opens (#contact-form-panel). */}
      {submission.status === "idle" && result ? (
        <FormMessage kind={result.ok ? "success" : "error"}>{result.message}</FormMessage>
      ) : null}
      {children}
      <div aria-live="polite">
        <Outcome status={submission.status} message={submission.message} />
      </div>
      <SubmitButton
        submitting={submission.status === "submitting"}
        label={text.button}
        submittingLabel={text.submitting}
        className="w-full sm:w-auto"
      />
    </form>
  );
}

/** The required email and the optional phone, which both forms ask for. */
function EmailAndPhone({
  email,
  phone,
  onChange,
}: {
  email: string;
  phone: string;
  onChange: ComponentProps<typeof TextField>["onChange"];
}) {
  return (
    <>
      <TextField
        label="Email"
        name="email"
        type="email"
        required
        autoComplete="email"
        value={email}
        onChange={onChange}
      />
      <TextField label="Phone" name="phone" type="tel" optional autoComplete="tel" value={phone} onChange={onChange} />
    </>
  );
}

/** Send Us a Message. */
export function MessageForm(props: FormProps) {
  const text = CONTACT_TEXT.message;
  const { fields, submission, onSubmit } = useContactForm(MESSAGE_FORM, props.result, text, (payload, honeypot) =>
    api.submitContact({ ...payload, ...honeypot }),
  );
  return (
    <ContactFormFrame {...props} intent="message" icon={Mail} text={text} submission={submission} onSubmit={onSubmit}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          name="firstName"
          required
          autoComplete="given-name"
          value={fields.values.firstName}
          onChange={fields.onChange}
        />
        <TextField
          label="Last name"
          name="lastName"
          required
          autoComplete="family-name"
          value={fields.values.lastName}
          onChange={fields.onChange}
        />
        <EmailAndPhone email={fields.values.email} phone={fields.values.phone} onChange={fields.onChange} />
      </div>
      <TextField label="Subject" name="subject" required value={fields.values.subject} onChange={fields.onChange} />
      <TextArea
        label="Message"
        name="message"
        required
        rows={5}
        value={fields.values.message}
        onChange={fields.onChange}
      />
    </ContactFormFrame>
  );
}

/** Submit Your Prayer Request: private by default. */
export function PrayerForm(props: FormProps) {
  const text = CONTACT_TEXT.prayer;
  const { fields, submission, onSubmit } = useContactForm(PRAYER_FORM, props.result, text, (payload, honeypot) =>
    api.submitPrayer({ ...payload, ...honeypot }),
  );
  return (
    <ContactFormFrame
      {...props}
      intent="prayer"
      icon={HandHeart}
      text={text}
      submission={submission}
      onSubmit={onSubmit}
    >
      <TextField
        label="Your name"
        name="name"
        required
        autoComplete="name"
        value={fields.values.name}
        onChange={fields.onChange}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <EmailAndPhone email={fields.values.email} phone={fields.values.phone} onChange={fields.onChange} />
      </div>
      <TextArea
        label="Prayer request"
        name="request"
        required
        rows={5}
        value={fields.values.request}
        onChange={fields.onChange}
      />
      <CheckboxField
        label={text.privateLabel}
        name="isPrivate"
        checked={fields.values.isPrivate}
        onChange={fields.onChange}
      />
    </ContactFormFrame>
  );
}

const TOGGLE_CLASS =
  "mt-6 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-accent-400 px-6 py-3 font-bold text-brand-950 transition hover:bg-accent-300";

/**
 * The panel that toggles between the message form and the prayer form through the Need Prayer
 * box: its button reads Submit Prayer Request or Back to Contact Form. Focus moves to
 * the heading of the form that appeared.
 */
export function ContactForms({
  initialForm,
  result,
}: {
  initialForm: ContactFormKind;
  result?: ContactActionResult | null;
}) {
  const [form, setForm] = useState<ContactFormKind>(initialForm);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);

  useEffect(() => {
    if (!switched.current) return;
    headingRef.current?.focus({ preventScroll: false });
  }, [form]);

  const hydrated = useHydrated();
  const toggle = () => {
    switched.current = true;
    setForm((current) => (current === "message" ? "prayer" : "message"));
  };

  return (
    <section aria-label="Contact forms" className="bg-paper py-16 md:py-24 dark:bg-brand-950">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:px-8 lg:grid-cols-3">
        <aside className="surface-dark rounded-3xl bg-brand-900 p-8 text-white shadow-xl lg:self-start">
          <HandHeart aria-hidden="true" className="h-10 w-10 text-accent-300" />
          <h2 className="mt-4 text-2xl font-extrabold">Need Prayer?</h2>
          <p className="mt-3 leading-relaxed text-slate-200">
            Our intercessors pray over every request we receive. Share what is on your heart and we will stand with
            you in faith.
          </p>
          <blockquote className="mt-5 border-l-4 border-accent-400 pl-4">
            <p className="font-serif text-slate-100 italic">
              &ldquo;The effective, fervent prayer of a righteous man avails much.&rdquo;
            </p>
            <footer className="mt-1 text-sm font-semibold text-accent-300">James 5:16</footer>
          </blockquote>
          {hydrated ? (
            <button type="button" onClick={toggle} aria-controls={CONTACT_FORM_PANEL} className={TOGGLE_CLASS}>
              {form === "message" ? CONTACT_TEXT.toggle.toPrayer : CONTACT_TEXT.toggle.toMessage}
            </button>
          ) : (
            // Without JavaScript: a link to the page showing the other form (the loader reads ?form=).
            <a
              href={`?form=${form === "message" ? "prayer" : "message"}#${CONTACT_FORM_PANEL}`}
              className={TOGGLE_CLASS}
            >
              {form === "message" ? CONTACT_TEXT.toggle.toPrayer : CONTACT_TEXT.toggle.toMessage}
            </a>
          )}
        </aside>
        <div
          id={CONTACT_FORM_PANEL}
          className="scroll-mt-24 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10 lg:col-span-2 dark:bg-brand-900 dark:ring-brand-800"
        >
          <div key={form} className="animate-fade-in">
            {form === "message" ? (
              <MessageForm headingRef={headingRef} result={result?.intent === "message" ? result : null} />
            ) : (
              <PrayerForm headingRef={headingRef} result={result?.intent === "prayer" ? result : null} />
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
