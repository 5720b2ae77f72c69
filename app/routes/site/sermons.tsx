import { useEffect, useMemo, useRef } from "react";
import { data, useLocation, useNavigate, useNavigation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/sermons";
import { shareImageUrl } from "#contract/images";
import { PageHero } from "~/ui/page-hero";
import { Spinner } from "~/ui/spinner";
import { api } from "~/lib/api";
import { SERMON_PAGE_SIZE } from "~/lib/constants";
import { pageMeta, siteUrlFromMatches } from "~/lib/seo";
import { churchFromMatches, useChurch } from "~/lib/church";
import { nameInCity } from "#contract/church";
import { SermonFilters } from "~/features/sermons/sermon-filters";
import { Pagination } from "~/ui/pagination";
import {
  SERMONS_EMPTY,
  SERMONS_LOAD_ERROR,
  loadSermonPageInBrowser,
  loadSermonPageOnServer,
  readSermonParams,
  SERMON_QUERY,
  sermonPageOf,
  sermonSearchString,
  type SermonParams,
} from "~/features/sermons/sermon-page";
import { SermonGrid, SermonJsonLd, SermonVideoModal, normalizeSermonList, useSermonPlayer } from "~/features/sermons";
import { pageImages } from "#content/site/images";
import { podcastLinks } from "~/features/sermons/seo";
import type { QueryHandle } from "#contract/page-query";

/** What the list reads of its address (contract/page-query.ts). */
export const handle: QueryHandle = { query: SERMON_QUERY };

/** First visit: rendered on the server from the URL (page, search or q, category). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { searchParams } = new URL(request.url);
  // Not a page, or past the end: 404, as on the blog and in the API ("Invalid page.").
  if (sermonPageOf(searchParams) === null) throw data("Invalid page.", { status: 404 });
  const page = await loadSermonPageOnServer(context.services.sermons, context.log, readSermonParams(searchParams));
  if (page.pastEnd) throw data("Invalid page.", { status: 404 });
  return page;
}

export const links: Route.LinksFunction = () => podcastLinks();

/** Later navigations: the browser asks /api/ directly (with the category filter's fallback chain). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = readSermonParams(new URL(request.url).searchParams);
  return loadSermonPageInBrowser(
    { sermons: (query, signal) => api.sermons(query, signal), sermonCategories: api.sermonCategories },
    params,
    request.signal,
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const church = churchFromMatches(matches);
  return pageMeta({
    title: loaderData?.page && loaderData.page > 1 ? `Sermons, page ${loaderData.page}` : "Sermons",
    description: `Watch sermons from ${nameInCity(church)}: search by title or speaker, browse by category and grow in the Word.`,
    path: `/sermons${sermonSearchString({ category: loaderData?.category, page: loaderData?.page })}`,
    siteUrl: siteUrlFromMatches(matches),
    church,
    image: shareImageUrl(pageImages.sermonsShare),
    imageAlt: "An open Bible on a pulpit",
  });
};

export default function SermonsPage({ loaderData: data }: Route.ComponentProps) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const root = useRouteLoaderData("root") as { siteUrl?: string } | undefined;
  const player = useSermonPlayer();
  const church = useChurch();
  const listTop = useRef<HTMLDivElement>(null);

  const pending = navigation.state === "loading" && navigation.location.pathname === "/sermons";
  const { sermons, count } = useMemo(
    () => normalizeSermonList({ results: data.sermons, count: data.count }),
    [data.sermons, data.count],
  );

  // The newest state the visitor asked for: a pending navigation's, else the current URL's.
  const current = readSermonParams(new URLSearchParams((pending ? navigation.location : location).search));
  const go = (next: SermonParams, replace: boolean) =>
    navigate({ pathname: "/sermons", search: sermonSearchString(next) }, { replace, preventScrollReset: true });

  // After paging, bring the top of the list into view (the links keep the scroll position).
  const shownPage = useRef(data.page);
  useEffect(() => {
    if (shownPage.current === data.page) return;
    shownPage.current = data.page;
    const top = listTop.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: "start" });
  }, [data.page]);

  const first = (data.page - 1) * SERMON_PAGE_SIZE + 1;
  const last = Math.min(count, first + sermons.length - 1);

  return (
    <>
      <PageHero
        title="Sermons"
        subtitle={`Messages preached at ${nameInCity(church)}. Watch again, share with a friend, and grow in the Word.`}
        breadcrumb={[{ label: "Home", to: "/" }, { label: "Sermons" }]}
        separator="/"
        image={pageImages.sermonsHero}
      />
      <section aria-labelledby="sermon-list-title" className="mx-auto max-w-6xl px-4 py-12 md:py-16">
        <h2 id="sermon-list-title" className="sr-only">
          Sermon library
        </h2>
        <SermonFilters
          search={data.search}
          category={data.category}
          categories={data.categories}
          // Refining a search replaces the history entry; starting one pushes, so Back returns to the list.
          onSearch={(term) => go({ ...current, search: term, page: 1 }, current.search !== "")}
          onCategory={(slug) => go({ ...current, category: slug, page: 1 }, false)}
        />
        <div ref={listTop} className="scroll-mt-24 pt-8" aria-busy={pending}>
          <p aria-live="polite" className="mb-6 min-h-6 text-sm text-slate-600 dark:text-slate-300">
            {pending
              ? "Loading sermons..."
              : !data.failed && count > 0
                ? `Showing ${first}\u2013${last} of ${count} ${count === 1 ? "sermon" : "sermons"}${
                    data.search ? ` for \u201c${data.search}\u201d` : ""
                  }`
                : ""}
          </p>
          {pending && (data.failed || sermons.length === 0) ? (
            <Spinner label="Loading sermons" />
          ) : data.failed ? (
            <p
              role="alert"
              className="rounded-2xl border border-red-300 bg-red-50 px-6 py-10 text-center text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
            >
              {SERMONS_LOAD_ERROR}
            </p>
          ) : sermons.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center text-lg text-slate-700 dark:border-brand-700 dark:text-slate-200">
              {SERMONS_EMPTY}
            </p>
          ) : (
            <div className="relative">
              <SermonGrid
                sermons={sermons}
                columns={3}
                onPlay={player.open}
                eagerFirst
                className={pending ? "pointer-events-none opacity-50 transition-opacity" : "transition-opacity"}
              />
              {pending ? <Spinner label="Loading sermons" className="absolute inset-x-0 top-8" /> : null}
            </div>
          )}
          {!data.failed ? (
            <Pagination
              variant="sermons"
              count={count}
              page={data.page}
              pageSize={SERMON_PAGE_SIZE}
              hrefFor={(page) =>
                `/sermons${sermonSearchString({ search: data.search, category: data.category, page })}`
              }
            />
          ) : null}
        </div>
      </section>
      <SermonJsonLd sermons={sermons} siteUrl={root?.siteUrl ?? ""} />
      <SermonVideoModal sermon={player.sermon} onClose={player.close} returnFocusTo={player.returnFocusTo} />
    </>
  );
}
