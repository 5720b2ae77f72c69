import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import { clientKey } from "#server/lib/client-key";
import { normalizeEmail, passwordHashOf } from "./accounts";
import { isoToHarareLocal } from "#server/lib/dates";
import { recordActivity } from "#server/domain/activity/activity";
import type { Actor } from "#server/auth/staff-member";
import { verifyPassword } from "./passwords";
import { startSession } from "./sessions";

/**
 * Sign-in. A wrong address and a wrong password get the same words in the same time
 * (the password is always checked, against a decoy when there is no account). Failures are rows
 * in the database, so the limits hold across processes: 10 for one address or 30 from one client
 * within 15 minutes, after which every attempt is refused until the oldest failure is 15 minutes old.
 * docs/decisions/013-staff-accounts-and-sessions.md says why this is not @fastify/rate-limit.
 */

export const WRONG_CREDENTIALS = "Wrong email or password.";
export const FAILURE_WINDOW_MINUTES = 15;
export const FAILURES_PER_ADDRESS = 10;
export const FAILURES_PER_CLIENT = 30;
const WINDOW_MS = FAILURE_WINDOW_MINUTES * 60_000;

export function tooManyAttempts(minutes: number): string {
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

export type SignInResult =
  | { ok: true; secret: string; staffId: number; name: string }
  | { ok: false; status: 401; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

/** Seconds until one of the failures of a key counted in the window falls out of it, or null when under the limit. */
async function lockedFor(
  db: Kysely<Database>,
  column: "email_normalized" | "client_key",
  value: string,
  limit: number,
  now: Date,
): Promise<number | null> {
  const since = new Date(now.getTime() - WINDOW_MS).toISOString();
  const recent = await db
    .selectFrom("sign_in_failures")
    .select("at")
    .where(column, "=", value)
    .where("at", ">", since)
    .orderBy("at", "desc")
    .limit(limit)
    .execute();
  if (recent.length < limit) return null;
  // Allowed again when the limit-th newest failure leaves the window.
  const oldestCounted = Date.parse(recent[limit - 1]!.at);
  return Math.max(1, Math.ceil((oldestCounted + WINDOW_MS - now.getTime()) / 1000));
}

/** The failures of a key in the window ending at `now` (this attempt's own row included). */
async function countSince(
  db: Kysely<Database>,
  column: "email_normalized" | "client_key",
  value: string,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - WINDOW_MS).toISOString();
  const row = await db
    .selectFrom("sign_in_failures")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where(column, "=", value)
    .where("at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * One password attempt for `email` from `client` under the limits: the seconds to wait, or the
 * attempt counted as a failure from before the password is checked (`forget` removes it when the
 * password is right), so simultaneous guesses see one another and a burst cannot have more than
 * the limit checked.
 */
async function openAttempt(
  db: Kysely<Database>,
  email: string,
  client: string,
  now: Date,
  limits: { address: number; client: number } = { address: FAILURES_PER_ADDRESS, client: FAILURES_PER_CLIENT },
): Promise<{ wait: number } | { forget: () => Promise<unknown> }> {
  const waitFor = async () =>
    Math.max(
      (await lockedFor(db, "email_normalized", email, limits.address, now)) ?? 0,
      (await lockedFor(db, "client_key", client, limits.client, now)) ?? 0,
    );
  const wait = await waitFor();
  if (wait > 0) return { wait };
  const attempt = await db
    .insertInto("sign_in_failures")
    .values({ email_normalized: email, client_key: client, at: now.toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  const forget = () => db.deleteFrom("sign_in_failures").where("id", "=", attempt.id).execute();
  if (
    (await countSince(db, "email_normalized", email, now)) > limits.address ||
    (await countSince(db, "client_key", client, now)) > limits.client
  ) {
    await forget();
    return { wait: Math.max(await waitFor(), 60) };
  }
  return { forget };
}

/** Failures older than the window count for nothing: the table never grows past 15 minutes of them. */
async function sweepFailures(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom("sign_in_failures")
    .where("at", "<=", new Date(now.getTime() - WINDOW_MS).toISOString())
    .execute();
}

/**
 * Failed attempts in the activity log, rolled up so that no client can grow it without end: one
 * row an hour per account tried (its count, the latest reason and time), and one row an hour for
 * every address that has no account together (its count and the last address typed). A client can
 * thus add at most one row an hour per staff account, plus one, however hard it tries; and these
 * rows are deleted after FAILED_ATTEMPTS_KEPT_DAYS.
 */
export const FAILED_ATTEMPTS_KEPT_DAYS = 90;
const HOUR_MS = 3_600_000;

interface FailedAttempt {
  action: "sign-in-failed" | "password-check-failed";
  /** The account tried; "" for an address with no account (all of those share the hour's row). */
  itemId: number | "";
  actor: Actor;
  /** The row's words for `count` failures within `hour` (e.g. "between 10:00 and 11:00 (Harare time)"). */
  summary: (count: number, hour: string) => string;
}

/** The count a roll-up row holds (a row from before roll-ups, with no count, was one failure). */
function failuresOf(changes: string): number {
  try {
    const after = (JSON.parse(changes) as { failures?: [unknown, unknown] }).failures?.[1];
    return typeof after === "number" && Number.isSafeInteger(after) && after > 0 ? after : 1;
  } catch {
    return 1;
  }
}

export async function recordFailedAttempt(
  db: Kysely<Database>,
  attempt: FailedAttempt,
  now = new Date(),
): Promise<void> {
  const start = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const harare = (at: number) => isoToHarareLocal(new Date(at).toISOString()).slice(11, 16);
  const hour = `between ${harare(start)} and ${harare(start + HOUR_MS)} (Harare time)`;
  const itemId = String(attempt.itemId);
  const rowOfTheHour = () =>
    db
      .selectFrom("activity_log")
      .select(["id", "changes"])
      .where("item_type", "=", "staff")
      .where("item_id", "=", itemId)
      .where("at", ">=", new Date(start).toISOString())
      .where("action", "=", attempt.action)
      .orderBy("at", "desc")
      .limit(1)
      .executeTakeFirst();
  // Counted with a compare-and-set: two failures at once both count (a third try gives up and adds a row).
  for (let tries = 0; tries < 3; tries++) {
    const row = await rowOfTheHour();
    if (!row) break;
    const count = failuresOf(row.changes) + 1;
    const updated = await db
      .updateTable("activity_log")
      .set({
        at: now.toISOString(),
        actor: attempt.actor.name,
        summary: attempt.summary(count, hour),
        changes: JSON.stringify({ failures: [count - 1, count] }),
      })
      .where("id", "=", row.id)
      .where("changes", "=", row.changes)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return;
  }
  await recordActivity(
    db,
    attempt.actor,
    {
      action: attempt.action,
      itemType: "staff",
      itemId,
      summary: attempt.summary(1, hour),
      changes: { failures: [0, 1] },
    },
    now,
  );
  // The hour's first row of this kind: the kind's rows past their time go (an indexed range of this item's).
  await db
    .deleteFrom("activity_log")
    .where("item_type", "=", "staff")
    .where("item_id", "=", itemId)
    .where("at", "<", new Date(now.getTime() - FAILED_ATTEMPTS_KEPT_DAYS * 86_400_000).toISOString())
    .where("action", "=", attempt.action)
    .execute();
}

/** Password-reset requests ("Forgot your password?") per address, and per client, within the window. */
export const RESETS_PER_ADDRESS = 3;
export const RESETS_PER_CLIENT = 10;

/**
 * A password-reset request under sign-in's limits (the same rows and window, keys of their own so
 * that asking for links never locks anyone out of signing in): every request counts, known address
 * or not, so the answer and the limit are the same for both. The seconds to wait, or null.
 */
export async function limitResetRequest(
  db: Kysely<Database>,
  email: string,
  ip: string,
  now = new Date(),
): Promise<ReturnType<typeof refused> | null> {
  await sweepFailures(db, now);
  const attempt = await openAttempt(db, `reset:${normalizeEmail(email).slice(0, 254)}`, `reset:${clientKey(ip)}`, now, {
    address: RESETS_PER_ADDRESS,
    client: RESETS_PER_CLIENT,
  });
  return "wait" in attempt ? refused(attempt.wait) : null;
}

function refused(wait: number): { ok: false; status: 429; message: string; retryAfterSeconds: number } {
  return { ok: false, status: 429, message: tooManyAttempts(Math.ceil(wait / 60)), retryAfterSeconds: wait };
}

/**
 * The current password, asked by the account page before a new one is set: under the same limits
 * as sign-in (a stolen session cannot guess at it without end), each wrong one a failure and an
 * activity row `password-check-failed`.
 */
export async function checkCurrentPassword(
  db: Kysely<Database>,
  member: { id: number; name: string; email: string },
  password: string,
  ip: string,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; status: 401; message: string } | ReturnType<typeof refused>> {
  const attempt = await openAttempt(db, normalizeEmail(member.email), clientKey(ip), now);
  if ("wait" in attempt) return refused(attempt.wait);
  if (await verifyPassword(await passwordHashOf(db, member.id), password)) {
    await attempt.forget();
    return { ok: true };
  }
  await sweepFailures(db, now);
  await recordFailedAttempt(
    db,
    {
      action: "password-check-failed",
      itemId: member.id,
      actor: { staffId: member.id, name: member.name },
      summary: (count, hour) =>
        `${member.name} gave a wrong current password${count === 1 ? "" : ` ${count} times ${hour}`}`,
    },
    now,
  );
  return { ok: false, status: 401, message: "Your current password is not right." };
}

export async function signIn(
  db: Kysely<Database>,
  input: { email: string; password: string; ip: string },
  now = new Date(),
): Promise<SignInResult> {
  const email = normalizeEmail(input.email).slice(0, 254);
  const attempt = await openAttempt(db, email, clientKey(input.ip), now);
  if ("wait" in attempt) return refused(attempt.wait);
  const { forget } = attempt;
  const account = await db
    .selectFrom("staff")
    .select(["id", "name", "active", "password_hash"])
    .where("email_normalized", "=", email)
    .executeTakeFirst();
  // One query whether or not the address exists, then argon2 either way (a decoy hash when not).
  const matches = await verifyPassword(account?.password_hash ?? null, input.password);
  if (account && matches && account.active === 1) {
    await forget();
    const secret = await startSession(db, account.id, now);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("staff")
        .set({ last_signed_in_at: now.toISOString() })
        .where("id", "=", account.id)
        .execute();
      await recordActivity(
        trx,
        { staffId: account.id, name: account.name },
        { action: "sign-in", itemType: "staff", itemId: account.id, summary: `${account.name} signed in` },
        now,
      );
    });
    return { ok: true, secret, staffId: account.id, name: account.name };
  }
  await sweepFailures(db, now);
  const typed = email || "(no address)";
  const reason = account && account.active !== 1 ? "account disabled" : "wrong password";
  await recordFailedAttempt(
    db,
    {
      action: "sign-in-failed",
      itemId: account?.id ?? "",
      // Whoever typed it is not known to be the account's owner: the log names the address tried.
      actor: { staffId: null, name: typed },
      summary: (count, hour) =>
        count === 1
          ? `Failed sign-in for ${typed}: ${account ? reason : "unknown address"}`
          : account
            ? `${count} failed sign-ins for ${typed} ${hour}, the last: ${reason}`
            : `${count} failed sign-ins for addresses with no account ${hour}, the last for ${typed}`,
    },
    now,
  );
  return { ok: false, status: 401, message: WRONG_CREDENTIALS };
}
