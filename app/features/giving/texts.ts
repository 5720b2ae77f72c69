import type { Currency } from "#contract/money";

/**
 * The giving pages' words (/give, a gift's private page, its printable receipt): one module, so
 * they can move into a language catalogue. The rules' messages and the gift's states are shared
 * with the server (contract/giving.ts).
 */
export const GIVING_TEXTS = {
  title: "Give",
  heroSubtitle: "Tithes and offerings, from your phone or by card, through Paynow.",
  metaDescription: (church: string) =>
    `Give your tithe or offering to ${church} by EcoCash, OneMoney, InnBucks or card, through Paynow.`,
  intro:
    "Thank you for giving. Your gift goes to the church through Paynow; you will see when it is received, and can keep a receipt.",
  amount: "Amount",
  suggested: "Suggested amounts",
  otherAmount: "Or another amount",
  otherAmountHint: "Such as 10 or 10.50.",
  currency: "Currency",
  fund: "Give to",
  method: "Pay with",
  phone: "Your mobile money number",
  phoneHint: "For EcoCash (077 or 078) or OneMoney (071): the prompt to approve comes to this phone.",
  name: "Your name",
  email: "Your email",
  emailHint: "For your receipt by mail.",
  privacy: "Your number, name and email are seen by the church's treasurer only.",
  paynowPageCostsData:
    "Card and other ways open Paynow's own page, which uses more data than this one. EcoCash, OneMoney and InnBucks stay here.",
  submit: "Give now",
  submitting: "Starting…",
  errorSummary: "Please correct the marked fields.",
  offline: "There is no connection. Nothing was sent: please give again once you are back online.",
  startFailed: "Your gift could not be started. Nothing was charged; please try again.",
  notConfigured: "Giving online is not available at the moment.",
  otherWays: "Other ways to give",
  otherWaysFallback: (phone: string, email: string) =>
    `Give in person at a service, or ask the church office how to give by bank transfer or EcoCash${phone ? ` (${phone})` : ""}${email ? `, ${email}` : ""}.`,
  // The gift's private page.
  giftTitle: "Your gift",
  privateNote: "This page is yours alone: keep its address to see your gift and its receipt again.",
  checkAgain: "Check again",
  refreshing: "This page checks again every few seconds.",
  amountLabel: "Amount",
  fundLabel: "Fund",
  methodLabel: "Method",
  referenceLabel: "Reference",
  statusLabel: "Status",
  paynowSays: "Paynow says:",
  innbucksQr: "Or scan this code with the InnBucks app",
  innbucksExpires: (when: string) => `The code expires at ${when}.`,
  receiptLink: "Your receipt",
  giveAgain: "Give again",
  unknownLink: "This link is not known. Please check its address.",
  // The printable receipt.
  print: "Print this receipt",
  receiptFor: (church: string) => `Receipt from ${church}`,
  thanks: "Thank you for your gift.",
  // Elsewhere on the site.
  giveLink: "Give online",
  aboutGive: "Support the church's work with your tithe or offering.",
} as const;

/** The suggested amounts, whole units of each currency. */
export const SUGGESTED_AMOUNTS: Record<Currency, readonly number[]> = {
  USD: [5, 10, 20, 50],
  ZWG: [100, 250, 500, 1000],
};

/** How often the gift's page asks again while Paynow waits, in seconds. */
export const CHECK_EVERY_SECONDS = 4;
