import type { Route } from "./+types/events-feed";
import { isMinistrySlug } from "#contract/ministries";
import { CALENDAR_HEADERS } from "~/features/events/feeds";
import { EVENT_TEXTS } from "~/features/events/texts";

/**
 * /events.ics (every public event) and /events/{ministry}.ics (one ministry's): RFC 5545 feeds a
 * calendar app subscribes to (server/domain/events/feeds.ts writes them). The ministry is the
 * file's name, from the route's own address.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const name = /\/events\/([a-z]+)\.ics$/.exec(new URL(request.url).pathname)?.[1];
  const ministry = name !== undefined && isMinistrySlug(name) ? name : undefined;
  let feed;
  try {
    feed = await context.services.events.feed(ministry);
  } catch (error) {
    context.log.error({ err: error }, "Calendar feed: failed to load the events");
    return new Response(EVENT_TEXTS.feedUnavailable, {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
    });
  }
  if (feed === null)
    return new Response(EVENT_TEXTS.notFound, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return new Response(feed, { headers: CALENDAR_HEADERS });
}
