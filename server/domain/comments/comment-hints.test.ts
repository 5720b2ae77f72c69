import { describe, expect, it } from "vitest";
import {
  BLOCKLIST_ENTRY_MAX,
  BLOCKLIST_MAX_ENTRIES,
  blockedWordIn,
  commentHints,
  countLinks,
  parseBlocklist,
} from "./comment-hints";

describe("countLinks", () => {
  it.each([
    ["no link here", 0],
    ["see https://example.org", 1],
    ["http://a.example and https://b.example", 2],
    ["www.cheap.example and WWW.other.example", 2],
    // One address is one link, however it is written.
    ["https://www.example.org/page", 1],
    ["email me at someone@example.org", 0],
    ["the word www alone, or awww.", 0],
    ["(https://a.example)(www.b.example)", 2],
  ])("%s → %i", (text, count) => {
    expect(countLinks(text)).toBe(count);
  });
});

describe("blockedWordIn", () => {
  const list = ["casino", "Free Money", "crypto"];
  it("matches whole words and phrases in any case", () => {
    expect(blockedWordIn("Visit our CASINO today", list)).toBe("casino");
    expect(blockedWordIn("get free   money now", list)).toBe("Free Money");
    expect(blockedWordIn("crypto.", list)).toBe("crypto");
    expect(blockedWordIn("(Crypto)", list)).toBe("crypto");
  });
  it("does not match inside a word", () => {
    expect(blockedWordIn("casinos and cryptography", list)).toBeNull();
    expect(blockedWordIn("freemoney", list)).toBeNull();
    expect(blockedWordIn("class", ["ass"])).toBeNull();
    expect(blockedWordIn("Bénédiction", ["diction"])).toBeNull();
  });
  it("treats the entries as text, never as patterns", () => {
    expect(blockedWordIn("a.b", ["a*b"])).toBeNull();
    expect(blockedWordIn("price $5 (today)", ["$5"])).toBe("$5");
    expect(blockedWordIn("anything", ["", "   "])).toBeNull();
  });
});

describe("parseBlocklist", () => {
  it("one entry a line, trimmed, spaces folded, empty lines and repeats dropped", () => {
    expect(parseBlocklist("  casino \r\n\nFree   Money\nCASINO\n")).toEqual({
      ok: true,
      entries: ["casino", "Free Money"],
    });
    expect(parseBlocklist("")).toEqual({ ok: true, entries: [] });
  });
  it("refuses a line or a list that is too long", () => {
    expect(parseBlocklist("x".repeat(BLOCKLIST_ENTRY_MAX + 1)).ok).toBe(false);
    expect(parseBlocklist(Array.from({ length: BLOCKLIST_MAX_ENTRIES + 1 }, (_, i) => `w${i}`).join("\n")).ok).toBe(
      false,
    );
  });
});

describe("commentHints", () => {
  it("names two or more links and the blocked word, in the name or the text", () => {
    expect(commentHints({ name: "Rudo", text: "Amen" }, ["casino"])).toEqual([]);
    expect(commentHints({ name: "Rudo", text: "one https://a.example" }, [])).toEqual([]);
    expect(commentHints({ name: "Rudo", text: "https://a.example www.b.example" }, [])).toEqual(["2 links"]);
    expect(commentHints({ name: "Casino King", text: "hello" }, ["casino"])).toEqual(["Blocked word: casino"]);
    expect(
      commentHints({ name: "x", text: "casino http://a.example http://b.example https://c.example" }, ["casino"]),
    ).toEqual(["3 links", "Blocked word: casino"]);
  });
});
