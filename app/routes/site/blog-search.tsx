import type { Route } from "./+types/blog-search";
import { BlogListPage } from "~/features/blog/blog-list-page";
import { BlogRouteError } from "~/features/blog/blog-route-error";
import { BLOG_TEXT } from "~/features/blog/constants";
import { loadBlogList } from "~/features/blog/loaders.server";
import { blogListMeta, rssLinks } from "~/features/blog/seo";
import type { QueryHandle } from "#contract/page-query";

/**
 * /blog/search?q=…: where the sidebar's search box goes when no search handler is given
 *. A blank term shows the full list.
 */
/** What the search reads of its address (contract/page-query.ts). */
export const handle: QueryHandle = { query: ["page", "q"] };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadBlogList(request, context);
}

export const links: Route.LinksFunction = () => rssLinks();

export const meta: Route.MetaFunction = (args) =>
  blogListMeta(args, { path: "/blog/search", title: "Search the Blog", alwaysNoindex: true });

export default function BlogSearch({ loaderData }: Route.ComponentProps) {
  return <BlogListPage data={loaderData} searchInPlace={false} />;
}

export function ErrorBoundary() {
  return <BlogRouteError title={BLOG_TEXT.heroTitle} failedText={BLOG_TEXT.searchFailed} />;
}
