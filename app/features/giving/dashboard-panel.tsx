import { formatMoney } from "#contract/money";
import type { PeriodTotals } from "#server/domain/giving/reports";
import { Section } from "~/ui/staff/fields";
import { GIVING_PATH, TotalsTables } from "./staff-parts";
import { GIVING_STAFF_TEXTS as T } from "./staff-texts";

/** The dashboard's giving this month (admins and treasurers): per currency, then per fund; never a sum across currencies. */
export function GivingPanel({ totals }: { totals: PeriodTotals }) {
  return (
    <Section title={T.dashboardHeading}>
      {totals.currencies.length > 0 ? (
        <ul aria-label={T.dashboardHeading} className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {totals.currencies.map((sum) => (
            <li
              key={sum.currency}
              data-currency={sum.currency}
              className="rounded-lg border border-slate-200 p-4 dark:border-brand-800"
            >
              <span className="block text-2xl font-bold text-brand-900 tabular-nums dark:text-white">
                {formatMoney(sum.totalCents, sum.currency)}
              </span>
              <span className="block text-sm text-slate-700 dark:text-slate-300">
                {sum.count} {sum.count === 1 ? "gift" : "gifts"}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <TotalsTables totals={totals} none={T.dashboardNone} />
      <p className="mt-4">
        <a
          href={GIVING_PATH}
          className="font-semibold text-brand-700 underline underline-offset-4 dark:text-accent-300"
        >
          {T.dashboardLink}
        </a>
      </p>
    </Section>
  );
}
