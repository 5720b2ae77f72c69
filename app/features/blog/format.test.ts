import { describe, expect, it } from "vitest";
import {
  archiveLabel,
  commentCountLabel,
  formatCommentDate,
  formatPostDate,
  parseArchive,
  searchResultHeading,
  tagName,
  tagSlug,
  titleFromSlug,
} from "./format";

describe("formatPostDate", () => {
  it("gives the day, the month in full and the year", () => {
    expect(formatPostDate("2025-03-07T10:00:00Z")).toBe("7 March 2025");
  });

  it("uses the Harare date, not UTC's", () => {
    // 23:30 UTC on 31 December is already 1 January in Harare (UTC+2).
    expect(formatPostDate("2024-12-31T23:30:00Z")).toBe("1 January 2025");
  });

  it("gives an empty text for an unreadable date", () => {
    expect(formatPostDate("not a date")).toBe("");
  });
});

describe("formatCommentDate", () => {
  it("adds the Harare time on a 24-hour clock", () => {
    expect(formatCommentDate("2025-03-07T10:05:00Z")).toBe("7 March 2025 at 12:05");
    expect(formatCommentDate("2025-03-07T22:45:00Z")).toBe("8 March 2025 at 00:45");
  });

  it("gives an empty text for an unreadable date", () => {
    expect(formatCommentDate("")).toBe("");
  });
});

describe("titleFromSlug", () => {
  it("turns dashes into spaces and capitalises each word", () => {
    expect(titleFromSlug("faith-and-life")).toBe("Faith And Life");
    expect(titleFromSlug("prayer")).toBe("Prayer");
  });

  it("reads URL-encoded spaces and collapses repeated dashes", () => {
    expect(titleFromSlug("youth%20ministry")).toBe("Youth Ministry");
    expect(titleFromSlug("-family--life-")).toBe("Family Life");
  });

  it("keeps a malformed escape as it is", () => {
    expect(titleFromSlug("100%-joy")).toBe("100% Joy");
  });
});

describe("archives", () => {
  it("labels month-year values as Month Year", () => {
    expect(archiveLabel("march-2025")).toBe("March 2025");
    expect(archiveLabel("December-2024")).toBe("December 2024");
  });

  it("parses the month number and year", () => {
    expect(parseArchive("september-2024")).toEqual({ month: 9, year: 2024 });
  });

  it("rejects values that are not month-year", () => {
    expect(parseArchive("smarch-2025")).toBeNull();
    expect(parseArchive("march-25")).toBeNull();
    expect(parseArchive("2025-03")).toBeNull();
    expect(archiveLabel("old-news")).toBe("Old News");
  });
});

describe("tagSlug", () => {
  it("keeps the slug of a tag object", () => {
    expect(tagSlug({ name: "Holy Spirit", slug: "holy-spirit" })).toBe("holy-spirit");
  });

  it("lowercases a plain string and turns spaces into dashes", () => {
    expect(tagSlug("Holy Spirit")).toBe("holy-spirit");
    expect(tagSlug("Youth  Camp 2025")).toBe("youth-camp-2025");
    expect(tagSlug("Prayer")).toBe("prayer");
  });

  it("names either shape", () => {
    expect(tagName("Grace")).toBe("Grace");
    expect(tagName({ name: "Grace", slug: "grace" })).toBe("Grace");
  });
});

describe("count labels", () => {
  it("is singular for exactly one comment", () => {
    expect(commentCountLabel(0)).toBe("0 Comments");
    expect(commentCountLabel(1)).toBe("1 Comment");
    expect(commentCountLabel(2)).toBe("2 Comments");
  });

  it("is singular for exactly one search result", () => {
    expect(searchResultHeading(1, "grace")).toBe('Found 1 post for "grace"');
    expect(searchResultHeading(3, "grace")).toBe('Found 3 posts for "grace"');
    expect(searchResultHeading(0, "grace")).toBe('Found 0 posts for "grace"');
  });
});
