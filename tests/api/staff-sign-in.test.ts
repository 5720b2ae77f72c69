import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findStaffById } from "#server/auth/accounts";
import { resumeSession } from "#server/auth/sessions";
import {
  FAILED_ATTEMPTS_KEPT_DAYS,
  recordFailedAttempt,
  signIn,
  tooManyAttempts,
  WRONG_CREDENTIALS,
} from "#server/auth/sign-in";
import { addMember, minutesAfter, PASSWORD, runCli } from "./staff-support";
import { createTestApi, ENGINE, type TestApi } from "./support";

/** Sign-in (server/auth/sign-in.ts): right, wrong, unknown, disabled, and the two limits. */

let t: TestApi;
let address = 0;
let timingRun = 0;
/** A client address of its own for each test, so the per-client limit of one does not touch another. */
function freshIp(): string {
  address += 1;
  return `198.51.100.${address}`;
}

/** The rows of `action` about one account (its history), or by nobody known (null). */
async function activity(staffId: number | null, action: string) {
  let query = t.database.db.selectFrom("activity_log").selectAll().where("action", "=", action);
  query =
    staffId === null
      ? query.where("staff_id", "is", null)
      : query.where("item_type", "=", "staff").where("item_id", "=", String(staffId));
  return query.orderBy("id").execute();
}

/** The failures a log's rows count (a rolled-up row counts several: its `failures` change). */
function failuresIn(rows: Array<{ changes: string }>): number {
  return rows.reduce((sum, row) => sum + (JSON.parse(row.changes) as { failures: [number, number] }).failures[1], 0);
}

beforeAll(async () => {
  t = await createTestApi();
});
afterAll(async () => {
  await t?.close();
});

describe(`signing in (${ENGINE})`, () => {
  it("with the right password: a session, last_signed_in_at and a `sign-in` row", async () => {
    const member = await addMember(t.database.db, "editor", { email: "Right.Person@example.org" });
    expect(member.lastSignedInAt).toBeNull();
    const now = new Date("2026-03-01T10:00:00.000Z");
    const result = await signIn(
      t.database.db,
      { email: "  right.person@EXAMPLE.org", password: PASSWORD, ip: freshIp() },
      now,
    );
    expect(result).toMatchObject({ ok: true, staffId: member.id, name: member.name });
    if (!result.ok) throw new Error("not signed in");
    const session = await resumeSession(t.database.db, result.secret, now);
    expect(session?.member.id).toBe(member.id);
    expect((await findStaffById(t.database.db, member.id))!.lastSignedInAt).toBe(now.toISOString());
    const rows = await activity(member.id, "sign-in");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      at: now.toISOString(),
      item_type: "staff",
      item_id: String(member.id),
      actor: member.name,
    });

    // A new session id at every sign-in.
    const again = await signIn(
      t.database.db,
      { email: "right.person@example.org", password: PASSWORD, ip: freshIp() },
      now,
    );
    expect(again.ok && again.secret !== result.secret).toBe(true);
  });

  it("a wrong password and an unknown address: the same answer, and a `sign-in-failed` row", async () => {
    const member = await addMember(t.database.db, "leader", { email: "known@example.org" });
    // 12:10 in Harare: the hour the rows roll up is 12:00 to 13:00.
    const at = (minutes: number) => new Date(Date.parse("2026-02-27T10:10:00.000Z") + minutes * 60_000);
    const wrong = await signIn(
      t.database.db,
      { email: "known@example.org", password: "not the password", ip: freshIp() },
      at(0),
    );
    const unknown = await signIn(
      t.database.db,
      { email: "unknown@example.org", password: "not the password", ip: freshIp() },
      at(1),
    );
    const noAccount = () =>
      t.database.db
        .selectFrom("activity_log")
        .selectAll()
        .where("action", "=", "sign-in-failed")
        .where("item_id", "=", "")
        .execute();
    expect((await noAccount()).map((row) => row.summary)).toEqual([
      "Failed sign-in for unknown@example.org: unknown address",
    ]);
    const empty = await signIn(t.database.db, { email: "", password: "", ip: freshIp() }, at(2));
    for (const result of [wrong, unknown, empty])
      expect(result).toEqual({ ok: false, status: 401, message: WRONG_CREDENTIALS });
    expect(WRONG_CREDENTIALS).toBe("Wrong email or password.");
    const failed = await activity(member.id, "sign-in-failed");
    expect(failed).toHaveLength(1);
    // Whoever typed the wrong password is not known to be the account's owner.
    expect(failed[0]).toMatchObject({
      staff_id: null,
      actor: member.email,
      summary: "Failed sign-in for known@example.org: wrong password",
    });
    // Addresses with no account share the hour's row: its count, and the last address typed.
    const anonymous = await noAccount();
    expect(anonymous).toHaveLength(1);
    expect(anonymous[0]).toMatchObject({
      at: at(2).toISOString(),
      actor: "(no address)",
      item_id: "",
      summary:
        "2 failed sign-ins for addresses with no account between 12:00 and 13:00 (Harare time), the last for (no address)",
    });
    expect(JSON.parse(anonymous[0]!.changes)).toEqual({ failures: [1, 2] });
  });

  it("an invited account without a password yet does not sign in, whatever is typed", async () => {
    await runCli(t.database.db, ["add", "--email", "invited@example.org", "--name", "Invited", "--role", "editor"]);
    for (const password of ["", "decoy password that matches nothing", "anything at all"]) {
      expect(await signIn(t.database.db, { email: "invited@example.org", password, ip: freshIp() })).toMatchObject({
        status: 401,
        message: WRONG_CREDENTIALS,
      });
    }
  });

  // On a shared machine another process may slow any attempt: the two kinds alternate, and each
  // pair is compared with itself.
  it("a wrong password and an unknown address take about the same time (argon2 runs in both)", async () => {
    // An account of its own each try: 9 failures each, under the limit of 10.
    timingRun += 1;
    const known = `timed-${timingRun}@example.org`;
    await addMember(t.database.db, "editor", { email: known });
    const attempt = async (email: string) => {
      const start = performance.now();
      await signIn(t.database.db, { email, password: "not the password", ip: freshIp() });
      return performance.now() - start;
    };
    await attempt(known);
    await attempt("warm-up@example.org");
    const wrongTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      wrongTimes.push(await attempt(known));
      unknownTimes.push(await attempt(`nobody-${timingRun}-${i}@example.org`));
    }
    // Each pair ran back to back, under the same load: the median of their ratios is the paths' own difference.
    const ratios = wrongTimes.map((wrong, i) => wrong / unknownTimes[i]!).sort((a, b) => a - b);
    const median = ratios[Math.floor(ratios.length / 2)]!;
    // argon2id with 19 MiB takes about 20 ms, the rest of a failed sign-in 1 or 2: a path that
    // skipped the hash would be ten times quicker. Within a factor of 2, the hash runs in both.
    expect(Math.min(...wrongTimes, ...unknownTimes)).toBeGreaterThan(5);
    expect(median).toBeGreaterThan(1 / 2);
    expect(median).toBeLessThan(2);
  });

  it("a disabled account: the same refusal, even with the right password", async () => {
    const member = await addMember(t.database.db, "admin", { email: "disabled@example.org" });
    await runCli(t.database.db, ["disable", "--email", "disabled@example.org"]);
    expect(await signIn(t.database.db, { email: "disabled@example.org", password: PASSWORD, ip: freshIp() })).toEqual({
      ok: false,
      status: 401,
      message: WRONG_CREDENTIALS,
    });
    expect(await activity(member.id, "sign-in")).toEqual([]);
    expect((await activity(member.id, "sign-in-failed"))[0]!.summary).toContain("account disabled");
  });

  it("10 failures for one address within 15 minutes: 429 even with the right password, then fewer minutes, then in again", async () => {
    const member = await addMember(t.database.db, "editor", { email: "target@example.org" });
    const start = new Date("2026-03-02T08:00:00.000Z");
    // From different client addresses: the limit is the account's.
    for (let i = 0; i < 10; i += 1) {
      const result = await signIn(
        t.database.db,
        { email: "TARGET@example.org", password: `wrong guess ${i}`, ip: freshIp() },
        new Date(start.getTime() + i * 1000),
      );
      expect(result).toMatchObject({ status: 401 });
    }
    // One row for the account's ten failures in that hour.
    const rows = await activity(member.id, "sign-in-failed");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.summary).toBe(
      "10 failed sign-ins for target@example.org between 10:00 and 11:00 (Harare time), the last: wrong password",
    );
    expect(failuresIn(rows)).toBe(10);
    const right = await signIn(
      t.database.db,
      { email: "target@example.org", password: PASSWORD, ip: freshIp() },
      new Date(start.getTime() + 10_000),
    );
    expect(right).toEqual({
      ok: false,
      status: 429,
      message: "Too many attempts. Try again in 15 minutes.",
      retryAfterSeconds: 890,
    });
    const later = await signIn(
      t.database.db,
      { email: "target@example.org", password: PASSWORD, ip: freshIp() },
      minutesAfter(start, 10),
    );
    expect(later).toMatchObject({ status: 429, message: "Too many attempts. Try again in 5 minutes." });
    const lastMinute = await signIn(
      t.database.db,
      { email: "target@example.org", password: PASSWORD, ip: freshIp() },
      minutesAfter(start, 14.5),
    );
    expect(lastMinute).toMatchObject({ status: 429, message: "Too many attempts. Try again in 1 minute." });
    // A refusal for too many attempts is not a failure: it does not push the end further.
    expect(failuresIn(await activity(member.id, "sign-in-failed"))).toBe(10);
    // Once the first failure is 15 minutes old, one more try is allowed.
    const after = await signIn(
      t.database.db,
      { email: "target@example.org", password: PASSWORD, ip: freshIp() },
      minutesAfter(start, 15),
    );
    expect(after.ok).toBe(true);
    // Another address was never locked.
    await addMember(t.database.db, "editor", { email: "bystander@example.org" });
    expect(
      (
        await signIn(
          t.database.db,
          { email: "bystander@example.org", password: PASSWORD, ip: freshIp() },
          minutesAfter(start, 1),
        )
      ).ok,
    ).toBe(true);
  });

  it("30 failures from one client within 15 minutes, on different addresses: 429 for any address from it", async () => {
    await addMember(t.database.db, "editor", { email: "innocent@example.org" });
    const ip = freshIp();
    const start = new Date("2026-03-03T08:00:00.000Z");
    for (let i = 0; i < 30; i += 1) {
      expect(
        await signIn(
          t.database.db,
          { email: `spray-${i}@example.org`, password: "a guessed password", ip },
          minutesAfter(start, i / 10),
        ),
      ).toMatchObject({ status: 401 });
    }
    const blocked = await signIn(
      t.database.db,
      { email: "innocent@example.org", password: PASSWORD, ip },
      minutesAfter(start, 5),
    );
    expect(blocked).toMatchObject({ ok: false, status: 429, message: "Too many attempts. Try again in 10 minutes." });
    // The same account from another client, and the same client once the window has passed.
    expect(
      (
        await signIn(
          t.database.db,
          { email: "innocent@example.org", password: PASSWORD, ip: freshIp() },
          minutesAfter(start, 5),
        )
      ).ok,
    ).toBe(true);
    expect(
      (
        await signIn(
          t.database.db,
          { email: "innocent@example.org", password: PASSWORD, ip },
          minutesAfter(start, 15.1),
        )
      ).ok,
    ).toBe(true);
  });

  it("counts an IPv6 client by its /64", async () => {
    const start = new Date("2026-03-04T08:00:00.000Z");
    for (let i = 0; i < 30; i += 1) {
      await signIn(
        t.database.db,
        { email: `v6-${i}@example.org`, password: "a guessed password", ip: `2001:db8:1:2::${(i + 1).toString(16)}` },
        start,
      );
    }
    expect(
      await signIn(t.database.db, { email: "v6-new@example.org", password: "x", ip: "2001:db8:1:2:ffff::1" }, start),
    ).toMatchObject({ status: 429 });
    expect(
      await signIn(t.database.db, { email: "v6-new@example.org", password: "x", ip: "2001:db8:1:3::1" }, start),
    ).toMatchObject({ status: 401 });
  });

  it("failures older than 15 minutes stop counting, and are swept: the table never outgrows the window", async () => {
    await addMember(t.database.db, "editor", { email: "forgetful@example.org" });
    // Later than every other test's attempts, so the sweep takes theirs too.
    const start = new Date("2030-03-05T08:00:00.000Z");
    for (let i = 0; i < 9; i += 1)
      await signIn(t.database.db, { email: "forgetful@example.org", password: `guess ${i}`, ip: freshIp() }, start);
    // 16 minutes on: 9 old failures count for nothing, so 9 more are not yet the limit.
    const later = minutesAfter(start, 16);
    for (let i = 0; i < 9; i += 1) {
      expect(
        await signIn(t.database.db, { email: "forgetful@example.org", password: `guess ${i}`, ip: freshIp() }, later),
      ).toMatchObject({ status: 401 });
    }
    expect(
      (await signIn(t.database.db, { email: "forgetful@example.org", password: PASSWORD, ip: freshIp() }, later)).ok,
    ).toBe(true);
    const rows = await t.database.db.selectFrom("sign_in_failures").select("at").execute();
    const windowStart = minutesAfter(later, -15).toISOString();
    expect(rows.length).toBe(9);
    expect(rows.every((row) => row.at > windowStart)).toBe(true);
  });

  it("many simultaneous guesses at one address: at most the limit are checked", async () => {
    const member = await addMember(t.database.db, "editor", { email: "burst@example.org" });
    const now = new Date("2026-03-06T08:00:00.000Z");
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        signIn(t.database.db, { email: "burst@example.org", password: `burst guess ${i}`, ip: freshIp() }, now),
      ),
    );
    const checked = results.filter((result) => !result.ok && result.status === 401).length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(results.filter((result) => !result.ok && result.status === 429).length).toBe(25 - checked);
    // Counted in one row even when they race (a compare-and-set: none is lost).
    expect(failuresIn(await activity(member.id, "sign-in-failed"))).toBe(checked);
    // Simultaneous attempts may refuse one another early (all of them, when they all count first); once 10 were checked, the address is locked.
    if (checked === 10)
      expect(
        await signIn(t.database.db, { email: "burst@example.org", password: PASSWORD, ip: freshIp() }, now),
      ).toMatchObject({ status: 429 });
  });

  it("a megabyte of email or password: refused quickly, nothing large stored", async () => {
    const start = performance.now();
    const hugePassword = await signIn(t.database.db, {
      email: "known@example.org",
      password: "p".repeat(1_000_000),
      ip: freshIp(),
    });
    const hugeEmail = await signIn(t.database.db, {
      email: `${"e".repeat(1_000_000)}@example.org`,
      password: "whatever it is",
      ip: freshIp(),
    });
    expect(performance.now() - start).toBeLessThan(5_000);
    expect(hugePassword).toMatchObject({ status: 401, message: WRONG_CREDENTIALS });
    expect(hugeEmail).toMatchObject({ status: 401, message: WRONG_CREDENTIALS });
    const longest = await t.database.db.selectFrom("sign_in_failures").select("email_normalized").execute();
    expect(longest.map((row) => row.email_normalized)).toEqual(
      expect.arrayContaining(["known@example.org", "e".repeat(254)]),
    );
    expect(Math.max(...longest.map((row) => row.email_normalized.length))).toBeLessThanOrEqual(254);
    const summaries = await t.database.db.selectFrom("activity_log").select("summary").execute();
    expect(Math.max(...summaries.map((row) => row.summary.length))).toBeLessThan(400);
  });

  it("1,000 failures do not make 1,000 rows: one row an hour per account, one for every address with no account", async () => {
    const member = await addMember(t.database.db, "editor", { email: "besieged@example.org" });
    const start = Date.parse("2031-01-01T00:00:00.000Z");
    const rows = () =>
      t.database.db
        .selectFrom("activity_log")
        .select(["item_id", "changes"])
        .where("action", "=", "sign-in-failed")
        .where("at", ">=", new Date(start).toISOString())
        .execute();
    // Ten hours of a determined client: 100 a hour, half at the account, half at addresses that are no one's.
    for (let i = 0; i < 1000; i += 1) {
      const known = i % 2 === 0;
      await recordFailedAttempt(
        t.database.db,
        {
          action: "sign-in-failed",
          itemId: known ? member.id : "",
          actor: { staffId: null, name: known ? member.email : `sprayed-${i}@example.org` },
          summary: (count) => `${count} failures`,
        },
        new Date(start + i * 36_000),
      );
    }
    const logged = await rows();
    expect(logged).toHaveLength(20);
    expect(failuresIn(logged)).toBe(1000);
    expect(logged.filter((row) => row.item_id === "")).toHaveLength(10);

    // Through the sign-in itself: 12 failures in an hour, 6 at the account and 6 unknown addresses, are 2 more rows.
    const hour = start + 20 * 3_600_000;
    for (let i = 0; i < 12; i += 1) {
      const email = i % 2 === 0 ? "besieged@example.org" : `guess-${i}@example.org`;
      expect(
        await signIn(t.database.db, { email, password: "not it at all", ip: freshIp() }, new Date(hour + i * 60_000)),
      ).toMatchObject({ status: 401 });
    }
    expect(await rows()).toHaveLength(22);
  });

  it(`rolled-up failures are kept ${FAILED_ATTEMPTS_KEPT_DAYS} days, then go; the account's other history stays`, async () => {
    const member = await addMember(t.database.db, "editor", { email: "long-ago@example.org" });
    const start = new Date("2032-01-01T08:00:00.000Z");
    await signIn(t.database.db, { email: "long-ago@example.org", password: "an old wrong one", ip: freshIp() }, start);
    await signIn(t.database.db, { email: "long-ago@example.org", password: PASSWORD, ip: freshIp() }, start);
    const later = new Date(start.getTime() + (FAILED_ATTEMPTS_KEPT_DAYS + 1) * 86_400_000);
    await signIn(t.database.db, { email: "long-ago@example.org", password: "a new wrong one", ip: freshIp() }, later);
    const failed = await activity(member.id, "sign-in-failed");
    expect(failed.map((row) => row.at)).toEqual([later.toISOString()]);
    expect(await activity(member.id, "sign-in")).toHaveLength(1);
  });

  it("the failure messages", () => {
    expect(tooManyAttempts(15)).toBe("Too many attempts. Try again in 15 minutes.");
    expect(tooManyAttempts(1)).toBe("Too many attempts. Try again in 1 minute.");
  });
});
