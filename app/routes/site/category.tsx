import { useParams } from "react-router";
import type { Route } from "./+types/category";
import { BlogRouteError } from "~/features/blog/blog-route-error";
import { BLOG_TEXT } from "~/features/blog/constants";
import { FilteredPostsPage } from "~/features/blog/filtered-posts-page";
import { titleFromSlug } from "~/features/blog/format";
import { loadFilteredPosts } from "~/features/blog/loaders.server";
import { listMeta, rssLinks, unloadedTitle } from "~/features/blog/seo";
import { siteUrlFromMatches } from "~/lib/seo";
import { churchFromMatches } from "~/lib/church";
import type { QueryHandle } from "#contract/page-query";

/** /category/{name}: the category's posts in a three-column grid. /blog/category/… redirects here. */
/** What the list reads of its address (contract/page-query.ts). */
export const handle: QueryHandle = { query: ["page"] };

export function loader({ request, params, context }: Route.LoaderArgs) {
  const name = params.categoryName;
  return loadFilteredPosts(request, context, {
    notFoundText: BLOG_TEXT.categoryNotFound,
    fallbackTitle: titleFromSlug(name),
    crumb: titleFromSlug(name),
    moved: async () => {
      const slug = await context.services.posts.redirect("category", name);
      return slug && `/category/${slug}`;
    },
    resolve: async () => {
      const category = await context.services.posts.category(name);
      if (!category) return null;
      return { filter: { category: category.slug }, title: category.name, subtitle: "Posts in this category" };
    },
  });
}

export const links: Route.LinksFunction = () => rssLinks();

export const meta: Route.MetaFunction = ({ matches, location, loaderData, params, error }) =>
  listMeta({
    title: loaderData ? `${loaderData.title} | Blog` : unloadedTitle(error, "Category not found"),
    description: loaderData ? `Posts in ${loaderData.title} from our church family in Harare.` : undefined,
    path: `/category/${params.categoryName}`,
    siteUrl: siteUrlFromMatches(matches),
    church: churchFromMatches(matches),
    search: location.search,
  });

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  return <FilteredPostsPage data={loaderData} emptyText={BLOG_TEXT.categoryEmpty} />;
}

export function ErrorBoundary() {
  const { categoryName = "" } = useParams();
  return (
    <BlogRouteError
      title={titleFromSlug(categoryName)}
      crumb={titleFromSlug(categoryName)}
      failedText={BLOG_TEXT.postsLoadFailed}
    />
  );
}
