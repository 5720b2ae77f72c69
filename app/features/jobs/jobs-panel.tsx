import type { JobsOverview } from "#server/jobs/overview";
import { Section } from "~/ui/staff/fields";
import { jobsSummary } from "./job-words";

/**
 * The dashboard's word on the jobs (admins only: the loader asks readJobs on the server): a
 * failing or stalled job said plainly, with the way to /admin/jobs; otherwise one quiet line.
 */
export function JobsPanel({ jobs }: { jobs: Pick<JobsOverview, "failing" | "recurring"> }) {
  const trouble = jobs.failing > 0 || jobs.recurring.some((job) => job.overdue);
  const link = (
    <a href="/admin/jobs" className="font-semibold underline underline-offset-4">
      See the jobs
    </a>
  );
  return (
    <Section title="Jobs">
      {trouble ? (
        <p
          role="alert"
          className="rounded-md border-l-4 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100"
        >
          {jobsSummary(jobs)} {link}.
        </p>
      ) : (
        <p className="text-slate-700 dark:text-slate-300">
          {jobsSummary(jobs)} {link}.
        </p>
      )}
    </Section>
  );
}
