import type { Route } from "./+types/event-file";
import { CALENDAR_HEADERS } from "~/features/events/feeds";
import { EVENT_TEXTS } from "~/features/events/texts";

/**
 * Add to calendar: /events/{slug}/calendar.ics (the event, every date of a series) and
 * /events/{slug}/{occurrence}/calendar.ics (one date), as a file to open (attachment).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { slug, occurrence } = params as { slug: string; occurrence?: string };
  const file =
    occurrence === undefined
      ? await context.services.events.eventFile(slug)
      : await context.services.events.dateFile(slug, occurrence);
  if (file === null)
    return new Response(EVENT_TEXTS.notFound, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const name = occurrence === undefined ? slug : `${slug}-${occurrence.replace(/:/g, "")}`;
  return new Response(file, {
    headers: { ...CALENDAR_HEADERS, "Content-Disposition": `attachment; filename="${name}.ics"` },
  });
}
