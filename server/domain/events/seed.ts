import type { Kysely, Selectable } from "kysely";
import type { DemoEvent, DemoWhen } from "#content/demo/events";
import { DEMO_MAP_URL } from "#content/demo/events";
import type { Database, EventsTable } from "#server/db/schema";
import { sanitizePostHtml } from "#server/lib/sanitize";
import { addDays, localOf, ruleProblems, seriesRange, weekdayInMonth, weekdayOf, type EventTiming } from "./recurrence";

/**
 * The demo calendar into a database (the demo seed calls it): each event whose address is free,
 * its dates placed as content/demo/events.ts says, checked by the same rules as a staff save (a
 * demo event the rules refuse is a fault of the demo, and fails the seed).
 */

/** Easter Sunday of `year` (the Gregorian computus). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The first date on or after `today` that the demo's placement names. */
function demoTiming(when: DemoWhen, rule: string | null, today: string): EventTiming {
  if ("from" in when) return { allDay: false, start: when.from, end: when.to, rule };
  let date: string;
  if ("feast" in when) {
    const year = Number(today.slice(0, 4));
    const feast = (y: number) => addDays(easterSunday(y), when.feast === "pentecost" ? 49 : 0);
    date = feast(year) > today ? feast(year) : feast(year + 1);
  } else {
    date = addDays(today, 7 * when.weeksAhead + 1);
    while (weekdayOf(date) !== when.weekday) date = addDays(date, 1);
    // A rule of one weekday of the month ("2SA") starts on such a day.
    const nth = rule ? /BYDAY=(\d)[A-Z]{2}/.exec(rule) : null;
    if (nth) while (weekdayInMonth(date).nth !== Number(nth[1])) date = addDays(date, 7);
  }
  return { allDay: false, start: `${date}T${when.start}`, end: `${date}T${when.end}`, rule };
}

/** Inserts the demo events whose slug is free; returns the rows put in (the seed marks them as the demo's). */
export async function seedEvents(
  db: Kysely<Database>,
  events: readonly DemoEvent[],
  now = new Date(),
): Promise<Array<Selectable<EventsTable>>> {
  const taken = new Set((await db.selectFrom("events").select("slug").execute()).map((row) => row.slug));
  const today = localOf(now, true);
  const at = now.toISOString();
  const added: Array<Selectable<EventsTable>> = [];
  for (const event of events) {
    if (taken.has(event.slug)) continue;
    const timing = demoTiming(event.when, event.rule, today);
    const problems = Object.values(ruleProblems(timing, event.kind === "service"));
    if (problems.length > 0) throw new Error(`Demo event ${event.slug}: ${problems.join(" ")}`);
    const range = seriesRange(timing, []);
    const row = await db
      .insertInto("events")
      .values({
        slug: event.slug,
        title: event.title,
        description: sanitizePostHtml(event.description),
        image: event.image,
        place: event.place,
        address: event.address,
        map_url: DEMO_MAP_URL,
        kind: event.kind,
        all_day: 0,
        starts_at: timing.start,
        ends_at: timing.end,
        rule: timing.rule,
        ministry: event.ministry,
        listed: 1,
        status: "published",
        registration: event.registration ? 1 : 0,
        capacity: event.registration?.capacity ?? null,
        waitlist: event.registration?.waitlist ? 1 : 0,
        closes_hours: event.registration?.closesHours ?? 0,
        question: event.registration?.question ?? null,
        series_of: null,
        series_starts_at: range.first.toISOString(),
        series_ends_at: range.lastEnd?.toISOString() ?? null,
        version: 1,
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    added.push(row);
  }
  return added;
}
