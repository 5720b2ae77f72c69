import { formatHarareTime } from "~/lib/dates";

/**
 * The JSON answer of an editor's autosave route (public/editor-form.js reads it): what the
 * domain's autosave came to, as `{ savedAt, label: "Saved 10:42" }` or `{ detail }` with its status.
 */
export function autosaveAnswer(
  outcome: { savedAt: string } | { message: string; notDraft?: true; status?: number } | null,
): Response {
  const headers = { "Cache-Control": "no-store" };
  if (outcome === null) return Response.json({ detail: "Not found." }, { status: 404, headers });
  if ("message" in outcome) {
    const status = outcome.status ?? (outcome.notDraft ? 409 : 400);
    return Response.json({ detail: outcome.message }, { status, headers });
  }
  return Response.json(
    { savedAt: outcome.savedAt, label: `Saved ${formatHarareTime(new Date(outcome.savedAt))}` },
    { headers },
  );
}
