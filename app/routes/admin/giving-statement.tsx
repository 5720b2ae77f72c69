import type { Route } from "./+types/giving-statement";
import { METHOD_LABELS } from "#contract/giving";
import { CURRENCIES, CURRENCY_NAMES, formatMoney, isCurrency, type Currency } from "#contract/money";
import { harareParts } from "#contract/harare-time";
import { EMAIL_PATTERN } from "#contract/validation";
import { useChurchIfLoaded } from "~/lib/church";
import { staffTitle } from "~/ui/staff/format";
import { PageHeading } from "~/ui/staff/fields";
import { FilterForm, SearchField, SelectField } from "~/ui/staff/list";
import { GivingNav } from "~/features/giving/staff-parts";
import { GIVING_STAFF_TEXTS as T } from "~/features/giving/staff-texts";

/**
 * /admin/giving/statement (admins, treasurers): a giver's paid gifts, by the email address they
 * gave, in one Harare year and one currency (never both together), with the total; a GET form, so
 * each statement is an address; printed, it is the statement alone (the staff layout's and this
 * page's controls are hidden in print).
 */

export const meta: Route.MetaFunction = () => [{ title: staffTitle(T.statementTitle) }];

export async function loader({ request, context }: Route.LoaderArgs) {
  context.staff.requireArea("giving");
  const params = new URL(request.url).searchParams;
  const thisYear = harareParts(new Date()).year;
  const email = (params.get("email") ?? "").trim().slice(0, 254);
  const yearParam = Number(params.get("year"));
  const year = Number.isInteger(yearParam) && yearParam >= 2000 && yearParam <= thisYear ? yearParam : thisYear;
  const currencyParam = params.get("currency") ?? "";
  const currency: Currency = isCurrency(currencyParam) ? currencyParam : "USD";
  const asked = params.has("email");
  const valid = EMAIL_PATTERN.test(email);
  const statement = valid ? await context.staff.giving.statement(email, year, currency) : null;
  return { email, year, currency, thisYear, statement, refused: asked && !valid };
}

export default function Statement({ loaderData: data }: Route.ComponentProps) {
  const church = useChurchIfLoaded();
  const { statement } = data;
  const years = Array.from({ length: Math.min(10, data.thisYear - 1999) }, (_, index) => String(data.thisYear - index));
  return (
    <div className="w-full max-w-3xl">
      <div className="print:hidden">
        <PageHeading title={T.statementTitle}>
          <p className="text-sm">{T.statementIntro}</p>
        </PageHeading>
        <GivingNav />
        <div className="mb-6">
          <FilterForm label={T.statementTitle} submit={T.showStatement}>
            <SearchField name="email" label={T.statementEmail} value={data.email} />
            <SelectField
              name="year"
              label={T.statementYear}
              value={String(data.year)}
              options={years.map((year) => ({ value: year, label: year }))}
            />
            <SelectField
              name="currency"
              label={T.currency}
              value={data.currency}
              options={CURRENCIES.map((currency) => ({ value: currency, label: CURRENCY_NAMES[currency] }))}
            />
          </FilterForm>
          {data.refused ? (
            <p role="alert" className="mt-2 text-sm font-semibold text-red-700 dark:text-red-300">
              {T.statementEmailBad}
            </p>
          ) : null}
        </div>
      </div>
      {statement ? (
        <article
          aria-labelledby="statement-heading"
          className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6 print:border-0 print:p-0 dark:border-brand-800 dark:bg-brand-900 print:dark:bg-white"
        >
          {church ? <p className="text-sm font-semibold">{church.name}</p> : null}
          <h2 id="statement-heading" className="mt-1 text-xl font-bold text-brand-950 dark:text-white print:text-black">
            {T.statementFor(statement.name ? `${statement.name} <${statement.email}>` : statement.email)}
          </h2>
          <p className="mt-1 text-sm">{T.statementOf(statement.year, CURRENCY_NAMES[statement.currency])}</p>
          {statement.gifts.length === 0 ? (
            <p className="mt-4">{T.statementNone}</p>
          ) : (
            <div className="mt-4 overflow-x-auto">
              <table className="w-full text-sm">
                <thead>
                  <tr className="border-b border-slate-300 text-left">
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      {T.statementColumns.date}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      {T.statementColumns.receipt}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      {T.statementColumns.fund}
                    </th>
                    <th scope="col" className="hidden py-2 pr-3 font-semibold sm:table-cell print:table-cell">
                      {T.statementColumns.method}
                    </th>
                    <th scope="col" className="py-2 text-right font-semibold">
                      {T.statementColumns.amount}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {statement.gifts.map((gift) => (
                    <tr key={gift.receiptNumber}>
                      <td className="py-2 pr-3 whitespace-nowrap">{gift.date}</td>
                      <td className="py-2 pr-3 whitespace-nowrap">{gift.receiptNumber}</td>
                      <td className="py-2 pr-3">{gift.fund}</td>
                      <td className="hidden py-2 pr-3 sm:table-cell print:table-cell">{METHOD_LABELS[gift.method]}</td>
                      <td className="py-2 text-right whitespace-nowrap tabular-nums">
                        {formatMoney(gift.amountCents, statement.currency)}
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="border-t-2 border-slate-400 font-bold">
                    <th scope="row" colSpan={3} className="py-2 text-left sm:hidden print:hidden">
                      {T.statementTotal}
                    </th>
                    <th scope="row" colSpan={4} className="hidden py-2 text-left sm:table-cell print:table-cell">
                      {T.statementTotal}
                    </th>
                    <td className="py-2 text-right whitespace-nowrap tabular-nums" data-total="">
                      {formatMoney(statement.totalCents, statement.currency)}
                    </td>
                  </tr>
                </tfoot>
              </table>
            </div>
          )}
          <p className="mt-4 print:hidden">
            <button
              type="button"
              data-print=""
              className="inline-flex min-h-11 items-center rounded-md border border-slate-400 bg-white px-4 text-sm font-semibold text-brand-900 hover:bg-slate-100 dark:border-slate-500 dark:bg-brand-900 dark:text-slate-100"
              onClick={() => window.print()}
            >
              {T.print}
            </button>
          </p>
        </article>
      ) : null}
    </div>
  );
}
