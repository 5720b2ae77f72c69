import { CONTACT_BODY, PRAYER_BODY } from "#contract/submissions";
import { defineForm, type FormValuesOf } from "#contract/forms";

/**
 * The contact page's two forms: their fields, what is valid in them, their texts
 * and the bodies they send.
 */
export const CONTACT_TEXT = {
  message: {
    heading: "Send Us a Message",
    intro:
      "Questions about the church, a visit, or how to get involved? Write to us and we will reply within two working days.",
    button: "Send Message",
    submitting: "Sending...",
    success: "Your message has been sent successfully!",
    fallback: "There was an error sending your message.",
    formType: "Contact Page Form",
  },
  prayer: {
    heading: "Submit Your Prayer Request",
    intro:
      "Whatever you are facing, you do not have to face it alone. Our prayer team prays over every request we receive.",
    button: "Send Prayer Request",
    submitting: "Submitting...",
    success: "Your prayer request has been submitted. Our team will be praying for you.",
    fallback: "Unable to submit your prayer request. Please try again later.",
    privateLabel: "Keep my request private (only church leaders will see it)",
  },
  toggle: {
    toPrayer: "Submit Prayer Request",
    toMessage: "Back to Contact Form",
  },
} as const;

/**
 * The two forms, each defined once (contract/forms.ts): what is valid in each field (the form's own
 * required fields on the request-body rules it feeds, contract/submissions.ts; the browser checks it
 * before sending, the route action on a post) and the body each sends.
 */
export const MESSAGE_FORM = defineForm({
  fields: {
    firstName: { rule: CONTACT_BODY.fields.name, required: true },
    lastName: { rule: CONTACT_BODY.fields.name, required: true },
    email: { rule: CONTACT_BODY.fields.email, required: true },
    phone: { rule: CONTACT_BODY.fields.phone, required: false },
    // Optional in the API, required on this page.
    subject: { rule: CONTACT_BODY.fields.subject, required: true },
    message: { rule: CONTACT_BODY.fields.message, required: true },
  },
  /** POST /contact/contact/submit/ from the contact page: name is first and last joined and trimmed. */
  payload: (values) => ({
    name: `${values.firstName.trim()} ${values.lastName.trim()}`.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
    form_type: CONTACT_TEXT.message.formType,
    subject: values.subject.trim(),
    phone: values.phone.trim(),
  }),
});

export const PRAYER_FORM = defineForm({
  fields: {
    name: { rule: PRAYER_BODY.fields.name, required: true },
    email: { rule: PRAYER_BODY.fields.email, required: true },
    phone: { rule: PRAYER_BODY.fields.phone, required: false },
    request: { rule: PRAYER_BODY.fields.request, required: true },
    // Private unless unticked.
    isPrivate: { checkbox: true, initial: true },
  },
  /** POST /prayers/submit/ from the contact page: phone or none. */
  payload: (values) => {
    const phone = values.phone.trim();
    return {
      name: values.name.trim(),
      email: values.email.trim(),
      phone: phone === "" ? null : phone,
      request: values.request.trim(),
      is_private: values.isPrivate,
    };
  },
});

export type MessageValues = FormValuesOf<typeof MESSAGE_FORM.fields>;
export type PrayerValues = FormValuesOf<typeof PRAYER_FORM.fields>;
