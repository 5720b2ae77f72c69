/** What the staff uploads (pictures, sermon audio) share with the pages that show their outcome. */

/** A multipart upload whose body ended mid-file or was not a multipart body at all: nothing was kept. */
export const UPLOAD_CUT_OFF = "The upload did not arrive whole. Please try again.";
