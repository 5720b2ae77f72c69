import { formText } from "#contract/forms";

/** The newsletter form's fields (/admin/newsletter and its autosave). */
export interface NewsletterDraftInput {
  subject: string;
  body: string;
  includePosts: boolean;
}

export function newsletterDraftOf(form: FormData): NewsletterDraftInput {
  return {
    subject: formText(form, "subject"),
    body: formText(form, "body"),
    includePosts: formText(form, "posts") === "1",
  };
}
