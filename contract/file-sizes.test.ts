import { describe, expect, it } from "vitest";
import { fileSizeText, GIGABYTE, MEGABYTE, wholeMegabytes } from "./file-sizes";

describe("fileSizeText: the one rule for a size a person reads", () => {
  it("counts in thousands, as a phone shows a file: 20,000,000 bytes are 20 MB (never 19)", () => {
    expect(fileSizeText(20_000_000)).toBe("20 MB");
    expect(fileSizeText(19_999_999)).toBe("20 MB");
    expect(fileSizeText(100 * MEGABYTE)).toBe("100 MB");
  });

  it("kilobytes whole and at least 1; one decimal below 10 of a larger unit, whole from 10", () => {
    expect(fileSizeText(0)).toBe("0 KB");
    expect(fileSizeText(40)).toBe("1 KB");
    expect(fileSizeText(820_400)).toBe("820 KB");
    expect(fileSizeText(999_400)).toBe("999 KB");
    expect(fileSizeText(999_600)).toBe("1.0 MB");
    expect(fileSizeText(3_440_000)).toBe("3.4 MB");
    expect(fileSizeText(9_940_000)).toBe("9.9 MB");
    expect(fileSizeText(9_960_000)).toBe("10 MB");
    expect(fileSizeText(28_400_000)).toBe("28 MB");
    expect(fileSizeText(999_400_000)).toBe("999 MB");
    expect(fileSizeText(999_600_000)).toBe("1.0 GB");
    expect(fileSizeText(1.24 * GIGABYTE)).toBe("1.2 GB");
  });

  it("a limit in whole megabytes", () => {
    expect(wholeMegabytes(300 * MEGABYTE)).toBe(300);
    expect(wholeMegabytes(15 * MEGABYTE)).toBe(15);
  });
});
