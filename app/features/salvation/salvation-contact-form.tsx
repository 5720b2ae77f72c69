/**
 * The salvation page's follow-up form: name, email, phone (optional), subject
 * (Prayer Request by default) and message. Prayer Request sends a public prayer request
 * ({ name, email, request_text, is_private: false }); any other subject a contact message
 * ({ name, email, phone, subject, message }). Success clears the form and its message goes after
 * 5 s; a failure keeps what was typed.
 *
 * Without JavaScript the form posts to the page (route action, ./action.server.ts).
 *
 * Props: result (the action's answer, shown after a post without
 * JavaScript); send (optional) replaces the API calls (tests).
 */
import { useEffect, useState, type FormEvent } from "react";
import { firstError, validateForm } from "#contract/validation";
import { FormMessage, SelectField, SubmitButton, TextArea, TextField } from "~/ui/forms/fields";
import { Honeypot, honeypotOf } from "~/ui/forms/honeypot";
import { SALVATION_SUBJECTS, salvationContact } from "#content/site/salvation";
import { useFormFields } from "~/ui/hooks/use-form-fields";
import { useSubmission } from "~/ui/hooks/use-submission";
import { api } from "~/lib/api";
import { SALVATION_CONTACT_MESSAGE_MS } from "~/lib/constants";
import {
  SALVATION_FORM,
  salvationRequest,
  type SalvationContactValues,
  type SalvationRequest,
} from "./contact-request";
import type { SalvationActionResult } from "./action.server";

export { SALVATION_FORM, salvationRequest, type SalvationContactValues, type SalvationRequest };

async function sendWithApi(request: SalvationRequest): Promise<unknown> {
  return request.kind === "prayer" ? api.submitPrayer(request.body) : api.submitContact(request.body);
}

export function SalvationContactForm({
  result = null,
  send = sendWithApi,
}: {
  result?: SalvationActionResult | null;
  send?: (request: SalvationRequest) => Promise<unknown>;
}) {
  const { values, onChange, setValues } = useFormFields<SalvationContactValues>(
    result?.values ?? SALVATION_FORM.empty(),
  );
  const submission = useSubmission({
    successResetMs: SALVATION_CONTACT_MESSAGE_MS,
    errorMessage: () => salvationContact.failure,
  });
  const submitting = submission.status === "submitting";

  // The answer to a post made without JavaScript, until the visitor sends again (a thank-you
  // also goes after 5 s once JavaScript runs).
  const [postedShown, setPostedShown] = useState(true);
  useEffect(() => {
    setPostedShown(true);
    if (!result?.ok) return;
    const timer = setTimeout(() => setPostedShown(false), SALVATION_CONTACT_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [result]);
  const posted = submission.status === "idle" && postedShown ? result : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The form's rules, as the route action checks them; every failure has the one message.
    if (firstError(validateForm(SALVATION_FORM.rules(values), values))) {
      submission.fail(salvationContact.required);
      return;
    }
    const request = salvationRequest(values, honeypotOf(event.currentTarget));
    const ok = await submission.submit(() => send(request), salvationContact.success);
    if (ok) setValues(SALVATION_FORM.empty());
  };

  return (
    <form method="post" onSubmit={onSubmit} className="space-y-5" aria-describedby="salvation-contact-required">
      <Honeypot />
      <p id="salvation-contact-required" className="text-sm text-slate-600 dark:text-slate-300">
        Fields marked{" "}
        <span aria-hidden="true" className="text-red-600">
          *
        </span>
        <span className="sr-only">with a star</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Your Name" name="name" value={values.name} onChange={onChange} required autoComplete="name" />
        <TextField
          label="Email Address"
          name="email"
          type="email"
          value={values.email}
          onChange={onChange}
          required
          autoComplete="email"
        />
        <TextField
          label="Phone Number"
          name="phone"
          type="tel"
          value={values.phone}
          onChange={onChange}
          optional
          autoComplete="tel"
        />
        <SelectField
          label="Subject"
          name="subject"
          value={values.subject}
          onChange={onChange}
          required
          options={SALVATION_SUBJECTS}
        />
      </div>
      <TextArea label="Message" name="message" value={values.message} onChange={onChange} required rows={6} />
      <div aria-live="polite">
        {submission.status === "success" && submission.message ? (
          <FormMessage kind="success">{submission.message}</FormMessage>
        ) : posted?.ok ? (
          <FormMessage kind="success">{posted.message}</FormMessage>
        ) : null}
      </div>
      {submission.status === "error" && submission.message ? (
        <FormMessage kind="error">{submission.message}</FormMessage>
      ) : posted && !posted.ok ? (
        <FormMessage kind="error">{posted.message}</FormMessage>
      ) : null}
      <SubmitButton
        submitting={submitting}
        label={salvationContact.submit}
        submittingLabel={salvationContact.submitting}
        className="w-full sm:w-auto"
      />
    </form>
  );
}
