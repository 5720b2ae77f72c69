import { defineJob, type JobDefinition } from "#server/jobs/runner";
import { everySeconds } from "#server/jobs/schedule";
import { pollPendingGifts } from "./confirm";
import type { GivingContext } from "./context";

/**
 * How often the poller looks for gifts due a check. Each gift carries its own next check
 * (./poller-schedule.ts: 30 s after it began, then twice as long each time, at most an hour apart,
 * for a day); this only bounds how late a due check runs.
 */
export const POLLER_EVERY_SECONDS = 15;

/**
 * The poller (docs/decisions/048-giving-through-paynow.md) on the job runner
 * (docs/decisions/045-job-runner.md): asks Paynow about every unsettled gift whose check is due.
 * Gifts are claimed in one statement, so several processes never ask about one gift together.
 */
export function givingPollerJob(context: GivingContext): JobDefinition {
  return defineJob({
    name: "giving-poller",
    schedule: everySeconds(POLLER_EVERY_SECONDS),
    async run({ now }) {
      await pollPendingGifts(context, now());
    },
  });
}
