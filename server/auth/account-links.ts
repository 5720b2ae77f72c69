import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import { recordActivity } from "#server/domain/activity/activity";
import { readChurch } from "#server/domain/church/church";
import { cancelWaitingMails, queueMail } from "#server/mail/outbox";
import { emailChangedMail, emailChangeMail, mailChurch, passwordResetMail } from "#server/mail/templates";
import { checkStaffFields, StaffInputError } from "#server/lib/staff-input";
import {
  checkedEmail,
  checkedName,
  findStaffByEmail,
  findStaffById,
  newSecret,
  normalizeEmail,
  replacePassword,
  sha256,
} from "./accounts";
import type { StaffMember } from "./staff-member";
import { CONFIRM_EMAIL_PATH, RESET_PATH } from "./areas";

/**
 * A member's own links, mailed to them: a new password asked for on the sign-in page ("Forgot your
 * password?", one hour), and the confirmation of a new email address (a day). Kept as the token's
 * SHA-256 only; each works once, and a newer one of a purpose removes the older unused ones (and
 * cancels their mail if it still waits in the outbox).
 */

export const RESET_LIFETIME_MINUTES = 60;
export const EMAIL_CHANGE_LIFETIME_HOURS = 24;

type Purpose = "password-reset" | "email-change";
type Db = Kysely<Database>;

const MAIL_KIND: Record<Purpose, string> = {
  "password-reset": "staff-password-reset",
  "email-change": "staff-email-change",
};

/** The one sentence the forgotten-password form answers, whether or not the address has an account. */
export const RESET_REQUESTED =
  "If that address belongs to a staff account, a link to choose a new password is on its way to it. It works for one hour.";

/** The answer when mail is not set up (no SMTP_URL): no link is made, since none could reach anyone. */
export const RESET_NEEDS_MAIL = "Mail is not set up, so no link can be mailed. Ask an admin for a new sign-in link.";

export function resetUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${RESET_PATH}/${token}`;
}

export function confirmEmailUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${CONFIRM_EMAIL_PATH}/${token}`;
}

/** Thrown inside a transaction to undo it: the request for an address without an account did the same work. */
class Undone extends Error {}

async function issue(
  trx: Db,
  staffId: number,
  purpose: Purpose,
  now: Date,
  lifetimeMs: number,
  newEmail: string | null,
  token: string,
): Promise<void> {
  await trx
    .deleteFrom("staff_account_links")
    .where("staff_id", "=", staffId)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .execute();
  await trx
    .insertInto("staff_account_links")
    .values({
      token_hash: sha256(token),
      staff_id: staffId,
      purpose,
      new_email: newEmail,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + lifetimeMs).toISOString(),
      used_at: null,
    })
    .execute();
}

/**
 * "Forgot your password?": a one-hour link mailed to an active account's address. An address
 * with no account, or a disabled one, gets nothing, after the same work (the mail rendered and
 * queued, the activity row written, then the transaction undone), so neither the answer nor its
 * time tells whether the account exists. The caller applies the limits first.
 */
export async function requestPasswordReset(db: Db, siteUrl: string, typed: string, now = new Date()): Promise<void> {
  const email = typed.trim().slice(0, 254);
  const found = await findStaffByEmail(db, email);
  const member = found?.active ? found : null;
  const token = newSecret();
  const mail = passwordResetMail(
    mailChurch(await readChurch(db), siteUrl),
    found?.name ?? email,
    resetUrl(siteUrl, token),
    RESET_LIFETIME_MINUTES,
  );
  try {
    await db.transaction().execute(async (trx) => {
      if (member) await issue(trx, member.id, "password-reset", now, RESET_LIFETIME_MINUTES * 60_000, null, token);
      await cancelWaitingMails(trx, { kinds: [MAIL_KIND["password-reset"]], recipient: found?.email ?? email }, now);
      await queueMail(trx, siteUrl, { kind: MAIL_KIND["password-reset"], to: found?.email ?? email, ...mail }, now);
      await recordActivity(
        trx,
        // Whoever asked is not known to be the account's owner: the log names the address typed.
        { staffId: null, name: email },
        {
          action: "staff.password-reset-asked",
          itemType: "staff",
          itemId: found?.id ?? "",
          summary: `A link to choose a new password was mailed to ${found?.name ?? email} (asked on the sign-in page)`,
        },
        now,
      );
      if (!member) throw new Undone();
    });
  } catch (error) {
    if (!(error instanceof Undone)) throw error;
  }
}

/** The active account an unused, unexpired link of `purpose` opens, and the address it confirms. */
async function openLink(
  db: Db,
  token: string,
  purpose: Purpose,
  now: Date,
): Promise<{ member: StaffMember; newEmail: string | null } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const link = await db
    .selectFrom("staff_account_links")
    .select(["staff_id", "new_email", "expires_at", "used_at"])
    .where("token_hash", "=", sha256(token))
    .where("purpose", "=", purpose)
    .executeTakeFirst();
  if (!link || link.used_at !== null || link.expires_at <= now.toISOString()) return null;
  const member = await findStaffById(db, link.staff_id);
  return member?.active ? { member, newEmail: link.new_email } : null;
}

/** Marks the link used if it still is unused and unexpired: of two posts at once, one wins. */
async function spendLink(trx: Db, token: string, purpose: Purpose, now: Date): Promise<boolean> {
  const used = await trx
    .updateTable("staff_account_links")
    .set({ used_at: now.toISOString() })
    .where("token_hash", "=", sha256(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

export async function memberOfResetLink(db: Db, token: string, now = new Date()): Promise<StaffMember | null> {
  return (await openLink(db, token, "password-reset", now))?.member ?? null;
}

/**
 * The new password chosen through a reset link: the link used up, every session of the account
 * ended (the caller starts the new one). Null when the link no longer works.
 */
export async function redeemResetLink(
  db: Db,
  token: string,
  password: string,
  now = new Date(),
): Promise<StaffMember | null> {
  const opened = await openLink(db, token, "password-reset", now);
  if (!opened) return null;
  const { member } = opened;
  const set = await replacePassword(db, member, password, {
    action: "staff.password-reset",
    summary: `${member.name} chose a new password through a link mailed to them; their other sessions ended`,
    now,
    claim: (trx) => spendLink(trx, token, "password-reset", now),
  });
  return set ? member : null;
}

/** What saving one's own details did: the name saved, and the address waiting for its confirmation. */
export interface OwnDetailsSaved {
  nameChanged: boolean;
  /** The new address a confirmation link was mailed to; null when the address stays. */
  pendingEmail: string | null;
}

/**
 * A member's own name and email, from /admin/account: the name is saved at once; a new address
 * only once confirmed through the link mailed to it (the old one stays until then). Every field's
 * problem at once; an address another account uses is refused.
 */
export async function saveOwnDetails(
  db: Db,
  siteUrl: string,
  member: StaffMember,
  typed: { name: string; email: string },
  now = new Date(),
): Promise<OwnDetailsSaved> {
  const checked = checkStaffFields({ name: () => checkedName(typed.name), email: () => checkedEmail(typed.email) });
  const newEmail = normalizeEmail(checked.email) === normalizeEmail(member.email) ? null : checked.email;
  if (newEmail !== null) {
    const other = await findStaffByEmail(db, newEmail);
    if (other && other.id !== member.id)
      throw new StaffInputError("Another staff account uses this address. Choose another.", "email");
  }
  const nameChanged = checked.name !== member.name;
  if (!nameChanged && newEmail === null) return { nameChanged: false, pendingEmail: null };
  const token = newSecret();
  const church = mailChurch(await readChurch(db), siteUrl);
  await db.transaction().execute(async (trx) => {
    const self = { staffId: member.id, name: checked.name };
    if (nameChanged) {
      await trx.updateTable("staff").set({ name: checked.name }).where("id", "=", member.id).execute();
      await recordActivity(
        trx,
        self,
        {
          action: "staff.renamed",
          itemType: "staff",
          itemId: member.id,
          summary: `${member.name} changed their name to ${checked.name}`,
          changes: { name: [member.name, checked.name] },
        },
        now,
      );
    }
    if (newEmail !== null) {
      await issue(trx, member.id, "email-change", now, EMAIL_CHANGE_LIFETIME_HOURS * 3_600_000, newEmail, token);
      const mail = emailChangeMail(
        church,
        checked.name,
        newEmail,
        confirmEmailUrl(siteUrl, token),
        EMAIL_CHANGE_LIFETIME_HOURS,
      );
      await queueMail(trx, siteUrl, { kind: MAIL_KIND["email-change"], to: newEmail, ...mail }, now);
      await recordActivity(
        trx,
        self,
        {
          action: "staff.email-change-asked",
          itemType: "staff",
          itemId: member.id,
          summary: `${checked.name} asked to change their email to ${newEmail}; a confirmation link was mailed there`,
        },
        now,
      );
    }
  });
  return { nameChanged, pendingEmail: newEmail };
}

/** The address waiting for its confirmation, if a link for one is unused and unexpired. */
export async function pendingEmailOf(db: Db, staffId: number, now = new Date()): Promise<string | null> {
  const row = await db
    .selectFrom("staff_account_links")
    .select("new_email")
    .where("staff_id", "=", staffId)
    .where("purpose", "=", "email-change")
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row?.new_email ?? null;
}

/** What a confirmation link asks to confirm (its page shows it before the button), or null. */
export async function emailChangeOfLink(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ name: string; oldEmail: string; newEmail: string } | null> {
  const opened = await openLink(db, token, "email-change", now);
  if (!opened?.newEmail) return null;
  return { name: opened.member.name, oldEmail: opened.member.email, newEmail: opened.newEmail };
}

/**
 * The new address confirmed: the account signs in with it from now on, and the old address is
 * told. Null when the link no longer works; a StaffInputError when another account took the
 * address meanwhile.
 */
export async function confirmEmailChange(
  db: Db,
  siteUrl: string,
  token: string,
  now = new Date(),
): Promise<{ name: string; oldEmail: string; newEmail: string } | null> {
  const opened = await openLink(db, token, "email-change", now);
  if (!opened?.newEmail) return null;
  const { member, newEmail } = opened;
  const taken = () =>
    new StaffInputError("Another staff account uses this address now, so it cannot be yours. Ask an admin.");
  const other = await findStaffByEmail(db, newEmail);
  if (other && other.id !== member.id) throw taken();
  const notice = emailChangedMail(mailChurch(await readChurch(db), siteUrl), member.name, member.email, newEmail);
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await spendLink(trx, token, "email-change", now))) return null;
      await trx
        .updateTable("staff")
        .set({ email: newEmail, email_normalized: normalizeEmail(newEmail) })
        .where("id", "=", member.id)
        .execute();
      await queueMail(trx, siteUrl, { kind: "staff-email-changed", to: member.email, ...notice }, now);
      await recordActivity(
        trx,
        { staffId: member.id, name: member.name },
        {
          action: "staff.email-changed",
          itemType: "staff",
          itemId: member.id,
          summary: `${member.name}'s email changed from ${member.email} to ${newEmail}, confirmed from the new address`,
          changes: { email: [member.email, newEmail] },
        },
        now,
      );
      return { name: member.name, oldEmail: member.email, newEmail };
    });
  } catch (error) {
    // Two accounts confirming one address at once: the unique index refuses the second.
    if (!(error instanceof StaffInputError) && (await findStaffByEmail(db, newEmail))?.id !== member.id) throw taken();
    throw error;
  }
}
