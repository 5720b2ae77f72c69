import { createHash, randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { isMinistrySlug, MINISTRIES } from "#contract/ministries";
import { isRowId } from "#contract/row-ids";
import { EMAIL_PATTERN } from "#contract/validation";
import type { Database } from "#server/db/schema";
import { dropPendingNotices } from "#server/mail/notices";
import { cancelWaitingMails, queueMail } from "#server/mail/outbox";
import { mailChurch, staffLinkMail } from "#server/mail/templates";
import { changesBetween, recordActivity } from "#server/domain/activity/activity";
import { checkStaffFields, StaffInputError } from "#server/lib/staff-input";
import { hashPassword, passwordProblem } from "./passwords";
import { isStaffRole, ROLE_LABELS, STAFF_ROLES, type StaffRole } from "./permissions";
import type { Actor, StaffMember } from "./staff-member";
import { readChurch } from "#server/domain/church/church";

/**
 * Staff accounts: created from the command line or by an admin, never by sign-up. A new
 * account has no password until its owner opens their one-time link (72 hours, single use).
 */

export const LINK_LIFETIME_HOURS = 72;
const NAME_MAX = 100;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** 32 random bytes, base64url: a token nobody can guess. */
export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

type Db = Kysely<Database> | Transaction<Database>;

export interface StaffDetails {
  email: string;
  name: string;
  role: string;
  ministries?: readonly string[];
}

/** A staff email address trimmed, or a StaffInputError for the field `email`. */
export function checkedEmail(typed: string): string {
  const email = typed.trim();
  // The length first: the pattern is not run over a megabyte someone posted.
  if (email.length > 254 || !EMAIL_PATTERN.test(email))
    throw new StaffInputError("Enter a valid email address.", "email");
  return email;
}

/** A staff member's name trimmed, or a StaffInputError for the field `name`. */
export function checkedName(typed: string): string {
  const name = typed.trim();
  if (!name) throw new StaffInputError("Enter a name.", "name");
  // A tab or a line break would forge columns or lines of `staff list` and of the activity log.
  if (/\p{Cc}/u.test(name))
    throw new StaffInputError("Use no tabs, line breaks or control characters in the name.", "name");
  if (name.length > NAME_MAX) throw new StaffInputError(`Use at most ${NAME_MAX} characters for the name.`, "name");
  return name;
}

/** The details checked, trimmed and typed, or a StaffInputError with every field at fault. */
function checkedDetails(details: StaffDetails): { email: string; name: string; role: StaffRole; ministries: string[] } {
  const role = details.role;
  return checkStaffFields({
    email: () => checkedEmail(details.email),
    name: () => checkedName(details.name),
    role: () => {
      if (!isStaffRole(role)) throw new StaffInputError(`Choose a role: ${STAFF_ROLES.join(", ")}.`, "role");
      return role;
    },
    ministries: () => {
      const ministries = [...new Set(details.ministries ?? [])];
      const unknown = ministries.find((slug) => !isMinistrySlug(slug));
      if (unknown !== undefined) {
        throw new StaffInputError(
          `Unknown ministry "${unknown}": ${Object.keys(MINISTRIES).join(", ")}.`,
          "ministries",
        );
      }
      // Which role may have ministries: only once the role itself is valid (its field says so otherwise).
      if (!isStaffRole(role)) return ministries;
      if (role === "ministry-leader" && ministries.length === 0) {
        throw new StaffInputError("A ministry leader leads at least one ministry.", "ministries");
      }
      if (role !== "ministry-leader" && ministries.length > 0) {
        throw new StaffInputError(
          `Only a ministry leader has ministries; a ${ROLE_LABELS[role].toLowerCase()} sees all.`,
          "ministries",
        );
      }
      return ministries;
    },
  });
}

async function ministriesOf(db: Db, staffIds: number[]): Promise<Map<number, string[]>> {
  const byStaff = new Map<number, string[]>();
  if (staffIds.length === 0) return byStaff;
  const rows = await db
    .selectFrom("staff_ministries")
    .select(["staff_id", "ministry"])
    .where("staff_id", "in", staffIds)
    .orderBy("ministry")
    .execute();
  for (const row of rows) byStaff.set(row.staff_id, [...(byStaff.get(row.staff_id) ?? []), row.ministry]);
  return byStaff;
}

const MEMBER_COLUMNS = [
  "id",
  "name",
  "email",
  "role",
  "active",
  "password_hash",
  "created_at",
  "last_signed_in_at",
] as const;

type MemberRow = Pick<Database["staff"], Exclude<(typeof MEMBER_COLUMNS)[number], "id">> & { id: number };

function toMember(row: MemberRow, ministries: string[]): StaffMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: isStaffRole(row.role) ? row.role : "editor",
    ministries,
    active: row.active === 1,
    hasPassword: row.password_hash !== null,
    createdAt: row.created_at,
    lastSignedInAt: row.last_signed_in_at,
  };
}

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db.selectFrom("staff").select(MEMBER_COLUMNS).orderBy("name").orderBy("id").execute();
  const ministries = await ministriesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toMember(row, ministries.get(row.id) ?? []));
}

export async function findStaffById(db: Db, id: number): Promise<StaffMember | null> {
  // A number a form sent that no row can have is no account (never a query PostgreSQL refuses).
  if (!isRowId(id)) return null;
  const row = await db.selectFrom("staff").select(MEMBER_COLUMNS).where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  return toMember(row, (await ministriesOf(db, [row.id])).get(row.id) ?? []);
}

export async function findStaffByEmail(db: Db, email: string): Promise<StaffMember | null> {
  const row = await db
    .selectFrom("staff")
    .select(MEMBER_COLUMNS)
    .where("email_normalized", "=", normalizeEmail(email))
    .executeTakeFirst();
  if (!row) return null;
  return toMember(row, (await ministriesOf(db, [row.id])).get(row.id) ?? []);
}

/** The member named by an email, or a StaffInputError the command line and pages print. */
export async function requireStaffByEmail(db: Db, email: string): Promise<StaffMember> {
  const member = await findStaffByEmail(db, email);
  if (!member) throw new StaffInputError(`No staff account has the email ${email.trim()}.`, "email");
  return member;
}

export interface AddedStaff {
  member: StaffMember;
  /** The one-time link's token, or null when a password was given. */
  linkToken: string | null;
}

/**
 * A new account. Without a password, a one-time link (its token returned) lets its owner choose
 * one. The account, its ministries, its link and the activity row are one transaction.
 */
export async function addStaff(
  db: Kysely<Database>,
  details: StaffDetails,
  actor: Actor,
  /** siteUrl: the one-time link is mailed too, queued in the account's transaction. */
  options: { password?: string; now?: Date; siteUrl?: string } = {},
): Promise<AddedStaff> {
  const checked = checkedDetails(details);
  if (options.password !== undefined) {
    const problem = passwordProblem(options.password, checked.email);
    if (problem) throw new StaffInputError(problem, "password");
  }
  const passwordHash = options.password === undefined ? null : await hashPassword(options.password);
  const now = options.now ?? new Date();
  const duplicate = () =>
    new StaffInputError(`A staff account with the email ${checked.email} already exists.`, "email");
  try {
    return await insertStaff(db, checked, passwordHash, actor, now, duplicate, options.siteUrl);
  } catch (error) {
    // Two adds of one address at once: the unique index refuses the second; say so as for one after the other.
    if (!(error instanceof StaffInputError) && (await findStaffByEmail(db, checked.email))) throw duplicate();
    throw error;
  }
}

async function insertStaff(
  db: Kysely<Database>,
  checked: ReturnType<typeof checkedDetails>,
  passwordHash: string | null,
  actor: Actor,
  now: Date,
  duplicate: () => StaffInputError,
  siteUrl?: string,
): Promise<AddedStaff> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("staff")
      .select("id")
      .where("email_normalized", "=", normalizeEmail(checked.email))
      .executeTakeFirst();
    if (existing) throw duplicate();
    const { id } = await trx
      .insertInto("staff")
      .values({
        name: checked.name,
        email: checked.email,
        email_normalized: normalizeEmail(checked.email),
        role: checked.role,
        password_hash: passwordHash,
        active: 1,
        created_at: now.toISOString(),
        last_signed_in_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (checked.ministries.length > 0) {
      await trx
        .insertInto("staff_ministries")
        .values(checked.ministries.map((ministry) => ({ staff_id: id, ministry })))
        .execute();
    }
    const linkToken = passwordHash === null ? await issueLinkIn(trx, id, now) : null;
    if (linkToken !== null && siteUrl !== undefined)
      await mailLink(trx, siteUrl, "invitation", checked, linkToken, now);
    await recordActivity(
      trx,
      actor,
      {
        action: "staff.added",
        itemType: "staff",
        itemId: id,
        summary: `Added ${checked.name} <${checked.email}> as ${ROLE_LABELS[checked.role]}`,
        changes: { role: [null, checked.role], ministries: [null, checked.ministries] },
      },
      now,
    );
    const member = await findStaffById(trx, id);
    return { member: member!, linkToken };
  });
}

/** A new one-time link for `staffId`; earlier unused links of the account stop working. */
async function issueLinkIn(trx: Db, staffId: number, now: Date): Promise<string> {
  await trx.deleteFrom("staff_links").where("staff_id", "=", staffId).where("used_at", "is", null).execute();
  const token = newSecret();
  await trx
    .insertInto("staff_links")
    .values({
      token_hash: sha256(token),
      staff_id: staffId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + LINK_LIFETIME_HOURS * 3_600_000).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** The outbox kinds of the one-time links' mails. */
export const LINK_MAIL_KINDS = ["staff-invitation", "staff-reset"] as const;

/** The one-time link mailed to its owner as well as shown, in the transaction that made it. */
async function mailLink(
  trx: Db,
  siteUrl: string,
  purpose: "invitation" | "reset",
  to: { name: string; email: string },
  token: string,
  now: Date,
): Promise<void> {
  const mail = staffLinkMail(
    mailChurch(await readChurch(trx), siteUrl),
    purpose,
    to.name,
    welcomeUrl(siteUrl, token),
    LINK_LIFETIME_HOURS,
  );
  await queueMail(trx, siteUrl, { kind: `staff-${purpose}`, to: to.email, ...mail }, now);
}

/**
 * `reset`: a new one-time link for an existing account (the password stays until it is used);
 * mailed to them too when siteUrl is given: an invitation if they never chose a password.
 */
export async function resetLink(
  db: Kysely<Database>,
  member: StaffMember,
  actor: Actor,
  now = new Date(),
  siteUrl?: string,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const token = await issueLinkIn(trx, member.id, now);
    // The earlier link no longer works: its mail, if it still waits, is not sent.
    await cancelWaitingMails(trx, { kinds: LINK_MAIL_KINDS, recipient: member.email }, now);
    if (siteUrl !== undefined)
      await mailLink(trx, siteUrl, member.hasPassword ? "reset" : "invitation", member, token, now);
    await recordActivity(
      trx,
      actor,
      {
        action: "staff.link-issued",
        itemType: "staff",
        itemId: member.id,
        summary: `New sign-in link for ${member.name}`,
      },
      now,
    );
    return token;
  });
}

export function welcomeUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/admin/welcome/${token}`;
}

/** The active account a one-time link opens, or null when the link is unknown, used or expired. */
export async function memberOfLink(db: Db, token: string, now = new Date()): Promise<StaffMember | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const link = await db
    .selectFrom("staff_links")
    .select(["staff_id", "expires_at", "used_at"])
    .where("token_hash", "=", sha256(token))
    .executeTakeFirst();
  if (!link || link.used_at !== null || link.expires_at <= now.toISOString()) return null;
  const member = await findStaffById(db, link.staff_id);
  return member?.active ? member : null;
}

/**
 * The password chosen through a one-time link: the link is used up and every earlier session of
 * the account ends. Null when the link no longer works (used meanwhile, expired).
 */
export async function redeemPasswordLink(
  db: Kysely<Database>,
  token: string,
  password: string,
  now = new Date(),
): Promise<StaffMember | null> {
  const member = await memberOfLink(db, token, now);
  if (!member) return null;
  const set = await replacePassword(db, member, password, {
    action: "staff.password-set",
    summary: `${member.name} chose a password through a one-time link`,
    now,
    // Marked used only if still unused: two tabs posting the same link, one wins.
    claim: async (trx) => {
      const used = await trx
        .updateTable("staff_links")
        .set({ used_at: now.toISOString() })
        .where("token_hash", "=", sha256(token))
        .where("used_at", "is", null)
        .executeTakeFirst();
      return Number(used.numUpdatedRows) === 1;
    },
  });
  return set ? member : null;
}

/** Active or disabled; disabling ends every session of the account at once. */
export async function setStaffActive(
  db: Kysely<Database>,
  member: StaffMember,
  active: boolean,
  actor: Actor,
): Promise<void> {
  if (member.active === active) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("staff")
      .set({ active: active ? 1 : 0 })
      .where("id", "=", member.id)
      .execute();
    if (!active) {
      await trx.deleteFrom("staff_sessions").where("staff_id", "=", member.id).execute();
      await trx.deleteFrom("staff_links").where("staff_id", "=", member.id).where("used_at", "is", null).execute();
      await trx
        .deleteFrom("staff_account_links")
        .where("staff_id", "=", member.id)
        .where("used_at", "is", null)
        .execute();
      await cancelWaitingMails(trx, { kinds: LINK_MAIL_KINDS, recipient: member.email }, new Date());
      await dropPendingNotices(trx, member);
    }
    await recordActivity(trx, actor, {
      action: active ? "staff.enabled" : "staff.disabled",
      itemType: "staff",
      itemId: member.id,
      summary: `${active ? "Enabled" : "Disabled"} ${member.name}`,
      changes: { active: [member.active, active] },
    });
  });
}

/** A new role (and, for a ministry leader, ministries); recorded with its before and after. */
export async function changeRole(
  db: Kysely<Database>,
  member: StaffMember,
  role: string,
  ministries: readonly string[],
  actor: Actor,
): Promise<StaffMember> {
  const checked = checkedDetails({ email: member.email, name: member.name, role, ministries });
  const changes = changesBetween(
    { role: member.role, ministries: member.ministries },
    { role: checked.role, ministries: [...checked.ministries].sort() },
  );
  if (Object.keys(changes).length === 0) return member;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("staff").set({ role: checked.role }).where("id", "=", member.id).execute();
    await trx.deleteFrom("staff_ministries").where("staff_id", "=", member.id).execute();
    if (checked.ministries.length > 0) {
      await trx
        .insertInto("staff_ministries")
        .values(checked.ministries.map((ministry) => ({ staff_id: member.id, ministry })))
        .execute();
    }
    // Notices queued under the old access are not sent under it.
    await dropPendingNotices(trx, member);
    await recordActivity(trx, actor, {
      action: "staff.role-changed",
      itemType: "staff",
      itemId: member.id,
      summary: `${member.name}: ${ROLE_LABELS[member.role]} → ${ROLE_LABELS[checked.role]}`,
      changes,
    });
  });
  return (await findStaffById(db, member.id))!;
}

/** The stored hash, for checking a password (sign-in, password change); never leaves the server. */
export async function passwordHashOf(db: Db, staffId: number): Promise<string | null> {
  const row = await db.selectFrom("staff").select("password_hash").where("id", "=", staffId).executeTakeFirst();
  return row?.password_hash ?? null;
}

/** A new password chosen by its owner on the account page (the current one checked by the caller). */
export async function setPassword(
  db: Kysely<Database>,
  member: StaffMember,
  password: string,
  keepSessionHash: string | null,
): Promise<void> {
  await replacePassword(db, member, password, {
    action: "staff.password-changed",
    summary: `${member.name} changed their password`,
    keepSessionHash,
  });
}

/** How one password change is recorded, and what it waits for. */
export interface PasswordReplacement {
  /** The activity log's action and summary. */
  action: string;
  summary: string;
  /** The session that made the change, kept signed in (the account page); null: every session ends. */
  keepSessionHash?: string | null;
  /** Runs first in the transaction (a one-time link marked used): false, and nothing is written. */
  claim?: (trx: Kysely<Database>) => Promise<boolean>;
  now?: Date;
}

/**
 * A member's new password, whichever way it was chosen (the account page, an invitation's or a
 * reset's one-time link): checked (the form's error otherwise) and hashed before any write, then
 * in one transaction stored with every other session of the member ended (whoever knew the old
 * password is signed out) and the change in the activity log. False when `claim` refused.
 */
export async function replacePassword(
  db: Kysely<Database>,
  member: StaffMember,
  password: string,
  change: PasswordReplacement,
): Promise<boolean> {
  const problem = passwordProblem(password, member.email);
  if (problem) throw new StaffInputError(problem, "password");
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    if (change.claim && !(await change.claim(trx))) return false;
    await trx.updateTable("staff").set({ password_hash: passwordHash }).where("id", "=", member.id).execute();
    let sessions = trx.deleteFrom("staff_sessions").where("staff_id", "=", member.id);
    if (change.keepSessionHash) sessions = sessions.where("id_hash", "!=", change.keepSessionHash);
    await sessions.execute();
    await recordActivity(
      trx,
      { staffId: member.id, name: member.name },
      { action: change.action, itemType: "staff", itemId: member.id, summary: change.summary },
      change.now,
    );
    return true;
  });
}
