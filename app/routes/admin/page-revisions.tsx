import type { Route } from "./+types/page-revisions";
import { staffTitle } from "~/ui/staff/format";
import { restoreRevisionAction, RevisionsView, RevisionTexts } from "~/features/editing/revisions-and-trash";
import { PAGE_REVISIONS_KEPT } from "#contract/edit-versions";
import { rowIdOf } from "#contract/row-ids";

/**
 * /admin/pages/{page}/revisions: a built-in page's last saves, newest first; ?revision={n} shows
 * one with every field, and Restore puts it back (itself a save, checked as the form is). A page
 * the member may not edit is a 404, as its form is.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  context.staff.requireArea("pages");
  const found = await context.staff.pageDocument(params.page);
  const revisions = await context.staff.pageRevisions(params.page);
  if (!found || !revisions) throw new Response("Not found", { status: 404 });
  const wanted = rowIdOf(new URL(request.url).searchParams.get("revision"));
  return {
    page: { key: found.definition.key, title: found.definition.title },
    revisions,
    revision: wanted === null ? null : await context.staff.pageRevision(params.page, wanted),
  };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  context.staff.requireArea("pages");
  if (!(await context.staff.pageDocument(params.page))) throw new Response("Not found", { status: 404 });
  return restoreRevisionAction(
    await request.formData(),
    (revisionId) => context.staff.restorePageRevision(params.page, revisionId),
    `/admin/pages/${params.page}?saved=1`,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: staffTitle(`Revisions: ${loaderData?.page.title ?? "page"}`) },
];

export default function PageRevisions({ loaderData, actionData }: Route.ComponentProps) {
  const { page, revisions, revision } = loaderData;
  return (
    <RevisionsView
      back={{ href: `/admin/pages/${page.key}`, label: page.title }}
      kept={PAGE_REVISIONS_KEPT}
      problem={actionData?.problem}
      revision={revision}
      fields={revision ? <RevisionTexts texts={revision.texts} /> : null}
      revisions={revisions}
      base={`/admin/pages/${page.key}/revisions`}
    />
  );
}
