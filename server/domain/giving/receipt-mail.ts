import { METHOD_LABELS, RECEIPT_LABELS, type GiftMethod } from "#contract/giving";
import { formatMoney, type Currency } from "#contract/money";
import { renderMail, type MailChurch, type RenderedMail } from "#server/mail/templates";

/** What a receipt says of a paid gift: the giver's own, so their name is on it (never anyone else's). */
export interface ReceiptFacts {
  receiptNumber: string;
  /** "28 Nov 2026" (Harare). */
  date: string;
  amountCents: number;
  currency: Currency;
  fund: string;
  method: GiftMethod;
  reference: string;
  giverName: string | null;
}

/** The lines of a receipt, in the order the mail and the printable page show them. */
export function receiptLines(facts: ReceiptFacts): Array<{ label: string; value: string }> {
  return [
    { label: RECEIPT_LABELS.number, value: facts.receiptNumber },
    { label: RECEIPT_LABELS.date, value: facts.date },
    { label: RECEIPT_LABELS.giver, value: facts.giverName ?? RECEIPT_LABELS.anonymous },
    { label: RECEIPT_LABELS.amount, value: formatMoney(facts.amountCents, facts.currency) },
    { label: RECEIPT_LABELS.fund, value: facts.fund },
    { label: RECEIPT_LABELS.method, value: METHOD_LABELS[facts.method] },
    { label: RECEIPT_LABELS.reference, value: facts.reference },
  ];
}

/** The receipt mailed to the giver who left an address, with the link to the printable receipt. */
export function giftReceiptMail(church: MailChurch, facts: ReceiptFacts, receiptUrl: string): RenderedMail {
  return renderMail(church, `Your gift to ${church.name}: receipt ${facts.receiptNumber}`, [
    { paragraph: facts.giverName ? `Dear ${facts.giverName},` : "Dear friend," },
    { paragraph: `Thank you for your gift to ${church.name}. This is your receipt.` },
    {
      paragraph: receiptLines(facts)
        .map((line) => `${line.label}: ${line.value}`)
        .join("\n"),
    },
    { button: "Print your receipt", href: receiptUrl },
    { paragraph: "Keep this mail: the link is your own, and the receipt can be printed from it at any time." },
  ]);
}
