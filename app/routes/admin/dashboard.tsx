import type { Route } from "./+types/dashboard";
import { staffTime, staffTitle } from "~/ui/staff/format";
import { LinkButton, PageHeading, Section } from "~/ui/staff/fields";
import { BackupPanel } from "~/features/backups/backup-panel";
import type { NewestItem } from "#server/domain/staff-lists/waiting-counts";

/** /admin: what waits in each of the member's staff lists, and the newest things people sent. */

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Dashboard") }];

export async function loader({ context }: Route.LoaderArgs) {
  // Creating posts and sermons is the content editors' (the role is asked on the server).
  const mayCreate = context.staff.mayOpen("posts") && context.staff.mayOpen("sermons");
  const [navigation, newest, backups] = await Promise.all([
    context.staff.navigation(),
    context.staff.newest(),
    // Admins only: the role is asked on the server (readBackups), the others get nothing.
    context.staff.can("readBackups") ? context.staff.backups() : null,
  ]);
  return { queues: navigation.filter((item) => item.waiting !== null), newest, backups, mayCreate };
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

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { queues, newest, backups, mayCreate } = loaderData;
  return (
    <>
      <PageHeading title="Dashboard" />
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
      {backups ? <BackupPanel backups={backups} /> : null}
    </>
  );
}
