import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import {
  addStaff,
  changeRole,
  findStaffById,
  listStaff,
  memberOfLink,
  setPassword,
  redeemPasswordLink,
  resetLink,
  setStaffActive,
} from "#server/auth/accounts";
import type { StaffMember } from "#server/auth/staff-member";
import {
  activityFacets,
  listActivity,
  recordActivity,
  type ActivityFilter,
  type ActivityRow,
  type ItemType,
} from "#server/domain/activity/activity";
import {
  navigationFor,
  newestItems,
  waitingCounts,
  type NavItem,
  type NewestItem,
} from "#server/domain/staff-lists/waiting-counts";
import { isForbiddenStaffRequest, isHttpsStaffRequest, staffSessionOf } from "#server/http/staff-guard";
import {
  can,
  requirePermission,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  STAFF_ROLES,
  StaffForbidden,
  type Permission,
  type StaffRole,
} from "#server/auth/permissions";
import {
  endEverySession,
  endSession,
  startSession,
  serializeSessionCookie,
  sessionCookie,
  type StaffSession,
} from "#server/auth/sessions";
import { checkCurrentPassword, limitResetRequest, signIn } from "#server/auth/sign-in";
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
} from "#server/auth/account-links";
import { areaByKey, mayOpen, type AreaKey } from "#server/auth/areas";
import { MINISTRIES } from "#contract/ministries";
import { createStaffLists, type StaffLists } from "#server/domain/staff-lists";
import { createStaffPosts, type StaffPosts } from "#server/domain/posts/authoring";
import { createStaffOwnPages, type StaffOwnPages } from "#server/domain/own-pages/authoring";
import { reservedAddresses as reservedAddressesOf } from "#server/domain/own-pages/addresses";
import { createStaffSermons, type StaffSermons } from "#server/domain/sermons/authoring";
import { createStaffPictures, type StaffPictures } from "#server/domain/pictures/library";
import type { PictureStorage } from "#server/domain/pictures/picture-storage";
import { createStaffTaxonomy, type StaffTaxonomy } from "#server/domain/taxonomy/authoring";
import { COMMENT_BLOCKLIST } from "#server/domain/comments/comment-hints";
import {
  moderateComments,
  replyToComment,
  saveBlocklist,
  undoModeration,
  undoModerations,
  type BulkUndoResult,
  type UndoResult,
  type Moderation,
  type ModerationResult,
  type ReplyResult,
} from "#server/domain/comments/moderation";
import { readSetting } from "#server/domain/settings/settings";
import { firstDaySteps, type FirstDayStep } from "#server/domain/church/first-day";
import { planDemoRemoval, removeDemoContent, type DemoRemovalPlan } from "#server/domain/demo/removal";
import {
  churchRevision,
  churchRevisions,
  readChurchForEdit,
  restoreChurchRevision,
  saveChurch,
  type ChurchErrors,
} from "#server/domain/church/church";
import type { ChurchDetails } from "#contract/church";
import type { ChurchForm } from "#contract/church-form";
import { editVersionOf } from "#contract/edit-versions";
import type { RestoreOutcome, RevisionLine, ShownRevision } from "#server/domain/authoring/revisions-and-trash";
import {
  pageDefinition,
  type PageDefinition,
  type PageDocument,
  type PageErrors,
  type PostedPage,
} from "#contract/page-content";
import {
  mayEditPage,
  pageRevision,
  pageRevisions,
  pagesFor,
  readPageForEdit,
  restorePageRevision,
  savePage,
} from "#server/domain/pages/pages";
import { createStaffMail, type MailFacts, type StaffMail } from "#server/mail/staff-operations";
import { backupState, type BackupState } from "#server/backups/runs";
import { jobsOverview, type JobsOverview } from "#server/jobs/overview";
import { refusalOf, StaffInputError, staffFormProblem, type StaffRefusal } from "#server/lib/staff-input";
import { refusedSave, type RefusedSave } from "#server/http/refused-writes";

/**
 * What the staff pages receive as `context.staff` (app/routes/admin/): the signed-in member and the
 * operations of the back office, each asking the member's permission on the server. Built per
 * request from the session the staff guard (server/http/staff-guard.ts) resumed.
 */

/** The roles an admin may give, in order, with the words the pages show. */
export const ROLE_CHOICES: readonly { value: StaffRole; label: string; description: string }[] = STAFF_ROLES.map(
  (value) => ({ value, label: ROLE_LABELS[value], description: ROLE_DESCRIPTIONS[value] }),
);

/** The ministries a ministry leader may lead, with their names: given to the pages, so none imports the list. */
export const MINISTRY_CHOICES: readonly { value: string; label: string }[] = Object.entries(MINISTRIES).map(
  ([value, label]) => ({ value, label }),
);

/** What an invitation or a new link gives the admin to pass on: the one-time link's token, shown once. */
export interface IssuedLink {
  member: StaffMember;
  linkToken: string;
}

/** A page's answer to a refused form: the message, and the field it belongs to when there is one. */
export type FormProblem = StaffRefusal;

export interface StaffContext {
  /** The signed-in member; null on the sign-in and one-time-link pages. */
  member: StaffMember | null;
  /** The session-bound token every staff form carries in its `csrf` field. */
  token: string;
  /** The roles an admin may give, with their labels (the pages cannot import the server's tables). */
  roles: typeof ROLE_CHOICES;
  /** The ministries, for the role fields (server-side: the staff pages' own modules never hold the list). */
  ministryChoices: typeof MINISTRY_CHOICES;
  /** The staff guard found the page's area closed to the member's role: the layout answers 403. */
  forbidden: boolean;
  /** The member, when their role allows `permission`; else a 403 is thrown (a redirect to sign in without a session). */
  require(permission: Permission): StaffMember;
  can(permission: Permission): boolean;
  /** The member, when their role may open the staff area `area` (its permission, as the guard checks it); else as require. */
  requireArea(area: AreaKey): StaffMember;
  /** Whether the member may open the staff area `area` (false without a session). */
  mayOpen(area: AreaKey): boolean;
  navigation(): Promise<NavItem[]>;
  waiting(): Promise<Partial<Record<AreaKey, number>>>;
  newest(): Promise<NewestItem[]>;
  /** The staff lists and their items (server/domain/staff-lists/), each asking its permission first. */
  lists: StaffLists;
  /** Writing sermons (server/domain/sermons/authoring.ts). */
  sermons: StaffSermons;
  /** The picture library (server/http/uploads/pictures.ts). */
  pictures: StaffPictures;
  /** Writing posts: the form, trash, revisions, preview (server/domain/posts/authoring.ts). */
  posts: StaffPosts;
  /** Staff's own pages: the list, the form, trash, revisions, preview (server/domain/own-pages/authoring.ts). */
  ownPages: StaffOwnPages;
  /** Posts' categories and tags (server/domain/taxonomy/authoring.ts). */
  taxonomy: StaffTaxonomy;
  /** Sign-in: a redirect with the new session's cookie, or the refusal (401 wrong, 429 too many). */
  signIn(input: {
    email: string;
    password: string;
    next: string | null;
  }): Promise<Response | { status: 400 | 401 | 429; message: string; retryAfterSeconds?: number }>;
  /** Ends this session (or every one of the member's) and sends them to the sign-in page. */
  signOut(everywhere: boolean): Promise<Response>;
  changePassword(current: string, next: string): Promise<FormProblem | null>;
  /** The account a one-time link opens, or null when it is used, expired or unknown. */
  linkAccount(token: string): Promise<{ name: string; email: string } | null>;
  /** The password chosen through a link: a redirect to the dashboard, signed in, or why not. */
  choosePassword(token: string, password: string): Promise<Response | FormProblem>;
  /** Whether mail is set up (an SMTP server configured): else mails wait in the outbox, and the pages say so. */
  mailConfigured: boolean;
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
  resetPassword(token: string, password: string): Promise<Response | FormProblem>;
  /** The member's own name and email (a new address waits for the link mailed to it). */
  saveOwnDetails(details: { name: string; email: string }): Promise<OwnDetailsSaved | FormProblem>;
  /** The new address of the member's that waits for its confirmation, or null. */
  pendingEmail(): Promise<string | null>;
  /** What an email confirmation link would confirm, or null when it no longer works. */
  emailChangeOfLink(token: string): Promise<{ name: string; oldEmail: string; newEmail: string } | null>;
  /** A new address confirmed through the link mailed to it: the addresses, or why not. */
  confirmEmail(token: string): Promise<{ name: string; oldEmail: string; newEmail: string } | FormProblem>;

  /** Staff accounts (admin only): the list, and the changes of /admin/staff, each recorded in the activity log. */
  listStaff(): Promise<StaffMember[]>;
  inviteStaff(details: {
    name: string;
    email: string;
    role: string;
    ministries: string[];
  }): Promise<IssuedLink | FormProblem>;
  changeStaffRole(staffId: number, role: string, ministries: string[]): Promise<FormProblem | null>;
  setStaffActive(staffId: number, active: boolean): Promise<FormProblem | null>;
  newStaffLink(staffId: number): Promise<IssuedLink | FormProblem>;

  /** The comment queue's actions (server/domain/comments/moderation.ts), each logged in its transaction. */
  /** An id that names no row (null: contract/row-ids.ts) is counted as missing. */
  moderateComments(ids: readonly (number | null)[], moderation: Moderation): Promise<ModerationResult>;
  replyToComment(parentId: number | null, text: string): Promise<ReplyResult>;
  /** Puts a comment back as it was before the member's own last moderation of it, if nobody changed it since. */
  undoModeration(id: number | null): Promise<UndoResult>;
  /** The same for a bulk action's comments: those moved since are left as they are, and counted. */
  undoModerations(ids: readonly (number | null)[]): Promise<BulkUndoResult>;
  /** The comment blocklist the queue's hints read (admin: manageSettings). */
  commentBlocklist(): Promise<string[]>;
  saveCommentBlocklist(text: string): Promise<FormProblem | null>;
  /** The demo content left (those who keep the church's details: admins), as removing it would treat it; null when none is. */
  demoContent(): Promise<DemoRemovalPlan | null>;
  /** Removes the demo content, keeping what the church changed, with its activity row: what went, or null when none was left. */
  removeDemoContent(): Promise<DemoRemovalPlan | null>;
  /**
   * The church's details of /admin/church (admin: manageSettings) with the version their form is
   * opened at, and their save (`version`: the form's): every problem at once, or null.
   */
  churchDetails(): Promise<{ church: ChurchDetails; version: number }>;
  /** "Make this site yours" for admins (manageSettings), each step ticked by what is stored. */
  firstDaySteps(): Promise<FirstDayStep[]>;
  saveChurchDetails(form: ChurchForm, version: string): Promise<ChurchErrors | null>;
  /** The details' revisions, newest first; one with its fields as staff read them; Restore (itself a save). */
  churchRevisions(): Promise<RevisionLine<ChurchDetails>[]>;
  churchRevision(revisionId: number): Promise<ShownRevision<ChurchDetails> | null>;
  restoreChurchRevision(revisionId: number): Promise<RestoreOutcome>;
  /**
   * The built-in pages' content of /admin/pages (server/domain/pages/pages.ts): the pages the member
   * may edit, one page's document (null: no such page, or not theirs: a ministry leader's other
   * ministries), and its save (null when saved, the problems, or "not-found" like the read).
   */
  editablePages(): PageDefinition[];
  pageDocument(key: string): Promise<{ definition: PageDefinition; document: PageDocument; version: number } | null>;
  savePageDocument(key: string, posted: PostedPage, version: string): Promise<PageErrors | "not-found" | null>;
  /** A page's revisions (null as for the document), one with its fields as staff read them, and Restore. */
  pageRevisions(key: string): Promise<RevisionLine<PageDocument>[] | null>;
  pageRevision(key: string, revisionId: number): Promise<ShownRevision<PageDocument> | null>;
  restorePageRevision(key: string, revisionId: number): Promise<RestoreOutcome>;

  /** The activity log (admin only): a page of rows newest first, the filters' choices, one item's history. */
  activity(filter: ActivityFilter, page: number): Promise<{ rows: ActivityRow[]; total: number; pageCount: number }>;
  activityFacets(): Promise<{ actions: string[]; itemTypes: string[] }>;
  activityOf(itemType: ItemType, itemId: string | number): Promise<ActivityRow[]>;

  /** Mail: the outbox and the digest's time (admins), one's own notices, the newsletter (admins, leaders). */
  mail: StaffMail;

  /** The backups' state for the dashboard (admins: readBackups). */
  backups(): Promise<BackupSummary>;

  /** The background jobs: what runs, what failed (admins: readJobs; /admin/jobs and the dashboard). */
  jobs(): Promise<JobsOverview>;

  /**
   * `.catch(context.staff.refusedSave)` on a form's save: a write the disk refused becomes the
   * form's problem (the staff sentence, status 503), so the page comes back with what was typed;
   * anything else is thrown on (server/http/refused-writes.ts).
   */
  refusedSave(error: unknown): RefusedSave;
}

/** What the dashboard says of the backups: the last run, the last good one, and the settings it names. */
export interface BackupSummary extends BackupState {
  /** BACKUP_TIME, Harare; null when automatic backups are off. */
  time: string | null;
  /** Where archives go (BACKUP_DIR, the bucket's prefix). */
  places: string[];
}

/** The backup settings the dashboard names (from the configuration). */
export interface BackupFacts {
  time: string | null;
  places: string[];
}

/** Who may read an item's history besides an admin: those who may open the item's area. */
const HISTORY_AREAS: Record<ItemType, AreaKey> = {
  staff: "staff",
  comment: "comments",
  message: "messages",
  prayer_request: "prayer-requests",
  application: "applications",
  subscriber: "subscribers",
  post: "posts",
  sermon: "sermons",
  picture: "pictures",
  category: "categories",
  tag: "tags",
  setting: "settings",
  church: "church",
  page: "pages",
  own_page: "own-pages",
};

export const RESET_LINK_GONE =
  "This link has expired, has been used, or a newer one was asked for. Ask for a new one on the sign-in page.";
export const EMAIL_LINK_GONE =
  "This link has expired, has been used, or a newer one was asked for. Change your address again on your account page.";

const NO_SUCH_ACCOUNT: FormProblem = { message: "That staff account does not exist." };

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

function redirect(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ location });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
}

export function createStaffContext(
  db: Kysely<Database>,
  request: FastifyRequest,
  mail?: MailFacts,
  options: {
    mediaDir?: string;
    backups?: BackupFacts;
    reservedAddresses?: () => Promise<ReadonlySet<string>>;
    pictureStorage?: PictureStorage;
  } = {},
): StaffContext {
  return staffContextOf(db, {
    session: staffSessionOf(request),
    https: isHttpsStaffRequest(request),
    forbidden: isForbiddenStaffRequest(request),
    ip: request.ip,
    mail,
    mediaDir: options.mediaDir,
    backups: options.backups,
    reservedAddresses: options.reservedAddresses,
    pictureStorage: options.pictureStorage,
  });
}

/** What the context needs of the request: apart, so that tests build one without a server. */
export interface StaffRequestFacts {
  session: StaffSession | null;
  https: boolean;
  forbidden: boolean;
  ip: string;
  /** Where links in mails point, and whether SMTP_URL is set (the outbox's banner); unset in some tests. */
  mail?: MailFacts;
  /** MEDIA_DIR: a deleted sermon's audio file is removed from it. */
  mediaDir?: string;
  /** The backup settings; unset in some tests (then: off, nowhere). */
  backups?: BackupFacts;
  /** The addresses the site itself answers (server/domain/own-pages/addresses.ts); unset: the server's prefixes alone. */
  reservedAddresses?: () => Promise<ReadonlySet<string>>;
  /** Where uploaded pictures' files are: a deleted picture's are removed from it. */
  pictureStorage?: PictureStorage;
}

const NO_MAIL_FACTS: MailFacts = { siteUrl: "http://localhost", smtpConfigured: false };

export function staffContextOf(
  db: Kysely<Database>,
  {
    session,
    https,
    forbidden,
    ip,
    mail = NO_MAIL_FACTS,
    mediaDir,
    backups = { time: null, places: [] },
    reservedAddresses = async () => reservedAddressesOf({}),
    pictureStorage,
  }: StaffRequestFacts,
): StaffContext {
  const member = session?.member ?? null;
  const actor = member ? { staffId: member.id, name: member.name } : null;

  function require(permission: Permission): StaffMember {
    if (!member) throw redirect("/admin/sign-in");
    try {
      requirePermission(member, permission);
    } catch (error) {
      if (error instanceof StaffForbidden) throw new Response("Forbidden", { status: 403 });
      throw error;
    }
    return member;
  }

  /** A new session for a member who has just chosen their password through a link, and where it goes. */
  async function signedIn(memberId: number, location: string): Promise<Response> {
    const secret = await startSession(db, memberId);
    return redirect(location, [serializeSessionCookie(sessionCookie(https, secret))]);
  }

  return {
    member,
    token: session?.csrfToken ?? "",
    roles: ROLE_CHOICES,
    ministryChoices: MINISTRY_CHOICES,
    forbidden,
    require,
    can: (permission) => (member ? can(member.role, permission) : false),
    requireArea: (area) => require(areaByKey(area).permission),
    mayOpen: (area) => (member ? mayOpen(member.role, area) : false),
    navigation: async () => navigationFor(db, require("useBackOffice")),
    waiting: async () => waitingCounts(db, require("useBackOffice")),
    newest: async () => newestItems(db, require("useBackOffice")),
    lists: createStaffLists(db, require),
    sermons: createStaffSermons(db, require, mediaDir),
    pictures: createStaffPictures(db, require, pictureStorage ?? null),
    posts: createStaffPosts(db, require),
    ownPages: createStaffOwnPages(db, require, reservedAddresses),
    taxonomy: createStaffTaxonomy(db, require),

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

    mailConfigured: mail.smtpConfigured,

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

    async moderateComments(ids, moderation) {
      return moderateComments(db, require(areaByKey("comments").permission), ids, moderation);
    },

    async replyToComment(parentId, text) {
      return replyToComment(db, require(areaByKey("comments").permission), parentId, text);
    },

    async undoModeration(id) {
      return undoModeration(db, require(areaByKey("comments").permission), id);
    },
    async undoModerations(ids) {
      return undoModerations(db, require(areaByKey("comments").permission), ids);
    },

    async commentBlocklist() {
      require("manageSettings");
      return readSetting(db, COMMENT_BLOCKLIST);
    },

    async saveCommentBlocklist(text) {
      const saved = await saveBlocklist(db, require("manageSettings"), text);
      return saved.ok ? null : { message: saved.message, field: "blocklist" };
    },

    async firstDaySteps() {
      require(areaByKey("church").permission);
      return firstDaySteps(db);
    },

    async churchDetails() {
      require("manageSettings");
      return readChurchForEdit(db);
    },

    async churchRevisions() {
      return churchRevisions(db, require("manageSettings"));
    },

    async churchRevision(revisionId) {
      return churchRevision(db, require("manageSettings"), revisionId);
    },

    async restoreChurchRevision(revisionId) {
      return restoreChurchRevision(db, require("manageSettings"), revisionId);
    },

    async demoContent() {
      require(areaByKey("church").permission);
      return planDemoRemoval(db);
    },

    async removeDemoContent() {
      const admin = require(areaByKey("church").permission);
      return removeDemoContent(db, { staffId: admin.id, name: admin.name });
    },

    editablePages() {
      return pagesFor(require("editPages"));
    },

    async pageDocument(key) {
      const definition = pageDefinition(key);
      if (!definition || !mayEditPage(require("editPages"), definition)) return null;
      return { definition, ...(await readPageForEdit(db, definition.key)) };
    },

    async savePageDocument(key, posted, version) {
      const saved = await savePage(db, require("editPages"), key, posted, editVersionOf(version));
      if (!saved) return "not-found";
      return saved.ok ? null : saved.errors;
    },

    async pageRevisions(key) {
      return pageRevisions(db, require("editPages"), key);
    },

    async pageRevision(key, revisionId) {
      return pageRevision(db, require("editPages"), key, revisionId);
    },

    async restorePageRevision(key, revisionId) {
      return restorePageRevision(db, require("editPages"), key, revisionId);
    },

    async saveChurchDetails(form, version) {
      const saved = await saveChurch(db, require("manageSettings"), form, editVersionOf(version));
      return saved.ok ? null : saved.errors;
    },

    async activity(filter, page) {
      require("readActivity");
      // A filter holding a NUL (staffText's rule) is one no row can match: never a query PostgreSQL refuses.
      if (staffFormProblem(filter)) return { rows: [], total: 0, pageCount: 1 };
      return listActivity(db, filter, page);
    },

    async activityFacets() {
      require("readActivity");
      return activityFacets(db);
    },

    async activityOf(itemType, itemId) {
      // An item's history is for whoever may open the item (its page checked the member's scope).
      const self = require("useBackOffice");
      if (!can(self.role, "readActivity")) require(areaByKey(HISTORY_AREAS[itemType]).permission);
      const rows: ActivityRow[] = [];
      // Every page of the item's history: an item's own log is short.
      for (let page = 1; ; page++) {
        const result = await listActivity(db, { itemType, itemId: String(itemId) }, page);
        rows.push(...result.rows);
        if (rows.length >= result.total || result.rows.length === 0) return rows;
      }
    },

    mail: createStaffMail(db, mail, require),

    async backups() {
      require("readBackups");
      return { ...(await backupState(db)), ...backups };
    },

    async jobs() {
      require("readJobs");
      return jobsOverview(db);
    },
    refusedSave,
  };
}
