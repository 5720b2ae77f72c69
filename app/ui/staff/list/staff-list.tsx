import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHeading } from "~/ui/staff/fields";

/**
 * The layout of one staff list's page: its heading, a line saying how much there is, its filters,
 * then the content. Plain server-rendered HTML: links and GET forms, nothing that needs JavaScript.
 */
export function StaffListPage({
  title,
  summary,
  filters,
  back,
  children,
}: {
  title: string;
  summary?: ReactNode;
  filters?: ReactNode;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    // The staff layout's <main> gives the padding; the heading is every staff page's (ui.tsx).
    <div className="w-full max-w-4xl">
      {back ? (
        <p className="mb-3">
          <Link
            to={back.to}
            className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-200"
          >
            <span aria-hidden="true">←&nbsp;</span>
            {back.label}
          </Link>
        </p>
      ) : null}
      <PageHeading title={title}>{summary ? <p className="text-sm">{summary}</p> : null}</PageHeading>
      {filters ? <div className="mb-5">{filters}</div> : null}
      {children}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white/60 px-4 py-10 text-center text-slate-600 dark:border-brand-700 dark:bg-brand-900/40 dark:text-slate-300">
      {children}
    </p>
  );
}
