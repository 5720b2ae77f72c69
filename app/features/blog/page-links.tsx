import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useLocation } from "react-router";
import { pageCount, pageSearch, paginationItems } from "./pagination";

const itemClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold transition focus-visible:z-10";
const linkClass = `${itemClass} text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50 dark:text-slate-100 dark:ring-brand-700 dark:hover:bg-brand-800`;

/** Page links in the URL (?page=N), rendered on the server; nothing when all posts fit on one page. */
export function Pagination({ count, page, pageSize }: { count: number; page: number; pageSize: number }) {
  const location = useLocation();
  const total = pageCount(count, pageSize);
  if (total <= 1) return null;
  const params = new URLSearchParams(location.search);
  const to = (target: number) => ({ pathname: location.pathname, search: pageSearch(params, target) });
  return (
    <nav aria-label="Pagination" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={to(page - 1)} className={linkClass} rel="prev">
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only sm:not-sr-only sm:ml-1">Previous</span>
            </Link>
          </li>
        ) : null}
        {paginationItems(page, total).map((item) =>
          item.type === "gap" ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-slate-500 dark:text-slate-400">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.page === page ? (
                <span
                  aria-current="page"
                  className={`${itemClass} bg-brand-700 text-white dark:bg-accent-400 dark:text-brand-950`}
                >
                  <span className="sr-only">Page </span>
                  {item.page}
                </span>
              ) : (
                <Link to={to(item.page)} className={linkClass}>
                  <span className="sr-only">Page </span>
                  {item.page}
                </Link>
              )}
            </li>
          ),
        )}
        {page < total ? (
          <li>
            <Link to={to(page + 1)} className={linkClass} rel="next">
              <span className="sr-only sm:not-sr-only sm:mr-1">Next</span>
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
