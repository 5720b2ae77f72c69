import { newsletterDraftOf } from "~/features/mail/newsletter-draft";
import { autosaveRoute } from "~/features/editing/autosave.server";

/** POST /admin/newsletter/autosave: the newsletter being written, kept as it is typed (never sent). */
const route = autosaveRoute("newsletter", (staff, form) => staff.mail.autosaveNewsletter(newsletterDraftOf(form)));
export const action = route.action;
export const loader = route.loader;
