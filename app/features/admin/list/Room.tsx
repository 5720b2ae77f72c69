import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * The frame of one staff room's page: its heading, a line saying how much there is, its filters,
 * then the content. Plain server-rendered HTML: links and GET forms, nothing that needs JavaScript.
 */
export function Room({
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
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
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
      <header className="mb-5">
        <h1 className="font-serif text-2xl font-bold text-brand-900 sm:text-3xl dark:text-white">{title}</h1>
        {summary ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{summary}</p> : null}
      </header>
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
