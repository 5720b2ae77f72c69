import type { Route } from "./+types/own-page-revisions";
import { staffTitle } from "~/ui/staff/format";
import { idOfParams } from "~/ui/staff/forms";
import { DetailRow } from "~/ui/staff/fields";
import { restoreRevisionAction, RevisionsView } from "~/features/editing/revisions-and-trash";
import {
  OWN_PAGE_REVISIONS_KEPT,
  OWN_PAGE_STATUS_LABELS,
  OWN_PAGES_PATH,
  type OwnPageStatus,
} from "#contract/own-pages";
import { rowIdOf } from "#contract/row-ids";

/**
 * /admin/pages/own/{id}/revisions: the page's last saves, newest first; ?revision={n} shows one
 * with every field, and Restore puts it back (itself a save).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  context.staff.requireArea("own-pages");
  const id = idOfParams(params)!;
  const page = await context.staff.ownPages.form(id);
  if (!page) throw new Response("Not found", { status: 404 });
  const wanted = rowIdOf(new URL(request.url).searchParams.get("revision"));
  return {
    page: { id, title: page.title },
    revisions: await context.staff.ownPages.revisions(id),
    revision: wanted === null ? null : await context.staff.ownPages.revision(id, wanted),
  };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  context.staff.requireArea("own-pages");
  const id = idOfParams(params)!;
  return restoreRevisionAction(
    await request.formData(),
    (revisionId) => context.staff.ownPages.restoreRevision(id, revisionId),
    `${OWN_PAGES_PATH}/${id}?notice=restored`,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: staffTitle(`Revisions: ${loaderData?.page.title ?? "page"}`) },
];

export default function OwnPageRevisions({ loaderData, actionData }: Route.ComponentProps) {
  const { page, revisions, revision } = loaderData;
  return (
    <RevisionsView
      back={{ href: `${OWN_PAGES_PATH}/${page.id}`, label: page.title }}
      kept={OWN_PAGE_REVISIONS_KEPT}
      problem={actionData?.problem}
      revision={revision && { ...revision, content: revision.fields.content }}
      fields={
        revision ? (
          <>
            <DetailRow label="Title">{revision.fields.title}</DetailRow>
            <DetailRow label="Address">/{revision.fields.slug}</DetailRow>
            <DetailRow label="Status">{OWN_PAGE_STATUS_LABELS[revision.fields.status]}</DetailRow>
            <DetailRow label="Cover picture">{revision.fields.image ?? "none"}</DetailRow>
            <DetailRow label="Footer">
              {revision.fields.inFooter ? `in the quick links, position ${revision.fields.footerOrder}` : "not shown"}
            </DetailRow>
          </>
        ) : null
      }
      revisions={revisions}
      base={`${OWN_PAGES_PATH}/${page.id}/revisions`}
      statusLabel={(status) => OWN_PAGE_STATUS_LABELS[status as OwnPageStatus]}
    />
  );
}
