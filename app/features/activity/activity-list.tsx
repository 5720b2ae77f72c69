import type { ActivityRow } from "#server/domain/activity/activity";
import { changeLines, fieldLabel, staffTime } from "~/ui/staff/format";

/**
 * Rows of the activity log, newest first: when, who, what, to which item, and the before and after
 * of each changed field. The activity page lists every item's; an item's page, its own history.
 */
export function ActivityList({ rows, linkItems = true }: { rows: readonly ActivityRow[]; linkItems?: boolean }) {
  return (
    <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-brand-800 dark:border-brand-800 dark:bg-brand-900">
      {rows.map((row) => (
        <li key={row.id} className="p-4">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <time dateTime={row.at}>{staffTime(row.at)}</time> · {row.actor}
          </p>
          <p className="font-medium">{row.summary}</p>
          {linkItems ? (
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
              {fieldLabel(row.action)} ·{" "}
              <a
                className="underline"
                href={`/admin/activity?item=${encodeURIComponent(`${row.itemType}:${row.itemId}`)}`}
              >
                {fieldLabel(row.itemType)} {row.itemId}
              </a>
            </p>
          ) : null}
          {Object.keys(row.changes).length > 0 ? (
            <ul className="mt-2 space-y-0.5 text-sm">
              {changeLines(row.changes).map((line) => (
                <li key={line} className="break-words">
                  {line}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** An item page's "History" section: what staff did to this item, or a line saying nothing yet. */
export function ItemHistory({ rows }: { rows: readonly ActivityRow[] }) {
  return (
    <section aria-labelledby="history-heading" className="mt-8">
      <h2 id="history-heading" className="mb-3 text-lg font-semibold text-brand-950 dark:text-white">
        History
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No staff activity on it yet.</p>
      ) : (
        <ActivityList rows={rows} linkItems={false} />
      )}
    </section>
  );
}
