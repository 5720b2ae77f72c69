import { data, redirect } from "react-router";
import type { Route } from "./+types/giving-record";
import { MANUAL_METHODS, METHOD_LABELS } from "#contract/giving";
import { CURRENCIES, CURRENCY_NAMES } from "#contract/money";
import { harareDay } from "#contract/harare-time";
import { formText } from "#contract/forms";
import { errorsStatus, fieldErrorOf, problemOfErrors } from "~/ui/staff/forms";
import { staffTitle } from "~/ui/staff/format";
import { EditorBar } from "~/ui/staff/editor-bar";
import { Button, Checkbox, Field, PageHeading, StaffForm } from "~/ui/staff/fields";
import { GivingNav, GIVING_PATH, isRefusal, SelectBox } from "~/features/giving/staff-parts";
import { GIVING_STAFF_TEXTS as T } from "~/features/giving/staff-texts";

/**
 * /admin/giving/record (admins, treasurers): gifts received another way, entered as one batch
 * (the date, how they came, what the batch is, then a line per gift). Without JavaScript the form
 * has BLANK_LINES empty lines (an empty line is skipped); with the staff forms' script
 * (public/editor-form.js, data-adds-row), "Add a line" adds more. A
 * refusal stores nothing and comes back with every typed value and each refused field named in
 * the summary; a recorded batch leads to the gifts of that day, their totals at the top.
 */

/** The empty lines a new form has (enough for a Sunday's envelopes sorted by fund; more with JavaScript). */
const BLANK_LINES = 10;
/** At most this many lines are read from a post (the domain refuses more than 500 gifts anyway). */
const MOST_LINES = 600;

interface TypedLine {
  amount: string;
  currency: string;
  fund: string;
  name: string;
  email: string;
}

interface TypedBatch {
  receivedOn: string;
  method: string;
  description: string;
  mailReceipts: boolean;
  gifts: TypedLine[];
}

export const meta: Route.MetaFunction = () => [{ title: staffTitle(T.recordTitle) }];

export async function loader({ context }: Route.LoaderArgs) {
  context.staff.requireArea("giving");
  const funds = (await context.staff.giving.funds()).filter((fund) => !fund.archived);
  return { funds, today: harareDay(new Date()) };
}

function typedBatchOf(form: FormData): TypedBatch {
  const gifts: TypedLine[] = [];
  for (let index = 0; index < MOST_LINES && form.has(`gifts.${index}.amount`); index++) {
    const at = (field: string) => formText(form, `gifts.${index}.${field}`);
    gifts.push({
      amount: at("amount"),
      currency: at("currency"),
      fund: at("fund"),
      name: at("name"),
      email: at("email"),
    });
  }
  return {
    receivedOn: formText(form, "receivedOn"),
    method: formText(form, "method"),
    description: formText(form, "description"),
    mailReceipts: formText(form, "mailReceipts") === "1",
    gifts,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  context.staff.requireArea("giving");
  const typed = typedBatchOf(await request.formData());
  const recorded = await context.staff.giving.recordBatch(typed).catch(context.staff.refusedSave);
  if (isRefusal(recorded)) {
    // Each refused field by its name; the disk's refusal under "" (the summary's own sentence).
    const errors = ("errors" in recorded ? recorded.errors : undefined) ?? { [recorded.field ?? ""]: recorded.message };
    return data({ errors, typed }, { status: errorsStatus(errors) });
  }
  const params = new URLSearchParams({
    from: typed.receivedOn,
    to: typed.receivedOn,
    method: typed.method,
    recorded: String(recorded.gifts),
  });
  return redirect(`${GIVING_PATH}?${params}`, 303);
}

const EMPTY_LINE: TypedLine = { amount: "", currency: "USD", fund: "", name: "", email: "" };

export default function RecordGifts({ loaderData, actionData }: Route.ComponentProps) {
  const typed = actionData?.typed;
  const problem = problemOfErrors(actionData?.errors);
  const lines = typed?.gifts.length ? typed.gifts : Array.from({ length: BLANK_LINES }, () => EMPTY_LINE);
  const error = (field: string) => fieldErrorOf(problem, field);
  const fundOptions = [
    { value: "", label: T.chooseFund },
    ...loaderData.funds.map((fund) => ({
      value: String(fund.id),
      label: fund.currency ? `${fund.name} (${CURRENCY_NAMES[fund.currency]})` : fund.name,
    })),
  ];
  return (
    <div className="w-full max-w-4xl">
      <PageHeading title={T.recordTitle}>
        <p className="text-sm">{T.recordIntro}</p>
      </PageHeading>
      <GivingNav />
      <StaffForm
        className="space-y-5"
        problem={problem}
        problemLead={T.recordLead}
        bar={
          <EditorBar status={T.recordTitle}>
            <Button>{T.saveBatch}</Button>
          </EditorBar>
        }
      >
        <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6 dark:border-brand-800 dark:bg-brand-900">
          <Field
            label={T.receivedOn}
            name="receivedOn"
            type="date"
            required
            defaultValue={typed?.receivedOn ?? loaderData.today}
            max={loaderData.today}
            error={error("receivedOn")}
          />
          <SelectBox
            label={T.batchMethod}
            name="method"
            value={typed?.method ?? ""}
            error={error("method")}
            options={[
              { value: "", label: T.chooseMethod },
              ...MANUAL_METHODS.map((method) => ({ value: method, label: METHOD_LABELS[method] })),
            ]}
          />
          <div className="sm:col-span-2">
            <Field
              label={T.description}
              name="description"
              required
              maxLength={200}
              hint={T.descriptionHint}
              defaultValue={typed?.description ?? ""}
              error={error("description")}
            />
          </div>
          <div className="sm:col-span-2">
            <Checkbox name="mailReceipts" defaultChecked={typed ? typed.mailReceipts : true}>
              {T.mailReceipts}
            </Checkbox>
          </div>
        </div>
        <section aria-labelledby="gifts-heading" className="space-y-3">
          <h2 id="gifts-heading" className="text-lg font-semibold text-brand-950 dark:text-white">
            {T.giftsHeading}
          </h2>
          {error("gifts") ? (
            <p id="gifts" className="text-sm font-semibold text-red-700 dark:text-red-300">
              {error("gifts")}
            </p>
          ) : null}
          <div data-rows="gifts" className="space-y-3">
            {lines.map((line, index) => {
              const name = (field: string) => `gifts.${index}.${field}`;
              return (
                <fieldset
                  key={index}
                  data-row=""
                  className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-6 dark:border-brand-800 dark:bg-brand-900"
                >
                  <legend className="px-1 text-sm font-semibold text-slate-700 dark:text-slate-200">
                    {T.line} <span data-row-number="">{index + 1}</span>
                  </legend>
                  <div className="sm:col-span-2">
                    <Field
                      label={T.amount}
                      name={name("amount")}
                      inputMode="decimal"
                      autoComplete="off"
                      defaultValue={line.amount}
                      error={error(name("amount"))}
                    />
                  </div>
                  <div className="sm:col-span-1">
                    <SelectBox
                      label={T.currency}
                      name={name("currency")}
                      value={line.currency}
                      error={error(name("currency"))}
                      options={CURRENCIES.map((currency) => ({
                        value: currency,
                        label: currency === "ZWG" ? "ZiG" : currency,
                      }))}
                    />
                  </div>
                  <div className="sm:col-span-3">
                    <SelectBox
                      label={T.fund}
                      name={name("fund")}
                      value={line.fund}
                      error={error(name("fund"))}
                      options={fundOptions}
                    />
                  </div>
                  <div className="sm:col-span-3">
                    <Field
                      label={T.giverName}
                      name={name("name")}
                      autoComplete="off"
                      defaultValue={line.name}
                      error={error(name("name"))}
                    />
                  </div>
                  <div className="sm:col-span-3">
                    <Field
                      label={T.giverEmail}
                      name={name("email")}
                      type="email"
                      autoComplete="off"
                      defaultValue={line.email}
                      error={error(name("email"))}
                    />
                  </div>
                </fieldset>
              );
            })}
          </div>
          {/* Shown and working with the staff forms' script (public/editor-form.js); hidden without it. */}
          <button
            type="button"
            hidden
            data-adds-row="gifts"
            className="inline-flex min-h-11 items-center rounded-md border border-slate-400 bg-white px-4 text-sm font-semibold text-brand-900 hover:bg-slate-100 dark:border-slate-500 dark:bg-brand-900 dark:text-slate-100"
          >
            {T.addLine}
          </button>
        </section>
        <Button>{T.saveBatch}</Button>
      </StaffForm>
    </div>
  );
}
