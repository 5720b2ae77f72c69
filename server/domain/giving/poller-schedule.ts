/**
 * When Paynow is asked again about a gift it has not settled: 30 seconds after it began, then
 * twice as long after each check, at most an hour apart, for a day; a gift still waiting then is
 * closed as failed (`expired`). Paynow's test numbers settle within 30 seconds, real payers within
 * minutes; the day is for a phone that was off.
 */
export const FIRST_CHECK_MS = 30_000;
export const LONGEST_WAIT_MS = 60 * 60_000;
export const FOLLOW_FOR_MS = 24 * 60 * 60_000;
/** A claimed gift is left to the process that claimed it this long (it died if it has not asked by then). */
export const CLAIM_MS = 2 * 60_000;
/** A gift Paynow has no trace of this long after it began never reached Paynow. */
export const NOT_STARTED_AFTER_MS = 10 * 60_000;

export function firstCheckAt(now: Date): string {
  return new Date(now.getTime() + FIRST_CHECK_MS).toISOString();
}

/** The next check after `checks` checks of a gift begun at `createdAt`; null once its day is over. */
export function nextCheckAt(createdAt: string, checks: number, now: Date): string | null {
  const end = new Date(createdAt).getTime() + FOLLOW_FOR_MS;
  if (now.getTime() >= end) return null;
  const wait = Math.min(FIRST_CHECK_MS * 2 ** Math.min(checks, 20), LONGEST_WAIT_MS);
  return new Date(Math.min(now.getTime() + wait, end)).toISOString();
}
