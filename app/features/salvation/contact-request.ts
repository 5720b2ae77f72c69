/**
 * What the salvation follow-up form sends: Prayer Request becomes a public prayer
 * request ({ name, email, request_text, is_private: false }); any other subject a contact message
 * ({ name, email, phone, subject, message }). Shared by the form and its no-JavaScript action.
 */
import type { HoneypotBody as Honeypot } from "#contract/honeypot";
import { CONTACT_BODY, PRAYER_BODY } from "#contract/submissions";
import { defineForm, type FormValuesOf } from "#contract/forms";
import { PRAYER_REQUEST_SUBJECT, SALVATION_DEFAULT_SUBJECT, SALVATION_SUBJECTS } from "#content/site/salvation";

/**
 * What is valid in the form: name, email, one of the subjects and a message, phone
 * optional; the limits are those of the request the subject sends (a prayer request or a contact
 * message, contract/submissions.ts).
 */
function salvationFields(subject: string) {
  const prayer = subject === PRAYER_REQUEST_SUBJECT;
  const body = prayer ? PRAYER_BODY.fields : CONTACT_BODY.fields;
  return {
    name: { rule: body.name, required: true },
    email: { rule: body.email, required: true },
    phone: { rule: body.phone, required: false },
    subject: {
      rule: CONTACT_BODY.fields.subject,
      required: true,
      choices: SALVATION_SUBJECTS,
      initial: SALVATION_DEFAULT_SUBJECT,
    },
    message: { rule: prayer ? PRAYER_BODY.fields.request_text : CONTACT_BODY.fields.message, required: true },
  };
}

export type SalvationContactValues = FormValuesOf<ReturnType<typeof salvationFields>>;

/** The form (contract/forms.ts); its rules follow the subject chosen, its body is salvationRequest's. */
export const SALVATION_FORM = defineForm({
  fields: salvationFields(SALVATION_DEFAULT_SUBJECT),
  rules: (values) => salvationFields(values.subject),
  payload: (values: SalvationContactValues) => salvationRequest(values),
});

export type SalvationRequest =
  | { kind: "prayer"; body: { name: string; email: string; request_text: string; is_private: false } & Honeypot }
  | {
      kind: "contact";
      body: { name: string; email: string; phone: string; subject: string; message: string } & Honeypot;
    };

/** What the form sends for these values. */
export function salvationRequest(values: SalvationContactValues, honeypot: Honeypot = {}): SalvationRequest {
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();
  if (values.subject === PRAYER_REQUEST_SUBJECT) {
    return { kind: "prayer", body: { name, email, request_text: message, is_private: false, ...honeypot } };
  }
  return {
    kind: "contact",
    body: { name, email, phone: values.phone.trim(), subject: values.subject, message, ...honeypot },
  };
}
