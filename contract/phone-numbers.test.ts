import { describe, expect, it } from "vitest";
import { whatsappLink, whatsappNumber, zimbabweMobile } from "./phone-numbers";

const TABLE: Array<[typed: string, expected: string | null]> = [
  // Zimbabwe, every way people write it.
  ["077 214 5590", "263772145590"],
  ["0772145590", "263772145590"],
  ["0772-145-590", "263772145590"],
  ["(077) 214 5590", "263772145590"],
  ["+263 77 214 5590", "263772145590"],
  ["+263772145590", "263772145590"],
  ["263772145590", "263772145590"],
  ["263 77 214 5590", "263772145590"],
  ["00263772145590", "263772145590"],
  ["00 263 77 214 5590", "263772145590"],
  ["+263 (0)77 214 5590", "263772145590"],
  ["772145590", "263772145590"],
  ["  0772145590  ", "263772145590"],
  // A Harare fixed line.
  ["024 2700 123", "263242700123"],
  // Other countries keep their code when given with + or 00.
  ["+27 82 123 4567", "27821234567"],
  ["0027821234567", "27821234567"],
  ["+44 7700 900123", "447700900123"],
  ["+1 (202) 555-0143", "12025550143"],
  // Not a number we can read: shown as typed, no link.
  ["", null],
  ["   ", null],
  ["call me", null],
  ["0772 145 590 ext 2", null],
  ["12345", null],
  ["077", null],
  ["+263 77", null],
  ["0772145590123456", null],
  ["+0772145590", null],
  ["++263772145590", null],
  ["tel:0772145590", null],
  ["0772145590 / 0712345678", null],
];

describe("WhatsApp numbers", () => {
  it.each(TABLE)("%j reads as %j", (typed, expected) => {
    expect(whatsappNumber(typed)).toBe(expected);
  });

  it("links to wa.me, or not at all", () => {
    expect(whatsappLink("077 214 5590")).toBe("https://wa.me/263772145590");
    expect(whatsappLink("call me")).toBeNull();
  });
});

describe("zimbabweMobile", () => {
  it("reads a mobile number in any shape into the national form, with its network", () => {
    expect(zimbabweMobile("077 111 1111")).toEqual({ national: "0771111111", network: "econet" });
    expect(zimbabweMobile("+263 78 123 4567")).toEqual({ national: "0781234567", network: "econet" });
    expect(zimbabweMobile("263712345678")).toEqual({ national: "0712345678", network: "netone" });
    expect(zimbabweMobile("0732 123 456")).toEqual({ national: "0732123456", network: "telecel" });
    expect(zimbabweMobile("771111111")).toEqual({ national: "0771111111", network: "econet" });
  });

  it("refuses what is not a Zimbabwean mobile number of a known network", () => {
    for (const typed of ["024 2700 123", "+27 82 123 4567", "0751234567", "077111111", "07711111111", "", "call me"])
      expect(zimbabweMobile(typed), typed).toBeNull();
  });
});
