import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import { storageRefusalOf } from "#server/lib/storage-refusal";
import { findStaffById, newSecret, sha256 } from "./accounts";
import type { StaffMember } from "./staff-member";

/**
 * Staff sessions in the database: a second process sees them, and signing out, being
 * disabled or "sign out everywhere" ends them at once. The cookie holds a random secret; the table
 * holds its SHA-256. Sliding: every use pushes the end 30 days on (written at most once an hour).
 */

export const SESSION_DAYS = 30;
const SESSION_MS = SESSION_DAYS * 86_400_000;
const SLIDE_AFTER_MS = 3_600_000;

/** `__Host-` over HTTPS: Secure, Path=/ and no Domain, so no other host or path can set it. */
export function sessionCookieName(https: boolean): string {
  return https ? "__Host-staff_session" : "staff_session";
}

export interface SessionCookie {
  name: string;
  value: string;
  options: { httpOnly: true; sameSite: "lax"; secure: boolean; path: "/"; maxAge: number };
}

export function sessionCookie(https: boolean, value: string, maxAgeSeconds = SESSION_MS / 1000): SessionCookie {
  return {
    name: sessionCookieName(https),
    value,
    options: { httpOnly: true, sameSite: "lax", secure: https, path: "/", maxAge: maxAgeSeconds },
  };
}

/** The Set-Cookie header of a session cookie (or of its removal, with an empty value and Max-Age=0). */
export function serializeSessionCookie(cookie: SessionCookie): string {
  const { options } = cookie;
  return [
    `${cookie.name}=${cookie.value}`,
    `Max-Age=${options.maxAge}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    ...(options.secure ? ["Secure"] : []),
  ].join("; ");
}

export interface StaffSession {
  idHash: string;
  csrfToken: string;
  member: StaffMember;
  /** The session's end moved (the cookie is sent again with a fresh Max-Age). */
  slid: boolean;
}

/** A new session for `member` (a new id at every sign-in); returns the cookie's secret. */
export async function startSession(db: Kysely<Database>, staffId: number, now = new Date()): Promise<string> {
  const secret = newSecret();
  await db
    .insertInto("staff_sessions")
    .values({
      id_hash: sha256(secret),
      staff_id: staffId,
      csrf_token: newSecret(),
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_MS).toISOString(),
    })
    .execute();
  return secret;
}

/** The session a cookie's secret opens: unexpired, of an active account; slides it when due. */
export async function resumeSession(
  db: Kysely<Database>,
  secret: string | undefined,
  now = new Date(),
): Promise<StaffSession | null> {
  if (!secret || !/^[A-Za-z0-9_-]{43}$/.test(secret)) return null;
  const idHash = sha256(secret);
  const row = await db
    .selectFrom("staff_sessions")
    .select(["staff_id", "csrf_token", "last_seen_at", "expires_at"])
    .where("id_hash", "=", idHash)
    .executeTakeFirst();
  if (!row) return null;
  if (row.expires_at <= now.toISOString()) {
    await db.deleteFrom("staff_sessions").where("id_hash", "=", idHash).execute().catch(unlessDiskRefused);
    return null;
  }
  const member = await findStaffById(db, row.staff_id);
  if (!member?.active) return null;
  let slid = now.getTime() - Date.parse(row.last_seen_at) >= SLIDE_AFTER_MS;
  if (slid) {
    slid = await db
      .updateTable("staff_sessions")
      .set({ last_seen_at: now.toISOString(), expires_at: new Date(now.getTime() + SESSION_MS).toISOString() })
      .where("id_hash", "=", idHash)
      .execute()
      .then(
        () => true,
        (error: unknown) => unlessDiskRefused(error) ?? false,
      );
  }
  return { idHash, csrfToken: row.csrf_token, member, slid };
}

/**
 * Sliding a session or removing an expired one is housekeeping: when the disk refuses that write,
 * the member still gets the page (the session keeps its end, the next request tries again), so
 * they can read, and a form they post is told the disk is full instead of every page failing.
 */
function unlessDiskRefused(error: unknown): undefined {
  if (!storageRefusalOf(error)) throw error;
  return undefined;
}

export async function endSession(db: Kysely<Database>, idHash: string): Promise<void> {
  await db.deleteFrom("staff_sessions").where("id_hash", "=", idHash).execute();
}

/** Every session of the account, this one included ("Sign out everywhere"). */
export async function endEverySession(db: Kysely<Database>, staffId: number): Promise<void> {
  await db.deleteFrom("staff_sessions").where("staff_id", "=", staffId).execute();
}

/** Expired sessions are removed as they are met; this sweeps the ones nobody comes back to. */
export async function sweepExpiredSessions(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db.deleteFrom("staff_sessions").where("expires_at", "<=", now.toISOString()).execute();
}
