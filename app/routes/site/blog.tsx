import type { Route } from "./+types/blog";
import { BlogListPage } from "~/features/blog/blog-list-page";
import { BlogRouteError } from "~/features/blog/blog-route-error";
import { BLOG_TEXT } from "~/features/blog/constants";
import { loadBlogList } from "~/features/blog/loaders.server";
import { blogListMeta, rssLinks } from "~/features/blog/seo";
import type { QueryHandle } from "#contract/page-query";

/** What the list reads of its address (contract/page-query.ts). */
export const handle: QueryHandle = { query: ["page", "q"] };

/** /blog: the blog list beside the sidebar; ?q= filters in place, ?page= pages. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadBlogList(request, context);
}

export const links: Route.LinksFunction = () => rssLinks();

export const meta: Route.MetaFunction = (args) =>
  blogListMeta(args, { path: "/blog", title: BLOG_TEXT.pageTitle, alwaysNoindex: false });

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogListPage data={loaderData} searchInPlace />;
}

export function ErrorBoundary() {
  return <BlogRouteError title={BLOG_TEXT.heroTitle} failedText={BLOG_TEXT.listLoadFailed} />;
}
