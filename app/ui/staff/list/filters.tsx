import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { filterHref } from "./params";

/**
 * Tabs of a list by one URL parameter (a comment's status, a post's...): links, so each tab is a
 * shareable address and works without JavaScript.
 */
export function FilterTabs<T extends string>({
  label,
  name,
  current,
  options,
  defaultValue,
}: {
  label: string;
  name: string;
  current: T;
  /** A count as a number, or as words already ("10,000+"). */
  options: Array<{ value: T; label: string; count?: number | string }>;
  defaultValue: T;
}) {
  const { search } = useLocation();
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2">
        {options.map((option) => {
          const active = option.value === current;
          return (
            <li key={option.value}>
              <a
                href={filterHref(search, name, option.value === defaultValue ? null : option.value)}
                aria-current={active ? "page" : undefined}
                className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium whitespace-nowrap ${
                  active
                    ? "border-brand-700 bg-brand-700 text-white dark:border-brand-300 dark:bg-brand-200 dark:text-brand-950"
                    : "border-slate-300 bg-white text-brand-800 hover:bg-brand-50 dark:border-brand-700 dark:bg-brand-900 dark:text-brand-100 dark:hover:bg-brand-800"
                }`}
              >
                {option.label}
                {option.count !== undefined ? (
                  <span className="tabular-nums opacity-80">
                    {typeof option.count === "number" ? option.count.toLocaleString("en-GB") : option.count}
                  </span>
                ) : null}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const FIELD =
  "min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-ink dark:border-brand-700 dark:bg-brand-900 dark:text-slate-100";
const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 dark:bg-brand-200 dark:text-brand-950 dark:hover:bg-brand-100";

/** A GET form of a list's filters: the chosen values go to the URL, the page back to the first. */
export function FilterForm({ label, submit, children }: { label: string; submit: string; children: ReactNode }) {
  return (
    <form method="get" role="search" aria-label={label} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      {children}
      <button type="submit" className={BUTTON}>
        {submit}
      </button>
    </form>
  );
}

export function SearchField({
  name,
  label,
  value,
  placeholder,
}: {
  name: string;
  label: string;
  value: string;
  placeholder?: string;
}) {
  return (
    <label className="flex-1 text-sm font-medium text-slate-700 dark:text-slate-200">
      {label}
      <input type="search" name={name} defaultValue={value} placeholder={placeholder} className={`mt-1 ${FIELD}`} />
    </label>
  );
}

export function SelectField({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: Array<{ value: string; label: string }>;
}) {
  return (
    <label className="flex-1 text-sm font-medium text-slate-700 dark:text-slate-200">
      {label}
      <select name={name} defaultValue={value} className={`mt-1 ${FIELD}`}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function DateField({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <label className="min-w-0 text-sm font-medium text-slate-700 dark:text-slate-200">
      {label}
      <input type="date" name={name} defaultValue={value} className={`mt-1 ${FIELD}`} />
    </label>
  );
}

/**
 * Filters folded behind one `Filters` control on a phone, so the list's first item is on the
 * first screen; open from 1024 px, where the summary is hidden and the content always shown
 * (::details-content: a browser without it keeps them folded, still one tap away). No JavaScript.
 */
export function FilterFold({ active, children }: { active: number; children: ReactNode }) {
  return (
    <details className="group lg:[&::details-content]:[content-visibility:visible]">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-500 lg:hidden dark:border-brand-700 dark:bg-brand-900 dark:text-slate-100 [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className="transition-transform group-open:rotate-90">
          ▸
        </span>
        Filters
        {active > 0 ? (
          <span className="rounded-full bg-brand-700 px-2 text-xs font-bold text-white dark:bg-accent-400 dark:text-brand-950">
            {active}
            <span className="sr-only"> active</span>
          </span>
        ) : null}
      </summary>
      <div className="pt-3 lg:pt-0">{children}</div>
    </details>
  );
}

/** How many of a list's filters narrow it: a search, dates, a status other than the first (the default), an extra one. */
export function activeFilterCount(
  values: { q: string; from: string | null; to: string | null },
  status?: { value: string; options: Array<{ value: string }> },
  extraActive = false,
): number {
  const statusActive = status !== undefined && status.value !== (status.options[0]?.value ?? "");
  return [values.q, values.from, values.to, statusActive, extraActive].filter(Boolean).length;
}

/**
 * A list's search, status and date filters as one GET form: the search over the list's
 * text, a status when the list has them, and a from/to range of Harare dates. Stacked under a
 * thumb at 390 px, the dates side by side; on a wide screen the search above, the rest on a row
 * (four columns). A filter the list must
 * keep (a ministry...) rides along as `hidden`.
 */
export function ListFilterForm({
  label,
  searchLabel,
  values,
  status,
  extra,
  extraActive = false,
  hidden = {},
}: {
  label: string;
  searchLabel: string;
  values: { q: string; from: string | null; to: string | null };
  status?: { value: string; options: Array<{ value: string; label: string }> };
  /** Further fields of this list (a ministry select...): one, or several each in its own cell. */
  extra?: ReactNode | readonly ReactNode[];
  /** Whether the extra field narrows the list (for the folded control's count). */
  extraActive?: boolean;
  hidden?: Record<string, string | null>;
}) {
  return (
    <FilterFold active={activeFilterCount(values, status, extraActive)}>
      <form
        method="get"
        role="search"
        aria-label={label}
        className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:items-end"
      >
        {Object.entries(hidden).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
        <div className="col-span-2 flex lg:col-span-4">
          <SearchField name="q" label={searchLabel} value={values.q} placeholder="Name, email or text" />
        </div>
        {status ? (
          <div className="col-span-2 flex lg:col-span-1">
            <SelectField name="status" label="Status" value={status.value} options={status.options} />
          </div>
        ) : null}
        {(Array.isArray(extra) ? extra : extra ? [extra] : []).map((field, index) => (
          <div key={index} className="col-span-2 flex lg:col-span-1">
            {field}
          </div>
        ))}
        <DateField name="from" label="From" value={values.from ?? ""} />
        <DateField name="to" label="To" value={values.to ?? ""} />
        <button type="submit" className={`col-span-2 lg:col-span-1 ${BUTTON}`}>
          Show
        </button>
      </form>
    </FilterFold>
  );
}
