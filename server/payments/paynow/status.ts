/**
 * The statuses Paynow reports (developers.paynow.co.zw, "Status Update"), and `Failed`, which its
 * test mode sends (a declined or cancelled mobile payment) though its table leaves it out.
 */
export const PAYNOW_STATUSES = [
  "Created",
  "Sent",
  "Paid",
  "Awaiting Delivery",
  "Delivered",
  "Cancelled",
  "Failed",
  "Disputed",
  "Refunded",
] as const;
export type PaynowStatus = (typeof PAYNOW_STATUSES)[number];

/** A status as Paynow spells it, whatever the case; null when it is none of them. */
export function paynowStatusOf(text: string): PaynowStatus | null {
  const wanted = text.trim().toLowerCase();
  return PAYNOW_STATUSES.find((status) => status.toLowerCase() === wanted) ?? null;
}

/** Paid, and the two states of a paid transaction whose goods wait to be delivered: all count as paid. */
export function isPaidStatus(status: PaynowStatus): boolean {
  return status === "Paid" || status === "Awaiting Delivery" || status === "Delivered";
}
