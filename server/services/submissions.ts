import type { Kysely } from "kysely";
import type { ContactInput, MinistryInput, NewsletterInput, PrayerInput } from "../../contract/submissions";
import type { Database } from "../db/schema";
import { messageItem, queueNotices } from "../mail/notices";
import { subscribe } from "../mail/subscriptions";
import type { SubmissionService } from "./types";

/**
 * What visitors send: one row per submission, nothing of it ever read back by a public endpoint.
 * Each is stored in one transaction with what it makes the server send (issue 16): the staff's
 * notices, a subscriber's confirmation mail. A submission acknowledged always has them queued.
 */
export function createSubmissionService(db: Kysely<Database>, siteUrl: string): SubmissionService {
  const now = () => new Date().toISOString();

  return {
    contact: (input: ContactInput) =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("contact_messages")
          .values({
            name: input.name,
            email: input.email,
            phone: input.phone,
            subject: input.subject,
            message: input.message,
            form_type: input.form_type,
            details: JSON.stringify(input.additionalDetails ?? {}),
            created_at: now(),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await queueNotices(trx, messageItem(Number(row.id), { form_type: input.form_type, subject: input.subject }));
        return { id: Number(row.id) };
      }),

    prayer: (input: PrayerInput) =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("prayer_requests")
          .values({
            name: input.name,
            email: input.email,
            phone: input.phone ?? "",
            request: input.request,
            is_private: input.is_private ? 1 : 0,
            created_at: now(),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await queueNotices(trx, {
          kind: input.is_private ? "private-prayer-requests" : "prayer-requests",
          id: Number(row.id),
        });
        return { id: Number(row.id) };
      }),

    ministry: (input: MinistryInput, extra: Record<string, unknown>) =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("ministry_applications")
          .values({
            ministry: input.ministry,
            first_name: input.first_name,
            last_name: input.last_name,
            email: input.email,
            phone: input.phone,
            subject: input.subject,
            message: input.message,
            specific_interest: input.specific_interest,
            age_group: input.age_group,
            extra: JSON.stringify(extra),
            created_at: now(),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await queueNotices(trx, { kind: "applications", id: Number(row.id), ministry: input.ministry });
        return { id: Number(row.id) };
      }),

    subscribe: (input: NewsletterInput) => db.transaction().execute((trx) => subscribe(trx, siteUrl, input)),
  };
}
