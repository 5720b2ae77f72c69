import type { DemoRemovalPlan } from "#server/domain/demo/removal";
import { Button, Notice, StaffForm } from "~/ui/staff/fields";

/**
 * The dashboard's word on the demo content, in "Make this site yours" (admins: those who keep the
 * church's details): what of the demo is still on the site, with Remove; Remove asks first
 * (?confirm=remove-demo), listing what goes and what stays because the church changed it.
 */

/** The section's id: Remove and its answer bring the page back to it. */
export const DEMO_SECTION = "demo-content";

export const DEMO_TEXT = {
  heading: "The demo content",
  intro:
    "The site still shows the demo church's content. Remove it once you have put in your own: what you have changed stays.",
  remove: "Remove the demo content…",
  question: "Remove the demo content?",
  confirm: "Yes, remove the demo content",
  cancel: "Cancel",
  removed: "The demo content is removed. What you had changed is kept; the activity log says what went.",
  nothingLeft: "There was no demo content left to remove.",
  goes: "This removes, for good:",
  stays: "This stays, because you changed it:",
} as const;

const text = "text-slate-700 dark:text-slate-300";

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Up to three titles, then how many more. */
function titles(items: ReadonlyArray<{ title: string }>): string {
  const shown = items.slice(0, 3).map((item) => `“${item.title}”`);
  const more = items.length - shown.length;
  return `${shown.join(", ")}${more > 0 ? ` and ${more} more` : ""}`;
}

function Goes({ plan }: { plan: DemoRemovalPlan }) {
  const lines = [
    plan.posts.remove.length > 0
      ? `${count(plan.posts.remove.length, "post", "posts")} of the demo: ${titles(plan.posts.remove)}`
      : null,
    plan.comments > 0 ? `${count(plan.comments, "comment", "comments")} of the demo's visitors` : null,
    plan.sermons.remove.length > 0
      ? `${count(plan.sermons.remove.length, "sermon", "sermons")} of the demo: ${titles(plan.sermons.remove)}`
      : null,
    plan.events.remove.length > 0
      ? `${count(plan.events.remove.length, "event or service", "events and services")} of the demo's calendar: ${titles(plan.events.remove)}`
      : null,
    plan.categoriesAndTags > 0
      ? `the demo's ${count(plan.categoriesAndTags, "category or tag", "categories and tags")}, unless one of yours uses it`
      : null,
    plan.pages.length > 0
      ? `the demo's words and pictures on ${count(plan.pages.length, "page", "pages")}: ${plan.pages.map((page) => page.title).join(", ")}`
      : null,
    plan.church.reset.length > 0 ? `the demo church's details: ${plan.church.reset.join(", ")}` : null,
  ].filter((line): line is string => line !== null);
  return (
    <ul className={`mt-1 list-disc space-y-1 pl-5 ${text}`}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function Stays({ plan }: { plan: DemoRemovalPlan }) {
  const lines = [
    plan.posts.keep.length > 0 ? `${count(plan.posts.keep.length, "post", "posts")}: ${titles(plan.posts.keep)}` : null,
    plan.sermons.keep.length > 0
      ? `${count(plan.sermons.keep.length, "sermon", "sermons")}: ${titles(plan.sermons.keep)}`
      : null,
    plan.events.keep.length > 0
      ? `${count(plan.events.keep.length, "event or service", "events and services")}: ${titles(plan.events.keep)}`
      : null,
    ...plan.pages
      .filter((page) => page.keptParts.length > 0)
      .map((page) => `on the ${page.title} page: ${page.keptParts.join(", ")}`),
    plan.church.kept.length > 0 ? `your church's details: ${plan.church.kept.join(", ")}` : null,
  ].filter((line): line is string => line !== null);
  if (lines.length === 0) return null;
  return (
    <>
      <p className={`mt-3 ${text}`}>{DEMO_TEXT.stays}</p>
      <ul className={`mt-1 list-disc space-y-1 pl-5 ${text}`}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}

export function DemoContentPanel({ plan, confirming }: { plan: DemoRemovalPlan; confirming: boolean }) {
  return (
    <div id={DEMO_SECTION} className="mt-4 scroll-mt-24 border-t border-slate-200 pt-4 dark:border-brand-800">
      <h3 className="font-semibold text-brand-900 dark:text-white">
        {confirming ? DEMO_TEXT.question : DEMO_TEXT.heading}
      </h3>
      {confirming ? (
        <>
          <p className={`mt-2 ${text}`}>{DEMO_TEXT.goes}</p>
          <Goes plan={plan} />
          <Stays plan={plan} />
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <StaffForm>
              <input type="hidden" name="intent" value="remove-demo-confirmed" />
              <Button variant="danger">{DEMO_TEXT.confirm}</Button>
            </StaffForm>
            <a
              href="/admin"
              className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200"
            >
              {DEMO_TEXT.cancel}
            </a>
          </div>
        </>
      ) : (
        <>
          <p className={`mt-2 ${text}`}>{DEMO_TEXT.intro}</p>
          <StaffForm className="mt-3">
            <input type="hidden" name="intent" value="remove-demo" />
            <Button variant="secondary">{DEMO_TEXT.remove}</Button>
          </StaffForm>
        </>
      )}
    </div>
  );
}

/** What the dashboard says after Remove: done, or nothing was left (another admin was quicker). */
export function DemoRemovedNotice({ removed }: { removed: boolean }) {
  return <Notice tone="success">{removed ? DEMO_TEXT.removed : DEMO_TEXT.nothingLeft}</Notice>;
}
