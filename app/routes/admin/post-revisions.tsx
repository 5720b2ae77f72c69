import type { Route } from "./+types/post-revisions";
import { staffTime, staffTitle } from "~/ui/staff/format";
import { idOfParams } from "~/ui/staff/forms";
import { DetailRow } from "~/ui/staff/fields";
import { restoreRevisionAction, RevisionsView } from "~/features/editing/revisions-and-trash";
import { POST_STATUS_LABELS, REVISIONS_KEPT, type PostStatus } from "#contract/posts-authoring";
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
  return restoreRevisionAction(
    await request.formData(),
    (revisionId) => context.staff.posts.restoreRevision(id, revisionId),
    `/admin/posts/${id}?notice=restored`,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: staffTitle(`Revisions: ${loaderData?.post.title ?? "post"}`) },
];

export default function PostRevisions({ loaderData, actionData }: Route.ComponentProps) {
  const { post, revisions, revision, categoryName } = loaderData;
  return (
    <RevisionsView
      back={{ href: `/admin/posts/${post.id}`, label: post.title }}
      kept={REVISIONS_KEPT}
      problem={actionData?.problem}
      revision={revision && { ...revision, content: revision.fields.content }}
      fields={
        revision ? (
          <>
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
          </>
        ) : null
      }
      revisions={revisions}
      base={`/admin/posts/${post.id}/revisions`}
      statusLabel={(status) => POST_STATUS_LABELS[status as PostStatus]}
    />
  );
}
