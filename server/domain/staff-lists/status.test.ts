import { describe, expect, it } from "vitest";
import { isHandled, statusFilterOf, WAITING_STATUSES } from "./status";

describe("inbox statuses", () => {
  it("reads the URL's status filter, anything unknown as the default (all but archived)", () => {
    expect(statusFilterOf(null)).toBe("");
    expect(statusFilterOf("")).toBe("");
    expect(statusFilterOf("archived")).toBe("archived");
    expect(statusFilterOf("waiting")).toBe("waiting");
    expect(statusFilterOf("all")).toBe("all");
    expect(statusFilterOf("ARCHIVED")).toBe("");
    expect(statusFilterOf("deleted")).toBe("");
  });

  it("waits while new or in progress; done and archived are handled", () => {
    expect(WAITING_STATUSES).toEqual(["new", "in_progress"]);
    expect(["new", "in_progress", "done", "archived"].map((s) => isHandled(s as never))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});
