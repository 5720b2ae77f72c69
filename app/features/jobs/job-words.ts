import type { JobsOverview, JobState } from "#server/jobs/overview";
import type { BadgeTone } from "~/ui/staff/list/badge";
import { countOf, staffTime } from "~/ui/staff/format";

/**
 * The jobs' words for admins (/admin/jobs and the dashboard): what each job of the server does,
 * and a job's state in a sentence. A new job adds its line to JOB_TITLES; one without shows its name.
 */

const JOB_TITLES: Record<string, string> = {
  mail: "Sending mail (the staff’s notices and digests, then the outbox)",
  "mail-housekeeping": "Forgetting unconfirmed newsletter addresses and old mails",
  backup: "The daily backup",
  "jobs-housekeeping": "Deleting finished jobs after 30 days",
  "resumable-uploads-sweep": "Removing uploads left unfinished for a day",
  "event-reminders": "Reminding registrants the day before their event",
  "giving-poller": "Asking Paynow about gifts not yet settled",
};

export function jobTitle(job: Pick<JobState, "name">): string {
  return JOB_TITLES[job.name] ?? job.name;
}

const tries = (n: number) => countOf(n, "failed try", "failed tries");

/** Where a job stands, in one sentence. */
export function jobStateText(job: JobState): string {
  const recurring = job.schedule !== null;
  switch (job.status) {
    case "running":
      return `Running now${job.holder ? ` on ${job.holder}` : ""}, since ${staffTime(job.startedAt ?? job.dueAt)}.`;
    case "failed":
      return `Failed for good after ${countOf(job.attempts, "try", "tries")}, ${staffTime(job.failedAt ?? job.dueAt)}.`;
    case "cancelled":
      return "Cancelled.";
    case "done":
      return `Done ${staffTime(job.finishedAt ?? job.dueAt)}${job.attempts > 0 ? `, after ${tries(job.attempts)}` : ""}.`;
    case "waiting":
      if (job.overdue)
        return `Due since ${staffTime(job.dueAt)}, and no server has run it yet: the server’s log says why.`;
      if (job.attempts > 0) return `${tries(job.attempts)} so far; the next try ${staffTime(job.dueAt)}.`;
      if (recurring && job.failing && job.failedAt)
        return `Its last run failed, ${staffTime(job.failedAt)}; the next run ${staffTime(job.dueAt)}.`;
      if (recurring && job.failedAt)
        return `Failed ${staffTime(job.failedAt)}, and ran well since (${staffTime(job.finishedAt!)}); the next run ${staffTime(job.dueAt)}.`;
      return `${job.finishedAt ? `Last ran ${staffTime(job.finishedAt)}; the` : "The"} next run ${staffTime(job.dueAt)}.`;
  }
}

/** The badge of a job that failed lately: failed, being tried again, or well again. */
export function troubleBadge(job: JobState): { label: string; tone: BadgeTone } {
  if (job.status === "failed") return { label: "Failed", tone: "private" };
  if (job.failing) return { label: job.attempts > 0 ? "Trying again" : "Last run failed", tone: "warning" };
  return { label: "Well again", tone: "success" };
}

/** The dashboard's line: how many jobs fail now, or that all ran well. */
export function jobsSummary(overview: Pick<JobsOverview, "failing" | "recurring">): string {
  const overdue = overview.recurring.filter((job) => job.overdue).length;
  const parts = [
    overview.failing > 0
      ? `${countOf(overview.failing, "job")} failed and ${overview.failing === 1 ? "needs" : "need"} a look.`
      : "",
    overdue > 0
      ? `${countOf(overdue, "job")} ${overdue === 1 ? "is" : "are"} past due: no server has run ${overdue === 1 ? "it" : "them"}.`
      : "",
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(" ") : "Every job ran well in the last 7 days.";
}
