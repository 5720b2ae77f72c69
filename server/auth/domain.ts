import { defineDomain, type StaffDeps } from "#server/domain/define-domain";
import { recordActivity } from "#server/domain/activity/activity";
import { refusalOf, StaffInputError, staffFormProblem, type StaffRefusal } from "#server/lib/staff-input";
import {
  confirmEmailChange,
  emailChangeOfLink,
  memberOfResetLink,
  pendingEmailOf,
  redeemResetLink,
  requestPasswordReset,
  RESET_NEEDS_MAIL,
  RESET_REQUESTED,
  saveOwnDetails,
  type OwnDetailsSaved,
} from "./account-links";
import {
  addStaff,
  changeRole,
  findStaffById,
  listStaff,
  memberOfLink,
  redeemPasswordLink,
  resetLink,
  setPassword,
  setStaffActive,
} from "./accounts";
import { endEverySession, endSession, serializeSessionCookie, sessionCookie, startSession } from "./sessions";
import { checkCurrentPassword, limitResetRequest, signIn } from "./sign-in";
import type { StaffMember } from "./staff-member";

/** What an invitation or a new link gives the admin to pass on: the one-time link's token, shown once. */
export interface IssuedLink {
  member: StaffMember;
  linkToken: string;
}

export const RESET_LINK_GONE =
  "This link has expired, has been used, or a newer one was asked for. Ask for a new one on the sign-in page.";
export const EMAIL_LINK_GONE =
  "This link has expired, has been used, or a newer one was asked for. Change your address again on your account page.";

const NO_SUCH_ACCOUNT: StaffRefusal = { message: "That staff account does not exist." };

/** Where a sign-in goes next: a path of this site only, else the dashboard. */
export function safeNext(next: string | null | undefined): string {
  // Only a path of this site: not //host, not /\host (browsers read both as another host), not a scheme.
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\") || /[\p{Cc}]/u.test(next)) {
    return "/admin";
  }
  // A Location header holds bytes: anything else is percent-encoded (a lone surrogate cannot be).
  try {
    return next.replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character));
  } catch {
    return "/admin";
  }
}

/** A 303 to `location`, setting `cookies`. */
export function redirect(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ location });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
}

export interface StaffAccounts {
  /** Sign-in: a redirect with the new session's cookie, or the refusal (401 wrong, 429 too many). */
  signIn(input: {
    email: string;
    password: string;
    next: string | null;
  }): Promise<Response | { status: 400 | 401 | 429; message: string; retryAfterSeconds?: number }>;
  /** Ends this session (or every one of the member's) and sends them to the sign-in page. */
  signOut(everywhere: boolean): Promise<Response>;
  changePassword(current: string, next: string): Promise<StaffRefusal | null>;
  /** The account a one-time link opens, or null when it is used, expired or unknown. */
  linkAccount(token: string): Promise<{ name: string; email: string } | null>;
  /** The password chosen through a link: a redirect to the dashboard, signed in, or why not. */
  choosePassword(token: string, password: string): Promise<Response | StaffRefusal>;
  /**
   * "Forgot your password?": one answer whether or not the address has an account (429 past the
   * limits); 503 and nothing issued when mail is not set up, since no link could reach anyone.
   */
  forgotPassword(
    email: string,
  ): Promise<{ status: 200 | 400 | 429 | 503; message: string; retryAfterSeconds?: number }>;
  /** The account a password-reset link opens, or null when it is used, expired, replaced or unknown. */
  resetAccount(token: string): Promise<{ name: string; email: string } | null>;
  /** The new password chosen through a reset link: a redirect into the back office, signed in, or why not. */
  resetPassword(token: string, password: string): Promise<Response | StaffRefusal>;
  /** The member's own name and email (a new address waits for the link mailed to it). */
  saveOwnDetails(details: { name: string; email: string }): Promise<OwnDetailsSaved | StaffRefusal>;
  /** The new address of the member's that waits for its confirmation, or null. */
  pendingEmail(): Promise<string | null>;
  /** What an email confirmation link would confirm, or null when it no longer works. */
  emailChangeOfLink(token: string): Promise<{ name: string; oldEmail: string; newEmail: string } | null>;
  /** A new address confirmed through the link mailed to it: the addresses, or why not. */
  confirmEmail(token: string): Promise<{ name: string; oldEmail: string; newEmail: string } | StaffRefusal>;

  /** Staff accounts (admin only): the list, and the changes of /admin/staff, each recorded in the activity log. */
  listStaff(): Promise<StaffMember[]>;
  inviteStaff(details: {
    name: string;
    email: string;
    role: string;
    ministries: string[];
  }): Promise<IssuedLink | StaffRefusal>;
  changeStaffRole(staffId: number, role: string, ministries: string[]): Promise<StaffRefusal | null>;
  setStaffActive(staffId: number, active: boolean): Promise<StaffRefusal | null>;
  newStaffLink(staffId: number): Promise<IssuedLink | StaffRefusal>;
}

function staffAccounts({ db, session, https, ip, mail, actor, require }: StaffDeps): StaffAccounts {
  /** A new session for a member who has just chosen their password through a link, and where it goes. */
  async function signedIn(memberId: number, location: string): Promise<Response> {
    const secret = await startSession(db, memberId);
    return redirect(location, [serializeSessionCookie(sessionCookie(https, secret))]);
  }

  return {
    async signIn({ email, password, next }) {
      // Refused before it counts as an attempt: nothing is written (`next` has its own rule, safeNext).
      const problem = staffFormProblem({ email, password });
      if (problem) return { status: 400, message: problem.message };
      const result = await signIn(db, { email, password, ip });
      if (!result.ok) return result;
      return redirect(safeNext(next), [serializeSessionCookie(sessionCookie(https, result.secret))]);
    },

    async signOut(everywhere) {
      if (session) {
        if (everywhere) await endEverySession(db, session.member.id);
        else await endSession(db, session.idHash);
        await recordActivity(db, actor!, {
          action: everywhere ? "sign-out-everywhere" : "sign-out",
          itemType: "staff",
          itemId: session.member.id,
          summary: `${session.member.name} signed out${everywhere ? " everywhere" : ""}`,
        });
      }
      return redirect("/admin/sign-in", [serializeSessionCookie(sessionCookie(https, "", 0))]);
    },

    async changePassword(current, next) {
      const self = require("useBackOffice");
      const problem = staffFormProblem({ current, password: next });
      if (problem) return problem;
      const checked = await checkCurrentPassword(db, self, current, ip);
      if (!checked.ok) return { message: checked.message, field: "current" };
      try {
        await setPassword(db, (await findStaffById(db, self.id))!, next, session!.idHash);
      } catch (error) {
        if (error instanceof StaffInputError) return { message: error.message, field: "password" };
        throw error;
      }
      return null;
    },

    async linkAccount(token) {
      const owner = await memberOfLink(db, token);
      return owner ? { name: owner.name, email: owner.email } : null;
    },

    async choosePassword(token, password) {
      const problem = staffFormProblem({ password });
      if (problem) return problem;
      try {
        const owner = await redeemPasswordLink(db, token, password);
        if (!owner) return { message: "This link has expired or has been used. Ask an admin for a new one." };
        // Signed in with it at once, as a reset link does: the new member has just proved the link is theirs.
        return signedIn(owner.id, "/admin?welcome=1");
      } catch (error) {
        if (error instanceof StaffInputError) return { message: error.message, field: "password" };
        throw error;
      }
    },

    async forgotPassword(email) {
      if (!mail.smtpConfigured) return { status: 503, message: RESET_NEEDS_MAIL };
      const problem = staffFormProblem({ email });
      if (problem) return { status: 400, message: problem.message };
      if (email.trim() === "") return { status: 400, message: "Enter the email address you sign in with." };
      const limited = await limitResetRequest(db, email, ip);
      if (limited) return limited;
      await requestPasswordReset(db, mail.siteUrl, email);
      return { status: 200, message: RESET_REQUESTED };
    },

    async resetAccount(token) {
      const owner = await memberOfResetLink(db, token);
      return owner ? { name: owner.name, email: owner.email } : null;
    },

    async resetPassword(token, password) {
      const problem = staffFormProblem({ password });
      if (problem) return problem;
      try {
        const owner = await redeemResetLink(db, token, password);
        if (!owner) return { message: RESET_LINK_GONE };
        return signedIn(owner.id, "/admin/account?changed=reset");
      } catch (error) {
        if (error instanceof StaffInputError) return { message: error.message, field: "password" };
        throw error;
      }
    },

    async saveOwnDetails(details) {
      const self = require("useBackOffice");
      const problem = staffFormProblem(details);
      if (problem) return problem;
      try {
        return await saveOwnDetails(db, mail.siteUrl, (await findStaffById(db, self.id))!, details);
      } catch (error) {
        return refusalOf(error);
      }
    },

    async pendingEmail() {
      return pendingEmailOf(db, require("useBackOffice").id);
    },

    async emailChangeOfLink(token) {
      return emailChangeOfLink(db, token);
    },

    async confirmEmail(token) {
      try {
        const changed = await confirmEmailChange(db, mail.siteUrl, token);
        return changed ?? { message: EMAIL_LINK_GONE };
      } catch (error) {
        return refusalOf(error);
      }
    },

    async listStaff() {
      require("manageStaff");
      return listStaff(db);
    },

    async inviteStaff(details) {
      require("manageStaff");
      const problem = staffFormProblem(details);
      if (problem) return problem;
      try {
        const added = await addStaff(db, details, actor!, { siteUrl: mail.siteUrl });
        return { member: added.member, linkToken: added.linkToken! };
      } catch (error) {
        return refusalOf(error);
      }
    },

    async changeStaffRole(staffId, role, ministries) {
      const self = require("manageStaff");
      const problem = staffFormProblem({ role, ministries });
      if (problem) return problem;
      const target = await findStaffById(db, staffId);
      if (!target) return NO_SUCH_ACCOUNT;
      // The last word on staff must stay with someone: an admin cannot take it from themselves.
      if (target.id === self.id && role !== self.role)
        return { message: "You cannot change your own role. Ask another admin.", field: "role" };
      try {
        await changeRole(db, target, role, ministries, actor!);
        return null;
      } catch (error) {
        return refusalOf(error);
      }
    },

    async setStaffActive(staffId, active) {
      const self = require("manageStaff");
      const target = await findStaffById(db, staffId);
      if (!target) return NO_SUCH_ACCOUNT;
      if (target.id === self.id && !active)
        return { message: "You cannot disable your own account. Ask another admin." };
      await setStaffActive(db, target, active, actor!);
      return null;
    },

    async newStaffLink(staffId) {
      require("manageStaff");
      const target = await findStaffById(db, staffId);
      if (!target) return NO_SUCH_ACCOUNT;
      if (!target.active) return { message: `${target.name}'s account is disabled: enable it first.` };
      return { member: target, linkToken: await resetLink(db, target, actor!, new Date(), mail.siteUrl) };
    },
  };
}

/** Staff accounts: signing in and out, one's own account, the links mailed, and the admins' staff list. */
export const staffAccountsDomain = defineDomain({
  name: "staff-accounts",
  staff: staffAccounts,
  areas: ["dashboard", "account", "staff"],
  permissions: ["useBackOffice", "manageStaff"],
});
