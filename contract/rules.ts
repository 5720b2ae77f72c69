/**
 * The plain validation rules of SPEC §5 shared by the server's schemas (schemas.ts) and the
 * browser's forms: length limits, Django REST Framework's messages, the email pattern.
 * No zod here: importing this file costs the browser a few hundred bytes.
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
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
