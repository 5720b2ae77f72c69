import type { Route } from "./+types/post-edit";
import { staffTitle, staffTime } from "~/ui/staff/format";
import { fieldErrorOf, idOfParams } from "~/ui/staff/forms";
import { postInputOf } from "~/features/blog/editor/form";
import { PictureField } from "~/features/pictures/picture-field";
import { TitleAndSlug } from "~/features/blog/editor/title-and-slug";
import { ArticleEditor, articleEditorState, articleFormAction, StatusChoice } from "~/features/editing/article-editor";
import { Checkbox, TextArea, Field, FieldError, LABEL, Select } from "~/ui/staff/fields";
import type { PageScriptsHandle } from "~/lib/page-scripts";
import { editorFormProps } from "~/ui/staff/editor-bar";
import { POST_STATUS_LABELS, POST_STATUSES, TRASH_DAYS, type PostStatus } from "#contract/posts-authoring";

/**
 * /admin/posts/new and /admin/posts/{id}: the post form. It posts urlencoded and saves
 * without JavaScript (Content is then a textarea of HTML); it is the one staff page that runs
 * scripts (its handle), for the rich-text editor (a lazy chunk) and the slug checked as typed.
 * Preview posts the form to the preview page (a new tab) without saving; Delete asks first.
 */
export const handle: PageScriptsHandle = { scripts: true };

const KIND = { noun: "post", listPath: "/admin/posts", listLabel: "Posts" } as const;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  context.staff.requireArea("posts");
  const id = idOfParams(params);
  const form = await context.staff.posts.form(id);
  if (!form) throw new Response("Not found", { status: 404 });
  return { ...form, ...articleEditorState(request, id, KIND.noun) };
}

export async function action(args: Route.ActionArgs) {
  args.context.staff.requireArea("posts");
  return articleFormAction(args, KIND.listPath, postInputOf, args.context.staff.posts);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: staffTitle(loaderData?.post ? `Edit: ${loaderData.post.title}` : "New post") },
];

const STATUS_HINTS: Record<PostStatus, string> = {
  draft: "only staff can see it",
  scheduled: "goes on the site by itself at Publish at",
  published: "on the site now",
};

export default function PostEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { post, categories, tags, defaultAuthor, notice, confirmDelete } = loaderData;
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
    <ArticleEditor
      kind={KIND}
      article={post}
      offSite={
        post?.status === "scheduled" ? (
          <>Scheduled for {staffTime(post.publishAt)} (Harare time): not on the site yet.</>
        ) : null
      }
      notice={notice}
      problem={problem}
      postedVersion={typed?.version}
      confirmDelete={confirmDelete}
      deleteWarning={
        <>
          “{post?.title}” goes to the trash: it leaves the site at once, and is deleted for good after {TRASH_DAYS}{" "}
          days. Until then it can be restored from the trash.
        </>
      }
      formProps={editorFormProps(post && post.status === "draft" ? `/admin/posts/${post.id}/autosave` : null)}
      status={post ? POST_STATUS_LABELS[post.status] : "New post"}
      head={
        <>
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
        </>
      }
      content={value.content}
      image={value.image}
      coverLabel="Cover image"
      errorOf={errorOf}
    >
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
      <fieldset id="tags" aria-describedby={errorOf("tags") ? "tags-error" : undefined}>
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
      <PictureField label="Author image" name="authorImage" value={value.authorImage} error={errorOf("authorImage")} />
      <TextArea
        label="Author quote"
        name="quote"
        defaultValue={value.quote}
        error={errorOf("quote")}
        maxLength={500}
        rows={2}
      />
      <Checkbox name="featured" defaultChecked={value.featured}>
        Featured
      </Checkbox>
      <StatusChoice
        statuses={POST_STATUSES}
        labels={POST_STATUS_LABELS}
        hints={STATUS_HINTS}
        value={value.status}
        error={errorOf("status")}
      />
      <Field
        label="Publish at"
        name="publishAt"
        type="datetime-local"
        defaultValue={value.publishAt}
        error={errorOf("publishAt")}
        hint="Harare time (UTC+2). Needed for Scheduled; a published post keeps its date."
      />
    </ArticleEditor>
  );
}
