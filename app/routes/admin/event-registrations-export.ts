import type { Route } from "./+types/event-registrations-export";
import { idOfParams } from "~/ui/staff/forms";

/**
 * /admin/events/{id}/registrations/{occurrence}/export: the registrations of one date as a CSV
 * download, every cell safe to open in a spreadsheet (server/lib/csv.ts, as the subscribers' export).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  context.staff.requireArea("events");
  const id = idOfParams(params);
  const csv = id === null ? null : await context.staff.events.registrationsCsv(id, params.occurrence);
  if (csv === null) throw new Response("Not found", { status: 404 });
  const day = params.occurrence.slice(0, 10);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="registrations-${id}-${day}.csv"`,
      "cache-control": "no-store",
    },
  });
}
