import { lazy, Suspense } from "react";
import { data, useLocation } from "react-router";
import type { Route } from "./+types/event";
import { eventPath, EVENTS_PATH } from "#contract/events";
import { pageMeta, siteUrlFromMatches } from "~/lib/seo";
import { churchFromMatches } from "~/lib/church";
import { formHeaders, formResponse } from "~/lib/form-post.server";
import { SENT_PARAM, sentKey } from "~/lib/sent";
import { PageHero } from "~/ui/page-hero";
import { whatsAppShareUrl } from "#contract/share";
import { useSiteUrl } from "~/ui/structured-data";
import { comingSoonContent } from "~/features/coming-soon/content";
import { handleRegistrationPost, type RegistrationActionResult } from "~/features/events/action.server";
import { dateFilePath, eventFilePath } from "~/features/events/feeds";
import { whenText } from "~/features/events/format";
import { eventJsonLd } from "~/features/events/json-ld";
import { LIVE_PAGE_CACHE_CONTROL } from "~/features/events/live";
import { REGISTER_SECTION, RegistrationForm, type OpenDate } from "~/features/events/registration-form";
import { EVENT_TEXTS } from "~/features/events/texts";
import { pageImages } from "#content/site/images";
import type { QueryHandle } from "#contract/page-query";

/**
 * /events/{slug}: one published event (a draft or an unknown address is the coming-soon 404): its
 * details, its next dates with the places left, Add to calendar (the date's .ics, Google Calendar),
 * Share on WhatsApp, the registration form (./+ the action: no JavaScript needed), and schema.org
 * `Event`. The places left are a live figure on a cached page: decision 052 (the page is never
 * kept more than a minute, see ~/features/events/live.ts).
 */

const ComingSoon = lazy(() =>
  import("~/features/coming-soon/coming-soon").then((module) => ({ default: module.ComingSoon })),
);

/** What the page reads of its address: the no-JavaScript post's mark (contract/page-query.ts). */
export const handle: QueryHandle = { query: [SENT_PARAM] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const { events } = context.services;
  const event = await events.bySlug(params.slug);
  if (!event) {
    const comingSoon = comingSoonContent(await context.pageContent("coming-soon"));
    return data({ found: null, now: Date.now(), comingSoon }, { status: 404 });
  }
  const ahead = event.next_dates.filter((date) => date.status !== "cancelled");
  // One read per date to come: whether registration is open for it, and its Google Calendar link.
  const dates = await Promise.all(ahead.map((date) => events.date(event.slug, date.occurrence)));
  const open: OpenDate[] = [];
  for (const found of dates) {
    if (!found || !found.registration.enabled || found.registration.closed !== null) continue;
    const left = found.occurrence.places_left;
    if (left === 0 && !found.registration.waitlist) continue;
    const places = left === null ? "" : ` (${EVENT_TEXTS.placesLeft(left)})`;
    open.push({ occurrence: found.occurrence.occurrence, label: `${whenText(found.occurrence)}${places}` });
  }
  return { found: event, open, googleCalendarUrl: dates[0]?.googleCalendarUrl ?? null, now: Date.now() };
}

export async function action({ request, params, context, url }: Route.ActionArgs) {
  return formResponse(await handleRegistrationPost(request, context, params.slug, url), url, REGISTER_SECTION);
}

export const headers: Route.HeadersFunction = (args) => {
  const headers = formHeaders(args);
  // A 404 or a refused post is no-store whatever this says (server/http/http-cache.ts).
  headers.set("Cache-Control", LIVE_PAGE_CACHE_CONTROL);
  return headers;
};

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const siteUrl = siteUrlFromMatches(matches);
  const church = churchFromMatches(matches);
  const event = loaderData?.found;
  if (!event) {
    return pageMeta({
      title: "Page Not Available",
      path: eventPath(params.slug),
      siteUrl,
      church,
      extra: [{ name: "robots", content: "noindex" }],
    });
  }
  const next = event.next_dates.find((date) => date.status !== "cancelled");
  const json = eventJsonLd(event, siteUrl, church, `${siteUrl}${eventPath(event.slug)}`);
  return pageMeta({
    title: event.title,
    description: next ? `${event.title}: ${whenText(next)}${event.place ? `, ${event.place}` : ""}.` : event.title,
    path: eventPath(event.slug),
    siteUrl,
    church,
    image: event.image,
    imageAlt: event.title,
    extra: json ? [{ "script:ld+json": json }] : [],
  });
};

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-brand-700 dark:text-accent-300">{term}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

const LINK = "font-semibold text-brand-700 underline underline-offset-2 dark:text-accent-300";
const BUTTON =
  "inline-flex min-h-11 items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-300 transition hover:bg-brand-50 dark:text-slate-100 dark:ring-brand-600 dark:hover:bg-brand-800";

export default function EventRoute({ loaderData, actionData }: Route.ComponentProps) {
  const siteUrl = useSiteUrl();
  const sent = sentKey(useLocation().search) === "registered";
  const { found: event } = loaderData;
  if (!event) {
    return (
      <Suspense fallback={null}>
        <ComingSoon notFound serverNow={loaderData.now} content={loaderData.comingSoon} />
      </Suspense>
    );
  }
  const refused = (actionData as RegistrationActionResult | undefined) ?? null;
  const next = event.next_dates.find((date) => date.status !== "cancelled");
  const url = `${siteUrl}${eventPath(event.slug)}`;
  return (
    <>
      <PageHero
        title={event.title}
        subtitle={next ? whenText(next) : undefined}
        breadcrumb={[{ label: "Home", to: "/" }, { label: EVENT_TEXTS.title, to: EVENTS_PATH }, { label: event.title }]}
        image={pageImages.defaultHero}
      />
      <article className="mx-auto max-w-3xl space-y-8 px-4 py-10 md:py-14">
        <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
          {next ? <Detail term={EVENT_TEXTS.when}>{whenText(next)}</Detail> : null}
          {event.repeats ? <Detail term={EVENT_TEXTS.repeats}>{event.repeats}</Detail> : null}
          {event.place || event.address ? (
            <Detail term={EVENT_TEXTS.where}>
              {[event.place, event.address].filter(Boolean).join(", ")}
              {event.map_url ? (
                <>
                  {" "}
                  <a href={event.map_url} className={LINK} target="_blank" rel="noopener noreferrer">
                    {EVENT_TEXTS.map}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </>
              ) : null}
            </Detail>
          ) : null}
          {event.ministry ? (
            <Detail term={EVENT_TEXTS.ministry}>
              <a href={`${EVENTS_PATH}?ministry=${event.ministry.slug}`} className={LINK}>
                {event.ministry.name}
              </a>
            </Detail>
          ) : null}
        </dl>
        {event.description ? (
          <div
            className="prose prose-slate max-w-none text-lg dark:prose-invert"
            dangerouslySetInnerHTML={{ __html: event.description }}
          />
        ) : null}
        {next ? (
          <section aria-labelledby="add-to-calendar" className="space-y-3">
            <h2 id="add-to-calendar" className="text-xl font-bold text-brand-900 dark:text-white">
              {EVENT_TEXTS.addToCalendar}
            </h2>
            <div className="flex flex-wrap gap-2">
              <a href={dateFilePath(event.slug, next.occurrence)} className={BUTTON} download>
                {EVENT_TEXTS.downloadIcs}
              </a>
              {loaderData.googleCalendarUrl ? (
                <a href={loaderData.googleCalendarUrl} className={BUTTON} target="_blank" rel="noopener noreferrer">
                  {EVENT_TEXTS.googleCalendar}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
              {event.recurring ? (
                <a href={eventFilePath(event.slug)} className={BUTTON} download>
                  {EVENT_TEXTS.allDates}
                </a>
              ) : null}
            </div>
          </section>
        ) : null}
        <p>
          <a
            href={whatsAppShareUrl(next ? `${event.title}, ${whenText(next)}` : event.title, url)}
            target="_blank"
            rel="noopener noreferrer"
            className={BUTTON}
          >
            {EVENT_TEXTS.shareWhatsApp}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
        <section aria-labelledby="next-dates" className="space-y-3">
          <h2 id="next-dates" className="text-xl font-bold text-brand-900 dark:text-white">
            {EVENT_TEXTS.nextDates}
          </h2>
          {event.next_dates.length === 0 ? (
            <p>{EVENT_TEXTS.noDates}</p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-brand-800 dark:border-brand-800">
              {event.next_dates.map((date) => (
                <li key={date.occurrence} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
                  <span className={date.status === "cancelled" ? "line-through opacity-70" : ""}>{whenText(date)}</span>
                  <span
                    className="text-sm font-semibold text-slate-700 dark:text-slate-200"
                    data-places={date.occurrence}
                  >
                    {date.status === "cancelled"
                      ? EVENT_TEXTS.cancelled
                      : date.places_left !== null
                        ? EVENT_TEXTS.placesLeft(date.places_left)
                        : date.status === "changed"
                          ? EVENT_TEXTS.changed
                          : ""}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {event.registration ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">{EVENT_TEXTS.placesFresh}</p>
          ) : null}
        </section>
        {event.registration ? (
          <section id={REGISTER_SECTION} aria-labelledby="register-title" className="scroll-mt-24 space-y-4">
            <h2 id="register-title" className="text-2xl font-bold text-brand-900 dark:text-white">
              {EVENT_TEXTS.registerHeading}
            </h2>
            {loaderData.open.length === 0 ? (
              <p>{EVENT_TEXTS.noOpenDate}</p>
            ) : (
              <>
                <p>{EVENT_TEXTS.registerIntro}</p>
                <RegistrationForm
                  slug={event.slug}
                  title={event.title}
                  dates={loaderData.open}
                  question={event.question}
                  waitlist={event.waitlist}
                  refused={refused && !refused.ok ? { message: refused.message, values: refused.values } : null}
                  sent={sent}
                />
              </>
            )}
          </section>
        ) : null}
        <p>
          <a href={EVENTS_PATH} className={LINK}>
            {EVENT_TEXTS.title}
          </a>
        </p>
      </article>
    </>
  );
}
