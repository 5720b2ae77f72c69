import { createContext, useContext } from "react";
import type { FieldName, FormValues } from "./definitions";

/**
 * A ministry form posted without JavaScript (docs/architecture.md, Data flow): the page's route action
 * does what /api/ would and answers with this; the page renders the form in that state.
 */
export interface MinistryFormResult {
  /** The form's id (its content id). */
  formId: string;
  ok: boolean;
  /** The failure's message (shown by the forms whose failures are shown). */
  message: string | null;
  /** What the visitor typed, to fill the form again after a failure. */
  values: FormValues | null;
  errors: Partial<Record<FieldName, string>>;
  /** Seconds to wait: the post was over the rate limit (shown even by the forms that fail silently). */
  retryAfter?: number;
  /** The server's disk refused the write: nothing was stored (shown even by the forms that fail silently). */
  storageRefused?: boolean;
}

/** The hidden fields a posted form carries. */
export const FORM_ID_FIELD = "formId";
/** Query parameter that opens a call-to-action's form on a full page load (media, hospitality). */
export const OPEN_FORM_PARAM = "form";

export interface MinistryPostState {
  result: MinistryFormResult | null;
  /** The form the address asks to open (?form=<id>). */
  openForm: string | null;
}

export const MinistryPostContext = createContext<MinistryPostState>({ result: null, openForm: null });

/** This form's posted result, if the last post was this form's. */
export function usePostedResult(formId: string): MinistryFormResult | null {
  const { result } = useContext(MinistryPostContext);
  return result && result.formId === formId ? result : null;
}

/** Where a form posts without JavaScript: the page itself, marked as sent. */
export function postHref(formId: string): string {
  return `?${OPEN_FORM_PARAM}=${encodeURIComponent(formId)}&sent=1#${formId}`;
}

/** Reloads the page with this form open and empty (no-JavaScript "Send another", "Connect With Us"). */
export function openFormHref(formId: string): string {
  return `?${OPEN_FORM_PARAM}=${encodeURIComponent(formId)}#${formId}`;
}

/** Reloads the page as first seen (no-JavaScript "Go Back", "Return home"). */
export function closedFormHref(formId: string): string {
  return `?#${formId}`;
}
