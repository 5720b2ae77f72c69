import type { Route } from "./+types/blog-post";
import { handleCommentPost } from "~/features/blog/commentAction.server";
import { BlogColumns } from "~/features/blog/BlogLayout";
import { BlogRouteError } from "~/features/blog/BlogRouteError";
import { BLOG_TEXT } from "~/features/blog/constants";
import { loadBlogPost } from "~/features/blog/loaders.server";
import { PostHeader, PostView } from "~/features/blog/PostView";
import { articleMeta, blogPostingJsonLd, rssLinks, unloadedTitle } from "~/features/blog/seo";
import { pageMeta, siteUrlFromMatches } from "~/lib/seo";
import { formHeaders, formResponse } from "~/lib/formPost.server";

/** /blog/{slug}: one post with its comments (SPEC §2); an unknown slug is a 404. */
export function loader({ params, context }: Route.LoaderArgs) {
  return loadBlogPost(params.slug, context);
}

/** The comment form's no-JavaScript path; with JavaScript it posts to /api/ itself. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return formResponse(await handleCommentPost(request, context, params.slug));
}

export const headers: Route.HeadersFunction = formHeaders;

export const links: Route.LinksFunction = () => rssLinks();

export const meta: Route.MetaFunction = ({ matches, loaderData, params, error }) => {
  const siteUrl = siteUrlFromMatches(matches);
  if (!loaderData) {
    return pageMeta({ title: unloadedTitle(error, "Blog post not found"), path: `/blog/${params.slug}`, siteUrl });
  }
  const { post } = loaderData;
  return pageMeta({
    title: post.title,
    description: post.excerpt || post.description,
    path: `/blog/${encodeURIComponent(post.slug)}`,
    siteUrl,
    image: post.image,
    imageAlt: post.title,
    type: "article",
    extra: [...articleMeta(post), { "script:ld+json": blogPostingJsonLd(post, siteUrl) }],
  });
};

export default function BlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { post, comments, sidebar, csrfToken } = loaderData;
  return (
    <>
      <PostHeader post={post} />
      <BlogColumns sidebar={sidebar}>
        <PostView post={post} comments={comments} csrfToken={csrfToken} commentOutcome={actionData ?? null} />
      </BlogColumns>
    </>
  );
}

export function ErrorBoundary() {
  return <BlogRouteError title={BLOG_TEXT.pageTitle} failedText={BLOG_TEXT.postLoadFailed} />;
}
