import { describe, expect, it } from "vitest";
import {
  fts5Query,
  htmlSearchText,
  MAX_SEARCH_WORD_LENGTH,
  MAX_SEARCH_WORDS,
  searchFold,
  searchWords,
  tsQuery,
} from "./search";

describe("searchWords", () => {
  it("folds case and accents and keeps letters and digits only", () => {
    expect(searchWords("  Grâce_Filled, 100% ")).toEqual(["grace", "filled", "100"]);
    expect(searchWords("ÉGLISE naïve")).toEqual(["eglise", "naive"]);
    expect(searchWords("Ndiyo mwari wedu ж")).toEqual(["ndiyo", "mwari", "wedu", "ж"]);
  });

  it("turns FTS syntax, quotes and NULs into plain word boundaries", () => {
    expect(searchWords('"prayer" OR NEAR(grace, 2) -fast* ^title:hope')).toEqual([
      "prayer",
      "or",
      "near",
      "grace",
      "2",
      "fast",
      "title",
      "hope",
    ]);
    expect(searchWords("it's a\u0000b")).toEqual(["it", "s", "a", "b"]);
    expect(searchWords("a & b | !c <-> d:*")).toEqual(["a", "b", "c", "d"]);
  });

  it("gives no words for punctuation, blanks and symbols", () => {
    for (const query of ["", "   ", "%", "_", "?!.,;", '"""', "*", "()", "\u0000", "🙏"]) {
      expect(searchWords(query), JSON.stringify(query)).toEqual([]);
    }
  });

  it("drops repeated words and caps the number and length of words", () => {
    expect(searchWords("Hope hope HOPE")).toEqual(["hope"]);
    const many = Array.from({ length: 40 }, (_, index) => `w${index}`).join(" ");
    expect(searchWords(many)).toHaveLength(MAX_SEARCH_WORDS);
    expect(searchWords("x".repeat(10_000))).toEqual(["x".repeat(MAX_SEARCH_WORD_LENGTH)]);
  });
});

describe("FTS expressions", () => {
  it("quotes every word as a prefix for FTS5 and ANDs prefixes for tsquery", () => {
    expect(fts5Query(["grace", "100"])).toBe('"grace"* "100"*');
    expect(tsQuery(["grace", "100"])).toBe("grace:* & 100:*");
  });
});

describe("htmlSearchText and searchFold", () => {
  it("keeps the text of the markup, not its tags, attributes or scripts", () => {
    const html =
      '<p class="x" onclick="steal()">Faith <strong>is</strong> confidence</p><script>alert("x")</script>' +
      '<!-- hidden note --><STYLE>p{}</STYLE><iframe src=x>frame text</iframe><a href="https://a.example">Read</a>';
    expect(searchFold(htmlSearchText(html))).toBe("faith is confidence read");
  });

  it("decodes numeric entities and treats named ones and lone angle brackets as spaces", () => {
    expect(searchFold(htmlSearchText("caf&#233; &#x47;od&amp;men 1 &lt; 2 a < b &#55296; &#0;"))).toBe(
      "cafe god men 1 2 a b",
    );
  });

  it("joins several fields and ignores missing ones", () => {
    expect(searchFold("Grâce", null, undefined, "Harare-East")).toBe("grace harare east");
    expect(htmlSearchText(null)).toBe("");
  });
});
