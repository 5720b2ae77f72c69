/**
 * The browser's `required` accepts a field of spaces; the server does not (it trims). Before
 * sending, a required field holding only whitespace is flagged with the browser's own bubble
 * ("Please fill out this field.") and focused. Returns true when every required field has text.
 * The flag clears itself on the next input.
 */
export function requireFilled(form: HTMLFormElement): boolean {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
    if (!element.required || element.type === "checkbox" || element.value.trim() !== "") continue;
    element.setCustomValidity("Please fill out this field.");
    element.addEventListener("input", () => element.setCustomValidity(""), { once: true });
    element.reportValidity();
    element.focus();
    return false;
  }
  return true;
}
