import fs from "node:fs/promises";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import type { Config } from "#server/config";
import { SQLITE_BUSY_TIMEOUT_MS, type Engine } from "#server/db/connection";
import { checkToolVersion, connectionForTools, runTool } from "./postgres-tools";

/**
 * A consistent copy of the database, taken while the server runs and writes, with what the
 * manifest says of it: the rows of every table, the migrations applied, and the uploaded
 * pictures and audio files its rows name, all read from the copy itself (or its snapshot), so
 * they agree with it exactly.
 * - SQLite: the online backup API (better-sqlite3's `db.backup()`) from a read-only connection of
 *   its own, which restarts when a write comes mid-copy; after a restart the rest is copied in one
 *   step, so a busy database cannot keep it from finishing. WAL readers never block the writers.
 * - PostgreSQL: pg_dump in the custom format, reading the snapshot of a REPEATABLE READ
 *   transaction of ours (`pg_export_snapshot()`, `--snapshot`) in which the counts are read too.
 */

export interface DatabaseCopy {
  engine: Engine;
  /** The copy's path inside the archive. */
  file: string;
  /** Rows per table. */
  counts: Record<string, number>;
  migrations: string[];
  /** Names of the uploaded pictures (`photo-…`) and the audio files (`audio/…`) the rows refer to. */
  pictures: string[];
  audioFiles: string[];
  /** PostgreSQL: the server's major version and pg_dump's (pg_restore must be this new). */
  postgres?: { serverMajor: number; dumpMajor: number };
}

export const SQLITE_COPY = "database/site.db";
export const POSTGRES_DUMP = "database/postgres.dump";

/** Rows of a query, whichever engine answers. */
export type RowsOf = (sql: string) => Promise<Array<Record<string, unknown>>>;

// FTS5 keeps a virtual table's index in shadow tables named after it: the virtual table is counted, not those.
const FTS_SHADOWS = ["_data", "_idx", "_content", "_docsize", "_config"];

/** The tables whose rows are counted: every table of ours, not SQLite's own nor FTS5's shadow tables. */
export async function tableNames(engine: Engine, rows: RowsOf): Promise<string[]> {
  if (engine === "postgres") {
    const found = await rows(
      "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'",
    );
    return found.map((row) => String(row.name)).sort();
  }
  const found = await rows("select name, sql from sqlite_schema where type = 'table' and name not like 'sqlite_%'");
  const virtual = found
    .filter((row) => /^create virtual table/i.test(String(row.sql ?? "")))
    .map((row) => String(row.name));
  return found
    .map((row) => String(row.name))
    .filter((name) => !virtual.some((table) => FTS_SHADOWS.some((suffix) => name === `${table}${suffix}`)))
    .sort();
}

/** Rows per table (the names are the database's own, quoted as identifiers). */
export async function countRows(engine: Engine, rows: RowsOf): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tableNames(engine, rows)) {
    const [row] = await rows(`select count(*) as n from "${table.replace(/"/g, '""')}"`);
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

/** The counts, migrations and media the rows name: one reading of a copy or a snapshot. */
async function describeRows(
  engine: Engine,
  rows: RowsOf,
): Promise<Pick<DatabaseCopy, "counts" | "migrations" | "pictures" | "audioFiles">> {
  const counts = await countRows(engine, rows);
  const migrations = (await rows("select name from schema_migrations order by name")).map((row) => String(row.name));
  const pictures =
    "pictures" in counts ? (await rows("select name from pictures order by name")).map((row) => String(row.name)) : [];
  const audioFiles =
    "sermons" in counts
      ? (await rows("select audio_file from sermons where audio_file is not null order by audio_file")).map((row) =>
          String(row.audio_file),
        )
      : [];
  return { counts, migrations, pictures, audioFiles };
}

/** Rows of a SQLite file opened read-only (the copy, or a restored database). */
export function sqliteRows(sqlite: SQLite.Database): RowsOf {
  return async (sql) => sqlite.prepare(sql).all() as Array<Record<string, unknown>>;
}

export async function copyDatabase(
  database: Config["database"],
  stagingDir: string,
  signal?: AbortSignal,
): Promise<DatabaseCopy> {
  const target = path.join(stagingDir, database.kind === "sqlite" ? SQLITE_COPY : POSTGRES_DUMP);
  await fs.mkdir(path.dirname(target), { recursive: true });
  if (database.kind === "sqlite") {
    // A read-only connection of its own, the same in the server and in `npm run backup`: the copy
    // never shares the server's connection (nor slows its writes, which SQLite would otherwise
    // copy into the backup as they happen), and restarts on any write, as from another process.
    const source = new SQLite(database.file, { readonly: true, fileMustExist: true });
    try {
      source.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
      let lastRemaining = Number.POSITIVE_INFINITY;
      await source.backup(target, {
        progress({ remainingPages }) {
          signal?.throwIfAborted();
          // More pages left than after the last step: another connection wrote and the copy began
          // again. The rest goes in one step (a read transaction; WAL lets writers go on).
          const restarted = remainingPages > lastRemaining;
          lastRemaining = remainingPages;
          return restarted ? 0x7fffffff : 1000;
        },
      });
    } finally {
      source.close();
    }
    // The copy is one self-contained file: no WAL beside it (the server sets WAL again when it opens a restored one).
    const copy = new SQLite(target, { fileMustExist: true });
    try {
      copy.pragma("journal_mode = DELETE");
      return { engine: "sqlite", file: SQLITE_COPY, ...(await describeRows("sqlite", sqliteRows(copy))) };
    } finally {
      copy.close();
    }
  }

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const rows: RowsOf = async (sql) => (await client.query(sql)).rows as Array<Record<string, unknown>>;
    const [version] = await rows("show server_version_num");
    const serverMajor = Math.floor(Number(version?.server_version_num) / 10000);
    const tools = connectionForTools(database.url);
    const dumpMajor = await checkToolVersion("pg_dump", serverMajor, tools.env);
    await client.query("begin isolation level repeatable read read only");
    const [snapshot] = await rows("select pg_export_snapshot() as id");
    const described = await describeRows("postgres", rows);
    // Owners and grants are the source server's roles: the restore makes the objects its user's.
    await runTool(
      "pg_dump",
      [
        "--format=custom",
        `--snapshot=${String(snapshot?.id)}`,
        "--no-owner",
        "--no-privileges",
        `--file=${target}`,
        `--dbname=${tools.url}`,
      ],
      { env: tools.env, serverMajor, signal },
    );
    await client.query("commit");
    return { engine: "postgres", file: POSTGRES_DUMP, ...described, postgres: { serverMajor, dumpMajor } };
  } finally {
    await client.end().catch(() => {});
  }
}
