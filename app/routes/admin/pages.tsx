import type { Route } from "./+types/pages";
import { staffTitle } from "~/ui/staff/format";
import { PageHeading } from "~/ui/staff/fields";
import { OWN_PAGES_PATH } from "#contract/own-pages";

/**
 * /admin/pages: the built-in pages whose words and pictures staff edit, in the order of their
 * definitions (contract/page-content.ts); a ministry leader sees only their ministries' pages.
 * Below them, for those who may, the way to the pages staff make (/admin/pages/own).
 */

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Pages") }];

export function loader({ context }: Route.LoaderArgs) {
  context.staff.requireArea("pages");
  return {
    pages: context.staff.editablePages().map((page) => ({
      key: page.key,
      title: page.title,
      about: page.about,
      path: page.path,
    })),
    // The pages staff make themselves (Plan your visit, What we believe): their own list.
    ownPages: context.staff.mayOpen("own-pages"),
  };
}

export default function PagesList({ loaderData }: Route.ComponentProps) {
  return (
    <div className="w-full max-w-3xl">
      <PageHeading title="Pages">
        <p>The words and pictures of the site's own pages. A save shows on the site at once.</p>
      </PageHeading>
      {loaderData.pages.length === 0 ? (
        <p>There is no page for you to edit.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-brand-800 dark:border-brand-800 dark:bg-brand-900">
          {loaderData.pages.map((page) => (
            <li key={page.key} className="p-4">
              <a
                href={`/admin/pages/${page.key}`}
                className="inline-flex min-h-11 items-center text-lg font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-accent-300"
              >
                {page.title}
              </a>
              <p className="text-sm text-slate-700 dark:text-slate-300">{page.about}</p>
            </li>
          ))}
        </ul>
      )}
      {loaderData.ownPages ? (
        <section aria-labelledby="own-pages-heading" className="mt-8">
          <h2 id="own-pages-heading" className="text-xl font-bold text-brand-900 dark:text-white">
            Pages you make
          </h2>
          <p className="mt-1 text-slate-700 dark:text-slate-300">
            Simple pages of your own, such as Plan your visit or What we believe, each at its own address and, if you
            wish, in the footer's quick links.
          </p>
          <a
            href={OWN_PAGES_PATH}
            className="mt-3 inline-flex min-h-11 items-center text-lg font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-accent-300"
          >
            Your pages
          </a>
        </section>
      ) : null}
    </div>
  );
}
