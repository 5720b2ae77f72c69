import { CURRENCY_NAMES, formatMoney, parseTypedAmount, type Currency } from "./money";
import { zimbabweMobile, type MobileNetwork } from "./phone-numbers";
import { checkFields, EMAIL_PATTERN, foldLine, MESSAGES, type FieldResult, type FormErrors } from "./validation";

/**
 * Giving (tithes and offerings through Paynow, and gifts the treasurer records by hand): the rules
 * and words the server and the app share. Amounts are whole cents of one currency; US dollars and
 * ZiG are never added together anywhere (docs/decisions/048-giving-through-paynow.md).
 */

/** The smallest gift given online, in cents of either currency. */
export const GIFT_MIN_CENTS = 100;

/** Ways to give online, through Paynow. EcoCash, OneMoney and InnBucks stay on our page (express checkout). */
export const ONLINE_METHODS = ["ecocash", "onemoney", "innbucks", "card", "other"] as const;
export type OnlineMethod = (typeof ONLINE_METHODS)[number];

/** Ways a gift reaches the church otherwise, which the treasurer records by hand. */
export const MANUAL_METHODS = ["cash", "bank", "merchant-code"] as const;
export type ManualMethod = (typeof MANUAL_METHODS)[number];

export type GiftMethod = OnlineMethod | ManualMethod;

export const GIFT_METHODS: readonly GiftMethod[] = [...ONLINE_METHODS, ...MANUAL_METHODS];

export function isOnlineMethod(value: string): value is OnlineMethod {
  return (ONLINE_METHODS as readonly string[]).includes(value);
}

export function isManualMethod(value: string): value is ManualMethod {
  return (MANUAL_METHODS as readonly string[]).includes(value);
}

export const METHOD_LABELS: Record<GiftMethod, string> = {
  ecocash: "EcoCash",
  onemoney: "OneMoney",
  innbucks: "InnBucks",
  card: "Visa or Mastercard",
  other: "Another way on Paynow's page",
  cash: "Cash",
  bank: "Bank transfer",
  "merchant-code": "EcoCash to the merchant code",
};

/** The methods paid with a prompt on the giver's phone, and the network whose numbers they take. */
export const MOBILE_MONEY_NETWORKS: Partial<Record<OnlineMethod, MobileNetwork>> = {
  ecocash: "econet",
  onemoney: "netone",
};

/** The methods Paynow takes on our page (express checkout); the others go to Paynow's own page. */
export function isExpressMethod(method: OnlineMethod): method is "ecocash" | "onemoney" | "innbucks" {
  return method === "ecocash" || method === "onemoney" || method === "innbucks";
}

/**
 * A gift's state. `created`: written, Paynow not yet sure to have it; `pending`: Paynow has it and
 * waits for the giver; `paid` (Paynow's Paid, Awaiting Delivery or Delivered, or a gift recorded by
 * hand); `review`: Paynow reported a payment that does not match the gift (never counted as paid);
 * the last four as Paynow reports them, or `failed` when the gift could not be started or was never
 * paid within a day.
 */
export const GIFT_STATUSES = [
  "created",
  "pending",
  "paid",
  "review",
  "cancelled",
  "failed",
  "disputed",
  "refunded",
] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];

export function isGiftStatus(value: string): value is GiftStatus {
  return (GIFT_STATUSES as readonly string[]).includes(value);
}

/** The states in which the giver's page keeps asking: the others are the gift's answer. */
export function isWaitingStatus(status: GiftStatus): boolean {
  return status === "created" || status === "pending";
}

export const STATUS_LABELS: Record<GiftStatus, string> = {
  created: "Starting",
  pending: "Waiting for payment",
  paid: "Paid",
  review: "Needs review",
  cancelled: "Cancelled",
  failed: "Failed",
  disputed: "Disputed",
  refunded: "Refunded",
};

/** Why a gift failed or needs review (stored with it; the sentence is what the giver and the treasurer read). */
export const GIFT_PROBLEMS = {
  refused: "Paynow refused the payment.",
  unreachable: "Paynow could not be reached, so nothing was charged. Please try again in a few minutes.",
  "no-answer":
    "Paynow did not answer in time, so the gift could not be started. If a payment prompt still reaches your phone and you approve it, the gift will be recorded; otherwise please try again.",
  "bad-answer": "Paynow's answer could not be verified, so the gift was stopped. Please try again.",
  "not-started": "The gift never reached Paynow. Please try again.",
  declined: "The payment was declined or cancelled on the phone; nothing was taken.",
  expired: "No payment was confirmed within a day, so this gift was closed.",
  "amount-mismatch":
    "Paynow reported a payment of a different amount than this gift; the church's treasurer will look into it.",
  reversed: "Paynow reported this gift as unpaid after it was paid; the church's treasurer will look into it.",
  "cancelled-by-staff": "The treasurer cancelled this entry.",
} as const;
export type GiftProblem = keyof typeof GIFT_PROBLEMS;

export function isGiftProblem(value: string): value is GiftProblem {
  return Object.hasOwn(GIFT_PROBLEMS, value);
}

/** What the giver's page says in each state (`failed` and `review` say their problem instead). */
export const GIVER_STATUS_TEXTS: Record<Exclude<GiftStatus, "failed" | "review">, string> = {
  created: "Starting your gift with Paynow…",
  pending: "Waiting for your payment.",
  paid: "Thank you! Your gift was received.",
  cancelled: "The payment was cancelled; nothing was taken.",
  disputed: "This payment is disputed with Paynow.",
  refunded: "This gift was refunded.",
};

/** What the giver does next while a gift is pending, by method. */
export const NEXT_STEP_TEXTS = {
  approveOnPhone: "Approve the payment on your phone",
  innbucksCode: "Pay with this code in the InnBucks app",
  openInnbucks: "Open InnBucks",
  finishOnPaynow: "Finish paying on Paynow's page",
} as const;

/** The InnBucks app's link for a code (Paynow, "Express Checkout"): opens the payment in the app. */
export function innbucksLink(code: string): string {
  return `schinn.wbpycode://innbucks.co.zw?pymInnCode=${encodeURIComponent(code)}`;
}

/** The printable receipt's and the receipt mail's labels. */
export const RECEIPT_LABELS = {
  title: "Receipt",
  number: "Receipt number",
  date: "Date",
  amount: "Amount",
  fund: "Fund",
  method: "Method",
  reference: "Reference",
  giver: "Received from",
  anonymous: "An anonymous giver",
} as const;

/** A receipt's number: the year it was paid in Harare, and its place in that year's sequence ("2026-0042"). */
export function receiptNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(4, "0")}`;
}

/** The giving page, a gift's own page (its status; the giver's private link) and its printable receipt. */
export const GIVE_PATH = "/give";
/** The private links' addresses, before their token (server/http/secret-links.ts keeps the token out of the log). */
export const GIFT_LINK_PATH = `${GIVE_PATH}/gift`;
export const GIFT_RECEIPT_LINK_PATH = `${GIVE_PATH}/receipt`;
export const giftPath = (token: string): string => `${GIFT_LINK_PATH}/${token}`;
export const giftReceiptPath = (token: string): string => `${GIFT_RECEIPT_LINK_PATH}/${token}`;
/** Where Paynow posts its status updates (the result URL of every gift). */
export const PAYNOW_RESULT_PATH = `${GIVE_PATH}/paynow-result`;

export const GIVER_NAME_MAX = 100;
export const GIVER_EMAIL_MAX = 254;

/** The giving form's own messages (DRF's for the rest: contract/validation.ts). */
export const GIFT_FORM_MESSAGES = {
  amount: "Enter an amount, such as 10 or 10.50.",
  tooSmall: (least: string) => `The smallest gift online is ${least}.`,
  tooLarge: (most: string) =>
    `The largest gift online is ${most}; for more, please give by bank transfer or speak to the treasurer.`,
  fund: "Choose a fund.",
  fundCurrency: (currencyName: string) => `This fund takes gifts in ${currencyName} only.`,
  ecocashNumber: "Enter an EcoCash number (077 or 078), such as 077 123 4567.",
  onemoneyNumber: "Enter a OneMoney number (071), such as 071 234 5678.",
  mobileNumber: "Enter a Zimbabwean mobile number, such as 077 123 4567.",
} as const;

/** The treasurer's forms' own messages (funds, gifts recorded by hand, cancelling). */
export const GIVING_STAFF_MESSAGES = {
  fundCurrency: "Choose a currency from the list, or both.",
  fundNameTaken: (name: string) => `There is already a fund named "${name}".`,
  lastOpenFund: "Keep at least one fund open, or nobody can give.",
  receivedOn: "Enter the date the gifts were received.",
  receivedInFuture: "The date the gifts were received cannot be in the future.",
  batchMethod: "Choose how the gifts were received.",
  noGifts: "Enter at least one gift.",
  tooManyGifts: (most: number) => `At most ${most} gifts in one batch; record the rest in another.`,
  amountTooLarge: "This amount is too large for one gift.",
  currency: "Choose a currency.",
  giverName: (most: number) => `The name is too long (at most ${most} characters).`,
  giverEmail: "Enter a valid email address, or leave it empty.",
  notCancellable: "Only a gift recorded by hand, or one held for review, can be cancelled here.",
  changedMeanwhile: "The gift changed meanwhile; look at it again.",
} as const;

/** A fund as a form offers it. */
export interface FundChoice {
  id: number;
  name: string;
  /** The one currency the fund takes, or null for both. */
  currency: Currency | null;
}

/** What the giving form may offer: the configured currencies, their maxima, the open funds. */
export interface GiftFormOptions {
  currencies: readonly Currency[];
  maxCents: Readonly<Record<Currency, number>>;
  funds: readonly FundChoice[];
}

/** The giving form as posted (text fields, with or without JavaScript). */
export interface GiftFormInput {
  amount?: unknown;
  currency?: unknown;
  fund?: unknown;
  method?: unknown;
  phone?: unknown;
  name?: unknown;
  email?: unknown;
}

export type GiftFormValues = {
  amountCents: number;
  currency: Currency;
  fundId: number;
  method: OnlineMethod;
  /** The national form ("0771234567") for the mobile methods; null otherwise. */
  phone: string | null;
  name: string | null;
  /** Lower case, so that a giver's statement finds every gift under the address. */
  email: string | null;
};

const ok = <V>(value: V): FieldResult<V> => ({ ok: true, value });
const no = (message: string): FieldResult<never> => ({ ok: false, message });

function text(value: unknown): string {
  return typeof value === "string" ? foldLine(value).trim() : "";
}

function choice<T extends string>(value: unknown, choices: readonly T[]): FieldResult<T> {
  const typed = text(value);
  if (typed === "") return no(MESSAGES.required);
  return (choices as readonly string[]).includes(typed) ? ok(typed as T) : no(MESSAGES.invalidChoice(typed));
}

function optionalText(value: unknown, max: number, email: boolean): FieldResult<string | null> {
  if (typeof value === "string" && value.includes("\u0000")) return no(MESSAGES.nullCharacter);
  const typed = text(value);
  if (typed === "") return ok(null);
  if (typed.length > max) return no(MESSAGES.tooLong(max));
  if (email && !EMAIL_PATTERN.test(typed)) return no(MESSAGES.email);
  return ok(email ? typed.toLowerCase() : typed);
}

/** The phone number a method needs: an EcoCash number for EcoCash, a OneMoney number for OneMoney. */
function phoneFor(method: FieldResult<OnlineMethod>, value: unknown): FieldResult<string | null> {
  if (!method.ok || !(method.value in MOBILE_MONEY_NETWORKS || method.value === "innbucks")) return ok(null);
  const typed = text(value);
  const network = MOBILE_MONEY_NETWORKS[method.value];
  if (typed === "") return network ? no(MESSAGES.required) : ok(null);
  const mobile = zimbabweMobile(typed);
  if (network === "econet" && mobile?.network !== "econet") return no(GIFT_FORM_MESSAGES.ecocashNumber);
  if (network === "netone" && mobile?.network !== "netone") return no(GIFT_FORM_MESSAGES.onemoneyNumber);
  return mobile ? ok(mobile.national) : no(GIFT_FORM_MESSAGES.mobileNumber);
}

/**
 * The giving form checked with the site's one validation engine, in the browser and on the
 * server alike: every field's message at once, or the gift's values.
 */
export function checkGiftForm(
  input: GiftFormInput,
  options: GiftFormOptions,
): { ok: true; values: GiftFormValues } | { ok: false; errors: FormErrors } {
  const currency = choice(input.currency, options.currencies);
  const method = choice(input.method, ONLINE_METHODS);
  const checked = checkFields<GiftFormValues>({
    amountCents: () => {
      if (text(input.amount) === "") return no(MESSAGES.required);
      const cents = parseTypedAmount(text(input.amount));
      if (cents === null) return no(GIFT_FORM_MESSAGES.amount);
      if (!currency.ok) return ok(cents);
      if (cents < GIFT_MIN_CENTS) return no(GIFT_FORM_MESSAGES.tooSmall(formatMoney(GIFT_MIN_CENTS, currency.value)));
      const most = options.maxCents[currency.value];
      return cents > most ? no(GIFT_FORM_MESSAGES.tooLarge(formatMoney(most, currency.value))) : ok(cents);
    },
    currency: () => currency,
    fundId: () => {
      const fund = options.funds.find((each) => String(each.id) === text(input.fund));
      if (!fund) return no(GIFT_FORM_MESSAGES.fund);
      if (currency.ok && fund.currency !== null && fund.currency !== currency.value)
        return no(GIFT_FORM_MESSAGES.fundCurrency(CURRENCY_NAMES[fund.currency]));
      return ok(fund.id);
    },
    method: () => method,
    phone: () => phoneFor(method, input.phone),
    name: () => optionalText(input.name, GIVER_NAME_MAX, false),
    email: () => optionalText(input.email, GIVER_EMAIL_MAX, true),
  });
  return checked.ok ? { ok: true, values: checked.values } : { ok: false, errors: checked.errors };
}
