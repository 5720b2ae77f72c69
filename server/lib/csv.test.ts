import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvOf, spreadsheetSafe } from "./csv";

describe("CSV export", () => {
  it.each([
    ['=HYPERLINK("http://evil","x")', '\'=HYPERLINK("http://evil","x")'],
    ["+27 82 123", "'+27 82 123"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t=1"],
    ["\r=1", "'\r=1"],
    ["Tariro", "Tariro"],
    ["a=b", "a=b"],
    ["", ""],
  ])("%j is written %j", (cell, expected) => {
    expect(spreadsheetSafe(cell)).toBe(expected);
  });

  it("quotes what needs quoting and reads back to the safe values", () => {
    const text = csvOf(
      ["email", "name"],
      [
        ["a@example.org", '=HYPERLINK("http://evil","x")'],
        ["b@example.org", "Moyo, Rudo\nline two"],
      ],
    );
    expect(text.startsWith("\uFEFF")).toBe(true);
    const rows = parse(text, { bom: true }) as string[][];
    expect(rows).toEqual([
      ["email", "name"],
      ["a@example.org", `'=HYPERLINK("http://evil","x")`],
      ["b@example.org", "Moyo, Rudo\nline two"],
    ]);
  });
});
