import { describe, expect, it } from "vitest";
import { encodeMessage, fieldOf, MESSAGE_MAX_LENGTH, parseMessage } from "./message";

describe("Paynow's messages", () => {
  it("reads fields in their order, names in lower case, values decoded (.NET's lower-case escapes, + as a space)", () => {
    const message = parseMessage(
      "Status=Ok&BrowserUrl=http%3a%2f%2fwww.paynow.co.zw%3a7106%2fPayment%2fConfirmPayment%2f1169&Error=Invalid+amount+field",
    );
    expect(message).toEqual([
      ["status", "Ok"],
      ["browserurl", "http://www.paynow.co.zw:7106/Payment/ConfirmPayment/1169"],
      ["error", "Invalid amount field"],
    ]);
    expect(fieldOf(message!, "browserurl")).toBe("http://www.paynow.co.zw:7106/Payment/ConfirmPayment/1169");
    expect(fieldOf(message!, "pollurl")).toBeNull();
  });

  it("refuses what is not a message: empty, too long, badly encoded, a field twice", () => {
    for (const text of ["", "   ", "status=%E0%A4%A", "status=Ok&status=Paid", `a=${"x".repeat(MESSAGE_MAX_LENGTH)}`])
      expect(parseMessage(text), text.slice(0, 40)).toBeNull();
  });

  it("writes a form post that reads back the same", () => {
    const fields = [
      ["reference", "GIFT 1&2=3"],
      ["returnurl", "https://example.org/give/gift/abc?x=1"],
    ] as const;
    expect(parseMessage(encodeMessage(fields))).toEqual(fields);
  });
});
