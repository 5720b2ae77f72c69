import { describe, expect, it } from "vitest";
import { EVENT_MESSAGES } from "#contract/events";
import {
  choicesOf,
  isOccurrenceOf,
  NO_REPEAT,
  occurrencesBetween,
  ruleInWords,
  ruleOf,
  ruleProblems,
  seriesRange,
  UnsupportedRule,
  weekdayInMonth,
  type EventTiming,
  type OccurrenceException,
  type RuleChoices,
} from "./recurrence";

const choices = (change: Partial<RuleChoices>): RuleChoices => ({ ...NO_REPEAT, ...change });
const at = (iso: string) => new Date(iso);
const keys = (timing: EventTiming, from: string, to: string, exceptions: OccurrenceException[] = []) =>
  occurrencesBetween(timing, exceptions, at(from), at(to)).map((o) => `${o.startLocal} ${o.status}`);
const exception = (occurrence: string, change: Partial<OccurrenceException>): OccurrenceException => ({
  occurrence,
  cancelled: false,
  start: null,
  end: null,
  title: null,
  place: null,
  address: null,
  description: null,
  ...change,
});

describe("rules from the form's choices and back", () => {
  const cases: Array<[string, RuleChoices, string, boolean, string | null]> = [
    ["none", NO_REPEAT, "2026-01-04", false, null],
    ["daily", choices({ repeat: "daily", ends: "count", count: 5 }), "2026-01-04", false, "FREQ=DAILY;COUNT=5"],
    [
      "weekly on two days",
      choices({ repeat: "weekly", weekdays: ["SU", "WE"] }),
      "2026-01-04",
      false,
      "FREQ=WEEKLY;BYDAY=WE,SU",
    ],
    [
      "weekly, no day: the first date's",
      choices({ repeat: "weekly", interval: 2 }),
      "2026-01-04",
      false,
      "FREQ=WEEKLY;INTERVAL=2;BYDAY=SU",
    ],
    ["monthly by date", choices({ repeat: "monthly" }), "2026-01-31", false, "FREQ=MONTHLY"],
    [
      "second Saturday",
      choices({ repeat: "monthly", monthly: "weekday", ends: "count", count: 12 }),
      "2026-01-10",
      false,
      "FREQ=MONTHLY;BYDAY=2SA;COUNT=12",
    ],
    [
      "last Sunday",
      choices({ repeat: "monthly", monthly: "last-weekday" }),
      "2026-01-25",
      false,
      "FREQ=MONTHLY;BYDAY=-1SU",
    ],
    [
      "yearly until (timed: the end of that Harare day in UTC)",
      choices({ repeat: "yearly", ends: "until", until: "2030-12-25" }),
      "2026-12-25",
      false,
      "FREQ=YEARLY;UNTIL=20301225T215959Z",
    ],
    [
      "yearly until, all day: a date",
      choices({ repeat: "yearly", ends: "until", until: "2030-12-25" }),
      "2026-12-25",
      true,
      "FREQ=YEARLY;UNTIL=20301225",
    ],
  ];
  it.each(cases)("%s", (_, given, first, allDay, rule) => {
    expect(ruleOf(given, first, allDay)).toBe(rule);
    const back = choicesOf(rule, first);
    expect(ruleOf(back, first, allDay)).toBe(rule);
  });

  it("refuses a last-weekday rule whose first date is not the last such weekday, and rules the form cannot offer", () => {
    expect(() => ruleOf(choices({ repeat: "monthly", monthly: "last-weekday" }), "2026-01-18", false)).toThrow(
      UnsupportedRule,
    );
    for (const rule of [
      "FREQ=HOURLY",
      "FREQ=WEEKLY;BYSETPOS=1",
      "FREQ=DAILY;COUNT=2;UNTIL=20270101",
      "FREQ=MONTHLY;BYDAY=3SU",
      "nonsense",
      "FREQ=DAILY;COUNT=x",
    ])
      expect(() => choicesOf(rule, "2026-01-04"), rule).toThrow(UnsupportedRule);
  });

  it("knows which weekday of the month a date is", () => {
    expect(weekdayInMonth("2026-01-10")).toEqual({ nth: 2, last: false });
    expect(weekdayInMonth("2026-01-25")).toEqual({ nth: 4, last: true });
    expect(weekdayInMonth("2026-01-31")).toEqual({ nth: 5, last: true });
  });

  it("says the rule in words", () => {
    expect(ruleInWords(choicesOf("FREQ=WEEKLY;BYDAY=WE,SU", "2026-01-04"), "2026-01-04")).toBe(
      "Every week on Wednesday and Sunday",
    );
    expect(ruleInWords(choicesOf("FREQ=MONTHLY;BYDAY=2SA;COUNT=12", "2026-01-10"), "2026-01-10")).toBe(
      "Every month on the second Saturday, 12 times",
    );
    expect(ruleInWords(choicesOf("FREQ=MONTHLY;BYDAY=-1SU;UNTIL=20261231T215959Z", "2026-01-25"), "2026-01-25")).toBe(
      "Every month on the last Sunday, until 31 December 2026",
    );
    expect(ruleInWords(NO_REPEAT, "2026-01-04")).toBe("");
  });
});

describe("expansion in Harare time, with exceptions", () => {
  const sunday: EventTiming = {
    allDay: false,
    start: "2025-12-28T15:30",
    end: "2025-12-28T17:30",
    rule: "FREQ=WEEKLY;BYDAY=SU",
  };

  it("expands across a year's end, cancelled and moved dates where they belong", () => {
    const exceptions = [
      exception("2026-01-04T15:30", { cancelled: true }),
      // Moved from February into the window, earlier in the day.
      exception("2026-02-01T15:30", { start: "2026-01-06T09:00", end: "2026-01-06T11:00", title: "Moved" }),
    ];
    expect(keys(sunday, "2025-12-27T00:00Z", "2026-01-12T00:00Z", exceptions)).toEqual([
      "2025-12-28T15:30 scheduled",
      "2026-01-04T15:30 cancelled",
      "2026-01-06T09:00 changed",
      "2026-01-11T15:30 scheduled",
    ]);
    // The moved date is no longer on its original day.
    expect(keys(sunday, "2026-01-31T22:00Z", "2026-02-02T00:00Z", exceptions)).toEqual([]);
  });

  it("includes a date under way at the window's start, not one that ended before it", () => {
    expect(keys(sunday, "2026-01-04T14:00Z", "2026-01-05T00:00Z")).toEqual(["2026-01-04T15:30 scheduled"]);
    expect(keys(sunday, "2026-01-04T15:30Z", "2026-01-05T00:00Z")).toEqual([]);
  });

  it("monthly on the last Sunday across a year, in Harare (UTC+2) time", () => {
    const last: EventTiming = {
      allDay: false,
      start: "2025-11-30T00:30",
      end: "2025-11-30T02:00",
      rule: "FREQ=MONTHLY;BYDAY=-1SU;COUNT=4",
    };
    const found = occurrencesBetween(last, [], at("2025-01-01T00:00Z"), at("2027-01-01T00:00Z"));
    expect(found.map((o) => o.key)).toEqual([
      "2025-11-30T00:30",
      "2025-12-28T00:30",
      "2026-01-25T00:30",
      "2026-02-22T00:30",
    ]);
    // 00:30 in Harare is 22:30 UTC the day before.
    expect(found[1]!.start.toISOString()).toBe("2025-12-27T22:30:00.000Z");
  });

  it("all-day dates span whole Harare days", () => {
    const camp: EventTiming = { allDay: true, start: "2025-12-30", end: "2026-01-02", rule: "FREQ=YEARLY;COUNT=2" };
    const found = occurrencesBetween(camp, [], at("2025-01-01T00:00Z"), at("2028-01-01T00:00Z"));
    expect(found.map((o) => [o.key, o.endLocal, o.start.toISOString(), o.end.toISOString()])).toEqual([
      ["2025-12-30", "2026-01-02", "2025-12-29T22:00:00.000Z", "2026-01-02T22:00:00.000Z"],
      ["2026-12-30", "2027-01-02", "2026-12-29T22:00:00.000Z", "2027-01-02T22:00:00.000Z"],
    ]);
  });

  it("caps one read", () => {
    const daily: EventTiming = {
      allDay: false,
      start: "2026-01-01T06:00",
      end: "2026-01-01T07:00",
      rule: "FREQ=DAILY",
    };
    expect(occurrencesBetween(daily, [], at("2026-01-01T00:00Z"), at("2036-01-01T00:00Z"))).toHaveLength(450);
    expect(occurrencesBetween(daily, [], at("2026-01-01T00:00Z"), at("2036-01-01T00:00Z"), 10)).toHaveLength(10);
  });

  it("knows its own dates from forged ones", () => {
    expect(isOccurrenceOf(sunday, "2026-03-01T15:30")).toBe(true);
    expect(isOccurrenceOf(sunday, "2026-03-02T15:30")).toBe(false);
    expect(isOccurrenceOf(sunday, "2026-03-01T15:31")).toBe(false);
    expect(isOccurrenceOf(sunday, "2025-12-21T15:30")).toBe(false);
    expect(isOccurrenceOf(sunday, "2026-02-30T15:30")).toBe(false);
    expect(isOccurrenceOf(sunday, "'; drop table events")).toBe(false);
    const single: EventTiming = { allDay: false, start: "2026-05-03T10:00", end: "2026-05-03T13:00", rule: null };
    expect(isOccurrenceOf(single, "2026-05-03T10:00")).toBe(true);
    expect(isOccurrenceOf(single, "2026-05-10T10:00")).toBe(false);
  });

  it("gives the series' range, open for a rule without end, a moved date included", () => {
    expect(seriesRange(sunday, []).lastEnd).toBeNull();
    const counted = { ...sunday, rule: "FREQ=WEEKLY;BYDAY=SU;COUNT=3" };
    expect(seriesRange(counted, []).lastEnd!.toISOString()).toBe("2026-01-11T15:30:00.000Z");
    const moved = [exception("2026-01-11T15:30", { start: "2026-01-20T10:00", end: "2026-01-20T12:00" })];
    expect(seriesRange(counted, moved).lastEnd!.toISOString()).toBe("2026-01-20T10:00:00.000Z");
  });
});

describe("the rule's problems", () => {
  const timing = (rule: string | null, start = "2026-01-04T15:30"): EventTiming => ({
    allDay: false,
    start,
    end: start.replace(/T.*/, "T17:30"),
    rule,
  });

  it("accepts services without end and events with one", () => {
    expect(ruleProblems(timing("FREQ=WEEKLY;BYDAY=SU"), true)).toEqual({});
    expect(ruleProblems(timing("FREQ=WEEKLY;BYDAY=SU;COUNT=10"), false)).toEqual({});
    expect(ruleProblems(timing(null), false)).toEqual({});
  });

  it("refuses each bad rule on its field", () => {
    expect(ruleProblems(timing(null), true)).toEqual({ repeat: EVENT_MESSAGES.serviceMustRepeat });
    expect(ruleProblems(timing("FREQ=WEEKLY;BYDAY=SU"), false)).toEqual({ ends: EVENT_MESSAGES.neverEndsForEvent });
    expect(ruleProblems(timing("FREQ=WEEKLY;BYDAY=MO;COUNT=3"), false)).toEqual({
      weekdays: EVENT_MESSAGES.startNotOnWeekday("Monday"),
    });
    expect(ruleProblems(timing("FREQ=DAILY;COUNT=731"), false)).toEqual({ count: EVENT_MESSAGES.countInvalid });
    expect(ruleProblems(timing("FREQ=DAILY;COUNT=0"), false)).toEqual({ count: EVENT_MESSAGES.countInvalid });
    expect(ruleProblems(timing("FREQ=DAILY;UNTIL=20251231T215959Z"), false)).toEqual({
      until: EVENT_MESSAGES.untilBeforeStart,
    });
    expect(ruleProblems(timing("FREQ=YEARLY;UNTIL=20310105T215959Z"), false)).toEqual({
      until: EVENT_MESSAGES.untilTooFar,
    });
    expect(ruleProblems(timing("FREQ=DAILY;UNTIL=20301231T215959Z"), false)).toEqual({
      ends: EVENT_MESSAGES.tooManyOccurrences("more than 730"),
    });
    expect(ruleProblems(timing("FREQ=DAILY;INTERVAL=13;COUNT=3"), false)).toEqual({
      interval: EVENT_MESSAGES.interval,
    });
    expect(ruleProblems(timing("FREQ=SECONDLY"), true)).toEqual({ repeat: EVENT_MESSAGES.ruleNotSupported });
    const twoDays: EventTiming = {
      allDay: false,
      start: "2026-01-04T15:30",
      end: "2026-01-06T15:30",
      rule: "FREQ=DAILY;COUNT=3",
    };
    expect(ruleProblems(twoDays, false)).toEqual({ repeat: EVENT_MESSAGES.tooLongForARepeat });
  });
});
