import { describe, expect, it } from "vitest";
import { MINISTRY_JOIN_LINKS, ministryJoinLink, ministrySlug } from "./ministry-links";

describe("ministry join links", () => {
  it("sends the eight ministries to their pages", () => {
    expect(ministryJoinLink("Intercession")).toBe("/intercession");
    expect(ministryJoinLink("Evangelism & Outreach")).toBe("/evangelism");
    expect(ministryJoinLink("Music")).toBe("/music");
    expect(ministryJoinLink("Healing & Deliverance")).toBe("/healing");
    expect(ministryJoinLink("Media & Digital")).toBe("/media");
    expect(ministryJoinLink("Youth & Young Adults")).toBe("/youth");
    expect(ministryJoinLink("Children's")).toBe("/childrens-ministry");
    expect(ministryJoinLink("Hospitality & Ushering")).toBe("/hospitality");
    expect(Object.keys(MINISTRY_JOIN_LINKS)).toHaveLength(8);
  });

  it("sends any other title to /ministry/{slug}", () => {
    expect(ministryJoinLink("Men's Fellowship")).toBe("/ministry/mens-fellowship");
    expect(ministryJoinLink("Women of Purpose")).toBe("/ministry/women-of-purpose");
  });
});

describe("ministrySlug", () => {
  it("lowercases and turns spaces into hyphens", () => {
    expect(ministrySlug("Prayer Warriors")).toBe("prayer-warriors");
  });

  it("removes punctuation", () => {
    expect(ministrySlug("Men's Fellowship!")).toBe("mens-fellowship");
    expect(ministrySlug("Marriage, Family & Home")).toBe("marriage-family-home");
    expect(ministrySlug("Sound/Tech (Sunday)")).toBe("soundtech-sunday");
  });

  it("turns a run of spaces into one hyphen", () => {
    expect(ministrySlug("Worship   Team")).toBe("worship-team");
  });

  it("trims leading and trailing hyphens and spaces", () => {
    expect(ministrySlug("  - Prayer Team -  ")).toBe("prayer-team");
    expect(ministrySlug("--Choir--")).toBe("choir");
  });

  it("keeps hyphens inside the title and digits", () => {
    expect(ministrySlug("Follow-Up Team 2")).toBe("follow-up-team-2");
  });

  it("keeps letters of other scripts and accents", () => {
    expect(ministrySlug("Café Ministry")).toBe("café-ministry");
  });

  it("gives an empty slug for punctuation alone", () => {
    expect(ministrySlug("?!")).toBe("");
  });
});
