import { DAILY_TIME, harareDailySlot } from "#contract/harare-time";

/**
 * When a recurring job runs, as plain arithmetic (schedule.test.ts): every so many seconds, or
 * daily at a Harare time. A daily slot missed while no server ran (a power cut at night) is taken
 * when one starts within CATCH_UP_MS after it, else left for the next day's. Retries wait longer
 * after each failed try.
 */

export type Schedule = { everyMs: number } | { dailyAt: string };

const DAY_MS = 24 * 60 * 60_000;

/** A slot this long past is left for the next day's (a server started in the afternoon does not back up at once). */
export const CATCH_UP_MS = 6 * 60 * 60_000;

export function everySeconds(seconds: number): Schedule {
  if (!(seconds > 0)) throw new Error(`A job's interval must be positive, not ${seconds} s`);
  return { everyMs: seconds * 1000 };
}

/** Daily at `time`, "HH:MM" in Harare. */
export function dailyAt(time: string): Schedule {
  if (!DAILY_TIME.test(time)) throw new Error(`"${time}" is not a time of day (HH:MM)`);
  return { dailyAt: time };
}

/** The schedule as the jobs table and the admins' page write it: a changed one is seen at start. */
export function scheduleText(schedule: Schedule): string {
  return "everyMs" in schedule ? `every ${schedule.everyMs / 1000} s` : `daily at ${schedule.dailyAt} (Harare)`;
}

/** When a new recurring job is first due: at once, or a daily job at its last slot (taken if within the catch-up). */
export function firstDue(schedule: Schedule, now: Date): Date {
  return "everyMs" in schedule ? now : harareDailySlot(now, schedule.dailyAt).at;
}

/** When a recurring job is next due once a run ended at `now`. */
export function nextDue(schedule: Schedule, now: Date): Date {
  if ("everyMs" in schedule) return new Date(now.getTime() + schedule.everyMs);
  return new Date(harareDailySlot(now, schedule.dailyAt).at.getTime() + DAY_MS);
}

/**
 * A recurring job claimed at `now`: the slot it runs for (an interval job's is now; a daily job's
 * its last slot), or, for a daily slot older than CATCH_UP_MS, no run and the next slot.
 */
export function slotToRun(schedule: Schedule, now: Date): { run: true; slot: Date } | { run: false; next: Date } {
  if ("everyMs" in schedule) return { run: true, slot: now };
  const slot = harareDailySlot(now, schedule.dailyAt).at;
  if (now.getTime() - slot.getTime() > CATCH_UP_MS) return { run: false, next: nextDue(schedule, now) };
  return { run: true, slot };
}

/**
 * How far ahead a recurring job's due time can be: further means the clock went back since it was
 * written (a corrected clock, a restored database), and the job is due at once rather than stuck.
 */
export function longestWaitMs(schedule: Schedule): number {
  return "everyMs" in schedule ? schedule.everyMs : DAY_MS;
}

export interface Retry {
  /** Tries in all, the first included; after the last a one-off job is failed. */
  tries: number;
  firstDelayMs: number;
  longestDelayMs: number;
}

/** first, 2 x first, 4 x first... after each failed try (`attempts` counts them), at most `longest`. */
export function backoffMs(attempts: number, firstDelayMs: number, longestDelayMs: number): number {
  return Math.min(firstDelayMs * 2 ** Math.max(0, attempts - 1), longestDelayMs);
}
