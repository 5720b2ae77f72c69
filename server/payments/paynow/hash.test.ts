import { describe, expect, it } from "vitest";
import { hashVerifies, paynowHash, signMessage } from "./hash";
import { parseMessage, type PaynowField } from "./message";

// Paynow's worked examples (developers.paynow.co.zw, "Generating Hash" and "Validating Hash"), with their key.
const KEY = "3e9fed89-60e1-4ce5-ab6e-6b1eb2d4f977";

describe("Paynow's hash", () => {
  it("reproduces the documented hash of the outbound example, returnurl's printed leading space included", () => {
    const asPrinted: PaynowField[] = [
      ["id", "1201"],
      ["reference", "TEST REF"],
      ["amount", "99.99"],
      ["additionalinfo", "A test ticket transaction"],
      ["returnurl", " http://www.google.com/search?q=returnurl"],
      ["resulturl", "http://www.google.com/search?q=resulturl"],
      ["status", "Message"],
    ];
    const documented =
      "2A033FC38798D913D42ECB786B9B19645ADEDBDE788862032F1BD82CF3B92DEF84F316385D5B40DBB35F1A4FD7D5BFE73835174136463CDD48C9366B0749C689";
    expect(
      paynowHash(
        asPrinted.map(([, value]) => value),
        KEY,
      ),
    ).toBe(documented);
    // The string the documentation joins has no space there: the same hash.
    expect(
      paynowHash(
        asPrinted.map(([, value]) => value.trim()),
        KEY,
      ),
    ).toBe(documented);
    expect(signMessage(asPrinted, KEY).at(-1)).toEqual(["hash", documented]);
  });

  it("verifies the documented inbound example, and nothing changed in it", () => {
    const inbound =
      "status=Ok&browserurl=https%3a%2f%2fstaging.paynow.co.zw%2fPayment%2fConfirmPayment%2f9510&pollurl=https%3a%2f%2fstaging.paynow.co.zw%2fInterface%2fCheckPayment%2f%3fguid%3dc7ed41da-0159-46da-b428-69549f770413&paynowreference=9510&hash=750DD0B0DF374678707BB5AF915AF81C228B9058AD57BB7120569EC68BBB9C2EFC1B26C6375D2BC562AC909B3CD6B2AF1D42E1A5E479FFAC8F4FB3FDCE71DF4D";
    const message = parseMessage(inbound)!;
    expect(hashVerifies(message, KEY)).toBe(true);
    // The same hash in lower case is the same hash.
    expect(
      hashVerifies(
        parseMessage(inbound.replace(/hash=(\w+)/, (_, hash: string) => `hash=${hash.toLowerCase()}`))!,
        KEY,
      ),
    ).toBe(true);
    expect(hashVerifies(parseMessage(inbound.replace("9510&hash", "9511&hash"))!, KEY)).toBe(false);
    expect(hashVerifies(message, "3e9fed89-60e1-4ce5-ab6e-6b1eb2d4f978")).toBe(false);
    expect(hashVerifies(parseMessage(inbound.replace(/&hash=\w+/, ""))!, KEY)).toBe(false);
    expect(hashVerifies(parseMessage(inbound.replace(/hash=\w+/, "hash=750DD0"))!, KEY)).toBe(false);
  });
});
