import type { Route } from "./+types/events";
import { eventPath, EVENTS_PATH } from "#contract/events";
import { isMinistrySlug, MINISTRIES } from "#contract/ministries";
import { nameInCity } from "#contract/church";
import { pageExists } from "#contract/pagination";
import type { QueryHandle } from "#contract/page-query";
import { data } from "react-router";
import { pageMeta, siteUrlFromMatches } from "~/lib/seo";
import { churchFromMatches } from "~/lib/church";
import { PageHero } from "~/ui/page-hero";
import { useSiteUrl } from "~/ui/structured-data";
import { FEED_MINISTRIES, FEED_PATH, ministryFeedPath, subscribeUrl } from "~/features/events/feeds";
import { byMonth, monthHeading, whenText } from "~/features/events/format";
import { DateCard } from "~/features/events/date-card";
import { dateCardOf } from "~/features/events/date-card-view";
import { LIVE_PAGE_CACHE_CONTROL } from "~/features/events/live";
import { EVENT_TEXTS } from "~/features/events/texts";

/**
 * /events: the dates to come grouped by month (a page of them at a time), the next service at the
 * top, the ministries as plain links that filter (`?ministry=youth`: no JavaScript needed), and the
 * calendar feeds to subscribe to. It shows places left too: kept as long as an event's page
 * (decision 052).
 */

const PER_PAGE = 40;
const MINISTRY_PARAM = "ministry";
const PAGE_PARAM = "page";

/** What the page reads of its address (contract/page-query.ts). */
export const handle: QueryHandle = { query: [MINISTRY_PARAM, PAGE_PARAM] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const asked = params.get(MINISTRY_PARAM);
  const ministry = asked !== null && isMinistrySlug(asked) ? asked : null;
  const pageText = params.get(PAGE_PARAM) ?? "1";
  const page = /^[1-9]\d{0,3}$/.test(pageText) ? Number(pageText) : null;
  if (page === null) throw data("Invalid page.", { status: 404 });
  const { events } = context.services;
  const [list, nextService] = await Promise.all([
    events.upcoming(ministry ? { ministry } : {}, { page, pageSize: PER_PAGE }),
    page === 1 && !ministry ? events.nextService() : Promise.resolve(null),
  ]);
  if (list === null) throw data("Invalid page.", { status: 404 });
  return {
    ministry,
    page,
    dates: list.results,
    more: pageExists(list.count, page + 1, PER_PAGE),
    nextService,
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": LIVE_PAGE_CACHE_CONTROL });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const church = churchFromMatches(matches);
  const ministry = loaderData?.ministry ? MINISTRIES[loaderData.ministry] : null;
  const query = new URLSearchParams();
  if (loaderData?.ministry) query.set(MINISTRY_PARAM, loaderData.ministry);
  if (loaderData && loaderData.page > 1) query.set(PAGE_PARAM, String(loaderData.page));
  const search = query.size > 0 ? `?${query}` : "";
  return [
    ...pageMeta({
      title: ministry ? `${EVENT_TEXTS.title}: ${ministry}` : EVENT_TEXTS.title,
      description: EVENT_TEXTS.metaDescription(nameInCity(church)),
      path: `${EVENTS_PATH}${search}`,
      siteUrl: siteUrlFromMatches(matches),
      church,
    }),
    { tagName: "link", rel: "alternate", type: "text/calendar", title: EVENT_TEXTS.subscribeAll, href: FEED_PATH },
  ];
};

const CHIP =
  "inline-flex min-h-11 items-center rounded-full px-4 py-2 text-sm font-semibold ring-1 transition focus-visible:outline-2";
const CHIP_OFF =
  "text-brand-800 ring-brand-300 hover:bg-brand-50 dark:text-slate-100 dark:ring-brand-600 dark:hover:bg-brand-800";
const CHIP_ON = "bg-brand-700 text-white ring-brand-700 dark:bg-accent-500 dark:text-brand-950 dark:ring-accent-500";
const LINK = "font-semibold text-brand-700 underline underline-offset-2 dark:text-accent-300";

function filterHref(ministry: string | null): string {
  return ministry ? `${EVENTS_PATH}?${MINISTRY_PARAM}=${ministry}` : EVENTS_PATH;
}

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const siteUrl = useSiteUrl();
  const { dates, ministry, page, more, nextService } = loaderData;
  const groups = byMonth(dates);
  const pageHref = (to: number) => {
    const query = new URLSearchParams();
    if (ministry) query.set(MINISTRY_PARAM, ministry);
    if (to > 1) query.set(PAGE_PARAM, String(to));
    return query.size > 0 ? `${EVENTS_PATH}?${query}` : EVENTS_PATH;
  };
  return (
    <>
      <PageHero
        title={EVENT_TEXTS.title}
        subtitle={EVENT_TEXTS.subtitle}
        breadcrumb={[{ label: "Home", to: "/" }, { label: EVENT_TEXTS.title }]}
      />
      <div className="mx-auto max-w-4xl space-y-10 px-4 py-10 md:py-14">
        {nextService ? (
          <section
            aria-labelledby="next-service"
            className="rounded-2xl bg-brand-800 p-6 text-white shadow dark:bg-brand-900 dark:ring-1 dark:ring-brand-700"
          >
            <h2 id="next-service" className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
              {EVENT_TEXTS.nextService}
            </h2>
            <p className="mt-1 text-2xl font-bold">
              <a href={eventPath(nextService.event.slug)} className="hover:underline">
                {nextService.occurrence.title}
              </a>
            </p>
            <p className="mt-1 text-slate-100">
              {whenText(nextService.occurrence)}
              {nextService.occurrence.place ? `, ${nextService.occurrence.place}` : ""}
            </p>
          </section>
        ) : null}

        <nav aria-label={EVENT_TEXTS.filterLabel}>
          <p className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-200">{EVENT_TEXTS.filterLabel}</p>
          <ul className="flex flex-wrap gap-2">
            {[null, ...FEED_MINISTRIES].map((slug) => (
              <li key={slug ?? "all"}>
                <a
                  href={filterHref(slug)}
                  aria-current={slug === ministry ? "page" : undefined}
                  className={`${CHIP} ${slug === ministry ? CHIP_ON : CHIP_OFF}`}
                >
                  {slug ? MINISTRIES[slug] : EVENT_TEXTS.allMinistries}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="events-list" className="space-y-8">
          <h2 id="events-list" className="text-2xl font-bold text-brand-900 dark:text-white">
            {ministry ? `${EVENT_TEXTS.listHeading}: ${MINISTRIES[ministry]}` : EVENT_TEXTS.listHeading}
          </h2>
          {groups.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center text-lg text-slate-700 dark:border-brand-700 dark:text-slate-200">
              {EVENT_TEXTS.empty}
            </p>
          ) : (
            groups.map((group) => (
              <section key={group.month} aria-labelledby={`month-${group.month}`} className="space-y-3">
                <h3 id={`month-${group.month}`} className="text-lg font-bold text-slate-800 dark:text-slate-100">
                  {monthHeading(group.month)}
                </h3>
                <ul className="space-y-3">
                  {group.dates.map((date) => (
                    <DateCard key={`${date.event.id}-${date.occurrence}`} card={dateCardOf(date, { places: true })} />
                  ))}
                </ul>
              </section>
            ))
          )}
          {page > 1 || more ? (
            <nav aria-label="Pages" className="flex justify-between gap-4">
              {page > 1 ? (
                <a href={pageHref(page - 1)} className={LINK}>
                  {EVENT_TEXTS.earlier}
                </a>
              ) : (
                <span />
              )}
              {more ? (
                <a href={pageHref(page + 1)} className={LINK}>
                  {EVENT_TEXTS.more}
                </a>
              ) : null}
            </nav>
          ) : null}
        </section>

        <section
          aria-labelledby="feeds"
          className="space-y-3 rounded-2xl border border-slate-200 p-6 dark:border-brand-800"
        >
          <h2 id="feeds" className="text-xl font-bold text-brand-900 dark:text-white">
            {EVENT_TEXTS.feedsHeading}
          </h2>
          <p className="text-slate-700 dark:text-slate-200">{EVENT_TEXTS.feedsText}</p>
          <p>
            <a href={subscribeUrl(siteUrl, ministry ? ministryFeedPath(ministry) : FEED_PATH)} className={LINK}>
              {ministry ? EVENT_TEXTS.subscribeMinistry(MINISTRIES[ministry]) : EVENT_TEXTS.subscribeAll}
            </a>{" "}
            <a
              href={ministry ? ministryFeedPath(ministry) : FEED_PATH}
              className="text-sm text-slate-600 underline dark:text-slate-300"
            >
              {EVENT_TEXTS.downloadFeed}
            </a>
          </p>
        </section>
      </div>
    </>
  );
}
