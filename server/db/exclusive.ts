import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { SQLITE_BUSY_TIMEOUT_MS, type Engine } from "./connection";

/** How long a process waits for another one's exclusive transaction before giving up. */
const DEFAULT_WAIT_MS = 120_000;
const POLL_MS = 100;

export class LockTimeoutError extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in one transaction that no other process runs at the same time: the migrations and
 * the demo seed, which several processes starting together on one database would otherwise both
 * run (docs/decisions/010-migrations-and-startup.md). `work` gets the transaction and must not
 * open one of its own.
 * - PostgreSQL: a transaction-level advisory lock named after `name`, released at commit or
 *   rollback (or when the connection dies). Taken with pg_try_advisory_xact_lock and polled, so
 *   waiting never runs into the pool's statement and query timeouts.
 * - SQLite: BEGIN IMMEDIATE, the database's one write lock, polled with the busy timeout off so
 *   a wait never blocks the event loop (better-sqlite3 waits synchronously). `name` plays no part:
 *   there is only one writer at a time anyway. A plain BEGIN would not do: two processes read
 *   the same snapshot, and the second one's first write fails instead of waiting.
 */
export async function exclusiveTransaction<DB, T>(
  db: Kysely<DB>,
  engine: Engine,
  name: string,
  work: (trx: Kysely<DB>) => Promise<T>,
  waitMs = DEFAULT_WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + waitMs;
  const giveUp = () => new LockTimeoutError(`Waited ${waitMs / 1000} s for another process to finish its ${name}`);

  if (engine === "postgres") {
    const key = advisoryLockKey(name);
    for (;;) {
      const done = await db.transaction().execute(async (trx) => {
        const { rows } = await sql<{
          locked: boolean;
        }>`select pg_try_advisory_xact_lock(${key}::bigint) as locked`.execute(trx);
        return rows[0]?.locked ? { value: await work(trx) } : null;
      });
      if (done) return done.value;
      if (Date.now() > deadline) throw giveUp();
      await sleep(POLL_MS);
    }
  }

  return db.connection().execute(async (connection) => {
    await sql`pragma busy_timeout = 0`.execute(connection);
    try {
      for (;;) {
        try {
          await sql`begin immediate`.execute(connection);
          break;
        } catch (error) {
          if (!String((error as { code?: unknown }).code).startsWith("SQLITE_BUSY")) throw error;
          if (Date.now() > deadline) throw giveUp();
          await sleep(POLL_MS);
        }
      }
    } finally {
      await sql.raw(`pragma busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`).execute(connection);
    }
    try {
      const value = await work(connection);
      await sql`commit`.execute(connection);
      return value;
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => {});
      throw error;
    }
  });
}

/** A lock name as PostgreSQL's 64-bit advisory lock key (decimal, for a bigint cast). */
export function advisoryLockKey(name: string): string {
  return createHash("sha256").update(`klm:${name}`).digest().readBigInt64BE(0).toString();
}
