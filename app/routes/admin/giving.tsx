import type { Route } from "./+types/giving";
import { GIFT_METHODS, GIFT_STATUSES, METHOD_LABELS, STATUS_LABELS } from "#contract/giving";
import { CURRENCIES, CURRENCY_NAMES, formatMoney } from "#contract/money";
import { rowIdOf } from "#contract/row-ids";
import { countOf, staffDate, staffTitle } from "~/ui/staff/format";
import {
  Card,
  CardLink,
  CardList,
  EmptyState,
  ListFilterForm,
  Pagination,
  pageParam,
  SelectField,
  StaffListPage,
  StaffTime,
} from "~/ui/staff/list";
import { LinkButton, Notice, Section } from "~/ui/staff/fields";
import { GivingNav, GIVING_PATH, StatusBadge, thisMonth, TotalsTables } from "~/features/giving/staff-parts";
import { GIVING_STAFF_TEXTS as T } from "~/features/giving/staff-texts";

/**
 * /admin/giving (admins, treasurers): the gifts, newest first, with filters in the URL (dates,
 * fund, currency, status, method, a search); the paid gifts' totals per fund and currency for the
 * chosen dates (this month without any), US dollars and ZiG apart; Export CSV of what the filters
 * keep (/admin/giving/export).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.staff.requireArea("giving");
  const url = new URL(request.url);
  const giving = context.staff.giving;
  const filter = giving.filterOf(url.searchParams);
  const period = filter.from || filter.to ? { from: filter.from, to: filter.to } : thisMonth();
  const [list, totals, funds] = await Promise.all([
    giving.gifts(filter, pageParam(url)),
    giving.totals(period),
    giving.funds(),
  ]);
  const exportParams = new URLSearchParams(url.search);
  exportParams.delete("page");
  exportParams.delete("recorded");
  return {
    ...list,
    page: pageParam(url),
    filter,
    period,
    totals,
    funds: funds.map((fund) => ({ value: String(fund.id), label: fund.name })),
    exportQuery: exportParams.toString(),
    recorded: rowIdOf(url.searchParams.get("recorded")),
  };
}

export const meta: Route.MetaFunction = () => [{ title: staffTitle(T.title) }];

export default function Gifts({ loaderData: data }: Route.ComponentProps) {
  const { filter } = data;
  const filtered = Object.entries(filter).some(([, value]) => value !== null && value !== "");
  return (
    <StaffListPage title={T.title} summary={T.summary(countOf(data.count, "gift"))}>
      <GivingNav />
      {data.recorded !== null ? (
        <div className="mb-4">
          <Notice tone="success">{T.recorded(data.recorded)}</Notice>
        </div>
      ) : null}
      <Section title={T.totalsHeading}>
        <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
          {T.totalsPeriod(data.period.from, data.period.to)}. {T.totalsCurrencyNote}
        </p>
        <TotalsTables totals={data.totals} />
      </Section>
      <div className="mb-5 space-y-3">
        <ListFilterForm
          label={T.filtersLabel}
          searchLabel={T.searchLabel}
          values={{ q: filter.q, from: filter.from, to: filter.to }}
          status={{
            value: filter.status ?? "",
            options: [
              { value: "", label: T.anyStatus },
              ...GIFT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
            ],
          }}
          extraActive={filter.fundId !== null || filter.currency !== null || filter.method !== null}
          extra={[
            <SelectField
              key="fund"
              name="fund"
              label={T.fund}
              value={filter.fundId === null ? "" : String(filter.fundId)}
              options={[{ value: "", label: T.anyFund }, ...data.funds]}
            />,
            <SelectField
              key="currency"
              name="currency"
              label={T.currency}
              value={filter.currency ?? ""}
              options={[
                { value: "", label: T.anyCurrency },
                ...CURRENCIES.map((currency) => ({ value: currency, label: CURRENCY_NAMES[currency] })),
              ]}
            />,
            <SelectField
              key="method"
              name="method"
              label={T.method}
              value={filter.method ?? ""}
              options={[
                { value: "", label: T.anyMethod },
                ...GIFT_METHODS.map((method) => ({ value: method, label: METHOD_LABELS[method] })),
              ]}
            />,
          ]}
        />
        <LinkButton
          variant="secondary"
          href={`${GIVING_PATH}/export${data.exportQuery ? `?${data.exportQuery}` : ""}`}
          download
        >
          {T.exportCsv}
          {filtered ? T.exportFiltered : ""}
        </LinkButton>
      </div>
      {data.gifts.length === 0 ? (
        <EmptyState>{filtered ? T.noGifts : T.noGiftsYet}</EmptyState>
      ) : (
        <CardList label={T.title}>
          {data.gifts.map((gift) => (
            <Card
              key={gift.id}
              title={
                <CardLink to={`${GIVING_PATH}/${gift.id}`}>
                  {formatMoney(gift.amountCents, gift.currency)} · {gift.fund}
                </CardLink>
              }
              meta={
                <>
                  <StaffTime iso={gift.datedAt} text={staffDate(gift.datedAt)} />
                  <StatusBadge status={gift.status} />
                </>
              }
            >
              <p>
                {gift.giverName ?? T.anonymous}
                {gift.giverEmail ? <span className="break-all"> · {gift.giverEmail}</span> : null}
              </p>
              <p className="text-slate-600 dark:text-slate-300">
                {METHOD_LABELS[gift.method]}
                {gift.batchId !== null ? ` · ${T.byHand}` : ""} · {gift.receiptNumber ?? gift.reference}
              </p>
            </Card>
          ))}
        </CardList>
      )}
      <Pagination variant="staff" page={data.page} pageCount={data.pageCount} />
    </StaffListPage>
  );
}
