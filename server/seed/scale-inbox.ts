import { sql, type Insertable, type Kysely } from "kysely";
import { MINISTRY_CONTACT_SUBJECTS } from "#contract/ministries";
import type { Engine } from "#server/db/connection";
import type {
  ContactMessagesTable,
  Database,
  MinistryApplicationsTable,
  NewsletterSubscribersTable,
  PrayerRequestsTable,
} from "#server/db/schema";
import { COMMENTS } from "#content/demo/comments";
import { insertBatches, random } from "./scale";

/**
 * What visitors send, at scale: messages, prayer requests, ministry applications and
 * newsletter subscribers, for the staff lists' bench (tools/bench-staff.ts). Deterministic, on
 * either engine; the rows spread over three years before NEWEST. As in a church's inbox after
 * years of use, most items are dealt with (done or archived) and a few still wait.
 */
export interface InboxScaleOptions {
  messages: number;
  prayerRequests: number;
  applications: number;
  subscribers: number;
  seed: number;
}

export const INBOX_SCALE_DEFAULTS: InboxScaleOptions = {
  messages: 100_000,
  prayerRequests: 100_000,
  applications: 100_000,
  subscribers: 100_000,
  seed: 11,
};

const NEWEST = Date.UTC(2026, 10, 20, 12, 0, 0);
const THREE_YEARS = 3 * 365 * 24 * 3600_000;
const FIRST_NAMES = [
  "Tendai",
  "Rutendo",
  "Farai",
  "Chipo",
  "Tinashe",
  "Nyasha",
  "Kudzai",
  "Tatenda",
  "Ruvimbo",
  "Simba",
];
const LAST_NAMES = ["Moyo", "Dube", "Ncube", "Sibanda", "Mutasa", "Chikwanha", "Mhere", "Chuma", "Gumbo", "Banda"];
const APPLICATION_MINISTRIES = ["intercession", "evangelism", "children", "hospitality"] as const;

export async function seedScaleInbox(
  db: Kysely<Database>,
  engine: Engine,
  options: InboxScaleOptions = INBOX_SCALE_DEFAULTS,
): Promise<void> {
  const rand = random(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)];
  const texts = COMMENTS.map((comment) => comment.text);
  const when = () => new Date(NEWEST - Math.floor(rand() * THREE_YEARS)).toISOString();
  const person = (index: number) => {
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    return { first, last, name: `${first} ${last}`, email: `${first}.${last}.${index}@example.org`.toLowerCase() };
  };
  const phone = () => (rand() < 0.7 ? `077 ${100 + Math.floor(rand() * 900)} ${1000 + Math.floor(rand() * 9000)}` : "");
  const ministrySubjects = Object.values(MINISTRY_CONTACT_SUBJECTS);
  // Dealt with when it was sent, near enough for a bench: handled_at agrees with the status. Set
  // on insert: a later UPDATE of 100,000 rows rewrites every index entry (the search's trigram
  // indexes too) and outlasted the statement timeout on PostgreSQL.
  const workflow = (createdAt: string) => {
    const roll = rand();
    const status = roll < 0.03 ? "new" : roll < 0.05 ? "in_progress" : roll < 0.6 ? "done" : "archived";
    return { created_at: createdAt, status, handled_at: status === "done" || status === "archived" ? createdAt : null };
  };

  await db.transaction().execute(async (trx) => {
    const messages: Array<Insertable<ContactMessagesTable>> = [];
    for (let index = 0; index < options.messages; index += 1) {
      const who = person(index);
      const roll = rand();
      const ministry = roll < 0.2;
      messages.push({
        name: who.name,
        email: who.email,
        phone: phone(),
        subject: ministry
          ? pick(ministrySubjects)
          : roll < 0.3
            ? "Salvation follow-up"
            : pick(["Visiting on Sunday", "Counselling", "Wedding enquiry", "Hello"]),
        message: `${pick(texts)} ${pick(texts)}`,
        form_type: ministry ? "" : roll < 0.3 ? "Salvation Form" : "Contact Page Form",
        details: "{}",
        ...workflow(when()),
      });
    }
    await insertBatches(trx, "contact_messages", messages, 1000);

    const prayers: Array<Insertable<PrayerRequestsTable>> = [];
    for (let index = 0; index < options.prayerRequests; index += 1) {
      const who = person(index);
      prayers.push({
        name: who.name,
        email: who.email,
        phone: phone(),
        request: `${pick(texts)} ${pick(texts)}`,
        is_private: rand() < 0.4 ? 1 : 0,
        ...workflow(when()),
      });
    }
    await insertBatches(trx, "prayer_requests", prayers, 1000);

    const applications: Array<Insertable<MinistryApplicationsTable>> = [];
    for (let index = 0; index < options.applications; index += 1) {
      const who = person(index);
      applications.push({
        ministry: pick(APPLICATION_MINISTRIES),
        first_name: who.first,
        last_name: who.last,
        email: who.email,
        phone: phone(),
        subject: "",
        message: pick(texts),
        specific_interest: "",
        age_group: "",
        extra: "{}",
        ...workflow(when()),
      });
    }
    await insertBatches(trx, "ministry_applications", applications, 500);

    const subscribers: Array<Insertable<NewsletterSubscribersTable>> = [];
    for (let index = 0; index < options.subscribers; index += 1) {
      const who = person(index);
      subscribers.push({ email: who.email, email_normalized: who.email, name: who.name, created_at: when() });
    }
    await insertBatches(trx, "newsletter_subscribers", subscribers, 1000);
  });
  if (engine === "postgres") await sql`VACUUM ANALYZE`.execute(db);
}
