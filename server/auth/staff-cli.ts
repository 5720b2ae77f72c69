import { parseArgs } from "node:util";
import type { Kysely } from "kysely";
import { MINISTRIES } from "#contract/ministries";
import type { Database } from "#server/db/schema";
import { addStaff, listStaff, requireStaffByEmail, resetLink, setStaffActive, welcomeUrl } from "./accounts";
import { StaffInputError } from "#server/lib/staff-input";
import { COMMAND_LINE } from "#server/domain/activity/activity";
import { STAFF_ROLES } from "./permissions";

/**
 * `npm run staff -- <command>`: the first admin and every later account from the command
 * line, so a church can start on a fresh server. tools/staff.ts opens the database; this does the
 * work, so tests run it against both engines.
 */

export const STAFF_USAGE = `Usage: npm run staff -- <command>
  add --email EMAIL --name "NAME" --role ROLE [--ministry SLUG ...] [--password-stdin]
      Adds an account. Prints a one-time link (valid 72 hours, single use) where the person
      chooses their password, or with --password-stdin reads the password from standard input.
  list                     Lists every account.
  disable --email EMAIL    Disables an account and ends its sessions at once.
  enable --email EMAIL     Lets a disabled account sign in again.
  reset --email EMAIL      Prints a new one-time link for an account.
Roles: ${STAFF_ROLES.join(", ")}. Ministries (for ministry-leader): ${Object.keys(MINISTRIES).join(", ")}.`;

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Standard input, read whole (only with --password-stdin). */
  readStdin(): Promise<string>;
}

export interface CliEnvironment {
  db: Kysely<Database>;
  siteUrl: string;
  io: CliIo;
}

/** Runs one command; returns the process's exit code (0 done, 1 refused, 2 misused). */
export async function runStaffCommand(argv: string[], env: CliEnvironment): Promise<number> {
  const { io } = env;
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: "string" },
        name: { type: "string" },
        role: { type: "string" },
        ministry: { type: "string", multiple: true },
        "password-stdin": { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    io.err((error as Error).message);
    io.err(STAFF_USAGE);
    return 2;
  }
  const { values, positionals } = parsed;
  const command = positionals[0];
  if (values.help || !command || positionals.length > 1) {
    (values.help ? io.out : io.err)(STAFF_USAGE);
    return values.help ? 0 : 2;
  }
  const needEmail = (): string => {
    if (!values.email) throw new StaffInputError(`${command} needs --email EMAIL.`);
    return values.email;
  };
  try {
    switch (command) {
      case "add": {
        if (values.name === undefined || values.role === undefined) {
          throw new StaffInputError('add needs --email EMAIL --name "NAME" --role ROLE.');
        }
        const password = values["password-stdin"] ? stripLineEnd(await io.readStdin()) : undefined;
        const added = await addStaff(
          env.db,
          { email: needEmail(), name: values.name, role: values.role, ministries: values.ministry ?? [] },
          COMMAND_LINE,
          password === undefined ? { siteUrl: env.siteUrl } : { password },
        );
        if (added.linkToken === null) io.out(`added ${added.member.email}`);
        else {
          io.out(`Added ${added.member.name} <${added.member.email}> as ${added.member.role}.`);
          io.out(
            `Send them this link to choose their password (valid 72 hours, once); the server mails it to them too:`,
          );
          io.out(welcomeUrl(env.siteUrl, added.linkToken));
        }
        return 0;
      }
      case "list": {
        const members = await listStaff(env.db);
        if (members.length === 0) io.out("No staff accounts yet. Add the first admin with: npm run staff -- add ...");
        for (const member of members) {
          const ministries = member.ministries.length > 0 ? ` (${member.ministries.join(", ")})` : "";
          const state = member.active ? (member.hasPassword ? "active" : "invited") : "disabled";
          const last = member.lastSignedInAt ? `last signed in ${member.lastSignedInAt}` : "never signed in";
          io.out(`${member.email}\t${member.name}\t${member.role}${ministries}\t${state}\t${last}`);
        }
        return 0;
      }
      case "disable":
      case "enable": {
        const member = await requireStaffByEmail(env.db, needEmail());
        await setStaffActive(env.db, member, command === "enable", COMMAND_LINE);
        io.out(`${command}d ${member.email}`);
        return 0;
      }
      case "reset": {
        const member = await requireStaffByEmail(env.db, needEmail());
        if (!member.active) throw new StaffInputError(`${member.email} is disabled: enable it first.`);
        const token = await resetLink(env.db, member, COMMAND_LINE, new Date(), env.siteUrl);
        io.out(
          `New one-time link for ${member.name} <${member.email}> (valid 72 hours, once; the server mails it to them too):`,
        );
        io.out(welcomeUrl(env.siteUrl, token));
        return 0;
      }
      default:
        io.err(`Unknown command "${command}".`);
        io.err(STAFF_USAGE);
        return 2;
    }
  } catch (error) {
    if (error instanceof StaffInputError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}

/** A password piped in ends with the newline `echo` adds; nothing else is trimmed. */
function stripLineEnd(text: string): string {
  return text.replace(/\r?\n$/, "");
}
