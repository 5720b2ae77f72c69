import { redirect } from "react-router";
import type { Route } from "./+types/post-revisions";
import { staffTime, staffTitle } from "~/ui/staff/format";
import { formText } from "#contract/forms";
import { idOf, idOfParams } from "~/ui/staff/forms";
import { BackLink, Button, DetailRow, Notice, PageHeading, Section, StaffForm } from "~/ui/staff/fields";
import { EDITOR_TEXT } from "~/features/blog/editor/editor-text";
import { POST_STATUS_LABELS, REVISIONS_KEPT } from "#contract/posts-authoring";
import { rowIdOf } from "#contract/row-ids";

/**
 * /admin/posts/{id}/revisions: the post's last REVISIONS_KEPT saves, newest first;
 * ?revision={n} shows one with every field, and Restore puts it back (itself a save).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  context.staff.requireArea("posts");
  const id = idOfParams(params)!;
  const form = await context.staff.posts.form(id);
  if (!form?.post) throw new Response("Not found", { status: 404 });
  const wanted = rowIdOf(new URL(request.url).searchParams.get("revision"));
  const revision = wanted === null ? null : await context.staff.posts.revision(id, wanted);
  const category = revision?.fields.categoryId
    ? form.categories.find((item) => item.id === revision.fields.categoryId)
    : null;
  return {
    post: { id, title: form.post.title },
    revisions: await context.staff.posts.revisions(id),
    revision,
    categoryName: revision?.fields.categoryId ? (category?.name ?? "a category deleted since") : "No category",
  };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  context.staff.requireArea("posts");
  const id = idOfParams(params)!;
  const form = await request.formData();
  const revisionId = idOf(form, "revision");
  if (formText(form, "intent") !== "restore") return { problem: "Choose a revision to restore." };
  // An id that can name no row (contract/row-ids.ts) is answered as a revision that is gone.
  const result = revisionId === null ? null : await context.staff.posts.restoreRevision(id, revisionId);
  if (result === null) return { problem: "That revision no longer exists." };
  if ("message" in result) return { problem: `The revision could not be restored: ${result.message}` };
  return redirect(`/admin/posts/${id}?notice=restored`, 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: staffTitle(`Revisions: ${loaderData?.post.title ?? "post"}`) },
];

export default function PostRevisions({ loaderData, actionData }: Route.ComponentProps) {
  const { post, revisions, revision, categoryName } = loaderData;
  const base = `/admin/posts/${post.id}/revisions`;
  return (
    <div className="w-full max-w-3xl">
      <BackLink href={`/admin/posts/${post.id}`}>{post.title}</BackLink>
      <PageHeading title="Revisions">
        <p>Every save is kept: the last {REVISIONS_KEPT}. Restoring one saves it again as the newest.</p>
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
            <DetailRow label="Slug">{revision.fields.slug}</DetailRow>
            <DetailRow label="Status">
              {POST_STATUS_LABELS[revision.fields.status]} ({staffTime(revision.fields.publishAt)}, Harare time)
            </DetailRow>
            <DetailRow label="Excerpt">{revision.fields.excerpt || "none"}</DetailRow>
            <DetailRow label="Category">{categoryName}</DetailRow>
            <DetailRow label="Tags">{revision.fields.tags.join(", ") || "none"}</DetailRow>
            <DetailRow label="Author">{revision.fields.author}</DetailRow>
            <DetailRow label="Author image">{revision.fields.authorImage ?? "none"}</DetailRow>
            <DetailRow label="Author quote">{revision.fields.quote ?? "none"}</DetailRow>
            <DetailRow label="Cover image">{revision.fields.image ?? "none"}</DetailRow>
            <DetailRow label="Featured">{revision.fields.featured ? "yes" : "no"}</DetailRow>
          </dl>
          <h3 className="mt-4 font-semibold">Content</h3>
          {/* Sanitised with the public allowlist when it was saved (server/domain/posts/authoring.ts). */}
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
              {item.savedBy} · {POST_STATUS_LABELS[item.status]} · “{item.title}”
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
