import type { StaffRole } from "./permissions";

/**
 * Who is who on the staff side, as types only: the domain, the mail and the HTTP layer read these
 * without importing the accounts' code (server/auth/accounts.ts), which itself mails and records
 * activity through them.
 */

/** A staff account as the back office sees it (never its password's hash). */
export interface StaffMember {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  ministries: string[];
  active: boolean;
  hasPassword: boolean;
  createdAt: string;
  lastSignedInAt: string | null;
}

/** Who acted: a signed-in member, the command line, or a visitor (a failed sign-in). */
export type Actor = { staffId: number; name: string } | { staffId: null; name: string };
