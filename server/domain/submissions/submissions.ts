import type { Insertable, Kysely, Transaction } from "kysely";
import type { ContactInput, MinistryInput, NewsletterInput, PrayerInput } from "#contract/submissions";
import type { Database, MinistryApplicationsTable } from "#server/db/schema";
import { messageItem, queueNotices } from "#server/mail/notices";
import { subscribe } from "#server/domain/subscribers/subscriptions";
import type { SubmissionService } from "#server/domain/types";
import { interestsOf, splitName, volunteerMinistryOf } from "./volunteers";

/** An application and its ministry's notices, in the submission's transaction. */
async function storeApplication(
  trx: Transaction<Database>,
  values: Insertable<MinistryApplicationsTable>,
): Promise<{ id: number }> {
  const row = await trx.insertInto("ministry_applications").values(values).returning("id").executeTakeFirstOrThrow();
  await queueNotices(trx, { kind: "applications", id: Number(row.id), ministry: values.ministry });
  return { id: Number(row.id) };
}

/**
 * What visitors send: one row per submission, nothing of it ever read back by a public endpoint.
 * Each is stored in one transaction with what it makes the server send: the staff's
 * notices, a subscriber's confirmation mail. A submission acknowledged always has them queued.
 */
export function createSubmissionService(db: Kysely<Database>, siteUrl: string): SubmissionService {
  const now = () => new Date().toISOString();

  return {
    contact: (input: ContactInput) =>
      db.transaction().execute(async (trx) => {
        const volunteering = volunteerMinistryOf(input);
        if (volunteering) {
          const { first, last } = splitName(input.name);
          const interests = interestsOf(input.message);
          return storeApplication(trx, {
            ministry: volunteering,
            first_name: first,
            last_name: last,
            email: input.email,
            phone: input.phone,
            subject: input.subject,
            message: input.message,
            specific_interest: "",
            age_group: "",
            extra: JSON.stringify({
              ...input.additionalDetails,
              ...(interests.length > 0 ? { areasOfInterest: interests.join(", ") } : {}),
            }),
            created_at: now(),
          });
        }
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
      db.transaction().execute((trx) =>
        storeApplication(trx, {
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
        }),
      ),

    subscribe: (input: NewsletterInput) => db.transaction().execute((trx) => subscribe(trx, siteUrl, input)),
  };
}
