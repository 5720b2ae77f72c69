import { describe, expect, it } from "vitest";
import { whatsappLink, whatsappNumber } from "./phone-numbers";

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
