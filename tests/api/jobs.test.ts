import { spawnSync } from "node:child_process";
import os from "node:os";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "#server/db/connection";
import { migrateToLatest } from "#server/db/migrate";
import { jobsOverview } from "#server/jobs/overview";
import { cancelJob, enqueueJob, jobRef, MAX_PAYLOAD_CHARS, rescheduleJob } from "#server/jobs/queue";
import {
  createJobRunner,
  defineJob,
  isGoneHolder,
  LEASE_MS,
  type JobDefinition,
  type JobRunner,
} from "#server/jobs/runner";
import { dailyAt, everySeconds } from "#server/jobs/schedule";
import { fakeClock } from "./mail-support";
import { createTestDatabase, ENGINE } from "./support";

/**
 * The job runner (server/jobs/) on the engine under test, on a clock of the test's own: several
 * runners on one database run a due job once; a job whose process died is taken again once its
 * lease lapses; failed tries wait longer each time, then fail the job, logged without private
 * data and shown to admins; one-off jobs queued in their cause's transaction, at their time, once
 * per key, moved or cancelled by key; and the two uses the runner is built for next, an event's
 * reminder a day before and a payment poller that asks again with growing delays for a day.
 */

let drop: () => Promise<void>;
let database: DatabaseHandle;
let other: DatabaseHandle;
const runners: JobRunner[] = [];

beforeAll(async () => {
  const made = await createTestDatabase();
  drop = made.drop;
  database = openDatabase(made.database);
  other = openDatabase(made.database);
  await migrateToLatest(database.db, database.engine);
});

afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.stop();
  await database.db.deleteFrom("jobs").execute();
});

afterAll(async () => {
  await database.close();
  await other.close();
  await drop();
});

function runner(
  jobs: JobDefinition[],
  clock: () => Date,
  options: { on?: DatabaseHandle; log?: string[]; describeError?: (error: unknown) => string } = {},
): JobRunner {
  const handle = options.on ?? database;
  const lines = options.log;
  const made = createJobRunner({
    db: handle.db,
    engine: handle.engine,
    jobs,
    clock,
    describeError: options.describeError,
    log: lines && {
      info: (line) => lines.push(line),
      warn: (line) => lines.push(line),
      error: (line) => lines.push(line),
    },
  });
  runners.push(made);
  return made;
}

const row = (key: string) =>
  database.db.selectFrom("jobs").selectAll().where("key", "=", key).executeTakeFirstOrThrow();

describe(`the job runner (${ENGINE})`, () => {
  it("two runners on one database: a due one-off job runs once, an interval job once an interval", async () => {
    const clock = fakeClock(new Date("2026-11-26T08:00:00Z"));
    const ran: string[] = [];
    const jobs = () => [
      defineJob<{ n: number }>({
        name: "count",
        async run({ payload }) {
          ran.push(`count ${payload.n}`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        },
      }),
      defineJob({
        name: "tidy",
        schedule: everySeconds(60),
        async run() {
          ran.push("tidy");
        },
      }),
    ];
    const a = runner(jobs(), clock.now);
    const b = runner(jobs(), clock.now, { on: other });
    for (let n = 1; n <= 5; n++) {
      await enqueueJob(database.db, jobRef<{ n: number }>("count"), { dueAt: clock.now(), payload: { n } });
    }
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    await Promise.all([a.tick(), b.tick()]);
    expect(ran.filter((item) => item.startsWith("count")).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `count ${n}`));
    expect(ran.filter((item) => item === "tidy")).toHaveLength(1);
    clock.advance(30_000);
    await Promise.all([a.tick(), b.tick()]);
    expect(ran.filter((item) => item === "tidy")).toHaveLength(1);
    clock.advance(31_000);
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    expect(ran.filter((item) => item === "tidy")).toHaveLength(2);
    expect((await row("tidy")).status).toBe("waiting");
  });

  it("a runner that dies mid-job holds it until its lease lapses; then another takes it again, and the dead one's late end changes nothing", async () => {
    const clock = fakeClock(new Date("2026-11-26T08:00:00Z"));
    let finishFirst = () => {};
    const starts: string[] = [];
    const job = (who: string) =>
      defineJob({
        name: "long",
        async run() {
          starts.push(who);
          if (who === "dying") await new Promise<void>((resolve) => (finishFirst = resolve));
        },
      });
    await enqueueJob(database.db, job("any"), { dueAt: clock.now(), payload: {}, key: "long:1" });
    const dying = runner([job("dying")], clock.now);
    const running = dying.tick();
    // Whatever fails below, the stalled run ends with the test (stopping waits for it).
    try {
      await expect.poll(() => starts).toEqual(["dying"]);
      expect((await row("long:1")).status).toBe("running");

      const next = runner([job("next")], clock.now, { on: other });
      expect(await next.tick()).toEqual([]);
      clock.advance(LEASE_MS + 1000);
      expect(await next.tick()).toEqual([{ name: "long", key: "long:1", outcome: "done" }]);
      expect(starts).toEqual(["dying", "next"]);
      expect((await row("long:1")).status).toBe("done");

      // The first process was only stalled: its run ends now, and finds the job another's.
      finishFirst();
      expect(await running).toEqual([{ name: "long", key: "long:1", outcome: "lost" }]);
      expect(await row("long:1")).toMatchObject({ status: "done", holder: null });
    } finally {
      finishFirst();
    }
  });

  it("a long job keeps its lease while it runs (the backup takes minutes): no other runner takes it meanwhile", async () => {
    const clock = fakeClock(new Date("2026-11-26T08:00:00Z"));
    let finish = () => {};
    let runs = 0;
    const long = defineJob({
      name: "long",
      async run() {
        runs += 1;
        await new Promise<void>((resolve) => (finish = resolve));
      },
    });
    await enqueueJob(database.db, long, { dueAt: clock.now(), payload: {}, key: "long:kept" });
    // The renewal's timer on the test's time; the database's own timers stay real.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const running = runner([long], clock.now).tick();
      await expect.poll(() => runs).toBe(1);
      const elsewhere = runner([long], clock.now, { on: other });
      for (let minute = 1; minute <= 5; minute++) {
        clock.advance(60_000);
        vi.advanceTimersByTime(60_000);
        const renewed = new Date(clock.now().getTime() + LEASE_MS).toISOString();
        await expect.poll(async () => (await row("long:kept")).lease_until).toBe(renewed);
        expect(await elsewhere.tick()).toEqual([]);
      }
      finish();
      expect((await running).map((report) => report.outcome)).toEqual(["done"]);
      expect(runs).toBe(1);
    } finally {
      finish();
      vi.useRealTimers();
    }
  });

  it("a job held by a process of this machine that is gone (killed, the server started again) is taken at once, without waiting for its lease", async () => {
    const clock = fakeClock(new Date("2026-11-26T08:00:00Z"));
    const gone = spawnSync(process.execPath, ["-e", ""]).pid;
    expect(isGoneHolder(`${os.hostname()}:${gone}:abcd1234`)).toBe(true);
    expect(isGoneHolder(`${os.hostname()}:${process.pid}:abcd1234`)).toBe(false);
    expect(isGoneHolder(`another-host:${gone}:abcd1234`)).toBe(false);
    const lease = new Date(clock.now().getTime() + LEASE_MS).toISOString();
    const held = (holder: string, key: string) => ({
      name: "held",
      key,
      status: "running",
      due_at: clock.now().toISOString(),
      created_at: clock.now().toISOString(),
      lease_until: lease,
      holder,
    });
    await database.db
      .insertInto("jobs")
      .values([
        held(`${os.hostname()}:${gone}:abcd1234`, "held:gone"),
        held(`another-host:${gone}:abcd1234`, "held:far"),
      ])
      .execute();
    const ran: string[] = [];
    const jobs = runner(
      [
        defineJob({
          name: "held",
          async run({ key }) {
            ran.push(key);
          },
        }),
      ],
      clock.now,
    );
    expect((await jobs.tick()).map((report) => report.key)).toEqual(["held:gone"]);
    // Another machine's claim holds until its lease lapses.
    clock.advance(LEASE_MS + 1);
    expect((await jobs.tick()).map((report) => report.key)).toEqual(["held:far"]);
    expect(ran).toEqual(["held:gone", "held:far"]);
  });

  it("a failed try is tried again after a growing delay up to the job's tries, then the job fails; each failure is logged without addresses or secrets, and shown to admins", async () => {
    const clock = fakeClock(new Date("2026-11-26T08:00:00Z"));
    const log: string[] = [];
    const tries: Date[] = [];
    const flaky = defineJob({
      name: "flaky",
      retry: { tries: 3, firstDelayMs: 60_000, longestDelayMs: 90_000 },
      async run({ now, attempt }) {
        tries.push(now());
        throw new Error(
          `try ${attempt}: 550 <rudo.m@example.org> refused by smtp://mailer:pw-Zq8-secret@mail.example.org`,
        );
      },
    });
    const jobs = runner([flaky], clock.now, {
      log,
      describeError: (error) => (error as Error).message.replace("pw-Zq8-secret", "[hidden]"),
    });
    await enqueueJob(database.db, flaky, { dueAt: clock.now(), payload: {}, key: "flaky:1" });

    expect((await jobs.tick()).map((report) => report.outcome)).toEqual(["retry"]);
    expect(await row("flaky:1")).toMatchObject({ status: "waiting", attempts: 1, due_at: "2026-11-26T08:01:00.000Z" });
    clock.advance(59_000);
    expect(await jobs.tick()).toEqual([]);
    clock.advance(1000);
    expect((await jobs.tick()).map((report) => report.outcome)).toEqual(["retry"]);
    // Twice the first delay, but at most the longest.
    expect((await row("flaky:1")).due_at).toBe("2026-11-26T08:02:30.000Z");
    clock.set(new Date("2026-11-26T08:02:30Z"));
    const [last] = await jobs.tick();
    expect(last).toMatchObject({ outcome: "failed" });
    clock.advance(60 * 60_000);
    expect(await jobs.tick()).toEqual([]);
    expect(tries.map((when) => when.toISOString())).toEqual([
      "2026-11-26T08:00:00.000Z",
      "2026-11-26T08:01:00.000Z",
      "2026-11-26T08:02:30.000Z",
    ]);

    const failed = await row("flaky:1");
    expect(failed).toMatchObject({ status: "failed", attempts: 3, failed_at: "2026-11-26T08:02:30.000Z" });
    expect(failed.last_error).toBe("try 3: 550 <[address]> refused by [address]");
    expect(log).toHaveLength(3);
    expect(log[0]).toMatch(/^Job flaky:1 failed \(try 1 of 3; again at 2026-11-26T08:01:00.000Z\): try 1: 550/);
    expect(log[2]).toMatch(/^Job flaky:1 failed \(try 3 of 3; given up\)/);
    expect(log.join("\n")).not.toMatch(/rudo|pw-Zq8/);

    const overview = await jobsOverview(database.db, clock.now());
    expect(overview.failing).toBe(1);
    expect(overview.troubled).toMatchObject([{ key: "flaky:1", status: "failed", attempts: 3 }]);
  });

  it("a recurring job whose run fails waits for its next slot, and the overview tells its last run failed until one goes well", async () => {
    const clock = fakeClock(new Date("2026-11-26T00:30:00Z")); // 02:30 in Harare
    let fail = true;
    const nightly = defineJob({
      name: "nightly",
      schedule: dailyAt("02:30"),
      async run({ scheduledFor }) {
        if (fail) throw new Error(`no luck for ${scheduledFor.toISOString()}`);
      },
    });
    const jobs = runner([nightly], clock.now, { log: [] });
    expect((await jobs.tick()).map((report) => report.outcome)).toEqual(["failed"]);
    expect(await row("nightly")).toMatchObject({
      status: "waiting",
      attempts: 0,
      due_at: "2026-11-27T00:30:00.000Z",
      last_error: "no luck for 2026-11-26T00:30:00.000Z",
    });
    let overview = await jobsOverview(database.db, clock.now());
    expect(overview.failing).toBe(1);
    expect(overview.recurring).toMatchObject([{ name: "nightly", schedule: "daily at 02:30 (Harare)" }]);

    fail = false;
    clock.set(new Date("2026-11-27T00:31:00Z"));
    expect((await jobs.tick()).map((report) => report.outcome)).toEqual(["done"]);
    overview = await jobsOverview(database.db, clock.now());
    expect(overview.failing).toBe(0);
    // Still listed: it failed within the week, and ran well since.
    expect(overview.troubled).toMatchObject([{ key: "nightly", finishedAt: "2026-11-27T00:31:00.000Z" }]);
  });

  it("a one-off job is queued in its cause's transaction, runs at its time and not before, with its payload", async () => {
    const clock = fakeClock(new Date("2026-11-26T08:00:00Z"));
    const seen: number[] = [];
    const welcome = defineJob<{ subscriberId: number }>({
      name: "welcome",
      async run({ payload }) {
        seen.push(payload.subscriberId);
      },
    });
    const jobs = runner([welcome], clock.now);
    const at = clock.now().toISOString();
    const subscribe = (email: string, fail: boolean) =>
      database.db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto("newsletter_subscribers")
          .values({ email, email_normalized: email, name: "", created_at: at, unsubscribe_token: email })
          .returning("id")
          .executeTakeFirstOrThrow();
        await enqueueJob(trx, welcome, {
          dueAt: new Date(clock.now().getTime() + 60 * 60_000),
          payload: { subscriberId: Number(id) },
          now: clock.now(),
        });
        if (fail) throw new Error("the cause failed");
        return Number(id);
      });
    await expect(subscribe("rolled-back@example.org", true)).rejects.toThrow("the cause failed");
    const id = await subscribe("kept@example.org", false);
    expect(await database.db.selectFrom("jobs").select("name").execute()).toEqual([{ name: "welcome" }]);

    expect(await jobs.tick()).toEqual([]);
    clock.advance(60 * 60_000 - 1);
    expect(await jobs.tick()).toEqual([]);
    clock.advance(1);
    expect((await jobs.tick()).map((report) => report.outcome)).toEqual(["done"]);
    expect(seen).toEqual([id]);
    await expect(
      enqueueJob(database.db, welcome, {
        dueAt: clock.now(),
        payload: { subscriberId: Number("9".repeat(MAX_PAYLOAD_CHARS)) },
      }),
    ).resolves.toBe(true);
    await expect(
      enqueueJob(database.db, jobRef<{ text: string }>("welcome"), {
        dueAt: clock.now(),
        payload: { text: "x".repeat(MAX_PAYLOAD_CHARS) },
      }),
    ).rejects.toThrow(/payload/);
  });

  it("a key queues one job while it waits or runs: queued twice it stays one, moved or cancelled by its key; once done, the key is free", async () => {
    const clock = fakeClock(new Date("2026-11-26T08:00:00Z"));
    const ran: string[] = [];
    const ping = defineJob<{ to: string }>({
      name: "ping",
      async run({ payload }) {
        ran.push(payload.to);
      },
    });
    const jobs = runner([ping], clock.now);
    const soon = new Date("2026-11-26T09:00:00Z");
    expect(await enqueueJob(database.db, ping, { dueAt: soon, payload: { to: "first" }, key: "ping:1" })).toBe(true);
    expect(await enqueueJob(database.db, ping, { dueAt: clock.now(), payload: { to: "second" }, key: "ping:1" })).toBe(
      false,
    );
    expect(await database.db.selectFrom("jobs").select(["key", "due_at"]).execute()).toEqual([
      { key: "ping:1", due_at: soon.toISOString() },
    ]);
    expect(await rescheduleJob(database.db, "ping:1", { dueAt: clock.now(), payload: { to: "moved" } })).toBe(true);
    expect(await rescheduleJob(database.db, "ping:none", { dueAt: clock.now() })).toBe(false);
    expect((await jobs.tick()).map((report) => report.key)).toEqual(["ping:1"]);
    expect(ran).toEqual(["moved"]);
    // Done: moving or cancelling it changes nothing; queuing it again is a new job.
    expect(await rescheduleJob(database.db, "ping:1", { dueAt: soon })).toBe(false);
    expect(await cancelJob(database.db, "ping:1")).toBe(false);
    expect(await enqueueJob(database.db, ping, { dueAt: soon, payload: { to: "again" }, key: "ping:1" })).toBe(true);
    expect(await cancelJob(database.db, "ping:1", clock.now())).toBe(true);
    clock.set(soon);
    expect(await jobs.tick()).toEqual([]);
    expect(ran).toEqual(["moved"]);
    expect(
      (await database.db.selectFrom("jobs").select("status").where("key", "=", "ping:1").orderBy("id").execute()).map(
        (job) => job.status,
      ),
    ).toEqual(["done", "cancelled"]);
  });

  it("stopping aborts the running job's signal and waits for it; a job stopped part-way is free for another process at once, no try counted", async () => {
    const clock = fakeClock(new Date("2026-11-26T08:00:00Z"));
    let started = false;
    const slow = defineJob({
      name: "slow",
      async run({ signal }) {
        started = true;
        await new Promise((_resolve, reject) =>
          signal.addEventListener("abort", () => reject(new Error("stopped part-way")), { once: true }),
        );
      },
    });
    await enqueueJob(database.db, slow, { dueAt: clock.now(), payload: {}, key: "slow:1" });
    const first = createJobRunner({ db: database.db, engine: database.engine, jobs: [slow], clock: clock.now });
    first.start(10);
    await expect.poll(() => started).toBe(true);
    await first.stop();
    expect(await row("slow:1")).toMatchObject({ status: "waiting", attempts: 0, lease_until: null });

    const done: string[] = [];
    const next = runner(
      [
        defineJob({
          name: "slow",
          async run() {
            done.push("next");
          },
        }),
      ],
      clock.now,
      { on: other },
    );
    expect((await next.tick()).map((report) => report.outcome)).toEqual(["done"]);
    expect(done).toEqual(["next"]);
  });

  it("the server's runner deletes the row of a recurring job it no longer runs (BACKUP_TIME=off), keeping the others and every one-off job", async () => {
    const clock = fakeClock(new Date("2026-11-26T08:00:00Z"));
    const noop = async () => {};
    await runner(
      [
        defineJob({ name: "backup", schedule: dailyAt("02:30"), run: noop }),
        defineJob({ name: "mail", schedule: everySeconds(1), run: noop }),
      ],
      clock.now,
    ).tick();
    await enqueueJob(database.db, { name: "events.reminder" }, { dueAt: clock.now(), payload: {}, key: "reminder:1" });
    // A test's runner with a partial list leaves the others' rows alone.
    await runner([defineJob({ name: "mail", schedule: everySeconds(1), run: noop })], clock.now).tick();
    const keys = async () =>
      (await database.db.selectFrom("jobs").select("key").orderBy("key").execute()).map((job) => job.key);
    expect(await keys()).toEqual(["backup", "mail", "reminder:1"]);
    const server = createJobRunner({
      db: database.db,
      engine: database.engine,
      clock: clock.now,
      wholeSchedule: true,
      jobs: [defineJob({ name: "mail", schedule: everySeconds(1), run: noop })],
    });
    runners.push(server);
    await server.tick();
    expect(await keys()).toEqual(["mail", "reminder:1"]);
  });

  it("an interval job written far ahead by a clock since set back is due at once, not stuck", async () => {
    const clock = fakeClock(new Date("2026-11-26T08:00:00Z"));
    let runs = 0;
    const tick = defineJob({
      name: "tick",
      schedule: everySeconds(60),
      async run() {
        runs += 1;
      },
    });
    const jobs = runner([tick], clock.now);
    await jobs.tick();
    clock.set(new Date("2026-11-25T08:00:00Z"));
    await jobs.tick();
    expect(runs).toBe(2);
    expect((await row("tick")).due_at).toBe("2026-11-25T08:01:00.000Z");
  });
});

/** The next users of the runner, as their domains will write them (dummy stores here). */
describe(`the runner's next uses (${ENGINE})`, () => {
  it("an event's reminder a day before: queued with the registration, moved with the event, cancelled with the registration", async () => {
    const clock = fakeClock(new Date("2026-12-01T08:00:00Z"));
    const reminded: number[] = [];
    const reminder = defineJob<{ registrationId: number }>({
      name: "events.reminder",
      async run({ payload }) {
        reminded.push(payload.registrationId);
      },
    });
    const dayBefore = (start: Date) => new Date(start.getTime() - 24 * 60 * 60_000);
    const key = (registrationId: number) => `reminder:registration:${registrationId}`;
    const register = (registrationId: number, eventStart: Date) =>
      database.db.transaction().execute((trx) =>
        enqueueJob(trx, reminder, {
          dueAt: dayBefore(eventStart),
          payload: { registrationId },
          key: key(registrationId),
        }),
      );
    const jobs = runner([reminder], clock.now);
    const start = new Date("2026-12-06T13:30:00Z");
    await register(41, start);
    await register(42, start);
    // The same registration sent twice (a double press): one reminder.
    expect(await register(42, start)).toBe(false);
    // The event moves a day later: each registration's reminder moves with it.
    const moved = new Date("2026-12-07T13:30:00Z");
    for (const id of [41, 42])
      expect(await rescheduleJob(database.db, key(id), { dueAt: dayBefore(moved) })).toBe(true);
    // Registration 41 is cancelled.
    expect(await cancelJob(database.db, key(41))).toBe(true);

    clock.set(dayBefore(start));
    expect(await jobs.tick()).toEqual([]);
    clock.set(dayBefore(moved));
    expect((await jobs.tick()).map((report) => report.key)).toEqual([key(42)]);
    expect(reminded).toEqual([42]);
  });

  it("a payment poller asks about a pending gift again and again, waiting longer each time, for a day", async () => {
    const clock = fakeClock(new Date("2026-12-01T08:00:00Z"));
    const DAY_MS = 24 * 60 * 60_000;
    const asked: string[] = [];
    const gifts = new Map<number, "pending" | "paid" | "unknown">([
      [17, "pending"],
      [18, "pending"],
    ]);
    const paidAt = new Date("2026-12-01T08:20:00Z");
    const poll = defineJob<{ giftId: number }>({
      name: "giving.poll",
      async run({ payload, now, queuedAt }) {
        asked.push(`${payload.giftId}@${now().toISOString().slice(11, 16)}`);
        // The dummy provider: gift 17 is paid at 08:20, gift 18 never.
        if (payload.giftId === 17 && now() >= paidAt) {
          gifts.set(17, "paid");
          return;
        }
        const waited = now().getTime() - queuedAt.getTime();
        if (waited >= DAY_MS) {
          gifts.set(payload.giftId, "unknown");
          return;
        }
        // Half the time waited so far, between a minute and an hour.
        return { again: new Date(now().getTime() + Math.min(Math.max(waited / 2, 60_000), 60 * 60_000)) };
      },
    });
    const jobs = runner([poll], clock.now);
    for (const giftId of [17, 18]) {
      await enqueueJob(database.db, poll, {
        dueAt: new Date(clock.now().getTime() + 60_000),
        payload: { giftId },
        key: `poll:gift:${giftId}`,
        now: clock.now(),
      });
    }
    for (let round = 0; round < 200 && [...gifts.values()].includes("pending"); round++) {
      const next = await database.db
        .selectFrom("jobs")
        .select((eb) => eb.fn.min("due_at").as("due"))
        .where("status", "=", "waiting")
        .executeTakeFirstOrThrow();
      clock.set(new Date(String(next.due)));
      await jobs.tick();
    }
    expect(gifts).toEqual(
      new Map([
        [17, "paid"],
        [18, "unknown"],
      ]),
    );
    expect(asked.filter((item) => item.startsWith("17@"))).toEqual([
      "17@08:01",
      "17@08:02",
      "17@08:03",
      "17@08:04",
      "17@08:06",
      "17@08:10",
      "17@08:15",
      "17@08:22",
    ]);
    // A day of questions with growing gaps: about forty, not one a minute (1,440).
    expect(asked.filter((item) => item.startsWith("18@")).length).toBeLessThan(45);
    expect(await database.db.selectFrom("jobs").select(["key", "status", "attempts"]).orderBy("key").execute()).toEqual(
      [
        { key: "poll:gift:17", status: "done", attempts: 0 },
        { key: "poll:gift:18", status: "done", attempts: 0 },
      ],
    );
  });
});
