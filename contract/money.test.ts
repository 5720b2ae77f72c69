import { describe, expect, it } from "vitest";
import { decimalAmount, formatMoney, parseTypedAmount } from "./money";

describe("money in whole cents", () => {
  it("writes cents as Paynow's decimals and as people read them, exactly", () => {
    expect(decimalAmount(0)).toBe("0.00");
    expect(decimalAmount(5)).toBe("0.05");
    expect(decimalAmount(1050)).toBe("10.50");
    expect(decimalAmount(123_456_789)).toBe("1234567.89");
    // 0.1 + 0.2 is not 0.3 in floats; 10 + 20 cents is 30 cents.
    expect(decimalAmount(10 + 20)).toBe("0.30");
    expect(formatMoney(125_050, "USD")).toBe("USD 1,250.50");
    expect(formatMoney(100_000_000, "ZWG")).toBe("ZiG 1,000,000.00");
    expect(formatMoney(99, "ZWG")).toBe("ZiG 0.99");
    expect(() => decimalAmount(10.5)).toThrow(RangeError);
    expect(() => decimalAmount(-1)).toThrow(RangeError);
  });

  it("reads an amount as typed, or nothing", () => {
    const table: Array<[string, number | null]> = [
      ["10", 1000],
      ["10.5", 1050],
      ["10.50", 1050],
      [" 0.07 ", 7],
      ["1,250.00", 125_000],
      ["1 250", 125_000],
      ["1,000,000", 100_000_000],
      ["9999999999.99", 999_999_999_999],
      ["0.295", null],
      ["-5", null],
      ["+5", null],
      ["1e3", null],
      ["12,34", null],
      ["$10", null],
      [".50", null],
      ["10.", null],
      ["", null],
      ["99999999999", null],
    ];
    for (const [typed, cents] of table) expect(parseTypedAmount(typed), typed).toBe(cents);
  });
});
