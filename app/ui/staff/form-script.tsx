import { useEffect } from "react";

/**
 * The staff forms' one script (public/editor-form.js: drafts kept in the browser, the offline
 * save, the error summary's focus, folded sections, the long forms' autosave; docs/decisions/044)
 * and its words. The staff layout loads it on every signed-in page; its words are the page's, in
 * one hidden list the script reads, so the script itself carries none.
 */
export const FORM_SCRIPT = "/editor-form.js";

/**
 * The few staff pages that run React (the rich-text editors) tell the script once React has taken
 * the page over: until then, anything the script added to the page would not match what React
 * expects to find, so its messages wait for this event (and the attribute, for a late listener).
 */
export const HYDRATED_EVENT = "staff-page-hydrated";
export const HYDRATED_ATTRIBUTE = "data-staff-hydrated";

/** In the staff layout: on a page that runs React, says when React has it (an effect runs after hydration). */
export function useHydrationSignal(): void {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
}

/** `{time}`, `{reason}`, `{status}` are filled in by the script. */
export const FORM_SCRIPT_TEXTS = {
  draftOffer: "You have changes from {time} that were not saved.",
  restore: "Restore them",
  discard: "Discard them",
  restored: "Your changes are back in the form: check them, then save.",
  offline: "You are offline: nothing was sent. Try again once you are back online.",
  offlineKept:
    "You are offline: nothing was sent. What you typed is kept on this device: save again once you are back online.",
  leave: "You have changes that are not saved. Leave this page anyway?",
  saving: "Saving…",
  unsaved: "Unsaved changes",
  saved: "Saved",
  notSaved: "Not saved yet.",
  notSavedBecause: "Not saved yet: {reason}",
  notSavedStatus: "Not saved ({status}).",
} as const;

export function FormScript() {
  return (
    <>
      <div hidden data-form-texts="">
        {Object.entries(FORM_SCRIPT_TEXTS).map(([name, text]) => (
          <span key={name} data-text={name}>
            {text}
          </span>
        ))}
      </div>
      <script src={FORM_SCRIPT} defer />
    </>
  );
}
