import type { Kysely } from "kysely";
import type { ContactInput, MinistryInput, NewsletterInput, PrayerInput } from "../../contract/submissions";
import type { Database } from "../db/schema";
import type { SubmissionService } from "./types";

/** What visitors send: one row per submission, nothing of it ever read back by a public endpoint. */
export function createSubmissionService(db: Kysely<Database>): SubmissionService {
  const now = () => new Date().toISOString();

  return {
    async contact(input: ContactInput) {
      const row = await db
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
      return { id: Number(row.id) };
    },

    async prayer(input: PrayerInput) {
      const row = await db
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
      return { id: Number(row.id) };
    },

    async ministry(input: MinistryInput, extra: Record<string, unknown>) {
      const row = await db
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
      return { id: Number(row.id) };
    },

    async subscribe(input: NewsletterInput) {
      const inserted = await db
        .insertInto("newsletter_subscribers")
        .values({
          email: input.email,
          email_normalized: input.email.toLowerCase(),
          name: input.name,
          created_at: now(),
        })
        .onConflict((conflict) => conflict.column("email_normalized").doNothing())
        .returning("id")
        .executeTakeFirst();
      return { created: inserted !== undefined };
    },
  };
}
