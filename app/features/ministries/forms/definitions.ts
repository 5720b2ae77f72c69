import { CONTACT_BODY, MINISTRY_BODY } from "#contract/submissions";
import { defineForm, type CheckboxDefinition, type DefinedForm, type FieldDefinitions } from "#contract/forms";
import type { FormField } from "#contract/validation";
import { api } from "~/lib/api";
import { APPLICATION_SUCCESS_RESET_MS, CHILDREN_SUCCESS_RESET_MS, CONTACT_SUCCESS_RESET_MS } from "~/lib/constants";
import {
  buildApplicationPayload,
  buildChildrenInquiryPayload,
  buildHospitalityPayload,
  buildSimpleContactPayload,
  AREAS_OF_INTEREST_HEADING,
  CHILDREN_SUBJECT_TAG,
  CONTACT_SUBJECTS,
  EVANGELISM_APPLICATION,
  HOSPITALITY_INTERESTS,
  INTERCESSION_APPLICATION,
  type ApplicationConfig,
} from "./payloads";

/**
 * The ministry pages' forms as data: which fields each has, how its values become the request
 * body, which call sends it and how it behaves. Every page's form is one
 * entry here plus its texts in content/site/ministries/; the components are shared.
 */

export type FieldName = "name" | "first_name" | "last_name" | "email" | "phone" | "subject" | "message";

/**
 * A field of a ministry form: what is valid in it (the request-body rule it feeds, the form's
 * requiredness, and the room the payload takes from its limit for a prefix or the interests:
 * contract/validation.ts's FormField), and how it looks.
 */
export interface FieldSpec extends FormField {
  name: FieldName;
  label: string;
  kind: "text" | "email" | "tel" | "textarea";
  autoComplete?: string;
  rows?: number;
  /** Shares a row with its neighbour on wide screens. */
  half?: boolean;
}

export type FormValues = Record<string, string | boolean>;

/**
 * How a form behaves:
 * - simple: intercession contact, healing, youth. Success (thank-you) returns to idle after 3 s
 *   with the fields cleared, or at once via Send another message; a failure returns to idle silently.
 * - section: media and hospitality. A call-to-action card, the form behind Connect With Us, Go Back;
 *   success offers Send another message and Return home; the fields clear 3 s after success;
 *   a failure goes back to the form silently.
 * - application: intercession and evangelism. Success resets after 5 s or via Send Another
 *   Application; an error shows the server's message (else the default) with Try Again.
 * - children: success resets after 5 s; an error shows There was a problem with the server's
 *   message (else the default) and Try again.
 */
export type FormFlow = "simple" | "section" | "application" | "children";

export const FORM_TEXT = {
  sending: "Sending...",
  submitting: "Submitting...",
  sendAnother: "Send another message",
  sendAnotherApplication: "Send Another Application",
  tryAgainApplication: "Try Again",
  tryAgainChildren: "Try again",
  problemHeading: "There was a problem",
  errorFallback: "There was a problem submitting your form. Please try again.",
  connect: "Connect With Us",
  goBack: "Go Back",
  returnHome: "Return home",
  interestsLegend: "Areas of Interest",
} as const;

export interface FlowBehaviour {
  successResetMs: number;
  /** Failures only logged or shown with this fallback. */
  silentErrors: boolean;
  submittingLabel: string;
}

export const FLOW_BEHAVIOUR: Record<FormFlow, FlowBehaviour> = {
  simple: { successResetMs: CONTACT_SUCCESS_RESET_MS, silentErrors: true, submittingLabel: FORM_TEXT.sending },
  section: { successResetMs: CONTACT_SUCCESS_RESET_MS, silentErrors: true, submittingLabel: FORM_TEXT.sending },
  application: {
    successResetMs: APPLICATION_SUCCESS_RESET_MS,
    silentErrors: false,
    submittingLabel: FORM_TEXT.submitting,
  },
  children: { successResetMs: CHILDREN_SUCCESS_RESET_MS, silentErrors: false, submittingLabel: FORM_TEXT.submitting },
};

const CONTACT = CONTACT_BODY.fields;
const MINISTRY = MINISTRY_BODY.fields;

/** The simple contact forms' fields (POST /api/contact/contact/submit/). */
const FIELD = {
  name: { name: "name", label: "Full Name", kind: "text", required: true, autoComplete: "name", rule: CONTACT.name },
  email: {
    name: "email",
    label: "Email Address",
    kind: "email",
    required: true,
    autoComplete: "email",
    rule: CONTACT.email,
  },
  message: { name: "message", label: "Message", kind: "textarea", required: true, rows: 5, rule: CONTACT.message },
} satisfies Record<string, FieldSpec>;

const SIMPLE_FIELDS: FieldSpec[] = [FIELD.name, FIELD.email, FIELD.message];

/** Room the hospitality form keeps in the message for the Areas of Interest it appends. */
const INTERESTS_ROOM =
  `\n\n${AREAS_OF_INTEREST_HEADING}:`.length +
  HOSPITALITY_INTERESTS.reduce((total, option) => total + `\n- ${option.label}`.length, 0);

const HOSPITALITY_FIELDS: FieldSpec[] = [FIELD.name, FIELD.email, { ...FIELD.message, room: INTERESTS_ROOM }];

/**
 * The application and inquiry forms' fields (POST /api/ministry-forms/): first and last name,
 * email and phone side by side, a subject and a message. `subjectRoom` is the length of the text
 * the form adds to the subject, kept free within its limit.
 */
function personalFields(subject: { required: boolean; subjectRoom: number }, messageLabel = "Message"): FieldSpec[] {
  return [
    {
      name: "first_name",
      label: "First Name",
      kind: "text",
      required: true,
      autoComplete: "given-name",
      half: true,
      rule: MINISTRY.first_name,
    },
    {
      name: "last_name",
      label: "Last Name",
      kind: "text",
      required: true,
      autoComplete: "family-name",
      half: true,
      rule: MINISTRY.last_name,
    },
    { ...FIELD.email, half: true, rule: MINISTRY.email },
    {
      name: "phone",
      label: "Phone Number",
      kind: "tel",
      required: false,
      autoComplete: "tel",
      half: true,
      rule: MINISTRY.phone,
    },
    {
      name: "subject",
      label: "Subject",
      kind: "text",
      required: subject.required,
      rule: MINISTRY.subject,
      room: subject.subjectRoom,
    },
    { ...FIELD.message, label: messageLabel, rule: MINISTRY.message },
  ];
}

function applicationFields(subjectPrefix: string): FieldSpec[] {
  return personalFields({ required: false, subjectRoom: subjectPrefix.length }, "Why would you like to join?");
}

const CHILDREN_FIELDS: FieldSpec[] = personalFields({ required: true, subjectRoom: CHILDREN_SUBJECT_TAG.length });

export interface FormDefinition {
  flow: FormFlow;
  fields: FieldSpec[];
  /** Checkbox options appended to the message (hospitality). */
  interests?: ReadonlyArray<{ id: string; label: string }>;
  /**
   * The form itself (contract/forms.ts): its fields and interests by name, their empty values and
   * rules, the reader of a post without JavaScript and the request body (pure but for the time).
   */
  form: DefinedForm<FieldDefinitions, Record<string, unknown>>;
  /** The call that sends it. */
  send: (body: Record<string, unknown>) => Promise<unknown>;
  /** Where the server stores it: contact messages or ministry applications (no-JavaScript path). */
  channel: "contact" | "ministry";
}

export const INTEREST_PREFIX = "interest:";
/** The name every interest checkbox is posted under (its value the interest's id). */
export const INTERESTS_FIELD = "interests";

/**
 * A ministry form from its fields, its interests and its body: each interest is a checkbox
 * `interest:<id>` in the values, posted as a value of the one `interests` field.
 */
function ministryForm(
  fields: readonly FieldSpec[],
  build: (values: FormValues, now: Date) => Record<string, unknown>,
  interests: ReadonlyArray<{ id: string; label: string }> = [],
): FormDefinition["form"] {
  const boxes = interests.map((option): [string, CheckboxDefinition] => [
    `${INTEREST_PREFIX}${option.id}`,
    { checkbox: true, initial: false, posted: { name: INTERESTS_FIELD, value: option.id } },
  ]);
  return defineForm({
    fields: Object.fromEntries([...fields.map((field) => [field.name, field] as const), ...boxes]) as FieldDefinitions,
    payload: (values) => build(values, new Date()),
  });
}

function text(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === "string" ? value : "";
}

export function selectedInterests(values: FormValues): string[] {
  return Object.keys(values)
    .filter((key) => key.startsWith(INTEREST_PREFIX) && values[key] === true)
    .map((key) => key.slice(INTEREST_PREFIX.length));
}

function simpleValues(values: FormValues) {
  return { name: text(values, "name"), email: text(values, "email"), message: text(values, "message") };
}

function applicationValues(values: FormValues) {
  return {
    first_name: text(values, "first_name"),
    last_name: text(values, "last_name"),
    email: text(values, "email"),
    phone: text(values, "phone"),
    subject: text(values, "subject"),
    message: text(values, "message"),
  };
}

function contactForm(flow: "simple" | "section", subject: string): FormDefinition {
  return {
    flow,
    fields: SIMPLE_FIELDS,
    form: ministryForm(SIMPLE_FIELDS, (values) => buildSimpleContactPayload(simpleValues(values), subject)),
    send: (body) => api.submitContact(body),
    channel: "contact",
  };
}

function applicationForm(config: ApplicationConfig): FormDefinition {
  const fields = applicationFields(config.subjectPrefix);
  return {
    flow: "application",
    fields,
    form: ministryForm(fields, (values) => buildApplicationPayload(applicationValues(values), config)),
    send: (body) => api.submitMinistryForm(body),
    channel: "ministry",
  };
}

export type FormKey =
  | "intercession-contact"
  | "intercession-application"
  | "evangelism-application"
  | "healing-contact"
  | "youth-contact"
  | "media-contact"
  | "hospitality-contact"
  | "children-inquiry";

export const FORM_DEFINITIONS: Record<FormKey, FormDefinition> = {
  "intercession-contact": contactForm("simple", CONTACT_SUBJECTS.intercession),
  "intercession-application": applicationForm(INTERCESSION_APPLICATION),
  "evangelism-application": applicationForm(EVANGELISM_APPLICATION),
  "healing-contact": contactForm("simple", CONTACT_SUBJECTS.healing),
  "youth-contact": contactForm("simple", CONTACT_SUBJECTS.youth),
  "media-contact": contactForm("section", CONTACT_SUBJECTS.media),
  "hospitality-contact": {
    flow: "section",
    fields: HOSPITALITY_FIELDS,
    interests: HOSPITALITY_INTERESTS,
    form: ministryForm(
      HOSPITALITY_FIELDS,
      (values, now) => buildHospitalityPayload(simpleValues(values), selectedInterests(values), now),
      HOSPITALITY_INTERESTS,
    ),
    send: (body) => api.submitContact(body),
    channel: "contact",
  },
  "children-inquiry": {
    flow: "children",
    fields: CHILDREN_FIELDS,
    form: ministryForm(CHILDREN_FIELDS, (values) =>
      buildChildrenInquiryPayload({ ...applicationValues(values), name: text(values, "name") }),
    ),
    send: (body) => api.submitMinistryForm(body),
    channel: "ministry",
  },
};
