import type { Kysely } from "kysely";
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "#contract/newsletter-links";
import type { Database } from "#server/db/schema";
import { newSecret, sha256 } from "#server/auth/accounts";
import { queueMail } from "#server/mail/outbox";
import { confirmationMail, mailChurch } from "#server/mail/templates";
import { readChurch } from "#server/domain/church/church";

/**
 * The newsletter's double opt-in and unsubscribe. A subscription is stored unconfirmed
 * with its confirmation mail queued in the same transaction; only the link's page's POST confirms
 * (a GET, which mail scanners follow, changes nothing). Every newsletter carries the address's own
 * unsubscribe link, which also takes the RFC 8058 one-click POST.
 */

/** A confirmation is mailed again at most this often to one unconfirmed address. */
export const RESEND_AFTER_MS = 60 * 60_000;
/** Unconfirmed addresses are forgotten after this long. */
export const UNCONFIRMED_KEPT_MS = 30 * 24 * 60 * 60_000;

/** The pages of a subscriber's mailed links, each followed by the link's token. */
export const confirmPath = (token: string) => `${NEWSLETTER_CONFIRM_PATH}/${token}`;
export const unsubscribePath = (token: string) => `${NEWSLETTER_UNSUBSCRIBE_PATH}/${token}`;

/**
 * Subscribes `email` (call inside a transaction): new or unsubscribed addresses get a confirmation
 * mail, an unconfirmed one again after an hour, a confirmed one nothing. `created`: a new row.
 */
export async function subscribe(
  db: Kysely<Database>,
  siteUrl: string,
  input: { email: string; name: string },
  now = new Date(),
): Promise<{ created: boolean }> {
  const normalized = input.email.toLowerCase();
  const existing = await db
    .selectFrom("newsletter_subscribers")
    .select(["id", "confirmed_at", "unsubscribed_at", "confirmation_sent_at"])
    .where("email_normalized", "=", normalized)
    .executeTakeFirst();
  const token = newSecret();
  const at = now.toISOString();
  const fresh = { confirm_token_hash: sha256(token), confirmation_sent_at: at };
  if (!existing) {
    const inserted = await db
      .insertInto("newsletter_subscribers")
      .values({
        email: input.email,
        email_normalized: normalized,
        name: input.name,
        created_at: at,
        ...fresh,
        unsubscribe_token: newSecret(),
      })
      .onConflict((conflict) => conflict.column("email_normalized").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) return { created: false };
  } else if (existing.unsubscribed_at !== null) {
    // Back after leaving: a new confirmation, as for a new address.
    await db
      .updateTable("newsletter_subscribers")
      .set({ ...fresh, confirmed_at: null, unsubscribed_at: null, unsubscribe_token: newSecret() })
      .where("id", "=", existing.id)
      .execute();
  } else if (existing.confirmed_at !== null) {
    return { created: false };
  } else {
    const last = existing.confirmation_sent_at;
    if (last !== null && now.getTime() - new Date(last).getTime() < RESEND_AFTER_MS) return { created: false };
    await db.updateTable("newsletter_subscribers").set(fresh).where("id", "=", existing.id).execute();
  }
  await queueMail(
    db,
    siteUrl,
    {
      kind: "confirmation",
      to: input.email,
      ...confirmationMail(mailChurch(await readChurch(db), siteUrl), `${siteUrl}${confirmPath(token)}`),
    },
    now,
  );
  return { created: !existing };
}

export type SubscriptionState = "pending" | "confirmed" | "unknown";

/** What a confirmation link stands for now (its page shows the button, the thanks, or that it is dead). */
export async function confirmationState(db: Kysely<Database>, token: string): Promise<SubscriptionState> {
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select(["confirmed_at", "unsubscribed_at"])
    .where("confirm_token_hash", "=", sha256(token))
    .executeTakeFirst();
  if (!row || row.unsubscribed_at !== null) return "unknown";
  return row.confirmed_at === null ? "pending" : "confirmed";
}

/** Confirms the address of the link; false when the link is unknown (or its address left). */
export async function confirmSubscription(db: Kysely<Database>, token: string, now = new Date()): Promise<boolean> {
  const state = await confirmationState(db, token);
  if (state === "unknown") return false;
  await db
    .updateTable("newsletter_subscribers")
    .set({ confirmed_at: now.toISOString() })
    .where("confirm_token_hash", "=", sha256(token))
    .where("confirmed_at", "is", null)
    .execute();
  return true;
}

/** Whether an unsubscribe link names an address on the list (still subscribed or not). */
export async function isUnsubscribeToken(db: Kysely<Database>, token: string): Promise<boolean> {
  if (token === "") return false;
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select("id")
    .where("unsubscribe_token", "=", token)
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes the link's address off the list; false when the link is unknown. Saying it twice is fine. */
export async function unsubscribe(db: Kysely<Database>, token: string, now = new Date()): Promise<boolean> {
  if (!(await isUnsubscribeToken(db, token))) return false;
  await db
    .updateTable("newsletter_subscribers")
    .set({ unsubscribed_at: now.toISOString() })
    .where("unsubscribe_token", "=", token)
    .where("unsubscribed_at", "is", null)
    .execute();
  return true;
}

/** Forgets addresses never confirmed 30 days after their last confirmation mail (rows from before double opt-in have none). */
export async function forgetUnconfirmed(db: Kysely<Database>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNCONFIRMED_KEPT_MS).toISOString();
  const result = await db
    .deleteFrom("newsletter_subscribers")
    .where("confirmed_at", "is", null)
    .where("confirmation_sent_at", "is not", null)
    .where("confirmation_sent_at", "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
