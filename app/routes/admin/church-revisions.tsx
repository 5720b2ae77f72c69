import type { Route } from "./+types/church-revisions";
import { staffTitle } from "~/ui/staff/format";
import { restoreRevisionAction, RevisionsView, RevisionTexts } from "~/features/editing/revisions-and-trash";
import { CHURCH_REVISIONS_KEPT } from "#contract/church-form";
import { rowIdOf } from "#contract/row-ids";

/**
 * /admin/church/revisions (admin only): the church's details' last saves, newest first;
 * ?revision={n} shows one with every field, and Restore puts it back (itself a save, checked as
 * the form is).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  context.staff.require("manageSettings");
  const wanted = rowIdOf(new URL(request.url).searchParams.get("revision"));
  return {
    revisions: await context.staff.churchRevisions(),
    revision: wanted === null ? null : await context.staff.churchRevision(wanted),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  context.staff.require("manageSettings");
  return restoreRevisionAction(
    await request.formData(),
    (revisionId) => context.staff.restoreChurchRevision(revisionId),
    "/admin/church?saved=1",
  );
}

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Revisions: Church details") }];

export default function ChurchRevisions({ loaderData, actionData }: Route.ComponentProps) {
  const { revisions, revision } = loaderData;
  return (
    <RevisionsView
      back={{ href: "/admin/church", label: "Church details" }}
      kept={CHURCH_REVISIONS_KEPT}
      problem={actionData?.problem}
      revision={revision}
      fields={revision ? <RevisionTexts texts={revision.texts} /> : null}
      revisions={revisions}
      base="/admin/church/revisions"
    />
  );
}
