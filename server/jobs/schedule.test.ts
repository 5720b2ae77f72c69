import { describe, expect, it } from "vitest";
import {
  backoffMs,
  CATCH_UP_MS,
  dailyAt,
  everySeconds,
  firstDue,
  longestWaitMs,
  nextDue,
  scheduleText,
  slotToRun,
} from "./schedule";

const at = (iso: string) => new Date(iso);
// 02:30 in Harare is 00:30 UTC.
const backup = dailyAt("02:30");

describe("an interval job", () => {
  const mail = everySeconds(1);

  it("is due at once when new, then an interval after each run ends", () => {
    expect(firstDue(mail, at("2026-11-26T10:00:00Z"))).toEqual(at("2026-11-26T10:00:00Z"));
    expect(nextDue(mail, at("2026-11-26T10:00:00.250Z"))).toEqual(at("2026-11-26T10:00:01.250Z"));
    expect(slotToRun(mail, at("2026-11-26T10:00:02Z"))).toEqual({ run: true, slot: at("2026-11-26T10:00:02Z") });
  });

  it("refuses an interval that is not positive", () => {
    expect(() => everySeconds(0)).toThrow();
    expect(() => everySeconds(Number.NaN)).toThrow();
  });
});

describe("a daily job at a Harare time", () => {
  it("is first due at its last slot, so a server started soon after the time still takes it", () => {
    expect(firstDue(backup, at("2026-11-26T01:00:00Z"))).toEqual(at("2026-11-26T00:30:00Z"));
    expect(firstDue(backup, at("2026-11-26T00:29:00Z"))).toEqual(at("2026-11-25T00:30:00Z"));
  });

  it("runs for its slot within the catch-up time after it, and leaves an older one for the next day", () => {
    expect(slotToRun(backup, at("2026-11-26T00:30:05Z"))).toEqual({ run: true, slot: at("2026-11-26T00:30:00Z") });
    const justInTime = new Date(at("2026-11-26T00:30:00Z").getTime() + CATCH_UP_MS);
    expect(slotToRun(backup, justInTime)).toEqual({ run: true, slot: at("2026-11-26T00:30:00Z") });
    // Seven hours after the time (a server off all night): the next slot, tomorrow's.
    expect(slotToRun(backup, at("2026-11-26T07:31:00Z"))).toEqual({ run: false, next: at("2026-11-27T00:30:00Z") });
    // A minute before the time: yesterday's slot is a day old.
    expect(slotToRun(backup, at("2026-11-26T00:29:00Z"))).toEqual({ run: false, next: at("2026-11-26T00:30:00Z") });
  });

  it("is next due at the following slot, however late the run ended", () => {
    expect(nextDue(backup, at("2026-11-26T00:45:00Z"))).toEqual(at("2026-11-27T00:30:00Z"));
    expect(nextDue(backup, at("2026-11-26T23:59:00Z"))).toEqual(at("2026-11-27T00:30:00Z"));
    // 23:30 in Harare is 21:30 UTC: the slot after 22:00 UTC on 26 November is the next evening's.
    expect(nextDue(dailyAt("23:30"), at("2026-11-26T22:00:00Z"))).toEqual(at("2026-11-27T21:30:00Z"));
  });

  it("refuses a time that is not HH:MM", () => {
    for (const bad of ["2:30", "24:00", "02:60", "noon", ""]) expect(() => dailyAt(bad), bad).toThrow();
  });
});

describe("schedules in words and their longest wait", () => {
  it("says what each is", () => {
    expect(scheduleText(everySeconds(600))).toBe("every 600 s");
    expect(scheduleText(backup)).toBe("daily at 02:30 (Harare)");
  });

  it("never waits longer than one interval or one day (more: the clock went back)", () => {
    expect(longestWaitMs(everySeconds(1))).toBe(1000);
    expect(longestWaitMs(backup)).toBe(24 * 60 * 60_000);
  });
});

describe("retries", () => {
  it("wait twice as long after each failed try, up to the longest", () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffMs(n, 60_000, 10 * 60_000) / 60_000)).toEqual([1, 2, 4, 8, 10, 10]);
  });
});
