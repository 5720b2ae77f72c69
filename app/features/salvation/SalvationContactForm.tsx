/**
 * The salvation page's follow-up form (SPEC §5, §8): name, email, phone (optional), subject
 * (Prayer Request by default) and message. Prayer Request sends a public prayer request
 * ({ name, email, request_text, is_private: false }); any other subject a contact message
 * ({ name, email, phone, subject, message }). Success clears the form and its message goes after
 * 5 s; a failure keeps what was typed.
 *
 * Props: send (optional) replaces the API calls (tests); headingId for the section's label.
 */
import type { FormEvent } from "react";
import { isValidEmail } from "../../../contract/schemas";
import { FormMessage, SelectField, SubmitButton, TextArea, TextField } from "~/components/forms/fields";
import {
  PRAYER_REQUEST_SUBJECT,
  SALVATION_DEFAULT_SUBJECT,
  SALVATION_SUBJECTS,
  salvationContact,
} from "~/content/salvation";
import { useFormFields } from "~/hooks/useFormFields";
import { useSubmission } from "~/hooks/useSubmission";
import { api } from "~/lib/api";
import { SALVATION_CONTACT_MESSAGE_MS } from "~/lib/constants";

export interface SalvationContactValues extends Record<string, string> {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const EMPTY_SALVATION_CONTACT: SalvationContactValues = {
  name: "",
  email: "",
  phone: "",
  subject: SALVATION_DEFAULT_SUBJECT,
  message: "",
};

export type SalvationRequest =
  | { kind: "prayer"; body: { name: string; email: string; request_text: string; is_private: false } }
  | { kind: "contact"; body: { name: string; email: string; phone: string; subject: string; message: string } };

/** What the form sends for these values (SPEC §3, §5). */
export function salvationRequest(values: SalvationContactValues): SalvationRequest {
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();
  if (values.subject === PRAYER_REQUEST_SUBJECT) {
    return { kind: "prayer", body: { name, email, request_text: message, is_private: false } };
  }
  return { kind: "contact", body: { name, email, phone: values.phone.trim(), subject: values.subject, message } };
}

async function sendWithApi(request: SalvationRequest): Promise<unknown> {
  return request.kind === "prayer" ? api.submitPrayer(request.body) : api.submitContact(request.body);
}

export function SalvationContactForm({
  send = sendWithApi,
}: {
  send?: (request: SalvationRequest) => Promise<unknown>;
}) {
  const { values, onChange, clear } = useFormFields(EMPTY_SALVATION_CONTACT);
  const submission = useSubmission({
    successResetMs: SALVATION_CONTACT_MESSAGE_MS,
    errorMessage: () => salvationContact.failure,
  });
  const submitting = submission.status === "submitting";

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!values.name.trim() || !values.message.trim() || !values.subject || !isValidEmail(values.email)) {
      submission.fail(salvationContact.required);
      return;
    }
    const ok = await submission.submit(() => send(salvationRequest(values)), salvationContact.success);
    if (ok) clear();
  };

  return (
    <form onSubmit={onSubmit} className="space-y-5" aria-describedby="salvation-contact-required">
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
        ) : null}
      </div>
      {submission.status === "error" && submission.message ? (
        <FormMessage kind="error">{submission.message}</FormMessage>
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
