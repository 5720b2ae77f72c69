import { describe, expect, it } from "vitest";
import { CONTENT_MAX_DEPTH } from "#contract/posts-authoring";
import { checkedRichText, richTextSummary } from "./rich-text";
import { StaffInputError } from "./staff-input";

function messageOf(value: string): string {
  try {
    checkedRichText(value, null);
  } catch (error) {
    if (error instanceof StaffInputError) return `${error.field}: ${error.message}`;
    throw error;
  }
  return "accepted";
}

describe("checkedRichText", () => {
  it("refuses nesting past the bound, and too many elements, in words under the field", () => {
    // The attack's text: 65,000 opening tags (195 KB, within the length allowed).
    expect(messageOf(`${"<b>".repeat(65_000)}x`)).toBe(
      `content: Content has formatting nested too deeply (more than ${CONTENT_MAX_DEPTH} levels inside one another): remove some of it, such as formatting pasted from another program.`,
    );
    expect(messageOf(`<p>${"<i>x</i>".repeat(6_000)}</p>`)).toBe(
      "content: Content has too many parts (more than 5,000 paragraphs, links and pieces of formatting): split it in two.",
    );
    expect(messageOf("<p>Fine</p>")).toBe("accepted");
  });
});

describe("richTextSummary", () => {
  it("reads the first words only, whatever follows", () => {
    const start = "<p>Sundays at nine, in the hall behind the church.</p>";
    expect(richTextSummary(`${start}${"<p>more words</p>".repeat(10_000)}`, 40)).toBe(
      "Sundays at nine, in the hall behind…",
    );
  });

  it("does not end inside a tag it cut", () => {
    const words = "word ".repeat(790);
    expect(richTextSummary(`<p>${words}<a href="https://example.org/${"x".repeat(100)}">link</a></p>`)).toMatch(
      /^word word .*…$/,
    );
  });
});
