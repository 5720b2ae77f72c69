import { MESSAGES, type FormErrors } from "#contract/validation";

/** The browser's own words for an empty `required` field. */
export const FILL_OUT_THIS_FIELD = "Please fill out this field.";

/**
 * The browser's `required` lets a field of spaces through; the form's rules do not
 * (contract/validation.ts's validateForm). The first such field, in the page's order, gets the
 * browser's own bubble and the focus, as an empty one would. The flag clears on the next input.
 * Returns true when no required field is left blank.
 */
export function reportMissingField(form: HTMLFormElement, errors: FormErrors): boolean {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
    if (errors[element.name] !== MESSAGES.required) continue;
    element.setCustomValidity(FILL_OUT_THIS_FIELD);
    element.addEventListener("input", () => element.setCustomValidity(""), { once: true });
    element.reportValidity();
    element.focus();
    return false;
  }
  return true;
}
