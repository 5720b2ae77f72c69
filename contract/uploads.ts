/** What the staff uploads (pictures, sermon audio) share with the pages that show their outcome. */

/** A multipart upload whose body ended mid-file or was not a multipart body at all: nothing was kept. */
export const UPLOAD_CUT_OFF = "The upload did not arrive whole. Please try again.";

/**
 * The resumable uploads (tus 1.0, server/http/uploads/resumable.ts): the endpoint the staff pages'
 * upload script (app/features/uploads/resumable-upload.script.js) sends a file to in pieces, and the form field that then
 * hands the finished upload to the sermon-audio or picture route in place of the file itself.
 */
export const RESUMABLE_UPLOADS_PATH = "/admin/uploads";
export const RESUMABLE_UPLOAD_FIELD = "upload";

/** What each upload is for: the route that takes it and checks its bytes once it is complete. */
export type ResumableKind = "audio" | "picture";

/** How long an unfinished (or finished but never used) upload is kept. */
export const RESUMABLE_EXPIRY_HOURS = 24;

/**
 * The most uploads one member may have waiting at once, whatever their size: a page uploads one
 * file at a time, so 20 leaves room for several pages and cut uploads begun again, while
 * abandoned tiny uploads cannot pile up.
 */
export const MAX_WAITING_UPLOADS_PER_MEMBER = 20;

/** A handed-in upload that had not arrived whole: it is kept, so the page can send the rest. */
export const UPLOAD_INCOMPLETE =
  "The file has not finished uploading yet. Keep this page open until the bar reaches 100%, then try again.";

/** Why the endpoint refused to start or continue an upload: the page shows the sentence as it is. */
export const RESUMABLE_REFUSALS = {
  "no-size": "The file's size was not sent. Please choose the file again.",
  "wrong-kind": "This upload was started from an unknown page. Please reload the page and choose the file again.",
  "member-full": (limitMb: number) =>
    `Your unfinished uploads already take up ${limitMb} MB, the most one person may have waiting. Finish or cancel them (or wait a day, when they are cleared), then try again.`,
  "member-count": (count: number) =>
    `You already have ${count} unfinished uploads waiting, the most one person may have. Finish or cancel them (or wait a day, when they are cleared), then try again.`,
  "site-full": "The space for uploads in progress is full just now. Please try again in an hour.",
  "not-found":
    "This upload is no longer on the server (unfinished uploads are cleared after a day). Please choose the file again.",
} as const;
