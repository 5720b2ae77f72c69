import { z } from "zod";

/**
 * Request bodies of the public API (SPEC §3, §5, §7), shared by the server, which validates with
 * them, and the forms, which check the same rules before sending. Messages are Django REST
 * Framework's, since the spec's front end was written against DRF (DESIGN.md decision 6).
 */

export const LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  subject: 200,
  shortText: 200,
  message: 5000,
  comment: 3000,
  slug: 200,
} as const;

export const MESSAGES = {
  required: "This field is required.",
  blank: "This field may not be blank.",
  nullValue: "This field may not be null.",
  notString: "Not a valid string.",
  email: "Enter a valid email address.",
  boolean: "Must be a valid boolean.",
  integer: "A valid integer is required.",
  nullCharacter: "Null characters are not allowed.",
  tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
  notObject: "Expected a dictionary of items.",
} as const;

// Django's EmailValidator, simplified: a local part, an @, a dotted domain with a 2+ letter TLD.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

function typeError(issue: { input?: unknown }, wrongType: string): string {
  if (issue.input === undefined) return MESSAGES.required;
  if (issue.input === null) return MESSAGES.nullValue;
  return wrongType;
}

/** A string that is trimmed, has no NUL, and is at most `max` characters. */
function text(max: number) {
  return z
    .string({ error: (issue) => typeError(issue, MESSAGES.notString) })
    .refine((value) => !value.includes("\u0000"), MESSAGES.nullCharacter)
    .transform((value) => value.trim())
    .pipe(z.string().max(max, MESSAGES.tooLong(max)));
}

/** Required, non-blank text. */
export function requiredText(max: number) {
  return text(max).pipe(z.string().min(1, MESSAGES.blank));
}

/** Optional text: absent, null or blank all become "". */
export function optionalText(max: number) {
  return text(max)
    .nullish()
    .transform((value) => value ?? "");
}

export const email = requiredText(LIMITS.email).pipe(z.string().regex(EMAIL_PATTERN, MESSAGES.email));

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

const booleanField = z.boolean({ error: (issue) => typeError(issue, MESSAGES.boolean) });

export const commentSchema = z.object({
  post_slug: requiredText(LIMITS.slug),
  name: requiredText(LIMITS.name),
  email,
  text: requiredText(LIMITS.comment),
  parent: z
    .number({ error: MESSAGES.integer })
    .int(MESSAGES.integer)
    .positive(MESSAGES.integer)
    .nullish()
    .transform((value) => value ?? null),
});
export type CommentInput = z.infer<typeof commentSchema>;

export const contactSchema = z.object({
  name: requiredText(LIMITS.name),
  email,
  message: requiredText(LIMITS.message),
  subject: optionalText(LIMITS.subject),
  form_type: optionalText(LIMITS.shortText),
  phone: optionalText(LIMITS.phone),
  // The hospitality form sends { submittedOn: ISO timestamp }; kept as JSON.
  additionalDetails: z
    .record(z.string(), z.unknown(), { error: MESSAGES.notObject })
    .nullish()
    .transform((value) => value ?? {})
    .refine((value) => JSON.stringify(value).length <= 2000, MESSAGES.tooLong(2000)),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const newsletterSchema = z.object({
  email,
  name: optionalText(LIMITS.name),
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** The contact page sends `request`, the salvation page `request_text`: either is accepted. */
export const prayerSchema = z
  .object({
    name: requiredText(LIMITS.name),
    email,
    phone: optionalText(LIMITS.phone),
    request: optionalText(LIMITS.message),
    request_text: optionalText(LIMITS.message),
    is_private: booleanField.optional().transform((value) => value ?? true),
  })
  .transform(({ request_text, request, ...rest }) => ({ ...rest, request: request || request_text }))
  .refine((value) => value.request !== "", { message: MESSAGES.required, path: ["request"] });
export type PrayerInput = z.infer<typeof prayerSchema>;

export const ministrySchema = z.object({
  ministry: requiredText(LIMITS.shortText),
  first_name: requiredText(LIMITS.name),
  last_name: requiredText(LIMITS.name),
  email,
  phone: optionalText(LIMITS.phone),
  subject: optionalText(LIMITS.subject),
  message: requiredText(LIMITS.message),
  specific_interest: optionalText(LIMITS.shortText),
  age_group: optionalText(LIMITS.shortText),
});
export type MinistryInput = z.infer<typeof ministrySchema>;
