import type { PrayerRequestDetail } from "#server/domain/staff-lists";
import { staffTime } from "~/ui/staff/format";
import { Button, LABEL, StaffForm } from "~/ui/staff/fields";
import type { TypedAction } from "./action";

/**
 * A prayer request's own follow-up: `Prayed for` (each press one more, by whom),
 * `Urgent` on or off, `Answered` with an optional praise report. Plain forms, as the workflow's.
 */
export function PrayerPanel({ item, typed = null }: { item: PrayerRequestDetail; typed?: TypedAction | null }) {
  const who = [...new Set(item.prayed.map((press) => press.name))];
  return (
    <section
      aria-labelledby="prayer-heading"
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 dark:border-brand-800 dark:bg-brand-900"
    >
      <h2 id="prayer-heading" className="text-lg font-semibold text-brand-950 dark:text-white">
        Prayer
      </h2>
      <div className="space-y-2">
        <p aria-live="polite">
          <span className="text-2xl font-bold tabular-nums">{item.prayed.length}</span>{" "}
          {item.prayed.length === 1 ? "time prayed for" : "times prayed for"}
          {who.length > 0 ? <span className="text-slate-600 dark:text-slate-300"> by {who.join(", ")}</span> : null}
        </p>
        {item.prayed.length > 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Last: {item.prayed[0]!.name}, <time dateTime={item.prayed[0]!.at}>{staffTime(item.prayed[0]!.at)}</time>
          </p>
        ) : null}
        {/* One form, three buttons: another press, the undo of the member's own last one, and Done (the workflow's status). */}
        <StaffForm aria-label="Prayed for" className="flex flex-col gap-2 sm:flex-row">
          <Button name="intent" value="prayed" className="min-h-12">
            I prayed for this
          </Button>
          {item.prayed.some((press) => press.mine) ? (
            <Button name="intent" value="unprayed" variant="secondary" className="min-h-12">
              Undo my “prayed for”
            </Button>
          ) : null}
          {item.workflow.status !== "done" ? (
            <>
              <input type="hidden" name="status" value="done" />
              <Button name="intent" value="status" variant="secondary" className="min-h-12">
                Done
              </Button>
            </>
          ) : null}
        </StaffForm>
      </div>
      <StaffForm aria-label="Urgent">
        <input type="hidden" name="intent" value="urgent" />
        <input type="hidden" name="urgent" value={item.urgent ? "0" : "1"} />
        <p className="mb-2 text-sm">
          {item.urgent ? "Marked urgent: it comes first in the list." : "Not marked urgent."}
        </p>
        <Button variant={item.urgent ? "secondary" : "danger"} className="min-h-12 w-full sm:w-auto">
          {item.urgent ? "Not urgent any more" : "Mark urgent"}
        </Button>
      </StaffForm>
      <StaffForm aria-label="Answered" className="space-y-2">
        <input type="hidden" name="intent" value="answered" />
        {item.answeredAt ? (
          <p className="text-sm">
            Answered, marked <time dateTime={item.answeredAt}>{staffTime(item.answeredAt)}</time>.
          </p>
        ) : null}
        <label htmlFor="praise" className={LABEL}>
          Praise report (optional)
        </label>
        <textarea
          id="praise"
          name="praise"
          rows={3}
          maxLength={2000}
          defaultValue={typed?.intent === "answered" ? typed.praise : item.praiseReport}
          className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-ink dark:border-slate-500 dark:bg-brand-900 dark:text-slate-100"
        />
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button name="answered" value="1" variant="secondary" className="min-h-12">
            {item.answeredAt ? "Save praise report" : "Mark answered"}
          </Button>
          {item.answeredAt ? (
            <Button name="answered" value="0" variant="secondary" className="min-h-12">
              Not answered
            </Button>
          ) : null}
        </div>
      </StaffForm>
    </section>
  );
}
