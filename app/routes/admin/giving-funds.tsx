import { data, redirect } from "react-router";
import type { Route } from "./+types/giving-funds";
import { CURRENCIES, CURRENCY_NAMES } from "#contract/money";
import { formText } from "#contract/forms";
import { rowIdOf } from "#contract/row-ids";
import { fieldErrorOf, problemStatus } from "~/ui/staff/forms";
import { staffTitle } from "~/ui/staff/format";
import { Button, Field, Notice, PageHeading, Section, StaffForm } from "~/ui/staff/fields";
import { Badge, notFound } from "~/ui/staff/list";
import { GivingNav, GIVING_PATH, isRefusal, SelectBox } from "~/features/giving/staff-parts";
import { GIVING_STAFF_TEXTS as T } from "~/features/giving/staff-texts";

/**
 * /admin/giving/funds (admins, treasurers): the funds givers choose from. Each is renamed and
 * limited to one currency (or both) in its own small form, archived (it leaves the giving form,
 * its gifts stay) or opened again; a new one is added at the end. Plain posts, 303 back here; a
 * refusal comes back with what was typed, in the form it belongs to.
 */

export const meta: Route.MetaFunction = () => [{ title: staffTitle(T.fundsTitle) }];

export async function loader({ request, context }: Route.LoaderArgs) {
  context.staff.requireArea("giving");
  return {
    funds: await context.staff.giving.funds(),
    saved: new URL(request.url).searchParams.get("saved") === "1",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  context.staff.requireArea("giving");
  const form = await request.formData();
  const [intent, idText] = formText(form, "intent").split(":");
  const giving = context.staff.giving;
  const id = rowIdOf(idText ?? null);
  const typed = { name: formText(form, "name"), currency: formText(form, "currency") };
  let answer;
  if (intent === "add") answer = await giving.addFund(typed).catch(context.staff.refusedSave);
  else if (id === null) throw notFound();
  else if (intent === "change") answer = await giving.changeFund(id, typed).catch(context.staff.refusedSave);
  else if (intent === "archive" || intent === "reopen")
    answer = await giving.archiveFund(id, intent === "archive").catch(context.staff.refusedSave);
  else throw notFound();
  if (answer === null) throw notFound();
  if (isRefusal(answer))
    return data(
      { problem: answer, typed, formOf: intent === "add" ? "new" : String(id) },
      { status: problemStatus(answer) },
    );
  return redirect(`${GIVING_PATH}/funds?saved=1`, 303);
}

const CURRENCY_OPTIONS = [
  { value: "", label: T.bothCurrencies },
  ...CURRENCIES.map((currency) => ({ value: currency, label: T.onlyCurrency(CURRENCY_NAMES[currency]) })),
];

export default function Funds({ loaderData, actionData }: Route.ComponentProps) {
  const problemOf = (formOf: string) => (actionData?.formOf === formOf ? actionData.problem : null);
  return (
    <div className="w-full max-w-4xl">
      <PageHeading title={T.fundsTitle}>
        <p className="text-sm">{T.fundsIntro}</p>
      </PageHeading>
      <GivingNav />
      {loaderData.saved && !actionData ? (
        <div className="mb-4">
          <Notice tone="success">{T.fundSaved}</Notice>
        </div>
      ) : null}
      <ul aria-label={T.fundsTitle} className="mb-8 space-y-3">
        {loaderData.funds.map((fund) => {
          const key = String(fund.id);
          const problem = problemOf(key);
          const typed = problem ? actionData!.typed : { name: fund.name, currency: fund.currency ?? "" };
          const idOf = (field: string) => `fund-${key}-${field}`;
          return (
            <li
              key={fund.id}
              className="rounded-lg border border-slate-200 bg-white p-4 dark:border-brand-800 dark:bg-brand-900"
            >
              <StaffForm problem={problem} problemLead={T.fundLead} idOf={idOf} className="space-y-3">
                <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
                  <Field
                    label={T.fundName}
                    name="name"
                    id={idOf("name")}
                    required
                    maxLength={60}
                    defaultValue={typed.name}
                    error={fieldErrorOf(problem, "name")}
                  />
                  <SelectBox
                    label={T.fundCurrency}
                    name="currency"
                    id={idOf("currency")}
                    value={typed.currency}
                    error={fieldErrorOf(problem, "currency")}
                    options={CURRENCY_OPTIONS}
                  />
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  {/* The first button: Enter in the name saves. */}
                  <Button variant="secondary" name="intent" value={`change:${fund.id}`}>
                    {T.saveFund}
                  </Button>
                  <Button
                    variant={fund.archived ? "secondary" : "danger"}
                    name="intent"
                    value={`${fund.archived ? "reopen" : "archive"}:${fund.id}`}
                    id={idOf("archive")}
                    formNoValidate
                  >
                    {fund.archived ? T.reopen : T.archive}
                  </Button>
                  {fund.archived ? <Badge tone="neutral">{T.archived}</Badge> : null}
                </div>
              </StaffForm>
            </li>
          );
        })}
      </ul>
      <Section title={T.addFundHeading}>
        <StaffForm
          problem={problemOf("new")}
          problemLead={T.fundLead}
          idOf={(field) => `new-fund-${field}`}
          className="space-y-3"
        >
          <input type="hidden" name="intent" value="add" />
          <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
            <Field
              label={T.fundName}
              name="name"
              id="new-fund-name"
              required
              maxLength={60}
              defaultValue={problemOf("new") ? actionData!.typed.name : ""}
              error={fieldErrorOf(problemOf("new"), "name")}
            />
            <SelectBox
              label={T.fundCurrency}
              name="currency"
              id="new-fund-currency"
              value={problemOf("new") ? actionData!.typed.currency : ""}
              error={fieldErrorOf(problemOf("new"), "currency")}
              options={CURRENCY_OPTIONS}
            />
          </div>
          <Button>{T.addFund}</Button>
        </StaffForm>
      </Section>
    </div>
  );
}
