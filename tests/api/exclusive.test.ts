import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "#server/config";
import { openDatabase, type DatabaseHandle } from "#server/db/connection";
import { exclusiveTransaction, LockTimeoutError } from "#server/db/exclusive";
import { migrateToLatest, MIGRATION_NAMES } from "#server/db/migrate";
import { createTestDatabase, ENGINE } from "./support";

/**
 * The one-process-at-a-time transaction of the migrations and the demo seed
 * (server/db/exclusive.ts), on the engine under test, through two handles of one database: two
 * connection pools, as two processes have (tests/processes/ starts real processes).
 */
let database: Config["database"];
let drop: () => Promise<void>;
let first: DatabaseHandle;
let second: DatabaseHandle;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  first = openDatabase(database);
  second = openDatabase(database);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await drop?.();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("exclusiveTransaction", () => {
  it("two handles migrating at once: one applies every migration, the other finds nothing to do", async () => {
    const [a, b] = await Promise.all([
      migrateToLatest(first.db, first.engine),
      migrateToLatest(second.db, second.engine),
    ]);
    expect([a.length > 0, b.length > 0].sort()).toEqual([false, true]);
    expect([...a, ...b]).toEqual(MIGRATION_NAMES);
    const rows = await first.db
      .selectFrom("schema_migrations" as never)
      .select(sql<string>`name`.as("name"))
      .execute();
    expect(rows.map((row) => row.name).sort()).toEqual(MIGRATION_NAMES);
  });

  it("never runs on two handles at the same time; the second waits for the first", async () => {
    const events: string[] = [];
    const run = (handle: DatabaseHandle, label: string, holdMs: number) =>
      exclusiveTransaction(handle.db, handle.engine, "test lock", async (trx) => {
        events.push(`${label} in`);
        await trx
          .insertInto("tags")
          .values({ name: label, slug: `lock-${label}` })
          .execute();
        await sleep(holdMs);
        events.push(`${label} out`);
      });
    const a = run(first, "a", 300);
    await sleep(50);
    await Promise.all([a, run(second, "b", 0)]);
    expect(events).toEqual(["a in", "a out", "b in", "b out"]);
  });

  it("rolls back and lets the next one in when the work fails", async () => {
    await expect(
      exclusiveTransaction(first.db, first.engine, "test lock", async (trx) => {
        await trx.insertInto("tags").values({ name: "Rolled back", slug: "lock-rolled-back" }).execute();
        throw new Error("failed on purpose");
      }),
    ).rejects.toThrow("failed on purpose");
    const row = await second.db
      .selectFrom("tags")
      .select("id")
      .where("slug", "=", "lock-rolled-back")
      .executeTakeFirst();
    expect(row).toBeUndefined();
    expect(await exclusiveTransaction(second.db, second.engine, "test lock", async () => "entered")).toBe("entered");
  });

  it("gives up after its wait, with a message that says why", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const holder = exclusiveTransaction(first.db, first.engine, "test lock", () => held);
    await sleep(50);
    await expect(exclusiveTransaction(second.db, second.engine, "test lock", async () => "late", 300)).rejects.toThrow(
      LockTimeoutError,
    );
    release();
    await holder;
  });

  it.runIf(ENGINE === "postgres")("PostgreSQL: different names do not wait for each other", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const holder = exclusiveTransaction(first.db, first.engine, "one name", () => held);
    await sleep(50);
    expect(await exclusiveTransaction(second.db, second.engine, "another name", async () => "free", 300)).toBe("free");
    release();
    await holder;
  });
});
