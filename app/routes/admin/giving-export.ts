import type { Route } from "./+types/giving-export";

/**
 * /admin/giving/export (admins, treasurers): the gifts the list's filters keep as a CSV download,
 * every cell safe to open in a spreadsheet; the export is in the activity log (server/domain/giving/reports.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.staff.requireArea("giving");
  const giving = context.staff.giving;
  const { fileName, csv } = await giving.exportCsv(giving.filterOf(new URL(request.url).searchParams));
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
    },
  });
}
