import type { Route } from "./+types/jobs";
import { countOf, staffTime, staffTitle } from "~/ui/staff/format";
import { Section } from "~/ui/staff/fields";
import { Badge, Card, CardList, EmptyState, StaffListPage } from "~/ui/staff/list";
import { jobStateText, jobTitle, troubleBadge } from "~/features/jobs/job-words";

/**
 * /admin/jobs (admins): what the site does on its own (server/jobs/): every job that failed a try
 * in the last week, with why and what comes next; each scheduled job's last and next run; the
 * one-off jobs queued. Read-only: a job tries again by itself, and its failure is its own area's
 * (a failed backup is on the dashboard and mailed, a failed mail in the outbox).
 */

export async function loader({ context }: Route.LoaderArgs) {
  context.staff.requireArea("jobs");
  return context.staff.jobs();
}

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Jobs") }];

export default function Jobs({ loaderData: overview }: Route.ComponentProps) {
  return (
    <StaffListPage
      title="Jobs"
      summary="What the site does on its own: sending mail, the daily backup, and the jobs other parts of the site queue. Times are Harare time."
    >
      <div className="space-y-8">
        <Section title="Failed in the last 7 days">
          {overview.troubled.length === 0 ? (
            <EmptyState>No job has failed in the last 7 days.</EmptyState>
          ) : (
            <CardList label="Failed jobs">
              {overview.troubled.map((job) => {
                const badge = troubleBadge(job);
                return (
                  <Card
                    key={job.id}
                    id={`job-${job.id}`}
                    title={jobTitle(job)}
                    meta={<Badge tone={badge.tone}>{badge.label}</Badge>}
                  >
                    {job.schedule === null ? <p className="break-all">Job {job.key}</p> : null}
                    <p>{jobStateText(job)}</p>
                    {job.lastError ? (
                      <p className="break-words">
                        <span className="font-semibold">
                          Why it failed{job.failedAt ? ` (${staffTime(job.failedAt)})` : ""}:
                        </span>{" "}
                        <code className="text-sm">{job.lastError}</code>
                      </p>
                    ) : null}
                  </Card>
                );
              })}
            </CardList>
          )}
        </Section>
        <Section title="Scheduled">
          {overview.recurring.length === 0 ? (
            <EmptyState>No scheduled job has run yet: they start with the site’s server.</EmptyState>
          ) : (
            <CardList label="Scheduled jobs">
              {overview.recurring.map((job) => (
                <Card key={job.id} id={`job-${job.id}`} title={jobTitle(job)} meta={<span>{job.schedule}</span>}>
                  <p>{jobStateText(job)}</p>
                </Card>
              ))}
            </CardList>
          )}
        </Section>
        <Section title="Queued">
          {overview.queued.length === 0 ? (
            <p className="text-slate-700 dark:text-slate-300">No one-off job waits.</p>
          ) : (
            <ul className="list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
              {overview.queued.map((group) => (
                <li key={group.name}>
                  {`${jobTitle(group)}: ${countOf(group.count, "job")} waiting, the next due ${staffTime(group.nextDueAt)}.`}
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </StaffListPage>
  );
}
