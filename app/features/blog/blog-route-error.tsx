import { isRouteErrorResponse, useRouteError } from "react-router";
import { BlogErrorBox } from "./blog-error-box";
import { BLOG_CRUMBS, BlogHero, BlogWide } from "./blog-layout";

/**
 * A blog route's error boundary: the hero and the blog's error box. A 404 shows the route's own
 * text (e.g. "Blog post not found.") with Return to Blog; anything else shows `failedText`
 * with Retry as well.
 */
export function BlogRouteError({ title, failedText, crumb }: { title: string; failedText: string; crumb?: string }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message = isRouteErrorResponse(error) && typeof error.data === "string" && error.data ? error.data : failedText;
  return (
    <>
      <BlogHero title={title} crumbs={crumb ? [...BLOG_CRUMBS, { label: crumb }] : BLOG_CRUMBS} />
      <BlogWide>
        <div className="mx-auto max-w-2xl">
          <BlogErrorBox message={message} retry={!notFound} />
        </div>
      </BlogWide>
    </>
  );
}
