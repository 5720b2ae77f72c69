import { useEffect, useState, type FormEvent } from "react";
import { EVENT_LIMITS } from "#contract/events";
import { api, serverErrorMessage } from "~/lib/api";
import { onSent } from "~/lib/outbox";
import { useHydrated } from "~/ui/hooks/use-hydrated";
import { useSubmission } from "~/ui/hooks/use-submission";
import { CheckboxField, FormMessage, SelectField, SubmitButton, TextArea, TextField } from "~/ui/forms/fields";
import { Honeypot, honeypotOf } from "~/ui/forms/honeypot";
import { Confirmation } from "./confirmation";
import { EVENT_TEXTS } from "./texts";

/**
 * An event's registration form. Without JavaScript it posts to the page itself (the route action,
 * ./action.server.ts), which answers with the registrant's own page; with JavaScript it posts to
 * POST /api/events/{slug}/register/ and shows the confirmation here, and offline the registration
 * is kept on the phone and sent when the connection is back (app/lib/outbox.ts, through
 * useSubmission), with its Idempotency-Key so it is stored once.
 */

/** The form's section (a refused no-JavaScript post opens on it) and the confirmation's. */
export const REGISTER_SECTION = "register";
export const CONFIRMATION_SECTION = "confirmation";

export interface RegistrationValues {
  occurrence: string;
  name: string;
  email: string;
  phone: string;
  party: string;
  answer: string;
  reminders: boolean;
}

export interface OpenDate {
  occurrence: string;
  label: string;
}

interface Props {
  slug: string;
  title: string;
  dates: OpenDate[];
  question: string | null;
  waitlist: boolean;
  /** A refused no-JavaScript post: its message and what was typed. */
  refused: { message: string; values: RegistrationValues } | null;
  /** The page's address after a no-JavaScript post the server answered as sent. */
  sent: boolean;
}

function bodyOf(form: HTMLFormElement): Record<string, unknown> {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "");
  const party = text("party").trim();
  return {
    occurrence: text("occurrence"),
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    party: /^\d{1,3}$/.test(party) ? Number(party) : party,
    answer: text("answer"),
    reminders: data.get("reminders") !== null,
    ...honeypotOf(form),
  };
}

export function RegistrationForm({ slug, title, dates, question, waitlist, refused, sent }: Props) {
  const hydrated = useHydrated();
  const submission = useSubmission({ errorMessage: (error) => serverErrorMessage(error, EVENT_TEXTS.sendFailed) });
  const [answer, setAnswer] = useState<{
    status: "confirmed" | "waitlisted";
    url: string;
    when: string;
    party: number;
  } | null>(null);
  const values = refused?.values;

  // A registration kept offline and sent later: its answer carries the private link, shown here.
  useEffect(
    () =>
      onSent((entry, outcome) => {
        if (!outcome.ok || entry.path !== `/events/${encodeURIComponent(slug)}/register/`) return;
        const data = outcome.data as { status?: unknown; registration_url?: unknown } | undefined;
        const body = entry.body as { occurrence?: unknown; party?: unknown };
        if (
          (data?.status !== "confirmed" && data?.status !== "waitlisted") ||
          typeof data.registration_url !== "string"
        )
          return;
        setAnswer({
          status: data.status,
          url: data.registration_url,
          when: dates.find((date) => date.occurrence === body.occurrence)?.label ?? "",
          party: typeof body.party === "number" ? body.party : 1,
        });
      }),
    [slug, dates],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    const form = event.currentTarget;
    const body = bodyOf(form);
    const when = dates.find((date) => date.occurrence === body.occurrence)?.label ?? "";
    void submission.submit(async () => {
      const result = await api.registerForEvent(slug, body);
      setAnswer({
        status: result.status,
        url: result.registration_url,
        when,
        party: typeof body.party === "number" ? body.party : 1,
      });
    }, EVENT_TEXTS.mailSent);
  };

  if (submission.status === "success" && answer) {
    return (
      <Confirmation
        status={answer.status}
        title={title}
        when={answer.when}
        party={answer.party}
        privateUrl={answer.url}
      />
    );
  }

  return (
    <form
      method="post"
      action={`#${REGISTER_SECTION}`}
      onSubmit={onSubmit}
      noValidate={false}
      className="relative space-y-4"
    >
      <Honeypot />
      {sent ? <FormMessage kind="success">{EVENT_TEXTS.mailSent}</FormMessage> : null}
      {submission.status === "success" && !answer ? (
        <FormMessage kind="success">{submission.message}</FormMessage>
      ) : null}
      {refused ? <FormMessage kind="error">{refused.message}</FormMessage> : null}
      {submission.status === "error" && submission.message ? (
        <FormMessage kind="error">{submission.message}</FormMessage>
      ) : null}
      <SelectField
        label={EVENT_TEXTS.date}
        name="occurrence"
        required
        defaultValue={values?.occurrence ?? dates[0]?.occurrence ?? ""}
        options={dates.map((date) => ({ value: date.occurrence, label: date.label }))}
      />
      <TextField
        label={EVENT_TEXTS.name}
        name="name"
        required
        autoComplete="name"
        maxLength={EVENT_LIMITS.name}
        defaultValue={values?.name}
      />
      <p className="text-sm text-slate-600 dark:text-slate-300">{EVENT_TEXTS.contactHint}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={EVENT_TEXTS.email}
          name="email"
          type="email"
          optional
          autoComplete="email"
          maxLength={EVENT_LIMITS.email}
          defaultValue={values?.email}
        />
        <TextField
          label={EVENT_TEXTS.phone}
          name="phone"
          type="tel"
          optional
          autoComplete="tel"
          maxLength={EVENT_LIMITS.phone}
          defaultValue={values?.phone}
        />
      </div>
      <TextField
        label={EVENT_TEXTS.party}
        name="party"
        type="number"
        inputMode="numeric"
        min={1}
        max={10}
        required
        defaultValue={values?.party ?? "1"}
        className="max-w-48"
      />
      {question ? (
        <TextArea
          label={question}
          name="answer"
          optional
          rows={3}
          maxLength={EVENT_LIMITS.answer}
          defaultValue={values?.answer}
        />
      ) : null}
      <CheckboxField label={EVENT_TEXTS.reminders} name="reminders" defaultChecked={values ? values.reminders : true} />
      {waitlist ? <p className="text-sm text-slate-600 dark:text-slate-300">{EVENT_TEXTS.waitlistNote}</p> : null}
      <SubmitButton
        submitting={submission.status === "submitting"}
        label={EVENT_TEXTS.submit}
        submittingLabel={EVENT_TEXTS.sending}
      />
    </form>
  );
}
