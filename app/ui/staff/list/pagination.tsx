import { useLocation } from "react-router";
import { pageHref } from "./params";

const LINK =
  "inline-flex min-h-11 min-w-24 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-brand-800 hover:bg-brand-50 dark:border-brand-700 dark:bg-brand-900 dark:text-brand-100 dark:hover:bg-brand-800";

/** Previous and next page of a list, as links that keep the list's filters; nothing when one page holds it all. */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { search } = useLocation();
  if (pageCount <= 1 && page <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <a href={pageHref(search, Math.min(page - 1, pageCount))} rel="prev" className={LINK}>
          Previous
        </a>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <a href={pageHref(search, page + 1)} rel="next" className={LINK}>
          Next
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
