import { HONEYPOT_FIELD } from "./honeypot";
import type { BodyRules, BodyValues, TextRule } from "./validation";

/**
 * What the public API accepts: one set of rules per request body, as plain data
 * that contract/validation.ts interprets on the server and in the browser. Change a limit here and
 * the API, the pages' no-JavaScript posts and the forms' own checks all follow.
 */

function line(max: number, required: boolean): TextRule {
  return { type: "text", max, required, lines: "single" };
}

function lines(max: number, required: boolean): TextRule {
  return { type: "text", max, required, lines: "multi" };
}

function email(): TextRule {
  return { type: "text", max: 254, required: true, lines: "single", format: "email" };
}

const NAME_MAX = 100;
const PHONE_MAX = 30;
const SHORT_TEXT_MAX = 200;
const MESSAGE_MAX = 5000;

/** One rate-limit counter per kind and address: the API endpoint a submission is stored through. */
export type SubmissionKind = "contact" | "prayers" | "comments" | "newsletter" | "ministry-forms";
/**
 * Every counter of the submission guard and the Idempotency-Keys: the kinds above, an event's
 * registration (server/http/api/events.ts) and a gift started on the giving page (/give).
 */
export type GuardedKind = SubmissionKind | "event-registrations" | "gifts";

/** Checked against BodyRules, keeping the literal rule types that BodyValues reads. */
function body<const B extends BodyRules>(rules: B): B {
  return rules;
}

/** POST /api/comments/create/ */
export const COMMENT_BODY = body({
  fields: {
    post_slug: line(200, true),
    name: line(NAME_MAX, true),
    email: email(),
    text: lines(3000, true),
    parent: { type: "integer", min: 1 },
  },
});
export type CommentInput = BodyValues<typeof COMMENT_BODY>;

/** POST /api/contact/contact/submit/: every contact-style form (form_type and subject name it). */
export const CONTACT_BODY = body({
  fields: {
    name: line(NAME_MAX, true),
    email: email(),
    message: lines(MESSAGE_MAX, true),
    subject: line(SHORT_TEXT_MAX, false),
    form_type: line(SHORT_TEXT_MAX, false),
    phone: line(PHONE_MAX, false),
    // The hospitality form sends { submittedOn: ISO timestamp }; kept as JSON.
    additionalDetails: { type: "object", maxJsonLength: 2000 },
  },
});
export type ContactInput = BodyValues<typeof CONTACT_BODY>;

/** POST /api/newsletter/subscribe/ */
export const NEWSLETTER_BODY = body({
  fields: {
    email: email(),
    name: line(NAME_MAX, false),
  },
});
export type NewsletterInput = BodyValues<typeof NEWSLETTER_BODY>;

/** POST /api/prayers/submit/: the contact page sends `request`, the salvation page `request_text`. */
export const PRAYER_BODY = body({
  fields: {
    name: line(NAME_MAX, true),
    email: email(),
    phone: line(PHONE_MAX, false),
    request: lines(MESSAGE_MAX, false),
    request_text: lines(MESSAGE_MAX, false),
    is_private: { type: "boolean", default: true },
  },
  oneOf: { into: "request", from: ["request", "request_text"] },
});
export type PrayerInput = BodyValues<typeof PRAYER_BODY>;

/** Characters of JSON the fields beyond the named ones may take. */
export const EXTRA_LIMIT = 4000;

/** POST /api/ministry-forms/: keys beyond the named fields are kept as JSON in `extra`. */
export const MINISTRY_BODY = body({
  fields: {
    ministry: line(SHORT_TEXT_MAX, true),
    first_name: line(NAME_MAX, true),
    last_name: line(NAME_MAX, true),
    email: email(),
    phone: line(PHONE_MAX, false),
    subject: line(SHORT_TEXT_MAX, false),
    message: lines(MESSAGE_MAX, true),
    specific_interest: line(SHORT_TEXT_MAX, false),
    age_group: line(SHORT_TEXT_MAX, false),
  },
  extra: {
    maxJsonLength: EXTRA_LIMIT,
    message: `The additional fields are too long: at most ${EXTRA_LIMIT} characters in all.`,
    // The honeypot is not an extra answer of the form: never kept.
    ignore: [HONEYPOT_FIELD],
  },
});
export type MinistryInput = BodyValues<typeof MINISTRY_BODY>;
