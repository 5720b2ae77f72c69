import type { Route } from "./+types/subscribers-export";

/**
 * /admin/subscribers/export (admin, leader): the subscribers the search matches (all without one)
 * as a CSV download, every cell safe to open in a spreadsheet (server/lib/csv.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.staff.requireArea("subscribers");
  const query = new URL(request.url).searchParams.get("q") ?? "";
  const csv = await context.staff.lists.subscribersCsv(query);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="subscribers-${day}.csv"`,
      "cache-control": "no-store",
    },
  });
}
