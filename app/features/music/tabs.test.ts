import { describe, expect, it } from "vitest";
import {
  BAR_TABS,
  barTabForKey,
  DEFAULT_TAB,
  isMusicTab,
  MUSIC_TABS,
  tabAfterHashChange,
  tabFromHash,
  tabToSelect,
} from "./tabs";

describe("music tabs", () => {
  it("has the six ids in order, about first", () => {
    expect(MUSIC_TABS.map((tab) => tab.id)).toEqual(["about", "team", "music", "gallery", "events", "join"]);
    expect(DEFAULT_TAB).toBe("about");
  });

  it("shows only about, team and join in the bar", () => {
    expect(BAR_TABS.map((tab) => tab.id)).toEqual(["about", "team", "join"]);
  });

  it("accepts only the six ids", () => {
    for (const id of ["about", "team", "music", "gallery", "events", "join"]) expect(isMusicTab(id)).toBe(true);
    for (const id of ["", "About", "TEAM", "contact", "toString", "constructor", "__proto__", " team", "team "]) {
      expect(isMusicTab(id)).toBe(false);
    }
    expect(isMusicTab(undefined)).toBe(false);
  });
});

describe("tabFromHash", () => {
  it("reads a hash with or without #", () => {
    expect(tabFromHash("#gallery")).toBe("gallery");
    expect(tabFromHash("events")).toBe("events");
  });

  it("refuses anything else", () => {
    expect(tabFromHash("")).toBeNull();
    expect(tabFromHash("#")).toBeNull();
    expect(tabFromHash("#Gallery")).toBeNull();
    expect(tabFromHash("#gallery/1")).toBeNull();
    expect(tabFromHash("#%E0%A4%A")).toBeNull();
    expect(tabFromHash("#<script>")).toBeNull();
  });

  it("decodes percent-escapes", () => {
    expect(tabFromHash("#%74eam")).toBe("team");
  });
});

describe("tabAfterHashChange", () => {
  it("follows a valid hash, hidden tabs included", () => {
    expect(tabAfterHashChange("about", "#music")).toBe("music");
    expect(tabAfterHashChange("team", "#events")).toBe("events");
    expect(tabAfterHashChange("music", "#join")).toBe("join");
  });

  it("keeps the current tab for a refused hash", () => {
    expect(tabAfterHashChange("team", "#nope")).toBe("team");
    expect(tabAfterHashChange("gallery", "#ABOUT")).toBe("gallery");
  });

  it("goes back to the default tab when the hash is removed", () => {
    expect(tabAfterHashChange("join", "")).toBe("about");
    expect(tabAfterHashChange("join", "#")).toBe("about");
  });
});

describe("tabToSelect", () => {
  it("does nothing when the active tab is chosen again", () => {
    expect(tabToSelect("team", "team")).toBeNull();
    expect(tabToSelect("gallery", "gallery")).toBeNull();
  });

  it("refuses unknown ids", () => {
    expect(tabToSelect("about", "contact")).toBeNull();
  });

  it("switches to another tab", () => {
    expect(tabToSelect("about", "join")).toBe("join");
    expect(tabToSelect("join", "events")).toBe("events");
  });
});

describe("barTabForKey", () => {
  it("moves with the arrows and wraps round the bar's three tabs", () => {
    expect(barTabForKey("about", "ArrowRight")).toBe("team");
    expect(barTabForKey("team", "ArrowRight")).toBe("join");
    expect(barTabForKey("join", "ArrowRight")).toBe("about");
    expect(barTabForKey("about", "ArrowLeft")).toBe("join");
    expect(barTabForKey("join", "ArrowLeft")).toBe("team");
  });

  it("jumps with Home and End", () => {
    expect(barTabForKey("team", "Home")).toBe("about");
    expect(barTabForKey("team", "End")).toBe("join");
  });

  it("starts at the first bar tab from a hidden tab", () => {
    expect(barTabForKey("gallery", "ArrowRight")).toBe("about");
    expect(barTabForKey("events", "ArrowLeft")).toBe("about");
  });

  it("ignores other keys", () => {
    expect(barTabForKey("about", "Enter")).toBeNull();
    expect(barTabForKey("about", "ArrowDown")).toBeNull();
  });
});
