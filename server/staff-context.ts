import { GIVING_OFF } from "#server/config";
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import type { StaffMember } from "#server/auth/staff-member";
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
import type { StaffSession } from "#server/auth/sessions";
import { redirect } from "#server/auth/domain";
import { areaByKey, mayOpen, type AreaKey } from "#server/auth/areas";
import { MINISTRIES } from "#contract/ministries";
import { reservedAddresses as reservedAddressesOf } from "#server/domain/own-pages/addresses";
import type { PictureStorage } from "#server/domain/pictures/picture-storage";
import { mergeParts, type BackupFacts, type StaffDeps, type StaffGivingFacts } from "#server/domain/define-domain";
import type { MailFacts } from "#server/mail/staff-operations";
import type { StaffRefusal } from "#server/lib/staff-input";
import { refusedSave, type RefusedSave } from "#server/http/refused-writes";
import { DOMAINS, type DomainStaffOperations } from "./domains";

export { EMAIL_LINK_GONE, RESET_LINK_GONE, safeNext, type IssuedLink } from "#server/auth/domain";
export type { BackupSummary } from "#server/backups/domain";
export type { BackupFacts } from "#server/domain/define-domain";

/**
 * What the staff pages receive as `context.staff` (app/routes/admin/): the signed-in member, the
 * checks of their permissions, and every domain's staff operations (server/domains.ts, each
 * domain's `staff`), each asking the member's permission on the server. Built per request from
 * the session the staff guard (server/http/staff-guard.ts) resumed.
 */

/** The roles an admin may give, in order, with the words the pages show. */
export const ROLE_CHOICES: readonly { value: StaffRole; label: string; description: string }[] = STAFF_ROLES.map(
  (value) => ({ value, label: ROLE_LABELS[value], description: ROLE_DESCRIPTIONS[value] }),
);

/** The ministries a ministry leader may lead, with their names: given to the pages, so none imports the list. */
export const MINISTRY_CHOICES: readonly { value: string; label: string }[] = Object.entries(MINISTRIES).map(
  ([value, label]) => ({ value, label }),
);

/** A page's answer to a refused form: the message, and the field it belongs to when there is one. */
export type FormProblem = StaffRefusal;

/** The member and the checks every staff page uses, apart from the domains' operations. */
export interface StaffBasics {
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
  /** Whether mail is set up (an SMTP server configured): else mails wait in the outbox, and the pages say so. */
  mailConfigured: boolean;
  /**
   * `.catch(context.staff.refusedSave)` on a form's save: a write the disk refused becomes the
   * form's problem (the staff sentence, status 503), so the page comes back with what was typed;
   * anything else is thrown on (server/http/refused-writes.ts).
   */
  refusedSave(error: unknown): RefusedSave;
}

export type StaffContext = StaffBasics & DomainStaffOperations;

export function createStaffContext(
  db: Kysely<Database>,
  request: FastifyRequest,
  mail?: MailFacts,
  options: {
    mediaDir?: string;
    backups?: BackupFacts;
    reservedAddresses?: () => Promise<ReadonlySet<string>>;
    pictureStorage?: PictureStorage;
    giving?: StaffGivingFacts;
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
    giving: options.giving,
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
  /** The engine and the giving configuration; unset in some tests (then: SQLite, no Paynow integration). */
  giving?: StaffGivingFacts;
}

const NO_MAIL_FACTS: MailFacts = { siteUrl: "http://localhost", smtpConfigured: false };

const NO_GIVING_FACTS: StaffGivingFacts = { engine: "sqlite", config: GIVING_OFF };

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
    giving = NO_GIVING_FACTS,
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

  const basics: StaffBasics = {
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
    mailConfigured: mail.smtpConfigured,
    refusedSave,
  };
  const deps: StaffDeps = {
    db,
    member,
    actor,
    require,
    session,
    https,
    ip,
    mail,
    mediaDir,
    backups,
    reservedAddresses,
    pictureStorage: pictureStorage ?? null,
    giving,
  };
  return mergeParts<StaffContext>("staff context", [
    { name: "staff context", part: basics },
    ...DOMAINS.map((domain) => ({ name: domain.name, part: domain.staff?.(deps) })),
  ]);
}
