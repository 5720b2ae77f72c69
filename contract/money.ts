/**
 * Money as the site handles it: whole cents of one currency (never a float), written with two
 * decimals. US dollars and ZiG are never added together anywhere (docs/decisions/048-giving-through-paynow.md).
 */

export const CURRENCIES = ["USD", "ZWG"] as const;
export type Currency = (typeof CURRENCIES)[number];

export function isCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value);
}

/** How an amount is written: "USD 10.00", "ZiG 1,250.00" (ZWG is the code, ZiG the name everyone uses). */
const CURRENCY_SHOWN: Record<Currency, string> = { USD: "USD", ZWG: "ZiG" };

/** The currency's name in a sentence or a choice. */
export const CURRENCY_NAMES: Record<Currency, string> = { USD: "US dollars", ZWG: "ZiG" };

/** Whole cents as a decimal with two places and no grouping: 1050 → "10.50". */
export function decimalAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount in cents: ${cents}`);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** An amount as people read it: "USD 1,250.50". */
export function formatMoney(cents: number, currency: Currency): string {
  const [whole, fraction] = decimalAmount(cents).split(".") as [string, string];
  return `${CURRENCY_SHOWN[currency]} ${whole.replace(/\B(?=(\d{3})+$)/g, ",")}.${fraction}`;
}

/** At most ten digits of whole units: far above any maximum, well inside safe integers once in cents. */
const TYPED_AMOUNT = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/**
 * An amount as a giver or a treasurer types it ("10", "10.5", "10.50", "1,250.00", "1 250"), in
 * whole cents; null when it is not one (more than two decimals, a sign, letters, nothing).
 */
export function parseTypedAmount(typed: string): number | null {
  let text = typed.trim().replace(/[\s\u00A0]/g, "");
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?$/.test(text)) text = text.replaceAll(",", "");
  const match = TYPED_AMOUNT.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
