import { handleMinistryPost, ministryLoaderData } from "~/features/ministries/action.server";
import { ministryMeta } from "~/features/ministries/meta";
import { MinistryPage } from "~/features/ministries/ministry-page";
import { ministryPageAt } from "~/features/ministries/page-at";
import { withPageContent } from "~/features/ministries/page-content";
import type { MinistryPageSlug } from "#contract/page-content";
import type { Route } from "./+types/ministry";
import { formHeaders, formResponse } from "~/lib/form-post.server";
import type { QueryHandle } from "#contract/page-query";
import { SENT_PARAM } from "~/lib/sent";
import { OPEN_FORM_PARAM } from "~/features/ministries/forms/posted";
import { EVENTS_PATH } from "#contract/events";
import { isMinistrySlug, MINISTRIES } from "#contract/ministries";
import { DATE_CARD_TEXTS } from "~/features/events/date-card-texts";
import { dateCardOf } from "~/features/events/date-card-view";

/**
 * The seven ministry landing pages (/intercession, /evangelism, /media, /hospitality, /healing,
 * /youth, /children): app/routes.ts points each path here under its own route id, and the path
 * picks the page's frame, filled with the church's words for it (app/features/ministries/page-content.ts). The loader hands the content to the page, so a page's script holds
 * none of the seven texts (as one import of all seven, each page would download the other six).
 */

/** What a ministry page reads of its address: which form is open, and which was sent (contract/page-query.ts). */
export const handle: QueryHandle = { query: [OPEN_FORM_PARAM, SENT_PARAM] };

/** The ministry's dates to come, below its sections. */
const EVENTS_LISTED = 3;

export async function loader({ request, context }: Route.LoaderArgs) {
  const frame = ministryPageAt(new URL(request.url).pathname);
  const slug = frame.path.slice(1) as MinistryPageSlug;
  const [document, events] = await Promise.all([
    context.pageContent(slug),
    context.services.events.upcoming({ ministry: slug }, { page: 1, pageSize: EVENTS_LISTED }),
  ]);
  return {
    ...ministryLoaderData(request),
    content: withPageContent(frame, document),
    events: (events?.results ?? []).map((date) => dateCardOf(date, { places: false, ministry: false })),
    eventsText: isMinistrySlug(slug)
      ? {
          heading: DATE_CARD_TEXTS.ministryHeading,
          intro: null,
          more: { href: `${EVENTS_PATH}?ministry=${slug}`, label: DATE_CARD_TEXTS.seeMinistry(MINISTRIES[slug]) },
        }
      : null,
  };
}

/** The forms' no-JavaScript path; with JavaScript they post to /api/ themselves. */
export async function action({ request, url, context }: Route.ActionArgs) {
  return formResponse(await handleMinistryPost(request, context, ministryPageAt(url.pathname)), url);
}

export const headers: Route.HeadersFunction = formHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? ministryMeta(loaderData.content, matches) : [];

export default function Ministry({ loaderData, actionData }: Route.ComponentProps) {
  const { content, events, eventsText, ...post } = loaderData;
  return (
    <MinistryPage
      content={content}
      events={eventsText ? { text: eventsText, cards: events } : null}
      post={{ ...post, result: actionData ?? null }}
    />
  );
}
