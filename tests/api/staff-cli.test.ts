import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/connection";
import { findStaffByEmail, LINK_LIFETIME_HOURS, memberOfLink, redeemPasswordLink } from "#server/auth/accounts";
import { resumeSession } from "#server/auth/sessions";
import { signIn, WRONG_CREDENTIALS } from "#server/auth/sign-in";
import { addMember, PASSWORD, runCli, sessionOf, staffCounts } from "./staff-support";
import { createTestApi, ENGINE, SITE_URL, type TestApi } from "./support";

/** `npm run staff -- ...` (server/auth/staff-cli.ts) on the engine under test. */

const LINK = new RegExp(`^${SITE_URL}/admin/welcome/([A-Za-z0-9_-]{43})$`);
const IP = "203.0.113.7";

function tokenOf(lines: string[]): string {
  const match = LINK.exec(lines.at(-1) ?? "");
  expect(match, lines.join("\n")).not.toBeNull();
  return match![1]!;
}

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(async () => {
  await t?.close();
});

describe(`the staff command line (${ENGINE})`, () => {
  it("adds an account with a one-time link: the last line, valid once", async () => {
    const run = await runCli(t.database.db, [
      "add",
      "--email",
      "Pastor@Example.org",
      "--name",
      "Pastor T",
      "--role",
      "admin",
    ]);
    expect(run.code).toBe(0);
    expect(run.err).toEqual([]);
    const token = tokenOf(run.out);
    const member = await findStaffByEmail(t.database.db, "pastor@example.org");
    expect(member).toMatchObject({
      name: "Pastor T",
      email: "Pastor@Example.org",
      role: "admin",
      active: true,
      hasPassword: false,
    });
    // Nobody signs in before choosing a password.
    expect(await signIn(t.database.db, { email: "pastor@example.org", password: "", ip: IP })).toMatchObject({
      ok: false,
      status: 401,
    });

    expect((await memberOfLink(t.database.db, token))?.id).toBe(member!.id);
    expect((await redeemPasswordLink(t.database.db, token, "the pastor's own passphrase"))?.id).toBe(member!.id);
    const signedIn = await signIn(t.database.db, {
      email: "PASTOR@example.org ",
      password: "the pastor's own passphrase",
      ip: IP,
    });
    expect(signedIn.ok).toBe(true);

    // Used: refused, and the password stays.
    expect(await memberOfLink(t.database.db, token)).toBeNull();
    expect(await redeemPasswordLink(t.database.db, token, "another passphrase here")).toBeNull();
    expect(
      (await signIn(t.database.db, { email: "pastor@example.org", password: "another passphrase here", ip: IP })).ok,
    ).toBe(false);
    const log = await t.database.db
      .selectFrom("activity_log")
      .select("action")
      .where("item_id", "=", String(member!.id))
      .execute();
    expect(log.map((row) => row.action)).toEqual(
      expect.arrayContaining(["staff.added", "staff.password-set", "sign-in"]),
    );
  });

  it("refuses a link after 72 hours", async () => {
    const run = await runCli(t.database.db, [
      "add",
      "--email",
      "late@example.org",
      "--name",
      "Late",
      "--role",
      "editor",
    ]);
    const token = tokenOf(run.out);
    const issued = Date.now();
    const justBefore = new Date(issued + LINK_LIFETIME_HOURS * 3_600_000 - 60_000);
    const after = new Date(issued + LINK_LIFETIME_HOURS * 3_600_000 + 60_000);
    expect(LINK_LIFETIME_HOURS).toBe(72);
    expect(await memberOfLink(t.database.db, token, justBefore)).not.toBeNull();
    expect(await memberOfLink(t.database.db, token, after)).toBeNull();
    expect(await redeemPasswordLink(t.database.db, token, "a late passphrase here", after)).toBeNull();
    expect((await findStaffByEmail(t.database.db, "late@example.org"))!.hasPassword).toBe(false);
  });

  it("reset prints a new link, and the earlier unused one stops working", async () => {
    const first = tokenOf(
      (await runCli(t.database.db, ["add", "--email", "twice@example.org", "--name", "Twice", "--role", "leader"])).out,
    );
    const reset = await runCli(t.database.db, ["reset", "--email", "TWICE@example.org"]);
    expect(reset.code).toBe(0);
    const second = tokenOf(reset.out);
    expect(second).not.toBe(first);
    expect(await memberOfLink(t.database.db, first)).toBeNull();
    expect(await redeemPasswordLink(t.database.db, first, "first link passphrase")).toBeNull();
    expect(await redeemPasswordLink(t.database.db, second, "second link passphrase")).not.toBeNull();
  });

  it("two simultaneous redemptions of one link: exactly one wins", async () => {
    const token = tokenOf(
      (await runCli(t.database.db, ["add", "--email", "race@example.org", "--name", "Race", "--role", "editor"])).out,
    );
    const results = await Promise.all([
      redeemPasswordLink(t.database.db, token, "first racing passphrase"),
      redeemPasswordLink(t.database.db, token, "second racing passphrase"),
    ]);
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    const winner = results[0] ? "first racing passphrase" : "second racing passphrase";
    const loser = results[0] ? "second racing passphrase" : "first racing passphrase";
    expect((await signIn(t.database.db, { email: "race@example.org", password: winner, ip: IP })).ok).toBe(true);
    expect((await signIn(t.database.db, { email: "race@example.org", password: loser, ip: IP })).ok).toBe(false);
  });

  it("adds an account with --password-stdin: prints exactly `added EMAIL`, and the password signs in", async () => {
    const run = await runCli(
      t.database.db,
      ["add", "--email", "editor@example.org", "--name", "Ed", "--role", "editor", "--password-stdin"],
      "an editor's passphrase\n",
    );
    expect(run).toEqual({ code: 0, out: ["added editor@example.org"], err: [] });
    expect(
      (await signIn(t.database.db, { email: "editor@example.org", password: "an editor's passphrase", ip: IP })).ok,
    ).toBe(true);
    expect(
      await t.database.db
        .selectFrom("staff_links")
        .select("token_hash")
        .where("staff_id", "=", (await findStaffByEmail(t.database.db, "editor@example.org"))!.id)
        .execute(),
    ).toEqual([]);
  });

  it("refuses a weak password from stdin, storing nothing", async () => {
    const before = await staffCounts(t.database.db);
    const run = await runCli(
      t.database.db,
      ["add", "--email", "weak@example.org", "--name", "W", "--role", "editor", "--password-stdin"],
      "Password123\n",
    );
    expect(run.code).toBe(1);
    expect(run.err.join("\n")).toMatch(/most common/);
    expect(await staffCounts(t.database.db)).toEqual(before);
  });

  it("refuses a second account for the same email in another case", async () => {
    const before = await staffCounts(t.database.db);
    const run = await runCli(t.database.db, [
      "add",
      "--email",
      "EDITOR@Example.ORG",
      "--name",
      "Ed again",
      "--role",
      "editor",
    ]);
    expect(run.code).toBe(1);
    expect(run.out).toEqual([]);
    expect(run.err).toEqual(["A staff account with the email EDITOR@Example.ORG already exists."]);
    expect(await staffCounts(t.database.db)).toEqual(before);
  });

  const NEW = ["--email", "new@example.org", "--name", "New"];
  it.each([
    ["a bad role", [...NEW, "--role", "owner"], /^Choose a role: admin, leader, editor, ministry-leader, treasurer\.$/],
    [
      "an unknown ministry",
      [...NEW, "--role", "ministry-leader", "--ministry", "youth", "--ministry", "choir"],
      /^Unknown ministry "choir"/,
    ],
    [
      "a ministry leader without a ministry",
      [...NEW, "--role", "ministry-leader"],
      /^A ministry leader leads at least one ministry\.$/,
    ],
    [
      "ministries for another role",
      [...NEW, "--role", "editor", "--ministry", "youth"],
      /^Only a ministry leader has ministries/,
    ],
    [
      "a bad email",
      ["--email", "not-an-email", "--name", "New", "--role", "editor"],
      /^Enter a valid email address\.$/,
    ],
    [
      "an over-long email",
      ["--email", `${"a".repeat(250)}@example.org`, "--name", "New", "--role", "editor"],
      /^Enter a valid email address\.$/,
    ],
    ["an empty name", ["--email", "new@example.org", "--name", "  ", "--role", "editor"], /^Enter a name\.$/],
    [
      "a name with a line break",
      ["--email", "new@example.org", "--name", "New\nfake@example.org\tAdmin", "--role", "editor"],
      /^Use no tabs, line breaks/,
    ],
    [
      "a megabyte of email",
      ["--email", `${"a".repeat(1_000_000)}@example.org`, "--name", "New", "--role", "editor"],
      /^Enter a valid email address\.$/,
    ],
  ])("refuses %s with nothing stored", async (_name, args, message) => {
    const before = await staffCounts(t.database.db);
    const run = await runCli(t.database.db, ["add", ...args]);
    expect(run.code).toBe(1);
    expect(run.out).toEqual([]);
    expect(run.err.join("\n")).toMatch(message);
    expect(await staffCounts(t.database.db)).toEqual(before);
  });

  it("two adds of one address at once: one account, and the other told it exists", async () => {
    const runs = await Promise.all([
      runCli(t.database.db, ["add", "--email", "same@example.org", "--name", "One", "--role", "editor"]),
      runCli(t.database.db, ["add", "--email", "SAME@example.org", "--name", "Two", "--role", "editor"]),
    ]);
    expect(runs.map((run) => run.code).sort()).toEqual([0, 1]);
    expect(runs.find((run) => run.code === 1)!.err.join("\n")).toMatch(/already exists\.$/);
    const rows = await t.database.db
      .selectFrom("staff")
      .select("id")
      .where("email_normalized", "=", "same@example.org")
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("a ministry leader is stored with their ministries", async () => {
    const run = await runCli(t.database.db, [
      "add",
      "--email",
      "youth@example.org",
      "--name",
      "Youth lead",
      "--role",
      "ministry-leader",
      "--ministry",
      "youth",
      "--ministry",
      "music",
      "--ministry",
      "youth",
    ]);
    expect(run.code).toBe(0);
    expect((await findStaffByEmail(t.database.db, "youth@example.org"))!.ministries).toEqual(["music", "youth"]);
  });

  it("misuse: exit 2 with the usage", async () => {
    expect((await runCli(t.database.db, [])).code).toBe(2);
    expect((await runCli(t.database.db, ["frobnicate"])).code).toBe(2);
    expect((await runCli(t.database.db, ["add", "--bogus"])).code).toBe(2);
    const help = await runCli(t.database.db, ["--help"]);
    expect(help.code).toBe(0);
    expect(help.out.join("\n")).toMatch(/^Usage: npm run staff/);
    const missing = await runCli(t.database.db, ["add", "--email", "x@example.org"]);
    expect(missing.code).toBe(1);
  });

  it("lists every account with its role, ministries and state", async () => {
    const run = await runCli(t.database.db, ["list"]);
    expect(run.code).toBe(0);
    const line = (email: string) => run.out.find((row) => row.startsWith(`${email}\t`));
    expect(line("Pastor@Example.org")).toMatch(/^Pastor@Example\.org\tPastor T\tadmin\tactive\tlast signed in \d{4}-/);
    expect(line("late@example.org")).toBe("late@example.org\tLate\teditor\tinvited\tnever signed in");
    expect(line("youth@example.org")).toBe(
      "youth@example.org\tYouth lead\tministry-leader (music, youth)\tinvited\tnever signed in",
    );
    expect(run.out).toHaveLength(Number((await staffCounts(t.database.db)).staff));
  });

  it("disable ends the sessions at once and refuses sign-in; enable lets them back", async () => {
    const member = await addMember(t.database.db, "leader", { email: "elder@example.org" });
    const first = await sessionOf(t.database.db, member.id);
    const second = await sessionOf(t.database.db, member.id);
    expect(await resumeSession(t.database.db, first.secret)).not.toBeNull();

    const disabled = await runCli(t.database.db, ["disable", "--email", "Elder@Example.org"]);
    expect(disabled).toEqual({ code: 0, out: ["disabled elder@example.org"], err: [] });
    expect(await resumeSession(t.database.db, first.secret)).toBeNull();
    expect(await resumeSession(t.database.db, second.secret)).toBeNull();
    expect(
      await t.database.db.selectFrom("staff_sessions").select("id_hash").where("staff_id", "=", member.id).execute(),
    ).toEqual([]);
    expect(await signIn(t.database.db, { email: "elder@example.org", password: PASSWORD, ip: IP })).toEqual({
      ok: false,
      status: 401,
      message: WRONG_CREDENTIALS,
    });
    expect((await runCli(t.database.db, ["list"])).out.find((row) => row.startsWith("elder@example.org"))).toMatch(
      /\tdisabled\t/,
    );
    // A disabled account gets no new link.
    const reset = await runCli(t.database.db, ["reset", "--email", "elder@example.org"]);
    expect(reset.code).toBe(1);
    expect(reset.err).toEqual(["elder@example.org is disabled: enable it first."]);

    const enabled = await runCli(t.database.db, ["enable", "--email", "elder@example.org"]);
    expect(enabled).toEqual({ code: 0, out: ["enabled elder@example.org"], err: [] });
    expect((await signIn(t.database.db, { email: "elder@example.org", password: PASSWORD, ip: IP })).ok).toBe(true);
    // The sessions ended by disabling stay ended.
    expect(await resumeSession(t.database.db, first.secret)).toBeNull();
    const actions = await t.database.db
      .selectFrom("activity_log")
      .select("action")
      .where("item_id", "=", String(member.id))
      .execute();
    expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(["staff.disabled", "staff.enabled"]));
  });

  it("a session made while the account is disabled does not open", async () => {
    const member = await addMember(t.database.db, "editor", { email: "off@example.org" });
    await runCli(t.database.db, ["disable", "--email", "off@example.org"]);
    const late = await sessionOf(t.database.db, member.id);
    expect(await resumeSession(t.database.db, late.secret)).toBeNull();
  });

  it("disabling takes the unused link with it", async () => {
    const token = tokenOf(
      (await runCli(t.database.db, ["add", "--email", "gone@example.org", "--name", "Gone", "--role", "editor"])).out,
    );
    await runCli(t.database.db, ["disable", "--email", "gone@example.org"]);
    expect(await redeemPasswordLink(t.database.db, token, "a passphrase for gone")).toBeNull();
    await runCli(t.database.db, ["enable", "--email", "gone@example.org"]);
    expect(await redeemPasswordLink(t.database.db, token, "a passphrase for gone")).toBeNull();
  });

  it.each(["disable", "enable", "reset"])(
    "%s of an unknown email: exit 1, a clear message, nothing written",
    async (command) => {
      const before = await staffCounts(t.database.db);
      const run = await runCli(t.database.db, [command, "--email", "nobody@example.org"]);
      expect(run).toEqual({ code: 1, out: [], err: ["No staff account has the email nobody@example.org."] });
      expect(await staffCounts(t.database.db)).toEqual(before);
      expect((await runCli(t.database.db, [command])).err).toEqual([`${command} needs --email EMAIL.`]);
    },
  );
});

describe.runIf(ENGINE === "sqlite")("the real command, as a child process", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "staff-cli-"));
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  function staffCommand(args: string[], stdin: string): Promise<{ code: number; stdout: string; stderr: string }> {
    return new Promise((resolve) => {
      const child = execFile(
        process.execPath,
        ["tools/tool.mjs", "staff", ...args],
        {
          cwd: path.resolve(__dirname, "../.."),
          env: {
            ...process.env,
            NODE_ENV: "production",
            DATABASE_URL: `sqlite:${path.join(dir, "site.db")}`,
            SITE_URL: "https://church.example",
          },
          timeout: 60_000,
        },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
      child.stdin!.end(stdin);
    });
  }

  it("reads the password from stdin, prints `added EMAIL`, and exits 0; a duplicate exits 1", async () => {
    const added = await staffCommand(
      ["add", "--email", "first@church.example", "--name", "First Admin", "--role", "admin", "--password-stdin"],
      "first admin passphrase\n",
    );
    expect(added).toEqual({ code: 0, stdout: "added first@church.example\n", stderr: expect.any(String) });
    const again = await staffCommand(
      ["add", "--email", "FIRST@church.example", "--name", "Again", "--role", "admin", "--password-stdin"],
      "first admin passphrase\n",
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("already exists");
    const link = await staffCommand(["reset", "--email", "first@church.example"], "");
    expect(link.code).toBe(0);
    expect(link.stdout.trim().split("\n").at(-1)).toMatch(
      /^https:\/\/church\.example\/admin\/welcome\/[A-Za-z0-9_-]{43}$/,
    );

    const database = openDatabase({ kind: "sqlite", file: path.join(dir, "site.db") });
    try {
      const result = await signIn(database.db, {
        email: "first@church.example",
        password: "first admin passphrase",
        ip: IP,
      });
      expect(result.ok).toBe(true);
    } finally {
      await database.close();
    }
  }, 120_000);
});
