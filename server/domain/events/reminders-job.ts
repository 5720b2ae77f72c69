import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import { defineJob, type JobDefinition } from "#server/jobs/runner";
import { everySeconds } from "#server/jobs/schedule";
import { queueDueReminders } from "./registration";

/** How often the due reminders are looked for: a reminder leaves at most this late after its day-before time. */
export const REMINDERS_EVERY_SECONDS = 5 * 60;

/**
 * The registrants' reminders, a day before their date, through the outbox (./registration.ts
 * queueDueReminders marks each registration in the transaction that queues its mail, so it leaves
 * once whatever the number of processes), on the job runner (docs/decisions/045-job-runner.md).
 */
export function eventRemindersJob(db: Kysely<Database>, siteUrl: string): JobDefinition {
  return defineJob({
    name: "event-reminders",
    schedule: everySeconds(REMINDERS_EVERY_SECONDS),
    async run({ now }) {
      await queueDueReminders(db, siteUrl, now());
    },
  });
}
