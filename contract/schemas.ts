import { z } from "zod";
import { EMAIL_PATTERN, LIMITS, MESSAGES } from "./rules";

/**
 * Request bodies of the public API (SPEC §3, §5, §7), shared by the server, which validates with
 * them, and the forms, which check the same rules before sending. Messages are Django REST
 * Framework's, since the spec's front end was written against DRF (DESIGN.md decision 6).
 */

// The plain rules live in rules.ts so the browser can use them without shipping zod.
export { EMAIL_PATTERN, isValidEmail, LIMITS, MESSAGES } from "./rules";

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
