import { COMMENT_BODY } from "#contract/submissions";
import { firstError, MESSAGES, type FormErrors, type FormRules } from "#contract/validation";
import { COMMENT_TEXT } from "./constants";

/** What is valid in the comment form: the comment body's rules, every field required. */
export const COMMENT_FORM: FormRules = {
  name: { rule: COMMENT_BODY.fields.name, required: true },
  email: { rule: COMMENT_BODY.fields.email, required: true },
  text: { rule: COMMENT_BODY.fields.text, required: true },
};

/**
 * The form's one message for its errors, in the browser and without JavaScript alike: a field left
 * blank is the form-wide "Please fill in all required fields."; anything else the rule's own message.
 */
export function commentFormMessage(errors: FormErrors): string | null {
  if (Object.values(errors).includes(MESSAGES.required)) return COMMENT_TEXT.required;
  return firstError(errors);
}
