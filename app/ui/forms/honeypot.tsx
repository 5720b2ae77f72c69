import { HONEYPOT_FIELD, isHoneypotFilled, type HoneypotBody } from "#contract/honeypot";

/**
 * The honeypot every public form carries (contract/honeypot.ts): a plausible "Website" field that
 * people never see or reach (moved off-screen rather than display:none, which bots skip; hidden
 * from assistive technology; out of the tab order; no autofill). A bot that fills it is answered
 * as if its submission went through, and nothing is stored.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/**
 * The honeypot's value for a request body sent with JavaScript: `{ website: "…" }` when filled,
 * nothing otherwise (a person's body stays exactly what docs/api.md describes).
 */
export function honeypotOf(form: HTMLFormElement | null | undefined): HoneypotBody {
  const field = form?.elements.namedItem(HONEYPOT_FIELD);
  const value = field instanceof HTMLInputElement ? field.value : "";
  return isHoneypotFilled(value) ? { [HONEYPOT_FIELD]: value } : {};
}
