import { useParams } from "react-router";
import type { Route } from "./+types/archive";
import { BlogRouteError } from "~/features/blog/blog-route-error";
import { BLOG_TEXT } from "~/features/blog/constants";
import { FilteredPostsPage } from "~/features/blog/filtered-posts-page";
import { archiveLabel, parseArchive } from "~/features/blog/format";
import { loadFilteredPosts } from "~/features/blog/loaders.server";
import { listMeta, rssLinks, unloadedTitle } from "~/features/blog/seo";
import { siteUrlFromMatches } from "~/lib/seo";
import { churchFromMatches } from "~/lib/church";
import type { QueryHandle } from "#contract/page-query";

/**
 * /archives/{month-year}: the month's posts in a three-column grid, titled Month Year.
 * A value that is not a month-year is a 404. /blog/archives/… redirects here.
 */
/** What the list reads of its address (contract/page-query.ts). */
export const handle: QueryHandle = { query: ["page"] };

export function loader({ request, params, context }: Route.LoaderArgs) {
  const label = archiveLabel(params.archive);
  return loadFilteredPosts(request, context, {
    notFoundText: BLOG_TEXT.archiveEmpty,
    fallbackTitle: label,
    crumb: label,
    resolve: async () => {
      if (!parseArchive(params.archive)) return null;
      return {
        filter: { archive: params.archive.toLowerCase() },
        title: label,
        subtitle: `Everything we shared in ${label}`,
      };
    },
  });
}

export const links: Route.LinksFunction = () => rssLinks();

export const meta: Route.MetaFunction = ({ matches, location, loaderData, params, error }) =>
  listMeta({
    title: loaderData ? `${loaderData.title} | Blog Archive` : unloadedTitle(error, "Archive not found"),
    description: loaderData?.subtitle ?? undefined,
    path: `/archives/${params.archive}`,
    siteUrl: siteUrlFromMatches(matches),
    church: churchFromMatches(matches),
    search: location.search,
  });

export default function ArchivePage({ loaderData }: Route.ComponentProps) {
  return <FilteredPostsPage data={loaderData} emptyText={BLOG_TEXT.archiveEmpty} />;
}

export function ErrorBoundary() {
  const { archive = "" } = useParams();
  return (
    <BlogRouteError
      title={archiveLabel(archive)}
      crumb={archiveLabel(archive)}
      failedText={BLOG_TEXT.postsLoadFailed}
    />
  );
}
