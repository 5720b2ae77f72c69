/**
 * Staff roles and what each may do (docs/product.md, Staff side): one small named check per
 * permission, asked on the server by the staff route guard (server/http/staff-guard.ts) and by every staff
 * service call; the navigation only shows what these allow, it decides nothing.
 */

export const STAFF_ROLES = ["admin", "leader", "editor", "ministry-leader", "treasurer"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Admin",
  leader: "Leader",
  editor: "Editor",
  "ministry-leader": "Ministry leader",
  treasurer: "Treasurer",
};

/** Each role in one sentence, for the staff form: what it opens, in a pastor's words. */
export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  admin: "Everything: staff accounts, settings, church details, the activity log and backups, besides all the rest.",
  leader:
    "Comments, messages, prayer requests (private ones too), applications, subscribers and the newsletter, posts and sermons.",
  editor: "Posts, sermons, pictures, categories and tags, and the comment queue; no messages or prayer requests.",
  "ministry-leader": "The messages and applications of the ministries they lead, and nothing else.",
  treasurer: "Giving: the funds, the gifts and who gave them, totals, statements and exports, and nothing else.",
};

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

const EVERYONE: readonly StaffRole[] = STAFF_ROLES;
/** Every role but the treasurer's, who sees giving and nothing else. */
const ALL_BUT_TREASURER: readonly StaffRole[] = ["admin", "leader", "editor", "ministry-leader"];

/**
 * Who may do what. A ministry leader's messages and applications are further limited to the
 * ministries they lead (ministryScope below).
 */
const PERMISSIONS = {
  /** The dashboard and their own account: every role. */
  useBackOffice: EVERYONE,
  /** The comment queue. */
  moderateComments: ["admin", "leader", "editor"],
  /** Messages from the contact page, the salvation page and the ministry contact forms. */
  readMessages: ["admin", "leader", "ministry-leader"],
  /** Prayer requests, the text of private ones included. */
  readPrayerRequests: ["admin", "leader"],
  /** The ministry forms' applications and inquiries. */
  readApplications: ["admin", "leader", "ministry-leader"],
  /** The newsletter's subscribers (addresses people gave us). */
  manageSubscribers: ["admin", "leader"],
  /** Posts, sermons, categories and tags. */
  editContent: ["admin", "leader", "editor"],
  /** The built-in pages' content (/admin/pages): a ministry leader only their ministries' pages (server/domain/pages/pages.ts). */
  editPages: ALL_BUT_TREASURER,
  /**
   * The calendar's events and services, their dates and registrations: a ministry leader only their
   * ministries' events (server/domain/events/access.ts).
   */
  editEvents: ALL_BUT_TREASURER,
  /** Staff accounts: invite, change role, disable. */
  manageStaff: ["admin"],
  /** The whole activity log. */
  readActivity: ["admin"],
  /** Site settings (the comment blocklist, mail...). */
  manageSettings: ["admin"],
  /** Whether the backups run: the last one, where it went, why one failed (the dashboard). */
  readBackups: ["admin"],
  /** Whether the background jobs run (mail, the backup...): what failed and why (/admin/jobs, the dashboard). */
  readJobs: ["admin"],
  /**
   * Giving: the funds, the gifts and who gave them, totals, statements, exports, gifts recorded by
   * hand (server/domain/giving/): admins and treasurers, no other role.
   */
  manageGiving: ["admin", "treasurer"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

/** Every permission, in the table's order (each owned by one domain: server/domains.ts). */
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export function can(role: StaffRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/** The ministries whose messages and applications a member sees: all, or those they lead. */
export type MinistryScope = { all: true } | { all: false; ministries: readonly string[] };

export function ministryScope(member: { role: StaffRole; ministries: readonly string[] }): MinistryScope {
  return member.role === "ministry-leader" ? { all: false, ministries: member.ministries } : { all: true };
}

/** Thrown by a staff service asked for what the member's role does not allow; pages answer 403. */
export class StaffForbidden extends Error {
  readonly status = 403;
  constructor(readonly permission: Permission) {
    super(`Not allowed: ${permission}`);
    this.name = "StaffForbidden";
  }
}

export function requirePermission(member: { role: StaffRole }, permission: Permission): void {
  if (!can(member.role, permission)) throw new StaffForbidden(permission);
}
