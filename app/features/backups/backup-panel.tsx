import type { BackupSummary } from "#server/staff-context";
import { fileSizeText } from "#contract/file-sizes";
import { staffTime } from "~/ui/staff/format";
import { Section } from "~/ui/staff/fields";

/**
 * The dashboard's word on the backups (admins only: the loader asks readBackups on the server):
 * the last one, when (Harare time), how big and where; a failed last run says so plainly, with
 * the last good one; none yet says how to take one.
 */

type Run = NonNullable<BackupSummary["last"]>;

function Good({ run }: { run: Run }) {
  return (
    <>
      <time dateTime={run.startedAt}>{staffTime(run.startedAt)}</time>
      {run.bytes !== null ? `, ${fileSizeText(run.bytes)}` : ""}
      {run.places.length > 0 ? `, in ${run.places.join(" and ")}` : ""}
    </>
  );
}

function Schedule({ time }: { time: string | null }) {
  return time === null ? (
    <>
      Automatic backups are off (BACKUP_TIME=off): take them on the server with <code>npm run backup</code>.
    </>
  ) : (
    <>A backup is taken every day at {time} (Harare time).</>
  );
}

export function BackupPanel({ backups }: { backups: BackupSummary }) {
  const { last, lastGood, time } = backups;
  const text = "text-slate-700 dark:text-slate-300";
  return (
    <Section title="Backups">
      {last === null ? (
        <p className={text}>
          No backup has been taken yet. Take one now on the server with <code>npm run backup</code> (docs/operations.md,
          Backups). <Schedule time={time} />
        </p>
      ) : last.status === "failed" ? (
        <div
          role="alert"
          className="rounded-md border-l-4 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100"
        >
          <p className="font-semibold">
            The last backup failed (<time dateTime={last.startedAt}>{staffTime(last.startedAt)}</time>).
          </p>
          {last.error ? <p className="mt-1">{last.error}</p> : null}
          <p className="mt-1">
            {lastGood ? (
              <>
                The last good backup: <Good run={lastGood} />.
              </>
            ) : (
              "There is no good backup yet."
            )}
          </p>
        </div>
      ) : (
        <p className={text}>
          {last.status === "running" ? (
            <>
              A backup is being taken now (since <time dateTime={last.startedAt}>{staffTime(last.startedAt)}</time>).{" "}
              {lastGood ? (
                <>
                  The last one: <Good run={lastGood} />.
                </>
              ) : null}
            </>
          ) : (
            <>
              Last backup: <Good run={last} />.
            </>
          )}
        </p>
      )}
      {last !== null ? (
        <p className={`mt-2 text-sm ${text}`}>
          <Schedule time={time} />
        </p>
      ) : null}
    </Section>
  );
}
