import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { ChevronLeft, ChevronRight, ChevronsRight } from "lucide-react";
import { pageCount, pageHref, pageQuery, pagesWithGaps, pageWindow } from "#contract/pagination";

/**
 * The page links of every list, as links in the URL (?page=N) so that each page opens without
 * JavaScript and can be shared. Nothing when one page holds the whole list. Three looks:
 * - blog: Previous, the pages with gaps ("1 … 4 5 6 … 12"), Next;
 * - sermons: Previous, up to 5 numbered pages around the current one, Next, Last;
 * - staff: Previous, "Page 2 of 7", Next (the staff pages load no script: plain links).
 */
export type PaginationProps =
  | { variant: "blog"; count: number; page: number; pageSize: number }
  | { variant: "sermons"; count: number; page: number; pageSize: number; hrefFor: (page: number) => string }
  | { variant: "staff"; page: number; pageCount: number };

export function Pagination(props: PaginationProps) {
  switch (props.variant) {
    case "blog":
      return <BlogPagination {...props} />;
    case "sermons":
      return <SermonPagination {...props} />;
    case "staff":
      return <StaffPagination {...props} />;
  }
}

/** The current page among numbered links: not a link, named for screen readers. */
function CurrentPage({ page, className }: { page: number; className: string }) {
  return (
    <span aria-current="page" className={className}>
      <span className="sr-only">Page </span>
      {page}
    </span>
  );
}

const LIST_CLASS = "flex flex-wrap items-center justify-center gap-2";

const BLOG_ITEM =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold transition focus-visible:z-10";
const BLOG_LINK = `${BLOG_ITEM} text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50 dark:text-slate-100 dark:ring-brand-700 dark:hover:bg-brand-800`;
const BLOG_CURRENT = `${BLOG_ITEM} bg-brand-700 text-white dark:bg-accent-400 dark:text-brand-950`;

function BlogPagination({ count, page, pageSize }: { count: number; page: number; pageSize: number }) {
  const location = useLocation();
  const total = pageCount(count, pageSize);
  if (total <= 1) return null;
  const params = new URLSearchParams(location.search);
  const to = (target: number) => ({ pathname: location.pathname, search: pageQuery(params, target) });
  return (
    <nav aria-label="Pagination" className="mt-10">
      <ul className={LIST_CLASS}>
        {page > 1 ? (
          <li>
            <Link to={to(page - 1)} className={BLOG_LINK} rel="prev">
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only sm:not-sr-only sm:ml-1">Previous</span>
            </Link>
          </li>
        ) : null}
        {pagesWithGaps(page, total).map((item) =>
          item.type === "gap" ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-slate-500 dark:text-slate-400">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.page === page ? (
                <CurrentPage page={item.page} className={BLOG_CURRENT} />
              ) : (
                <Link to={to(item.page)} className={BLOG_LINK}>
                  <span className="sr-only">Page </span>
                  {item.page}
                </Link>
              )}
            </li>
          ),
        )}
        {page < total ? (
          <li>
            <Link to={to(page + 1)} className={BLOG_LINK} rel="next">
              <span className="sr-only sm:not-sr-only sm:mr-1">Next</span>
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

const SERMON_ITEM =
  "inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold transition";
const SERMON_LINK = `${SERMON_ITEM} bg-white text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50 hover:ring-brand-400 dark:bg-brand-900 dark:text-slate-100 dark:ring-brand-700 dark:hover:bg-brand-800`;
const SERMON_CURRENT = `${SERMON_ITEM} bg-brand-700 text-white shadow dark:bg-accent-400 dark:text-brand-950`;
const SERMON_DISABLED = `${SERMON_ITEM} cursor-not-allowed bg-slate-100 text-slate-600 dark:bg-brand-900/50 dark:text-slate-400`;

/** A link of the sermon bar, or the same item greyed out where it leads nowhere. */
function SermonPageLink({ to, label, children }: { to: string | null; label: string; children: ReactNode }) {
  if (to === null) {
    return (
      <span aria-disabled="true" className={SERMON_DISABLED}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} aria-label={label} preventScrollReset className={SERMON_LINK}>
      {children}
    </Link>
  );
}

function SermonPagination({
  count,
  page,
  pageSize,
  hrefFor,
}: {
  count: number;
  page: number;
  pageSize: number;
  hrefFor: (page: number) => string;
}) {
  const bar = pageWindow(count, page, pageSize);
  if (bar.pageCount <= 1) return null;
  return (
    <nav aria-label="Sermon pages" className="mt-12">
      <ul className={LIST_CLASS}>
        <li>
          <SermonPageLink to={bar.previous ? hrefFor(bar.previous) : null} label="Previous page">
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only sm:not-sr-only">Previous</span>
          </SermonPageLink>
        </li>
        {bar.numbers.map((number) => (
          <li key={number}>
            {number === bar.page ? (
              <CurrentPage page={number} className={SERMON_CURRENT} />
            ) : (
              <SermonPageLink to={hrefFor(number)} label={`Page ${number}`}>
                {number}
              </SermonPageLink>
            )}
          </li>
        ))}
        <li>
          <SermonPageLink to={bar.next ? hrefFor(bar.next) : null} label="Next page">
            <span className="sr-only sm:not-sr-only">Next</span>
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </SermonPageLink>
        </li>
        <li>
          <SermonPageLink
            to={bar.page === bar.last ? null : hrefFor(bar.last)}
            label={`Last page, page ${bar.pageCount}`}
          >
            <span className="sr-only sm:not-sr-only">Last</span>
            <ChevronsRight aria-hidden="true" className="h-4 w-4" />
          </SermonPageLink>
        </li>
      </ul>
    </nav>
  );
}

const STAFF_LINK =
  "inline-flex min-h-11 min-w-24 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-brand-800 hover:bg-brand-50 dark:border-brand-700 dark:bg-brand-900 dark:text-brand-100 dark:hover:bg-brand-800";

function StaffPagination({ page, pageCount: pages }: { page: number; pageCount: number }) {
  const { search } = useLocation();
  // A page past the end (an item handled meanwhile) still offers the way back.
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <a href={pageHref(search, Math.min(page - 1, pages))} rel="prev" className={STAFF_LINK}>
          Previous
        </a>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <a href={pageHref(search, page + 1)} rel="next" className={STAFF_LINK}>
          Next
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
