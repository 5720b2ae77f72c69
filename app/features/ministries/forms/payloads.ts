import { APPLICATION_MINISTRY, CHILDREN_MINISTRY } from "~/lib/constants";
import { MINISTRY_CONTACT_SUBJECTS } from "#contract/ministries";

/**
 * The request bodies of the ministry pages' forms, with exactly the field names the API takes (docs/api.md, Ministry forms). Pure functions
 * of what the visitor typed: the forms call them, the unit tests pin them down.
 *
 * - Simple contact forms (intercession contact, healing, youth, media) -> POST /api/contact/contact/submit/
 *   { name, email, message, subject } with the page's fixed subject.
 * - Hospitality adds the chosen Areas of Interest to the message and additionalDetails.submittedOn.
 * - Application forms (intercession, evangelism) and the children's inquiry -> POST /api/ministry-forms/.
 */

export interface SimpleContactValues {
  name: string;
  email: string;
  message: string;
}

export type SimpleContactPayload = {
  name: string;
  email: string;
  message: string;
  subject: string;
};

/** The fixed subjects of the simple contact forms ("fixed per ministry"). */
export const CONTACT_SUBJECTS = MINISTRY_CONTACT_SUBJECTS;

export type ContactSubjectKey = keyof typeof CONTACT_SUBJECTS;

export function buildSimpleContactPayload(values: SimpleContactValues, subject: string): SimpleContactPayload {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
    subject,
  };
}

// ----- Hospitality -----

/** The hospitality interest options (id, label), in the order the form shows them. */
export const HOSPITALITY_INTERESTS = [
  { id: "greeter", label: "Greeter" },
  { id: "usher", label: "Usher" },
  { id: "parking", label: "Parking Team" },
  { id: "welcome-desk", label: "Welcome Desk" },
  { id: "fellowship", label: "Fellowship Host" },
  { id: "special-events", label: "Special Events" },
] as const;

export type HospitalityInterestId = (typeof HOSPITALITY_INTERESTS)[number]["id"];

export const AREAS_OF_INTEREST_HEADING = "Areas of Interest";

/**
 * The selected interests are appended to the message after a blank line under the
 * heading Areas of Interest, one per line, in the order of the options. No interest: the
 * message is unchanged.
 */
export function appendInterests(message: string, selected: readonly string[]): string {
  const labels = HOSPITALITY_INTERESTS.filter((option) => selected.includes(option.id)).map((option) => option.label);
  const text = message.trim();
  if (labels.length === 0) return text;
  return `${text}\n\n${AREAS_OF_INTEREST_HEADING}:\n${labels.map((label) => `- ${label}`).join("\n")}`;
}

export type HospitalityPayload = SimpleContactPayload & {
  additionalDetails: { submittedOn: string };
};

export function buildHospitalityPayload(
  values: SimpleContactValues,
  interests: readonly string[],
  now: Date = new Date(),
): HospitalityPayload {
  return {
    ...buildSimpleContactPayload(
      { ...values, message: appendInterests(values.message, interests) },
      CONTACT_SUBJECTS.hospitality,
    ),
    additionalDetails: { submittedOn: now.toISOString() },
  };
}

// ----- Application forms (intercession, evangelism) -----

export interface ApplicationValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export interface ApplicationConfig {
  ministry: string;
  /** Put before the visitor's subject, e.g. "[Intercession Ministry] ". */
  subjectPrefix: string;
  specificInterest: string;
}

export type MinistryFormPayload = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  ministry: string;
  subject: string;
  message: string;
  specific_interest: string;
};

/** The intercession page's application form (docs/product.md, Ministry application forms). */
export const INTERCESSION_APPLICATION: ApplicationConfig = {
  ministry: APPLICATION_MINISTRY,
  subjectPrefix: "[Intercession Ministry] ",
  specificInterest: "Intercession Team Application",
};

/** The evangelism page's application form: no values of its own were given, so these follow intercession's. */
export const EVANGELISM_APPLICATION: ApplicationConfig = {
  ministry: "evangelism",
  subjectPrefix: "[Evangelism Ministry] ",
  specificInterest: "Evangelism Team Application",
};

export function buildApplicationPayload(values: ApplicationValues, config: ApplicationConfig): MinistryFormPayload {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    ministry: config.ministry,
    subject: `${config.subjectPrefix}${values.subject.trim()}`,
    message: values.message.trim(),
    specific_interest: config.specificInterest,
  };
}

// ----- Children's ministry inquiry -----

export const CHILDREN_SUBJECT_TAG = "[Children's Ministry] ";
export const CHILDREN_DEFAULT_SUBJECT = "Children's Ministry Inquiry";
export const CHILDREN_SPECIFIC_INTEREST = "Children's Ministry Family Inquiry";

export interface ChildrenInquiryValues extends ApplicationValues {
  /** A combined name (e.g. "Rudo Chikwanha") when one was given instead of first and last. */
  name?: string;
}

export type ChildrenInquiryPayload = MinistryFormPayload & {
  age_group: "";
};

/**
 * If a combined name is present and the first or the last name is empty, the combined
 * name is split on whitespace: its first word is the first name, the rest the last name.
 * Names already given are kept.
 */
export function splitName(values: { name?: string; first_name: string; last_name: string }): {
  first_name: string;
  last_name: string;
} {
  const first = values.first_name.trim();
  const last = values.last_name.trim();
  const combined = (values.name ?? "").trim();
  if (combined === "" || (first !== "" && last !== "")) return { first_name: first, last_name: last };
  const [head, ...rest] = combined.split(/\s+/);
  return { first_name: first || head, last_name: last || rest.join(" ") };
}

export function buildChildrenInquiryPayload(values: ChildrenInquiryValues): ChildrenInquiryPayload {
  const names = splitName(values);
  return {
    first_name: names.first_name,
    last_name: names.last_name,
    email: values.email.trim(),
    phone: values.phone.trim(),
    ministry: CHILDREN_MINISTRY,
    subject: `${CHILDREN_SUBJECT_TAG}${values.subject.trim() || CHILDREN_DEFAULT_SUBJECT}`,
    message: values.message.trim(),
    age_group: "",
    specific_interest: CHILDREN_SPECIFIC_INTEREST,
  };
}
