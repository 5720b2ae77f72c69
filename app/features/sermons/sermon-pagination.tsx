/**
 * The sermon list's page bar: previous, numbered pages, next, last. Links, so every page
 * can be opened without JavaScript and shared.
 *
 * Props: count (total sermons), page (current, 1-based), pageSize, hrefFor(page) -> URL.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ChevronLeft, ChevronRight, ChevronsRight } from "lucide-react";
import { paginate } from "./pagination";

export interface SermonPaginationProps {
  count: number;
  page: number;
  pageSize: number;
  hrefFor: (page: number) => string;
}

const itemClass =
  "inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold transition";
const linkClass = `${itemClass} bg-white text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50 hover:ring-brand-400 dark:bg-brand-900 dark:text-slate-100 dark:ring-brand-700 dark:hover:bg-brand-800`;
const currentClass = `${itemClass} bg-brand-700 text-white shadow dark:bg-accent-400 dark:text-brand-950`;
const disabledClass = `${itemClass} cursor-not-allowed bg-slate-100 text-slate-600 dark:bg-brand-900/50 dark:text-slate-400`;

function PageLink({
  to,
  label,
  children,
  disabled,
}: {
  to: string | null;
  label: string;
  children: ReactNode;
  disabled?: boolean;
}) {
  if (disabled || to === null) {
    return (
      <span aria-disabled="true" className={disabledClass}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} aria-label={label} preventScrollReset className={linkClass}>
      {children}
    </Link>
  );
}

export function SermonPagination({ count, page, pageSize, hrefFor }: SermonPaginationProps) {
  const model = paginate(count, page, pageSize);
  if (model.pageCount <= 1) return null;
  return (
    <nav aria-label="Sermon pages" className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <PageLink to={model.previous ? hrefFor(model.previous) : null} label="Previous page">
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only sm:not-sr-only">Previous</span>
          </PageLink>
        </li>
        {model.numbers.map((number) => (
          <li key={number}>
            {number === model.page ? (
              <span aria-current="page" className={currentClass}>
                <span className="sr-only">Page </span>
                {number}
              </span>
            ) : (
              <PageLink to={hrefFor(number)} label={`Page ${number}`}>
                {number}
              </PageLink>
            )}
          </li>
        ))}
        <li>
          <PageLink to={model.next ? hrefFor(model.next) : null} label="Next page">
            <span className="sr-only sm:not-sr-only">Next</span>
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </PageLink>
        </li>
        <li>
          <PageLink
            to={model.last !== null ? hrefFor(model.last) : null}
            label={`Last page, page ${model.pageCount}`}
            disabled={model.page === model.last}
          >
            <span className="sr-only sm:not-sr-only">Last</span>
            <ChevronsRight aria-hidden="true" className="h-4 w-4" />
          </PageLink>
        </li>
      </ul>
    </nav>
  );
}
