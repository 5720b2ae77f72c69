/**
 * A staff form that edits something already saved carries the version it was opened at, and a
 * save of a form someone else saved since is refused with what was typed kept
 * (server/domain/authoring/edit-versions.ts, decision 042). The field's name and what a refused
 * save says, one sentence set per kind of item.
 */

/**
 * Revisions kept per built-in page (/admin/pages/{page}/revisions): the newest. Here, not in
 * ./page-content.ts: a value of that module imported by a staff page keeps the pages' definitions in
 * the chunk every public page loads.
 */
export const PAGE_REVISIONS_KEPT = 20;

/** The hidden field of the version a form was opened at. */
export const EDIT_VERSION_FIELD = "version";

export type EditedKind = "post" | "sermon" | "ownPage" | "page" | "church";

/** What a save of a stale form says, by the kind of item. */
export const STALE_EDIT_MESSAGES: Readonly<Record<EditedKind, string>> = {
  post: "Someone else saved this post while you were editing it. Your changes are still in the form, not saved: look at theirs under Revisions, then save again to keep yours.",
  sermon:
    "Someone else saved this sermon while you were editing it. Your changes are still in the form, not saved: open the sermon in another tab to see theirs, then save again to keep yours.",
  ownPage:
    "Someone else saved this page while you were editing it. Your changes are still in the form, not saved: look at theirs under Revisions, then save again to keep yours.",
  page: "Someone else saved this page while you were editing it. Your changes are still in the form, not saved: look at theirs under Revisions, then save again to keep yours.",
  church:
    "Someone else saved these details while you were editing them. Your changes are still in the form, not saved: look at theirs under Revisions, then save again to keep yours.",
};

/** A version no save ever has: what a posted version that is not a number stands for. */
const NO_VERSION = -1;

/**
 * The version a form says it was opened at; null when it says none (a form from before versions,
 * whose save is not checked). Anything but digits names no version, so its save is refused.
 */
export function editVersionOf(posted: string): number | null {
  const text = posted.trim();
  if (text === "") return null;
  return /^\d{1,9}$/.test(text) ? Number(text) : NO_VERSION;
}

/**
 * The version a form shows after a refused save: the one it was opened at, kept (the refusal was
 * for another reason), or after a stale save the current one, so saving again is a choice made
 * knowing of the other save.
 */
export function versionToShow(stale: boolean, posted: string | undefined, current: number): string {
  return stale || posted === undefined ? String(current) : posted;
}
