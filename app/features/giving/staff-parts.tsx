import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { STATUS_LABELS, type GiftStatus } from "#contract/giving";
import { CURRENCY_NAMES, formatMoney, type Currency } from "#contract/money";
import { harareDay, harareParts } from "#contract/harare-time";
import type { StaffRefusal } from "#server/lib/staff-input";
import type { RefusedSave } from "#server/http/refused-writes";
import type { PeriodTotals } from "#server/domain/giving/reports";
import { FieldFrame } from "~/ui/forms/field-frame";
import { Select } from "~/ui/staff/fields";
import { Badge, type BadgeTone } from "~/ui/staff/list";
import { GIVING_STAFF_TEXTS as T } from "./staff-texts";

/**
 * The treasurer's pages' shared parts (/admin/giving and its pages): the giving pages' own
 * navigation, a status's badge, the totals per fund and currency (US dollars and ZiG apart).
 */

export const GIVING_PATH = "/admin/giving";

/** A refusal: a rule's (the message and its field) or the disk's (context.staff.refusedSave, status 503). */
export type GivingRefusal = StaffRefusal | RefusedSave;

/** A staff operation's answer was a refusal, not its result. */
export function isRefusal<T extends object>(answer: T | GivingRefusal): answer is GivingRefusal {
  return "message" in answer && typeof answer.message === "string";
}

/** The current month in Harare, from its first day to today (YYYY-MM-DD). */
export function thisMonth(now = new Date()): { from: string; to: string } {
  const { year, month } = harareParts(now);
  return { from: `${year}-${String(month).padStart(2, "0")}-01`, to: harareDay(now) };
}

const STATUS_TONES: Record<GiftStatus, BadgeTone> = {
  created: "neutral",
  pending: "info",
  paid: "success",
  review: "warning",
  cancelled: "neutral",
  failed: "neutral",
  disputed: "warning",
  refunded: "neutral",
};

export function StatusBadge({ status }: { status: GiftStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}

const PAGES = [
  { path: GIVING_PATH, label: T.nav.gifts },
  { path: `${GIVING_PATH}/record`, label: T.nav.record },
  { path: `${GIVING_PATH}/funds`, label: T.nav.funds },
  { path: `${GIVING_PATH}/statement`, label: T.nav.statement },
];

/** The giving pages' own links, the current one marked; plain links, no script. */
export function GivingNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Giving" className="-mx-4 mb-5 overflow-x-auto px-4 print:hidden sm:mx-0 sm:px-0">
      <ul className="flex gap-2">
        {PAGES.map((page) => {
          const current = pathname === page.path;
          return (
            <li key={page.path}>
              <a
                href={page.path}
                aria-current={current ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap ${
                  current
                    ? "border-brand-700 bg-brand-700 text-white dark:border-brand-300 dark:bg-brand-200 dark:text-brand-950"
                    : "border-slate-300 bg-white text-brand-800 hover:bg-brand-50 dark:border-brand-700 dark:bg-brand-900 dark:text-brand-100 dark:hover:bg-brand-800"
                }`}
              >
                {page.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The totals of a period: one table per currency (never a sum across them), a row per fund. */
export function TotalsTables({ totals, none = T.totalsNone }: { totals: PeriodTotals; none?: ReactNode }) {
  if (totals.currencies.length === 0) return <p className="text-slate-700 dark:text-slate-300">{none}</p>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {totals.currencies.map((sum) => (
        <CurrencyTotals key={sum.currency} currency={sum.currency} totals={totals} />
      ))}
    </div>
  );
}

function CurrencyTotals({ currency, totals }: { currency: Currency; totals: PeriodTotals }) {
  const sum = totals.currencies.find((each) => each.currency === currency)!;
  return (
    <table
      data-currency={currency}
      className="w-full rounded-lg border border-slate-200 bg-white text-sm dark:border-brand-800 dark:bg-brand-900"
    >
      <caption className="px-3 pt-3 text-left font-semibold text-brand-950 dark:text-white">
        {CURRENCY_NAMES[currency]}
      </caption>
      <thead>
        <tr className="text-left text-slate-600 dark:text-slate-300">
          <th scope="col" className="px-3 py-2 font-medium">
            {T.totalsFund}
          </th>
          <th scope="col" className="px-3 py-2 text-right font-medium">
            {T.totalsCount}
          </th>
          <th scope="col" className="px-3 py-2 text-right font-medium">
            {T.totalsAmount}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-brand-800">
        {totals.funds
          .filter((fund) => fund.currency === currency)
          .map((fund) => (
            <tr key={fund.fundId}>
              <th scope="row" className="px-3 py-2 text-left font-normal">
                {fund.fund}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{fund.count}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatMoney(fund.totalCents, currency)}</td>
            </tr>
          ))}
      </tbody>
      <tfoot>
        <tr className="border-t-2 border-slate-300 font-semibold dark:border-brand-700">
          <th scope="row" className="px-3 py-2 text-left">
            {T.totalsAmount}
          </th>
          <td className="px-3 py-2 text-right tabular-nums">{sum.count}</td>
          <td className="px-3 py-2 text-right tabular-nums" data-total="">
            {formatMoney(sum.totalCents, currency)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/** A labelled select of a giving form, with its hint and its error (the staff look). */
export function SelectBox({
  label,
  name,
  id = name,
  error,
  hint,
  value,
  options,
}: {
  label: string;
  name: string;
  id?: string;
  error?: string | null;
  hint?: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <FieldFrame look="staff" id={id} label={label} hint={hint} error={error}>
      {(described) => (
        <Select
          id={id}
          name={name}
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FieldFrame>
  );
}
