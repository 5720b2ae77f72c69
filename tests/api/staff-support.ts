import type { Kysely } from "kysely";
import type { Database } from "../../server/db/schema";
import { addStaff, type StaffMember } from "../../server/staff/accounts";
import { COMMAND_LINE } from "../../server/staff/activity";
import { runStaffCommand } from "../../server/staff/cli";
import type { StaffRole } from "../../server/staff/permissions";
import { sha256 } from "../../server/staff/accounts";
import { startSession } from "../../server/staff/sessions";
import { SITE_URL } from "./support";

/** Helpers of the staff tests (tests/api/staff-*.test.ts). */

export const STAFF_TABLES = ["staff", "staff_ministries", "staff_sessions", "staff_links", "sign_in_failures", "activity_log"] as const;
export type StaffTableName = (typeof STAFF_TABLES)[number];

/** How many rows each staff table holds now. */
export async function staffCounts(db: Kysely<Database>): Promise<Record<StaffTableName, number>> {
  const counts = {} as Record<StaffTableName, number>;
  for (const table of STAFF_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

export interface CliRun {
  code: number;
  out: string[];
  err: string[];
}

/** `npm run staff -- ...argv` against `db`, in process; `stdin` is what --password-stdin reads. */
export async function runCli(db: Kysely<Database>, argv: string[], stdin = ""): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runStaffCommand(argv, {
    db,
    siteUrl: SITE_URL,
    io: { out: (line) => out.push(line), err: (line) => err.push(line), readStdin: async () => stdin },
  });
  return { code, out, err };
}

export const PASSWORD = "a long staff passphrase";

let counter = 0;

/** A member with a password (PASSWORD unless given), as the command line adds them. */
export async function addMember(
  db: Kysely<Database>,
  role: StaffRole,
  options: { email?: string; ministries?: string[]; password?: string } = {},
): Promise<StaffMember> {
  counter += 1;
  const email = options.email ?? `${role}-${counter}@example.org`;
  const ministries = options.ministries ?? (role === "ministry-leader" ? ["youth"] : []);
  const { member } = await addStaff(
    db,
    { email, name: `Test ${role} ${counter}`, role, ministries },
    COMMAND_LINE,
    { password: options.password ?? PASSWORD },
  );
  return member;
}

/** A session of `staffId`: its cookie's secret, its id hash and its cross-site token. */
export async function sessionOf(db: Kysely<Database>, staffId: number, now?: Date): Promise<{ secret: string; idHash: string; token: string }> {
  const secret = await startSession(db, staffId, now);
  const idHash = sha256(secret);
  const row = await db.selectFrom("staff_sessions").select("csrf_token").where("id_hash", "=", idHash).executeTakeFirstOrThrow();
  return { secret, idHash, token: row.csrf_token };
}

export function minutesAfter(start: Date, minutes: number): Date {
  return new Date(start.getTime() + minutes * 60_000);
}
