import type { Route } from "./+types/newsletter-autosave";
import { newsletterDraftOf } from "~/features/mail/newsletter-draft";
import { autosaveAction, autosaveLoader } from "~/features/editing/autosave.server";

/** POST /admin/newsletter/autosave: the newsletter being written, kept as it is typed (never sent). */
export function action({ context, request }: Route.ActionArgs) {
  context.staff.requireArea("newsletter");
  return autosaveAction(request, context.staff, (form) =>
    context.staff.mail.autosaveNewsletter(newsletterDraftOf(form)),
  );
}

export function loader({ context }: Route.LoaderArgs) {
  context.staff.requireArea("newsletter");
  return autosaveLoader();
}
