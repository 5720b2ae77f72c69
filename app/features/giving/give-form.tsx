import { useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { METHOD_LABELS, type FundChoice, type OnlineMethod } from "#contract/giving";
import { CURRENCY_NAMES, type Currency } from "#contract/money";
import type { FormErrors } from "#contract/validation";
import { CONTROL_CLASS, FieldFrame, LABEL_CLASS } from "~/ui/forms/field-frame";
import { FormMessage, SubmitButton } from "~/ui/forms/fields";
import type { GiftFormValues } from "./form-values";
import { GIVING_TEXTS, SUGGESTED_AMOUNTS } from "./texts";

/**
 * The giving form: a plain POST to /give (it works without JavaScript; with it, React Router posts
 * it the same way). Every field's message from the server's rules (contract/giving.ts) shows by
 * its field. Nothing is ever queued: offline, the form says there is no connection and sends nothing.
 */

export interface GiveFormProps {
  currencies: readonly Currency[];
  funds: readonly FundChoice[];
  methods: readonly OnlineMethod[];
  values: GiftFormValues | null;
  errors: FormErrors;
  message: string | null;
}

const CHOICE =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-brand-700 dark:has-[:checked]:bg-brand-800";

function ChoiceGroup({
  legend,
  name,
  choices,
  checked,
  error,
  required,
  children,
}: {
  legend: string;
  name: string;
  choices: ReadonlyArray<{ value: string; label: string }>;
  checked: string;
  error?: string;
  required?: boolean;
  children?: ReactNode;
}) {
  const errorId = `give-${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className={LABEL_CLASS.public}>{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {choices.map((choice) => (
          <label key={choice.value} className={CHOICE}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              defaultChecked={checked === choice.value}
              required={required}
              className="h-4 w-4 accent-brand-600"
            />
            {choice.label}
          </label>
        ))}
      </div>
      {children}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function TextInput({
  name,
  label,
  error,
  hint,
  optional,
  value,
  ...input
}: {
  name: keyof GiftFormValues;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  value: string;
  type?: string;
  inputMode?: "decimal" | "tel" | "email" | "text";
  autoComplete?: string;
}) {
  const id = `give-${name}`;
  return (
    <FieldFrame look="public" id={id} label={label} optional={optional} hint={hint} error={error}>
      {(described) => (
        <input
          id={id}
          name={name}
          defaultValue={value}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          className={CONTROL_CLASS.public}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

export function GiveForm({ currencies, funds, methods, values, errors, message }: GiveFormProps) {
  const submitting = useNavigation().state === "submitting";
  const [offline, setOffline] = useState(false);
  const typed = values ?? {
    amount: "",
    suggested: "",
    currency: currencies[0] ?? "",
    fund: funds[0] ? String(funds[0].id) : "",
    method: "",
    phone: "",
    name: "",
    email: "",
  };
  const first = currencies[0] ?? "USD";
  return (
    <Form
      method="post"
      noValidate
      className="space-y-6"
      onSubmit={(event) => {
        // Never queued: a gift starts now or not at all.
        if (typeof navigator !== "undefined" && navigator.onLine === false) {
          event.preventDefault();
          setOffline(true);
        } else setOffline(false);
      }}
    >
      {offline ? <FormMessage kind="error">{GIVING_TEXTS.offline}</FormMessage> : null}
      {message ? <FormMessage kind="error">{message}</FormMessage> : null}
      <ChoiceGroup
        legend={GIVING_TEXTS.suggested}
        name="suggested"
        checked={typed.suggested}
        choices={SUGGESTED_AMOUNTS[first].map((amount) => ({ value: String(amount), label: String(amount) }))}
      />
      <TextInput
        name="amount"
        label={GIVING_TEXTS.otherAmount}
        hint={GIVING_TEXTS.otherAmountHint}
        inputMode="decimal"
        autoComplete="off"
        value={typed.amount}
        error={errors.amountCents}
      />
      {currencies.length > 1 ? (
        <ChoiceGroup
          legend={GIVING_TEXTS.currency}
          name="currency"
          checked={typed.currency}
          required
          error={errors.currency}
          choices={currencies.map((currency) => ({ value: currency, label: CURRENCY_NAMES[currency] }))}
        />
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-200">
          <input type="hidden" name="currency" value={first} />
          {GIVING_TEXTS.currency}: <strong>{CURRENCY_NAMES[first]}</strong>
          {errors.currency ? <span className="block text-red-700 dark:text-red-300">{errors.currency}</span> : null}
        </p>
      )}
      <FieldFrame look="public" id="give-fund" label={GIVING_TEXTS.fund} required error={errors.fundId}>
        {(described) => (
          <select
            id="give-fund"
            name="fund"
            defaultValue={typed.fund}
            aria-describedby={described}
            aria-invalid={errors.fundId ? true : undefined}
            className={CONTROL_CLASS.public}
          >
            {funds.map((fund) => (
              <option key={fund.id} value={fund.id}>
                {fund.name}
                {fund.currency && currencies.length > 1 ? ` (${CURRENCY_NAMES[fund.currency]})` : ""}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <ChoiceGroup
        legend={GIVING_TEXTS.method}
        name="method"
        checked={typed.method}
        required
        error={errors.method}
        choices={methods.map((method) => ({ value: method, label: METHOD_LABELS[method] }))}
      >
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{GIVING_TEXTS.paynowPageCostsData}</p>
      </ChoiceGroup>
      <TextInput
        name="phone"
        label={GIVING_TEXTS.phone}
        hint={GIVING_TEXTS.phoneHint}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={typed.phone}
        error={errors.phone}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextInput
          name="name"
          label={GIVING_TEXTS.name}
          optional
          autoComplete="name"
          value={typed.name}
          error={errors.name}
        />
        <TextInput
          name="email"
          label={GIVING_TEXTS.email}
          optional
          type="email"
          inputMode="email"
          autoComplete="email"
          hint={GIVING_TEXTS.emailHint}
          value={typed.email}
          error={errors.email}
        />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">{GIVING_TEXTS.privacy}</p>
      <SubmitButton submitting={submitting} label={GIVING_TEXTS.submit} submittingLabel={GIVING_TEXTS.submitting} />
    </Form>
  );
}
