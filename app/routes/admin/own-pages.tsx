import { Link } from "react-router";
import type { Route } from "./+types/own-pages";
import { countOf, staffDate, staffTitle } from "~/ui/staff/format";
import { Card, CardLink, CardList, EmptyState, StaffListPage, StaffTime } from "~/ui/staff/list";
import { ContentFooter, ContentStatusBadge } from "~/ui/staff/list/content-status";
import { Notice } from "~/ui/staff/fields";
import { OWN_PAGES_PATH } from "#contract/own-pages";

/** /admin/pages/own: the pages staff made, by title, each with its status, address and footer place; New page, the trash. */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.staff.requireArea("own-pages");
  const url = new URL(request.url);
  return { pages: await context.staff.ownPages.list(), trashed: url.searchParams.get("trashed") === "1" };
}

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Own pages") }];

const LINK =
  "inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200";

export default function OwnPages({ loaderData: { pages, trashed } }: Route.ComponentProps) {
  return (
    <StaffListPage title="Own pages" summary={`${countOf(pages.length, "page")} made by staff, by title`}>
      <div className="mb-4 space-y-3">
        {trashed ? (
          <Notice tone="success">The page is in the trash: it is off the site, and can be restored from there.</Notice>
        ) : null}
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <Link
            to={`${OWN_PAGES_PATH}/new`}
            className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 dark:bg-accent-400 dark:text-brand-950"
          >
            New page
          </Link>
          <a href={`${OWN_PAGES_PATH}/trash`} className={LINK}>
            Trash
          </a>
        </div>
      </div>
      {pages.length === 0 ? (
        <EmptyState>No pages yet: “New page” makes one, such as “Plan your visit”.</EmptyState>
      ) : (
        <CardList label="Own pages">
          {pages.map((page) => (
            <Card
              key={page.id}
              title={<CardLink to={`${OWN_PAGES_PATH}/${page.id}`}>{page.title}</CardLink>}
              meta={
                <>
                  <StaffTime iso={page.updatedAt} text={staffDate(page.updatedAt)} />
                  <ContentStatusBadge status={page.status} />
                </>
              }
            >
              <ContentFooter
                filedUnder={`/${page.slug}${page.inFooter ? ` · in the footer (position ${page.footerOrder})` : ""}`}
                path={page.publicPath}
                label="Open on the site"
              />
            </Card>
          ))}
        </CardList>
      )}
    </StaffListPage>
  );
}
