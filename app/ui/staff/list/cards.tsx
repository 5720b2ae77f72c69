import type { ReactNode } from "react";

/**
 * A staff list's items as cards: one column that reads as well under a thumb at 390 px as on a wide
 * screen, where the meta line sits beside the title.
 */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="space-y-3">
      {children}
    </ul>
  );
}

export function Card({
  id,
  title,
  meta,
  children,
}: {
  id?: string;
  title: ReactNode;
  meta?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li
      id={id}
      className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-brand-800 dark:bg-brand-900"
    >
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <h2 className="min-w-0 text-base font-semibold break-words text-brand-900 dark:text-white">{title}</h2>
        {meta ? (
          <div className="flex shrink-0 flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            {meta}
          </div>
        ) : null}
      </div>
      {children ? <div className="mt-2 space-y-2 text-sm text-slate-700 dark:text-slate-200">{children}</div> : null}
    </li>
  );
}

/** A card's title as the link to its item page, the whole line a comfortable target. */
export function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a href={to} className="text-brand-700 underline-offset-4 hover:underline dark:text-brand-200">
      {children}
    </a>
  );
}

/** Label/value pairs of an item page. */
export function FieldList({ fields }: { fields: Array<[label: string, value: ReactNode]> }) {
  return (
    <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-brand-800 dark:border-brand-800 dark:bg-brand-900">
      {fields.map(([label, value], index) => (
        <div key={`${index}-${label}`} className="px-4 py-3 sm:grid sm:grid-cols-3 sm:gap-4">
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</dt>
          <dd className="mt-1 text-sm break-words text-ink sm:col-span-2 sm:mt-0 dark:text-slate-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A sender's whole text, its line breaks kept, never read as HTML. */
export function LongText({ label, text }: { label: string; text: string }) {
  return (
    <section
      aria-label={label}
      className="rounded-xl border border-slate-200 bg-white p-4 text-base leading-relaxed whitespace-pre-wrap break-words dark:border-brand-800 dark:bg-brand-900"
    >
      {text}
    </section>
  );
}
