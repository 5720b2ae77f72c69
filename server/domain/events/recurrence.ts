import { RRuleTemporal } from "rrule-temporal";
import {
  EVENT_BOUNDS,
  EVENT_MESSAGES,
  WEEKDAY_NAMES,
  WEEKDAYS,
  isWeekday,
  type MonthlyMode,
  type Repeat,
  type SeriesEnd,
  type Weekday,
} from "#contract/events";
import { HARARE_OFFSET_MINUTES, HARARE_TIME_ZONE } from "#contract/harare-time";
import { harareLocalToIso, isoToHarareLocal } from "#server/lib/dates";

/**
 * Recurrence (docs/decisions/046-events-recurrence-and-feeds.md): an event's times are Harare wall
 * times ("2026-01-04T15:30") or, all day, Harare dates ("2026-01-04"); a repeating event keeps one
 * RFC 5545 rule (the RRULE value, "FREQ=WEEKLY;BYDAY=SU") and its exceptions, and its dates are
 * expanded by rrule-temporal for a bounded window on each read, never stored. Pure functions: no
 * database, no clock.
 */

const DAY_MS = 86_400_000;
const OFFSET_MS = HARARE_OFFSET_MINUTES * 60_000;

/** When an event takes place, as stored. */
export interface EventTiming {
  allDay: boolean;
  /** "YYYY-MM-DDTHH:MM" (Harare), or "YYYY-MM-DD" all day. */
  start: string;
  /** Same form; all day, the last day (inclusive). */
  end: string;
  /** The RRULE value, or null for a single date. */
  rule: string | null;
}

/** One occurrence's exception, keyed by the occurrence's original start (RECURRENCE-ID). */
export interface OccurrenceException {
  occurrence: string;
  cancelled: boolean;
  /** Moved: the new start and end, in the event's form (Harare wall time, or dates all day). */
  start: string | null;
  end: string | null;
  title: string | null;
  place: string | null;
  address: string | null;
  description: string | null;
}

/** One date of a series, exceptions applied. */
export interface Occurrence {
  /** Its original start: the key of its exceptions and registrations. */
  key: string;
  /** Its start and end as the event's form has them (after a move). */
  startLocal: string;
  endLocal: string;
  /** Instants: all day, 00:00 Harare of the first day to 00:00 of the day after the last. */
  start: Date;
  end: Date;
  status: "scheduled" | "cancelled" | "changed";
  exception: OccurrenceException | null;
}

// ---- Harare wall times and dates -------------------------------------------------------------

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A Harare date "YYYY-MM-DD" that exists (not 2026-02-30), else null. */
export function checkedDate(value: string): string | null {
  const match = DATE_PATTERN.exec(value.trim());
  if (!match) return null;
  return harareLocalToIso(`${match[0]}T00:00`) ? match[0] : null;
}

/** A Harare wall time "YYYY-MM-DDTHH:MM" that exists, else null. */
export function checkedWallTime(value: string): string | null {
  const text = value.trim();
  return harareLocalToIso(text) ? text : null;
}

/** The instant a Harare wall time or date (at 00:00) names. */
export function instantOf(local: string): Date {
  const iso = harareLocalToIso(local.length === 10 ? `${local}T00:00` : local);
  if (!iso) throw new Error(`Not a Harare time: ${local}`);
  return new Date(iso);
}

/** An instant as the event's form writes it: a wall time, or its Harare date all day. */
export function localOf(instant: Date, allDay: boolean): string {
  const local = isoToHarareLocal(instant.toISOString());
  return allDay ? local.slice(0, 10) : local;
}

/** `date` moved by `days` whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (dates). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The weekday code of a date. */
export function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(day + 6) % 7]!;
}

/** The instants an occurrence starting at `startLocal` covers, for an event of this timing. */
function spanOf(timing: EventTiming, startLocal: string): { start: Date; end: Date; endLocal: string } {
  const start = instantOf(startLocal);
  if (timing.allDay) {
    const endLocal = addDays(startLocal, daysBetween(timing.start, timing.end));
    return { start, end: instantOf(addDays(endLocal, 1)), endLocal };
  }
  const end = new Date(start.getTime() + (instantOf(timing.end).getTime() - instantOf(timing.start).getTime()));
  return { start, end, endLocal: localOf(end, false) };
}

/** The span of a moved occurrence (its own start and end), or of the original. */
function spanOfException(timing: EventTiming, exception: OccurrenceException) {
  if (!exception.start || !exception.end) return spanOf(timing, exception.occurrence);
  const start = instantOf(exception.start);
  const end = timing.allDay ? instantOf(addDays(exception.end, 1)) : instantOf(exception.end);
  return { start, end, endLocal: exception.end };
}

// ---- The rule as the form chooses it -----------------------------------------------------------

/** A rule as the staff form offers it. */
export interface RuleChoices {
  repeat: Repeat;
  interval: number;
  /** Weekly: the days (the first date's day when none). */
  weekdays: Weekday[];
  monthly: MonthlyMode;
  ends: SeriesEnd;
  /** "YYYY-MM-DD" (Harare), for ends = "until". */
  until: string | null;
  count: number | null;
}

export const NO_REPEAT: RuleChoices = {
  repeat: "none",
  interval: 1,
  weekdays: [],
  monthly: "date",
  ends: "never",
  until: null,
  count: null,
};

/** Which weekday of its month a date is: 1 to 5, and whether it is the last such weekday. */
export function weekdayInMonth(date: string): { nth: number; last: boolean } {
  const day = Number(date.slice(8, 10));
  const nextMonthSameWeekday = addDays(date, 7);
  return { nth: Math.ceil(day / 7), last: nextMonthSameWeekday.slice(5, 7) !== date.slice(5, 7) };
}

/** A rule that the form cannot offer (read from elsewhere): its message says so. */
export class UnsupportedRule extends Error {}

/**
 * The RRULE value of the form's choices, for an event whose first date is `firstDate`; null when it
 * does not repeat. Throws UnsupportedRule for a last-weekday rule whose first date is not one.
 */
export function ruleOf(choices: RuleChoices, firstDate: string, allDay: boolean): string | null {
  if (choices.repeat === "none") return null;
  const parts = [`FREQ=${choices.repeat.toUpperCase()}`];
  if (choices.interval > 1) parts.push(`INTERVAL=${choices.interval}`);
  if (choices.repeat === "weekly") {
    const days = choices.weekdays.length > 0 ? choices.weekdays : [weekdayOf(firstDate)];
    parts.push(`BYDAY=${WEEKDAYS.filter((day) => days.includes(day)).join(",")}`);
  }
  if (choices.repeat === "monthly" && choices.monthly !== "date") {
    const { nth, last } = weekdayInMonth(firstDate);
    if (choices.monthly === "last-weekday" && !last) throw new UnsupportedRule(EVENT_MESSAGES.notLastWeekday);
    parts.push(`BYDAY=${choices.monthly === "last-weekday" ? -1 : nth}${weekdayOf(firstDate)}`);
  }
  if (choices.ends === "count" && choices.count !== null) parts.push(`COUNT=${choices.count}`);
  if (choices.ends === "until" && choices.until) parts.push(`UNTIL=${untilValue(choices.until, allDay)}`);
  return parts.join(";");
}

/** UNTIL for the last Harare date: the date itself all day, else the end of that day in UTC (RFC 5545). */
function untilValue(date: string, allDay: boolean): string {
  if (allDay) return date.replace(/-/g, "");
  const lastMoment = new Date(instantOf(addDays(date, 1)).getTime() - 1000);
  return `${lastMoment.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
}

/** The Harare date an UNTIL value ends on. */
function untilDate(value: string): string | null {
  const date = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (date) return checkedDate(`${date[1]}-${date[2]}-${date[3]}`);
  const time = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!time) return null;
  const instant = Date.UTC(+time[1]!, +time[2]! - 1, +time[3]!, +time[4]!, +time[5]!, +time[6]!);
  return Number.isNaN(instant) ? null : new Date(instant + OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The form's choices of a stored rule (the form shows them, and a rule from the seed or elsewhere
 * is checked through them). Throws UnsupportedRule for anything the form cannot offer.
 */
export function choicesOf(rule: string | null, firstDate: string): RuleChoices {
  if (rule === null) return NO_REPEAT;
  const parts = new Map<string, string>();
  for (const part of rule.split(";")) {
    const [name, value, ...rest] = part.split("=");
    if (!name || value === undefined || rest.length > 0 || parts.has(name)) throw unsupported();
    parts.set(name, value);
  }
  const known = new Set(["FREQ", "INTERVAL", "BYDAY", "COUNT", "UNTIL"]);
  if ([...parts.keys()].some((name) => !known.has(name))) throw unsupported();
  const repeat = { DAILY: "daily", WEEKLY: "weekly", MONTHLY: "monthly", YEARLY: "yearly" }[parts.get("FREQ") ?? ""] as
    Repeat | undefined;
  if (!repeat) throw unsupported();
  const intervalText = parts.get("INTERVAL") ?? "1";
  if (!/^\d{1,3}$/.test(intervalText)) throw unsupported();
  const choices: RuleChoices = { ...NO_REPEAT, repeat, interval: Number(intervalText) };
  const byDay = parts.get("BYDAY");
  if (repeat === "weekly") {
    const days = (byDay ?? weekdayOf(firstDate)).split(",");
    if (!days.every(isWeekday)) throw unsupported();
    choices.weekdays = WEEKDAYS.filter((day) => days.includes(day));
  } else if (repeat === "monthly" && byDay !== undefined) {
    const match = /^(-1|[1-5])(MO|TU|WE|TH|FR|SA|SU)$/.exec(byDay);
    if (!match || match[2] !== weekdayOf(firstDate)) throw unsupported();
    const { nth, last } = weekdayInMonth(firstDate);
    if (match[1] === "-1" ? !last : Number(match[1]) !== nth) throw unsupported();
    choices.monthly = match[1] === "-1" ? "last-weekday" : "weekday";
  } else if (byDay !== undefined) throw unsupported();
  const count = parts.get("COUNT");
  const until = parts.get("UNTIL");
  if (count !== undefined && until !== undefined) throw unsupported();
  if (count !== undefined) {
    if (!/^\d{1,6}$/.test(count)) throw unsupported();
    return { ...choices, ends: "count", count: Number(count) };
  }
  if (until !== undefined) {
    const date = untilDate(until);
    if (!date) throw unsupported();
    return { ...choices, ends: "until", until: date };
  }
  return choices;
}

function unsupported(): UnsupportedRule {
  return new UnsupportedRule(EVENT_MESSAGES.ruleNotSupported);
}

/** The rule in words, for the event's page: "Every week on Sunday and Wednesday". "" for a single date. */
export function ruleInWords(choices: RuleChoices, firstDate: string): string {
  const every = (one: string, many: string) =>
    choices.interval === 1 ? `Every ${one}` : `Every ${choices.interval} ${many}`;
  const names = (days: readonly Weekday[]) => {
    const list = days.map((day) => WEEKDAY_NAMES[day]);
    return list.length <= 1 ? (list[0] ?? "") : `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}`;
  };
  const ordinal = ["", "first", "second", "third", "fourth", "fifth"][weekdayInMonth(firstDate).nth];
  const day = WEEKDAY_NAMES[weekdayOf(firstDate)];
  const what = {
    none: "",
    daily: every("day", "days"),
    weekly: `${every("week", "weeks")} on ${names(choices.weekdays)}`,
    monthly:
      choices.monthly === "date"
        ? `${every("month", "months")} on day ${Number(firstDate.slice(8, 10))}`
        : choices.monthly === "weekday"
          ? `${every("month", "months")} on the ${ordinal} ${day}`
          : `${every("month", "months")} on the last ${day}`,
    yearly: every("year", "years"),
  }[choices.repeat];
  if (!what) return "";
  if (choices.ends === "until" && choices.until) return `${what}, until ${longDate(choices.until)}`;
  if (choices.ends === "count" && choices.count) return `${what}, ${choices.count} times`;
  return what;
}

const longDateFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** "30 June 2026". */
export function longDate(date: string): string {
  return longDateFormat.format(new Date(`${date}T00:00:00Z`));
}

// ---- Expansion ----------------------------------------------------------------------------------

/** The rule of a timing, read by rrule-temporal (one per call: they are cheap). */
function ruleSet(timing: EventTiming): RRuleTemporal {
  // All day too, the dates are expanded at 00:00 Harare: a DATE UNTIL is read as the end of its day.
  const first = timing.allDay ? `${timing.start}T00:00` : timing.start;
  const dtstart = `${first.replace(/[-:]/g, "")}00`;
  return new RRuleTemporal({
    rruleString: `DTSTART;TZID=${HARARE_TIME_ZONE}:${dtstart}\nRRULE:${timing.rule}`,
    maxIterations: 20_000,
  });
}

/** The original starts of the series within [from, to), at most `limit` (a single date: its own). */
function originalStarts(timing: EventTiming, from: Date, to: Date, limit: number): string[] {
  if (!timing.rule) {
    const start = instantOf(timing.start);
    return start >= from && start < to ? [timing.start] : [];
  }
  const found: string[] = [];
  const rule = ruleSet(timing);
  for (const at of rule.between(from, to, true)) {
    const instant = new Date(at.epochMilliseconds);
    if (instant >= to) continue;
    found.push(localOf(instant, timing.allDay));
    if (found.length >= limit) break;
  }
  return found;
}

/** The occurrence of original start `key` (one of the series' dates), with its exception if it has one. */
export function occurrenceAt(timing: EventTiming, key: string, exception: OccurrenceException | null): Occurrence {
  const span = exception ? spanOfException(timing, exception) : spanOf(timing, key);
  return {
    key,
    startLocal: exception?.start && exception.end ? exception.start : key,
    endLocal: span.endLocal,
    start: span.start,
    end: span.end,
    status: !exception ? "scheduled" : exception.cancelled ? "cancelled" : "changed",
    exception,
  };
}

/** Whether `key` is one of the series' own dates (a forged or stale date is not). */
export function isOccurrenceOf(timing: EventTiming, key: string): boolean {
  const valid = timing.allDay ? checkedDate(key) : checkedWallTime(key);
  if (!valid) return false;
  if (!timing.rule) return key === timing.start;
  const at = instantOf(key);
  return originalStarts(timing, at, new Date(at.getTime() + 1), 1)[0] === key;
}

/**
 * Every occurrence that overlaps [from, to), exceptions applied, in order of start, at most `limit`:
 * cancelled ones included (status "cancelled": the caller shows or skips them), moved ones where
 * they moved to (one moved into the window from outside it too).
 */
export function occurrencesBetween(
  timing: EventTiming,
  exceptions: readonly OccurrenceException[],
  from: Date,
  to: Date,
  limit: number = EVENT_BOUNDS.occurrencesPerRead,
): Occurrence[] {
  const byKey = new Map(exceptions.map((exception) => [exception.occurrence, exception]));
  const longest = spanOf(timing, timing.start);
  const lookBack = longest.end.getTime() - longest.start.getTime();
  const found = new Map<string, Occurrence>();
  const add = (key: string) => {
    const occurrence = occurrenceAt(timing, key, byKey.get(key) ?? null);
    if (occurrence.end > from && occurrence.start < to) found.set(key, occurrence);
  };
  for (const key of originalStarts(timing, new Date(from.getTime() - lookBack), to, limit + exceptions.length))
    add(key);
  // An occurrence moved into the window from a date outside it.
  for (const exception of exceptions)
    if (!found.has(exception.occurrence) && exception.start && isOccurrenceOf(timing, exception.occurrence))
      add(exception.occurrence);
  return [...found.values()]
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.key.localeCompare(b.key))
    .slice(0, limit);
}

/** The series' first start and last end (null: it never ends), exceptions' moves included: the read index's range. */
export function seriesRange(
  timing: EventTiming,
  exceptions: readonly OccurrenceException[],
): { first: Date; lastEnd: Date | null } {
  const first = spanOf(timing, timing.start);
  let start = first.start;
  let lastEnd: Date | null = first.end;
  if (timing.rule) {
    const choices = choicesOf(timing.rule, dateOf(timing.start));
    if (choices.ends === "never") lastEnd = null;
    else {
      const all = ruleSet(timing).all((_, index) => index < EVENT_BOUNDS.seriesOccurrences + 1);
      const last = all[all.length - 1];
      if (last) lastEnd = spanOf(timing, localOf(new Date(last.epochMilliseconds), timing.allDay)).end;
    }
  }
  for (const exception of exceptions) {
    if (!exception.start || !exception.end) continue;
    const span = spanOfException(timing, exception);
    if (span.start < start) start = span.start;
    if (lastEnd && span.end > lastEnd) lastEnd = span.end;
  }
  return { first: start, lastEnd };
}

/** The date part of a wall time or date. */
export function dateOf(local: string): string {
  return local.slice(0, 10);
}

/**
 * What is wrong with a timing and its rule for an event of `kind`, field by field: the rule's
 * fields' messages (repeat, weekdays, monthly, ends, until, count), or none. The start and end are
 * checked before (they are the form's own fields).
 */
export function ruleProblems(timing: EventTiming, service: boolean): Partial<Record<keyof RuleChoices, string>> {
  if (!timing.rule) return service ? { repeat: EVENT_MESSAGES.serviceMustRepeat } : {};
  const firstDate = dateOf(timing.start);
  let choices: RuleChoices;
  try {
    choices = choicesOf(timing.rule, firstDate);
  } catch (error) {
    if (error instanceof UnsupportedRule) return { repeat: error.message };
    throw error;
  }
  if (choices.interval < 1 || choices.interval > EVENT_BOUNDS.interval) return { interval: EVENT_MESSAGES.interval };
  if (choices.repeat === "weekly" && !choices.weekdays.includes(weekdayOf(firstDate)))
    return { weekdays: EVENT_MESSAGES.startNotOnWeekday(choices.weekdays.map((day) => WEEKDAY_NAMES[day]).join(", ")) };
  if (choices.ends === "never" && !service) return { ends: EVENT_MESSAGES.neverEndsForEvent };
  if (choices.ends === "count" && (choices.count! < 1 || choices.count! > EVENT_BOUNDS.seriesOccurrences))
    return { count: EVENT_MESSAGES.countInvalid };
  if (choices.ends === "until") {
    if (choices.until! < firstDate) return { until: EVENT_MESSAGES.untilBeforeStart };
    const latest = `${Number(firstDate.slice(0, 4)) + EVENT_BOUNDS.untilYears}${firstDate.slice(4)}`;
    if (choices.until! > latest) return { until: EVENT_MESSAGES.untilTooFar };
  }
  const rule = ruleSet(timing);
  const some = rule.all((_, index) => index < (choices.ends === "never" ? 60 : EVENT_BOUNDS.seriesOccurrences + 1));
  if (some.length === 0) return { repeat: EVENT_MESSAGES.noOccurrence };
  if (choices.ends !== "never" && some.length > EVENT_BOUNDS.seriesOccurrences)
    return {
      ends: EVENT_MESSAGES.tooManyOccurrences(`more than ${EVENT_BOUNDS.seriesOccurrences.toLocaleString("en")}`),
    };
  // Each date must be over before the next begins (a two-day event cannot repeat daily).
  const length = spanOf(timing, timing.start);
  const lengthMs = length.end.getTime() - length.start.getTime();
  for (let index = 1; index < Math.min(some.length, 60); index += 1)
    if (some[index]!.epochMilliseconds - some[index - 1]!.epochMilliseconds < lengthMs)
      return { repeat: EVENT_MESSAGES.tooLongForARepeat };
  return {};
}
