import { data, redirect } from "react-router";
import type { Route } from "./+types/post-edit";
import { staffTitle, staffTime } from "~/ui/staff/format";
import { formText } from "#contract/forms";
import { fieldErrorOf, idOfParams, problemStatus, problemText } from "~/ui/staff/forms";
import { postInputOf } from "~/features/blog/editor/form";
import { PictureField } from "~/features/pictures/picture-field";
import { PostContentField } from "~/features/blog/editor/post-content-field";
import { TitleAndSlug } from "~/features/blog/editor/title-and-slug";
import {
  BackLink,
  Button,
  TextArea,
  Field,
  FieldError,
  LABEL,
  Notice,
  PageHeading,
  Section,
  Select,
  StaffForm,
  useStaffLayout,
} from "~/ui/staff/fields";
import type { PageScriptsHandle } from "~/lib/page-scripts";
import { EditorBar, editorFormProps } from "~/ui/staff/editor-bar";
import { POST_STATUS_LABELS, POST_STATUSES, TRASH_DAYS, type PostStatus } from "#contract/posts-authoring";

/**
 * /admin/posts/new and /admin/posts/{id}: the post form. It posts urlencoded and saves
 * without JavaScript (Content is then a textarea of HTML); it is the one staff page that runs
 * scripts (its handle), for the rich-text editor (a lazy chunk) and the slug checked as typed.
 * Preview posts the form to the preview page (a new tab) without saving; Delete asks first.
 */
export const handle: PageScriptsHandle = { scripts: true };

const NOTICES = {
  saved: "The post is saved.",
  restored: "The revision is restored (and saved as a new revision).",
  untrashed: "The post is back from the trash, as a draft.",
} as const;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  context.staff.requireArea("posts");
  const id = idOfParams(params);
  const form = await context.staff.posts.form(id);
  if (!form) throw new Response("Not found", { status: 404 });
  const url = new URL(request.url);
  const notice = url.searchParams.get("notice");
  return {
    ...form,
    notice: notice && notice in NOTICES ? NOTICES[notice as keyof typeof NOTICES] : null,
    confirmDelete: url.searchParams.get("confirm") === "delete" && id !== null,
  };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  context.staff.requireArea("posts");
  const id = idOfParams(params);
  const form = await request.formData();
  const intent = formText(form, "intent");
  if (id !== null && intent === "delete") return redirect(`/admin/posts/${id}?confirm=delete`, 303);
  if (id !== null && intent === "delete-confirmed") {
    if (!(await context.staff.posts.trash(id))) throw new Response("Not found", { status: 404 });
    return redirect("/admin/posts?trashed=1", 303);
  }
  const input = postInputOf(form);
  const result = await context.staff.posts.save(id, input).catch(context.staff.refusedSave);
  if (result === null) throw new Response("Not found", { status: 404 });
  if ("message" in result) return data({ problem: result, input }, { status: problemStatus(result) });
  return redirect(`/admin/posts/${result.id}?notice=saved`, 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: staffTitle(loaderData?.post ? `Edit: ${loaderData.post.title}` : "New post") },
];

const LINK =
  "inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200";

const STATUS_HINTS: Record<PostStatus, string> = {
  draft: "only staff can see it",
  scheduled: "goes on the site by itself at Publish at",
  published: "on the site now",
};

export default function PostEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { post, categories, tags, defaultAuthor, notice, confirmDelete } = loaderData;
  const csrfToken = useStaffLayout()?.token ?? "";
  const problem = actionData?.problem ?? null;
  const typed = actionData?.input;
  const errorOf = (field: string) => fieldErrorOf(problem, field);
  const value = {
    title: typed?.title ?? post?.title ?? "",
    slug: typed?.slug ?? post?.slug ?? "",
    excerpt: typed?.excerpt ?? post?.excerpt ?? "",
    content: typed?.content ?? post?.content ?? "",
    image: typed?.image ?? post?.image ?? "",
    category: typed?.category ?? (post?.categoryId ? String(post.categoryId) : ""),
    tags: new Set((typed?.tags ?? post?.tags ?? []).map((name) => name.toLowerCase())),
    newTags: typed?.newTags ?? "",
    author: typed?.author ?? post?.author ?? defaultAuthor,
    authorImage: typed?.authorImage ?? post?.authorImage ?? "",
    quote: typed?.quote ?? post?.quote ?? "",
    featured: typed ? typed.featured : (post?.featured ?? false),
    status: typed?.status ?? post?.status ?? "draft",
    publishAt: typed?.publishAt ?? post?.publishAtLocal ?? "",
  };
  return (
    <div className="w-full max-w-3xl">
      <BackLink href="/admin/posts">Posts</BackLink>
      <PageHeading title={post ? "Edit post" : "New post"}>
        {post ? (
          <p>
            {post.publicPath ? (
              <a className="underline underline-offset-2" href={post.publicPath}>
                {post.publicPath}
              </a>
            ) : post.status === "scheduled" ? (
              <>Scheduled for {staffTime(post.publishAt)} (Harare time): not on the site yet.</>
            ) : (
              <>Draft: not on the site.</>
            )}
            {post.updatedAt ? <> Last saved {staffTime(post.updatedAt)}.</> : null}{" "}
            <a className="underline underline-offset-2" href={`/admin/posts/${post.id}/revisions`}>
              Revisions
            </a>
          </p>
        ) : null}
      </PageHeading>
      <div className="mb-6 space-y-3">
        {notice && !problem ? <Notice tone="success">{notice}</Notice> : null}
        {problem ? <Notice tone="error">{problemText("The post is not saved:", problem)}</Notice> : null}
      </div>

      {post && confirmDelete ? (
        <Section title="Delete this post?">
          <div className="space-y-3">
            <p>
              “{post.title}” goes to the trash: it leaves the site at once, and is deleted for good after {TRASH_DAYS}{" "}
              days. Until then it can be restored from the trash.
            </p>
            <div className="flex flex-wrap items-center gap-4">
              <StaffForm>
                <input type="hidden" name="intent" value="delete-confirmed" />
                <Button variant="danger">Yes, move it to the trash</Button>
              </StaffForm>
              <a href={`/admin/posts/${post.id}`} className={LINK}>
                Cancel
              </a>
            </div>
          </div>
        </Section>
      ) : null}

      <Section title="Post">
        <StaffForm
          className="space-y-5"
          aria-label="Post"
          {...editorFormProps(post && post.status === "draft" ? `/admin/posts/${post.id}/autosave` : null)}
        >
          <EditorBar status={post ? POST_STATUS_LABELS[post.status] : "New post"}>
            <Button name="intent" value="save">
              Save
            </Button>
          </EditorBar>
          <TitleAndSlug
            title={value.title}
            slug={value.slug}
            postId={post?.id ?? null}
            titleError={errorOf("title")}
            slugError={errorOf("slug")}
          />
          <TextArea
            label="Excerpt"
            name="excerpt"
            defaultValue={value.excerpt}
            error={errorOf("excerpt")}
            maxLength={500}
            rows={3}
            hint="A sentence or two for the blog's list and link previews."
          />
          <PostContentField defaultValue={value.content} error={errorOf("content")} csrfToken={csrfToken} />
          <PictureField label="Cover image" name="image" value={value.image} error={errorOf("image")} />
          <div>
            <label htmlFor="category" className={LABEL}>
              Category
            </label>
            <Select
              id="category"
              name="category"
              defaultValue={value.category}
              aria-invalid={errorOf("category") ? true : undefined}
              aria-describedby={errorOf("category") ? "category-error" : undefined}
            >
              <option value="">No category</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </Select>
            {errorOf("category") ? <FieldError id="category-error">{errorOf("category")}</FieldError> : null}
          </div>
          <fieldset aria-describedby={errorOf("tags") ? "tags-error" : undefined}>
            <legend className={LABEL}>Tags</legend>
            {tags.length ? (
              <div className="mt-2 grid max-h-64 gap-1 overflow-y-auto sm:grid-cols-2">
                {tags.map((tag) => (
                  <label key={tag.id} className="flex min-h-11 items-center gap-3 text-base">
                    <input
                      type="checkbox"
                      name="tags"
                      value={tag.name}
                      defaultChecked={value.tags.has(tag.name.toLowerCase())}
                      className="h-5 w-5 accent-brand-700"
                    />
                    {tag.name}
                  </label>
                ))}
              </div>
            ) : null}
            <div className="mt-3">
              <Field
                label="New tags"
                name="newTags"
                maxLength={600}
                defaultValue={value.newTags}
                hint="Type new tags separated by commas; a tag that already exists is picked instead of made again."
              />
            </div>
            {errorOf("tags") ? <FieldError id="tags-error">{errorOf("tags")}</FieldError> : null}
          </fieldset>
          <Field
            label="Author"
            name="author"
            required
            maxLength={120}
            defaultValue={value.author}
            error={errorOf("author")}
          />
          <PictureField
            label="Author image"
            name="authorImage"
            value={value.authorImage}
            error={errorOf("authorImage")}
          />
          <TextArea
            label="Author quote"
            name="quote"
            defaultValue={value.quote}
            error={errorOf("quote")}
            maxLength={500}
            rows={2}
          />
          <label className="flex min-h-11 items-center gap-3 text-base font-semibold">
            <input
              type="checkbox"
              name="featured"
              value="1"
              defaultChecked={value.featured}
              className="h-5 w-5 accent-brand-700"
            />
            Featured
          </label>
          <fieldset aria-describedby={errorOf("status") ? "status-error" : undefined}>
            <legend className={LABEL}>Status</legend>
            <div className="mt-2 space-y-1">
              {POST_STATUSES.map((status) => (
                <label key={status} className="flex min-h-11 items-center gap-3 text-base">
                  <input
                    type="radio"
                    name="status"
                    value={status}
                    defaultChecked={value.status === status}
                    className="h-5 w-5 accent-brand-700"
                  />
                  <span>
                    <span className="font-semibold">{POST_STATUS_LABELS[status]}</span>
                    <span className="text-slate-600 dark:text-slate-300"> ({STATUS_HINTS[status]})</span>
                  </span>
                </label>
              ))}
            </div>
            {errorOf("status") ? <FieldError id="status-error">{errorOf("status")}</FieldError> : null}
          </fieldset>
          <Field
            label="Publish at"
            name="publishAt"
            type="datetime-local"
            defaultValue={value.publishAt}
            error={errorOf("publishAt")}
            hint="Harare time (UTC+2). Needed for Scheduled; a published post keeps its date."
          />
          <div className="flex flex-wrap gap-3">
            {post ? (
              <>
                {/* The form's fields, unsaved, as the public page shows them: a new tab. */}
                <Button
                  variant="secondary"
                  name="intent"
                  value="preview"
                  formAction={`/admin/posts/${post.id}/preview`}
                  formTarget="_blank"
                  formNoValidate
                >
                  Preview
                </Button>
                <Button variant="danger" name="intent" value="delete" formNoValidate>
                  Delete
                </Button>
              </>
            ) : null}
          </div>
          {post ? null : (
            <p className="text-sm text-slate-600 dark:text-slate-300">Save the post (as a draft) to preview it.</p>
          )}
        </StaffForm>
      </Section>
    </div>
  );
}
