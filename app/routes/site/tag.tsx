import { useParams } from "react-router";
import type { Route } from "./+types/tag";
import { BlogRouteError } from "~/features/blog/blog-route-error";
import { BLOG_TEXT } from "~/features/blog/constants";
import { FilteredPostsPage } from "~/features/blog/filtered-posts-page";
import { titleFromSlug } from "~/features/blog/format";
import { loadFilteredPosts } from "~/features/blog/loaders.server";
import { listMeta, rssLinks, unloadedTitle } from "~/features/blog/seo";
import { siteUrlFromMatches } from "~/lib/seo";
import { churchFromMatches } from "~/lib/church";
import type { QueryHandle } from "#contract/page-query";

/** /tag/{tagName}: Tagged Posts, in a three-column grid. */
/** What the list reads of its address (contract/page-query.ts). */
export const handle: QueryHandle = { query: ["page"] };

export function loader({ request, params, context }: Route.LoaderArgs) {
  const name = params.tagName;
  return loadFilteredPosts(request, context, {
    notFoundText: BLOG_TEXT.tagNotFound,
    fallbackTitle: BLOG_TEXT.taggedPosts,
    crumb: titleFromSlug(name),
    moved: async () => {
      const slug = await context.services.posts.redirect("tag", name);
      return slug && `/tag/${slug}`;
    },
    resolve: async () => {
      const tag = await context.services.posts.tag(name);
      if (!tag) return null;
      return { filter: { tag: tag.slug }, title: BLOG_TEXT.taggedPosts, subtitle: `Posts tagged #${tag.name}` };
    },
  });
}

export const links: Route.LinksFunction = () => rssLinks();

export const meta: Route.MetaFunction = ({ matches, location, loaderData, params, error }) =>
  listMeta({
    title: loaderData
      ? `${titleFromSlug(params.tagName)} | ${BLOG_TEXT.taggedPosts}`
      : unloadedTitle(error, "Tag not found"),
    description: loaderData?.subtitle ?? undefined,
    path: `/tag/${params.tagName}`,
    siteUrl: siteUrlFromMatches(matches),
    church: churchFromMatches(matches),
    search: location.search,
  });

export default function TagPage({ loaderData }: Route.ComponentProps) {
  return <FilteredPostsPage data={loaderData} emptyText={BLOG_TEXT.tagEmpty} />;
}

export function ErrorBoundary() {
  const { tagName = "" } = useParams();
  return (
    <BlogRouteError
      title={BLOG_TEXT.taggedPosts}
      crumb={titleFromSlug(tagName)}
      failedText={BLOG_TEXT.postsLoadFailed}
    />
  );
}
