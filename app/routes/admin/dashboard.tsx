import { data, redirect } from "react-router";
import type { Route } from "./+types/dashboard";
import { formText } from "#contract/forms";
import { problemStatus, problemText } from "~/ui/staff/forms";
import { DEMO_SECTION, DemoContentPanel, DemoRemovedNotice } from "~/features/church/demo-content-panel";
import type { DemoRemovalPlan } from "#server/domain/demo/removal";
import { staffTime, staffTitle } from "~/ui/staff/format";
import { LinkButton, Notice, PageHeading, Section } from "~/ui/staff/fields";
import { BackupPanel } from "~/features/backups/backup-panel";
import { JobsPanel } from "~/features/jobs/jobs-panel";
import { GivingPanel } from "~/features/giving/dashboard-panel";
import { thisMonth } from "~/features/giving/staff-parts";
import type { NewestItem } from "#server/domain/staff-lists/waiting-counts";
import type { FirstDayStep } from "#server/domain/church/first-day";

/**
 * /admin: what waits in each of the member's staff lists, and the newest things people sent; for
 * admins, "Make this site yours" with the demo content left and its removal (asked first).
 */

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Dashboard") }];

export async function loader({ context, request }: Route.LoaderArgs) {
  // Creating posts and sermons is the content editors' (the role is asked on the server).
  const mayCreate = context.staff.mayOpen("posts") && context.staff.mayOpen("sermons");
  // Those who keep the church's details (admins): what a new site still needs, and the demo left.
  const keepsChurch = context.staff.mayOpen("church");
  // Those who read what people send (a treasurer reads none of it: no Newest).
  const readsInbox = (["comments", "messages", "prayer-requests", "applications"] as const).some((area) =>
    context.staff.mayOpen(area),
  );
  const [navigation, newest, backups, jobs, firstDay, demo, giving] = await Promise.all([
    context.staff.navigation(),
    context.staff.newest(),
    // Admins only: the role is asked on the server (readBackups, readJobs), the others get nothing.
    context.staff.can("readBackups") ? context.staff.backups() : null,
    context.staff.can("readJobs") ? context.staff.jobs() : null,
    keepsChurch ? context.staff.firstDaySteps() : null,
    keepsChurch ? context.staff.demoContent() : null,
    // Admins and treasurers: this month's paid gifts per currency (manageGiving, asked on the server).
    context.staff.mayOpen("giving") ? context.staff.giving.totals(thisMonth()) : null,
  ]);
  // Shown until every step is done and no demo content is left.
  const steps = firstDay && (firstDay.some((step) => !step.done) || demo) ? firstDay : null;
  const search = new URL(request.url).searchParams;
  return {
    queues: navigation.filter((item) => item.waiting !== null),
    newest: readsInbox ? newest : null,
    giving,
    backups,
    // What the panel says: the counts, not every failed job's error.
    jobs: jobs && { failing: jobs.failing, recurring: jobs.recurring },
    mayCreate,
    steps,
    demo,
    confirmDemo: demo !== null && search.get("confirm") === "remove-demo",
    demoRemoved: keepsChurch ? (search.get("demo") as "removed" | "none" | null) : null,
    // Just arrived from the welcome link, signed in with the password chosen there.
    welcome: search.get("welcome") === "1",
  };
}

/** Remove the demo content: asked first (the page again with the question), then done, each answer back at its section. */
export async function action({ request, context }: Route.ActionArgs) {
  const intent = formText(await request.formData(), "intent");
  if (intent === "remove-demo") return redirect(`/admin?confirm=remove-demo#${DEMO_SECTION}`, 303);
  if (intent !== "remove-demo-confirmed") throw new Response("Bad request", { status: 400 });
  const removed = await context.staff.removeDemoContent().catch(context.staff.refusedSave);
  if (removed && "message" in removed) return data({ problem: removed }, { status: problemStatus(removed) });
  return redirect(`/admin?demo=${removed ? "removed" : "none"}#${DEMO_SECTION}`, 303);
}

const KIND_LABELS: Record<NewestItem["kind"], string> = {
  comment: "Comment",
  message: "Message",
  "prayer-request": "Prayer request",
  application: "Application",
};

function NewestRow({ item }: { item: NewestItem }) {
  return (
    <li className="py-3">
      <a href={item.href} className="group block rounded-md focus-visible:outline-2 focus-visible:outline-brand-500">
        <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
          {KIND_LABELS[item.kind]}
        </span>
        <span className="block font-medium text-brand-800 group-hover:underline dark:text-accent-200">
          {/* A private prayer request shows only that it is one: its text stays behind its logged page. */}
          {item.isPrivate ? "Private prayer request" : item.title}
        </span>
        <span className="block text-sm text-slate-700 dark:text-slate-300">
          {item.from} · <time dateTime={item.createdAt}>{staffTime(item.createdAt)}</time>
        </span>
      </a>
    </li>
  );
}

/** "Make this site yours": each step ticked by what is stored, with the place to do it, then the demo left. */
function FirstDayChecklist({
  steps,
  demo,
  confirmDemo,
}: {
  steps: FirstDayStep[];
  demo: DemoRemovalPlan | null;
  confirmDemo: boolean;
}) {
  const done = steps.filter((step) => step.done).length;
  return (
    <Section title="Make this site yours">
      <p className="text-slate-700 dark:text-slate-300">
        {`${done} of ${steps.length} done. Each step ticks itself once it is done.`}
      </p>
      <ol className="mt-3 divide-y divide-slate-200 dark:divide-brand-800">
        {steps.map((step) => (
          <li key={step.key} className="flex gap-3 py-3">
            <span
              aria-hidden="true"
              className={`mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${
                step.done
                  ? "border-emerald-700 bg-emerald-700 text-white"
                  : "border-slate-400 text-transparent dark:border-slate-500"
              }`}
            >
              ✓
            </span>
            <span className="min-w-0">
              {step.done ? (
                <span className="font-medium text-slate-700 dark:text-slate-300">
                  {step.label} <span className="text-sm font-normal">(done)</span>
                </span>
              ) : (
                <a
                  href={step.href}
                  className="font-semibold text-brand-700 underline underline-offset-4 dark:text-accent-300"
                >
                  {step.label}
                </a>
              )}
              {step.done ? null : <span className="block text-sm text-slate-700 dark:text-slate-300">{step.hint}</span>}
            </span>
          </li>
        ))}
      </ol>
      {demo ? <DemoContentPanel plan={demo} confirming={confirmDemo} /> : null}
    </Section>
  );
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { queues, newest, giving, backups, jobs, mayCreate, steps, demo, confirmDemo, demoRemoved, welcome } =
    loaderData;
  return (
    <>
      <PageHeading title="Dashboard" />
      {welcome ? (
        <div className="mb-6">
          <Notice tone="success">Your password is set, and you are signed in. Welcome!</Notice>
        </div>
      ) : null}
      {demoRemoved === "removed" || demoRemoved === "none" ? (
        <div className="mb-6">
          <DemoRemovedNotice removed={demoRemoved === "removed"} />
        </div>
      ) : null}
      {actionData?.problem ? (
        <div className="mb-6">
          <Notice tone="error">{problemText("The demo content is not removed:", actionData.problem)}</Notice>
        </div>
      ) : null}
      {steps ? <FirstDayChecklist steps={steps} demo={demo} confirmDemo={confirmDemo} /> : null}
      {mayCreate ? (
        <p className="mb-6 flex flex-wrap gap-3">
          <LinkButton href="/admin/posts/new">New post</LinkButton>
          <LinkButton href="/admin/sermons/new">New sermon</LinkButton>
        </p>
      ) : null}
      {queues.length > 0 ? (
        <ul className="mb-8 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Waiting">
          {queues.map((queue) => (
            <li key={queue.key}>
              <a
                href={queue.path}
                className="block h-full rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-brand-800 dark:bg-brand-900 dark:hover:border-accent-300"
              >
                <span className="block text-3xl font-bold text-brand-900 dark:text-white">{queue.waiting}</span>
                <span className="block text-sm text-slate-700 dark:text-slate-300">{queue.label} waiting</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {giving ? <GivingPanel totals={giving} /> : null}
      {newest ? (
        <Section title="Newest">
          {newest.length === 0 ? (
            <p className="text-slate-700 dark:text-slate-300">Nothing new yet.</p>
          ) : (
            <ul className="divide-y divide-slate-200 dark:divide-brand-800">
              {newest.map((item) => (
                <NewestRow key={`${item.kind}-${item.id}`} item={item} />
              ))}
            </ul>
          )}
        </Section>
      ) : null}
      {backups ? <BackupPanel backups={backups} /> : null}
      {jobs ? <JobsPanel jobs={jobs} /> : null}
    </>
  );
}
