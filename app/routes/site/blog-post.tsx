import { useLocation } from "react-router";
import type { Route } from "./+types/blog-post";
import { handleCommentPost } from "~/features/blog/comment-action.server";
import { BlogColumns } from "~/features/blog/blog-layout";
import { BlogRouteError } from "~/features/blog/blog-route-error";
import { BLOG_TEXT } from "~/features/blog/constants";
import { loadBlogPost } from "~/features/blog/loaders.server";
import { loadPostPreview, previewPostedForm } from "~/features/blog/preview.server";
import { PostHeader, PostView } from "~/features/blog/post-view";
import { articleMeta, blogPostingJsonLd, rssLinks, unloadedTitle } from "~/features/blog/seo";
import { pageMeta, siteUrlFromMatches } from "~/lib/seo";
import { churchFromMatches } from "~/lib/church";
import { formHeaders, formResponse } from "~/lib/form-post.server";
import { COMMENT_TEXT } from "~/features/blog/constants";
import { SENT_PARAM, useSentResult } from "~/lib/sent";
import { REPLY_PARAM, replyTarget } from "~/features/blog/reply-target";
import type { QueryHandle } from "#contract/page-query";

/**
 * /blog/{slug}: one post with its comments; an unknown slug is a 404 (or a 301 to where
 * a renamed post went). Also /admin/posts/{id}/preview: the staff preview is this very page
 * (app/features/blog/preview.server.ts).
 */
/** What the post reads of its address: the reply's target, and a comment sent (contract/page-query.ts). */
export const handle: QueryHandle = { query: [REPLY_PARAM, SENT_PARAM] };

export function loader({ params, context }: Route.LoaderArgs) {
  if (params.id !== undefined) return loadPostPreview(params.id, context);
  return loadBlogPost(params.slug ?? "", context);
}

/** The comment form's no-JavaScript path (with JavaScript it posts to /api/ itself); on the preview, the edit form's fields. */
export async function action({ request, url, params, context }: Route.ActionArgs) {
  if (params.id !== undefined) return previewPostedForm(request, params.id, context);
  return formResponse(await handleCommentPost(request, context, params.slug ?? ""), url);
}

export const headers: Route.HeadersFunction = formHeaders;

export const links: Route.LinksFunction = () => rssLinks();

export const meta: Route.MetaFunction = ({ matches, loaderData, params, error }) => {
  const siteUrl = siteUrlFromMatches(matches);
  const church = churchFromMatches(matches);
  if (params.id !== undefined)
    return [
      { title: `Preview: ${loaderData?.post.title ?? "post"}` },
      { name: "robots", content: "noindex, nofollow" },
    ];
  if (!loaderData) {
    return pageMeta({
      title: unloadedTitle(error, "Blog post not found"),
      path: `/blog/${params.slug}`,
      siteUrl,
      church,
    });
  }
  const { post } = loaderData;
  return pageMeta({
    title: post.title,
    description: post.excerpt || post.description,
    path: `/blog/${encodeURIComponent(post.slug)}`,
    siteUrl,
    church,
    image: post.image,
    imageAlt: post.title,
    type: "article",
    extra: [...articleMeta(post), { "script:ld+json": blogPostingJsonLd(post, siteUrl, church) }],
  });
};

export default function BlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { comments, sidebar, preview } = loaderData;
  // The staff preview of the edit form's unsaved fields, or a comment's outcome.
  const previewed = actionData && "preview" in actionData ? actionData.preview : null;
  const previewProblem = actionData && "previewProblem" in actionData ? actionData.previewProblem : null;
  const commentOutcome = useSentResult(actionData && "ok" in actionData ? actionData : null, () => ({
    ok: true,
    message: COMMENT_TEXT.success,
  }));
  const replyTo = replyTarget(useLocation().search);
  const post = previewed ?? loaderData.post;
  return (
    <>
      {preview ? (
        <p
          role="note"
          className="fixed inset-x-0 bottom-0 z-50 bg-accent-300 px-4 py-2 text-center text-sm font-semibold text-brand-950"
        >
          {previewProblem
            ? `Cannot preview the form: ${previewProblem} This is the saved post. `
            : "Preview: not what visitors see until it is published. "}
          <a className="underline underline-offset-2" href={preview.editPath}>
            Back to the post
          </a>
        </p>
      ) : null}
      <PostHeader post={post} />
      <BlogColumns sidebar={sidebar}>
        <PostView post={post} comments={comments} commentOutcome={commentOutcome} replyTo={replyTo} />
      </BlogColumns>
    </>
  );
}

export function ErrorBoundary() {
  return <BlogRouteError title={BLOG_TEXT.pageTitle} failedText={BLOG_TEXT.postLoadFailed} />;
}
