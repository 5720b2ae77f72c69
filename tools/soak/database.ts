import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { createThrowawayDatabase } from "#tools/lib/throwaway-postgres";
import { KINDS, type Kind } from "./load";

/**
 * The soak's own database, read directly (never through the server under test): created empty
 * (the server migrates and seeds it), searched for the markers of acknowledged submissions, dropped.
 */
export type Engine = "sqlite" | "postgres";

/** Where each kind of submission keeps the text that carries its marker. */
const MARKED_COLUMN: Record<Kind, { table: string; column: string }> = {
  contact: { table: "contact_messages", column: "message" },
  prayer: { table: "prayer_requests", column: "request" },
  comment: { table: "comments", column: "text" },
  newsletter: { table: "newsletter_subscribers", column: "email" },
};

export interface SoakDatabase {
  engine: Engine;
  /** What the server is given, without the proxy (the soak's own reads go straight to the database). */
  url: string;
  /** PostgreSQL: host and port, for the proxy to point at. */
  pgTarget?: { host: string; port: number };
  /** Every stored marker of this run, by kind (a marker may appear more than once: a duplicate). */
  storedMarkers(prefix: string): Promise<Record<Kind, string[]>>;
  /** SQLite: PRAGMA integrity_check (opening the file replays its WAL). PostgreSQL: "ok" when a query runs. */
  integrityCheck(): Promise<string>;
  drop(): Promise<void>;
}

export async function createSoakDatabase(
  engine: Engine,
  workDir: string,
  pgAdminUrl: string,
  prefix: string,
): Promise<SoakDatabase> {
  const name = `${prefix}${process.pid}_${randomBytes(3).toString("hex")}`;
  if (engine === "sqlite") {
    const file = path.join(workDir, `${name}.db`);
    const withSqlite = <T>(read: (db: SQLite.Database) => T): T => {
      const db = new SQLite(file);
      try {
        return read(db);
      } finally {
        db.close();
      }
    };
    return {
      engine,
      url: `sqlite:${file}`,
      storedMarkers: async (markerPrefix) =>
        withSqlite((db) => {
          const texts = {} as Record<Kind, string[]>;
          for (const kind of KINDS) {
            const { table, column } = MARKED_COLUMN[kind];
            const rows = db
              .prepare(`SELECT ${column} AS text FROM ${table} WHERE ${column} LIKE ?`)
              .all(`%${markerPrefix}%`);
            texts[kind] = (rows as { text: string }[]).map((row) => row.text);
          }
          return markersIn(markerPrefix, texts);
        }),
      integrityCheck: async () =>
        withSqlite((db) =>
          (db.pragma("integrity_check") as { integrity_check: string }[]).map((row) => row.integrity_check).join("; "),
        ),
      drop: async () => {
        for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${file}${suffix}`, { force: true });
      },
    };
  }

  const created = await createThrowawayDatabase(pgAdminUrl, name);
  const url = new URL(created.url);
  const withClient = async <T>(read: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 10_000 });
    await client.connect();
    try {
      return await read(client);
    } finally {
      await client.end();
    }
  };
  return {
    engine,
    url: url.toString(),
    pgTarget: { host: url.hostname, port: Number(url.port || 5432) },
    storedMarkers: (markerPrefix) =>
      withClient(async (client) => {
        const texts = {} as Record<Kind, string[]>;
        for (const kind of KINDS) {
          const { table, column } = MARKED_COLUMN[kind];
          const result = await client.query<{ text: string }>(
            `SELECT ${column} AS text FROM ${table} WHERE ${column} LIKE $1`,
            [`%${markerPrefix}%`],
          );
          texts[kind] = result.rows.map((row) => row.text);
        }
        return markersIn(markerPrefix, texts);
      }),
    integrityCheck: () =>
      withClient(async (client) => ((await client.query("SELECT 1")).rowCount === 1 ? "ok" : "no answer")),
    drop: created.drop,
  };
}

/** The markers inside each kind's stored texts. */
function markersIn(markerPrefix: string, texts: Record<Kind, string[]>): Record<Kind, string[]> {
  const pattern = new RegExp(`${markerPrefix}[a-z0-9-]*`, "g");
  const result = {} as Record<Kind, string[]>;
  for (const kind of KINDS) result[kind] = texts[kind].flatMap((text) => text.match(pattern) ?? []);
  return result;
}
