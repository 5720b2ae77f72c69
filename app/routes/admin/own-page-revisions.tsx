import { redirect } from "react-router";
import type { Route } from "./+types/own-page-revisions";
import { staffTime, staffTitle } from "~/ui/staff/format";
import { formText } from "#contract/forms";
import { idOf, idOfParams } from "~/ui/staff/forms";
import { BackLink, Button, DetailRow, Notice, PageHeading, Section, StaffForm } from "~/ui/staff/fields";
import { EDITOR_TEXT } from "~/features/blog/editor/editor-text";
import { OWN_PAGE_REVISIONS_KEPT, OWN_PAGE_STATUS_LABELS, OWN_PAGES_PATH } from "#contract/own-pages";
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
  const form = await request.formData();
  const revisionId = idOf(form, "revision");
  if (formText(form, "intent") !== "restore") return { problem: "Choose a revision to restore." };
  const result = revisionId === null ? null : await context.staff.ownPages.restoreRevision(id, revisionId);
  if (result === null) return { problem: "That revision no longer exists." };
  if ("message" in result) return { problem: `The revision could not be restored: ${result.message}` };
  return redirect(`${OWN_PAGES_PATH}/${id}?notice=restored`, 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: staffTitle(`Revisions: ${loaderData?.page.title ?? "page"}`) },
];

export default function OwnPageRevisions({ loaderData, actionData }: Route.ComponentProps) {
  const { page, revisions, revision } = loaderData;
  const base = `${OWN_PAGES_PATH}/${page.id}/revisions`;
  return (
    <div className="w-full max-w-3xl">
      <BackLink href={`${OWN_PAGES_PATH}/${page.id}`}>{page.title}</BackLink>
      <PageHeading title="Revisions">
        <p>Every save is kept: the last {OWN_PAGE_REVISIONS_KEPT}. Restoring one saves it again as the newest.</p>
      </PageHeading>
      {actionData?.problem ? (
        <div className="mb-4">
          <Notice tone="error">{actionData.problem}</Notice>
        </div>
      ) : null}
      {revision ? (
        <Section title={`Revision of ${staffTime(revision.savedAt)}`}>
          <dl className="divide-y divide-slate-200 dark:divide-brand-800">
            <DetailRow label="Saved by">{revision.savedBy}</DetailRow>
            <DetailRow label="Title">{revision.fields.title}</DetailRow>
            <DetailRow label="Address">/{revision.fields.slug}</DetailRow>
            <DetailRow label="Status">{OWN_PAGE_STATUS_LABELS[revision.fields.status]}</DetailRow>
            <DetailRow label="Cover picture">{revision.fields.image ?? "none"}</DetailRow>
            <DetailRow label="Footer">
              {revision.fields.inFooter ? `in the quick links, position ${revision.fields.footerOrder}` : "not shown"}
            </DetailRow>
          </dl>
          <h3 className="mt-4 font-semibold">Content</h3>
          {/* Sanitised with the public allowlist when it was saved (server/domain/own-pages/authoring.ts). */}
          <div
            className={`${EDITOR_TEXT} mt-2 rounded border border-slate-200 p-3 dark:border-brand-800`}
            dangerouslySetInnerHTML={{ __html: revision.fields.content }}
          />
          <StaffForm className="mt-4">
            <input type="hidden" name="intent" value="restore" />
            <input type="hidden" name="revision" value={revision.id} />
            <Button>Restore this revision</Button>
          </StaffForm>
        </Section>
      ) : null}
      <ol aria-label="Revisions" className="space-y-2">
        {revisions.map((item) => (
          <li
            key={item.id}
            className="rounded-lg border border-slate-200 bg-white p-3 dark:border-brand-800 dark:bg-brand-900"
          >
            <a
              className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200"
              href={`${base}?revision=${item.id}`}
            >
              {staffTime(item.savedAt)}
            </a>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {item.savedBy} · {OWN_PAGE_STATUS_LABELS[item.status]} · “{item.title}”
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
