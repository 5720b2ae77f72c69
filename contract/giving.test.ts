import { describe, expect, it } from "vitest";
import { checkGiftForm, receiptNumber, type GiftFormInput, type GiftFormOptions } from "./giving";

const OPTIONS: GiftFormOptions = {
  currencies: ["USD", "ZWG"],
  maxCents: { USD: 500_000, ZWG: 15_000_000 },
  funds: [
    { id: 1, name: "Tithe", currency: null },
    { id: 3, name: "Building fund", currency: "USD" },
  ],
};

const form = (change: GiftFormInput = {}): GiftFormInput => ({
  amount: "10",
  currency: "USD",
  fund: "1",
  method: "ecocash",
  phone: "0771234567",
  ...change,
});

describe("the giving form", () => {
  it("gives the gift's values: cents, the national phone number, the address in lower case", () => {
    expect(
      checkGiftForm(form({ phone: "+263 78 123 4567", name: " Rudo ", email: "Rudo@Example.ORG" }), OPTIONS),
    ).toEqual({
      ok: true,
      values: {
        amountCents: 1000,
        currency: "USD",
        fundId: 1,
        method: "ecocash",
        phone: "0781234567",
        name: "Rudo",
        email: "rudo@example.org",
      },
    });
    // Anonymous, by card: no phone asked for (and one typed is not kept).
    expect(checkGiftForm(form({ method: "card", phone: "not a number" }), OPTIONS)).toMatchObject({
      ok: true,
      values: { phone: null, name: null, email: null },
    });
    // InnBucks: a number is welcome, not required.
    expect(checkGiftForm(form({ method: "innbucks", phone: "" }), OPTIONS)).toMatchObject({ ok: true });
    expect(checkGiftForm(form({ method: "innbucks", phone: "0242700123" }), OPTIONS)).toEqual({
      ok: false,
      errors: { phone: "Enter a Zimbabwean mobile number, such as 077 123 4567." },
    });
  });

  it("asks the method's own network: EcoCash on Econet, OneMoney on NetOne", () => {
    expect(checkGiftForm(form({ phone: "0712345678" }), OPTIONS)).toEqual({
      ok: false,
      errors: { phone: "Enter an EcoCash number (077 or 078), such as 077 123 4567." },
    });
    expect(checkGiftForm(form({ method: "onemoney" }), OPTIONS)).toEqual({
      ok: false,
      errors: { phone: "Enter a OneMoney number (071), such as 071 234 5678." },
    });
    expect(checkGiftForm(form({ method: "onemoney", phone: "071 234 5678" }), OPTIONS)).toMatchObject({ ok: true });
    expect(checkGiftForm(form({ phone: "" }), OPTIONS)).toEqual({
      ok: false,
      errors: { phone: "This field is required." },
    });
  });

  it("bounds the amount in the gift's currency and says every problem at once", () => {
    expect(checkGiftForm(form({ amount: "150000.01", currency: "ZWG" }), OPTIONS)).toEqual({
      ok: false,
      errors: {
        amountCents:
          "The largest gift online is ZiG 150,000.00; for more, please give by bank transfer or speak to the treasurer.",
      },
    });
    expect(checkGiftForm(form({ amount: "150000", currency: "ZWG" }), OPTIONS)).toMatchObject({ ok: true });
    expect(
      checkGiftForm(
        { amount: "", currency: "EUR", fund: "3", method: "", email: "x@", name: "n".repeat(101) },
        OPTIONS,
      ),
    ).toEqual({
      ok: false,
      errors: {
        amountCents: "This field is required.",
        currency: '"EUR" is not a valid choice.',
        method: "This field is required.",
        name: "Ensure this field has no more than 100 characters.",
        email: "Enter a valid email address.",
      },
    });
    expect(checkGiftForm(form({ fund: "3", currency: "ZWG" }), OPTIONS)).toEqual({
      ok: false,
      errors: { fundId: "This fund takes gifts in US dollars only." },
    });
    expect(checkGiftForm(form({ name: "a\u0000b" }), OPTIONS)).toEqual({
      ok: false,
      errors: { name: "Null characters are not allowed." },
    });
  });

  it("numbers receipts by year", () => {
    expect(receiptNumber(2026, 42)).toBe("2026-0042");
    expect(receiptNumber(2027, 12_345)).toBe("2027-12345");
  });
});
