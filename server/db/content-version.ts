import type SQLite from "better-sqlite3";
import { sql, type Kysely } from "kysely";
import type { Engine } from "./connection";

/**
 * The content version (docs/decisions/022-render-cache-and-content-version.md): one
 * number in the one-row table `content_version` that the DATABASE moves whenever a row of a table
 * public pages show changes, by triggers, so no write path (today's services, the back office, a
 * script, a future feature) has to remember to. It moves in the writing transaction, so a process
 * that reads the new number also reads the new rows (never a new number over old content).
 *
 * The public-content tables are those the domains declare (`versionedTables` of each domain,
 * their union VERSIONED_TABLES in server/domains.ts). Adding one (a new table whose rows a public
 * page or API read shows): declare it in its domain AND, in the migration that creates it, call
 * `await versionTables(db, engine, ["the_table"])` after creating it (014 versions the tables of its
 * time only; migrations are append-only). server/domains.test.ts checks the two agree.
 */

/**
 * A table whose inserts are mostly invisible to the public: a comment arrives pending, so only an
 * approved one (a staff reply) moves the version on insert; approval is an update and always does.
 */
const INSERT_WHEN: Readonly<Record<string, string>> = {
  comments: "NEW.status = 'approved'",
  // A new upload shows nowhere until a post, sermon or the church uses it (that row moves the version).
  pictures: "1 = 0",
};

/** The one-row table, and on PostgreSQL the trigger function. Run once (migration 014). */
export async function createContentVersion(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await sql`CREATE TABLE content_version (id integer PRIMARY KEY, version bigint NOT NULL)`.execute(db);
  await sql`INSERT INTO content_version (id, version) VALUES (1, 1)`.execute(db);
  if (engine === "postgres") {
    // Once per transaction (a transaction-local flag): a seed of 10,000 rows moves it once. A
    // constraint trigger deferred to the commit takes the row's lock last, after every other lock
    // of the transaction, so two editors' transactions never deadlock on it.
    await sql
      .raw(
        `CREATE FUNCTION content_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('klm.content_version_bumped', true), '') <> 'on' THEN
    UPDATE content_version SET version = version + 1 WHERE id = 1;
    PERFORM set_config('klm.content_version_bumped', 'on', true);
  END IF;
  RETURN NULL;
END $$`,
      )
      .execute(db);
  }
}

/** The triggers that move the version on every insert, update and delete of `tables`. */
export async function versionTables(db: Kysely<unknown>, engine: Engine, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    for (const event of ["INSERT", "UPDATE", "DELETE"] as const) {
      const name = `content_version_${table}_${event.toLowerCase()}`;
      const condition = event === "INSERT" ? INSERT_WHEN[table] : undefined;
      if (engine === "sqlite") {
        await sql
          .raw(
            `CREATE TRIGGER ${name} AFTER ${event} ON ${table}${condition ? ` WHEN ${condition}` : ""}
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END`,
          )
          .execute(db);
      } else {
        await sql
          .raw(
            `CREATE CONSTRAINT TRIGGER ${name} AFTER ${event} ON ${table} DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW${condition ? ` WHEN (${condition})` : ""} EXECUTE FUNCTION content_version_bump()`,
          )
          .execute(db);
      }
    }
  }
}

/** What a request's cache key is made of: the version, and when the next scheduled post goes live. */
export interface ContentVersion {
  version: string;
  /** The earliest publication time still to come (ISO text), or null: the key turns over when it passes. */
  nextPublication: string | null;
}

/**
 * One read per request: the version row by its key, and the next publication time to come from
 * the index on posts.published_at (any status: the editor's statuses may schedule posts; a
 * draft's date only costs one extra render when it passes).
 */
export async function readContentVersion(
  db: Kysely<unknown>,
  now: Date,
  sqlite?: SQLite.Database,
): Promise<ContentVersion> {
  const at = now.toISOString();
  // SQLite: the statement prepared once, run on the connection itself (a few microseconds instead
  // of Kysely's compile and prepare), unless a transaction of this process is open on it: its
  // uncommitted version must not be read, so then Kysely's path waits for the connection.
  if (sqlite && !sqlite.inTransaction) return toVersion(preparedVersionRead(sqlite).get(at) as VersionRow | undefined);
  const { rows } = await sql<VersionRow>`${sql.raw(VERSION_READ_PREFIX)}${at}${sql.raw(VERSION_READ_SUFFIX)}`.execute(
    db,
  );
  return toVersion(rows[0]);
}

interface VersionRow {
  version: number | string;
  next_publication: string | null;
}

const VERSION_READ_PREFIX = "SELECT version, (SELECT min(published_at) FROM posts WHERE published_at > ";
const VERSION_READ_SUFFIX = ") AS next_publication FROM content_version WHERE id = 1";
const prepared = new WeakMap<SQLite.Database, SQLite.Statement>();

function preparedVersionRead(sqlite: SQLite.Database): SQLite.Statement {
  let statement = prepared.get(sqlite);
  if (!statement) {
    statement = sqlite.prepare(`${VERSION_READ_PREFIX}?${VERSION_READ_SUFFIX}`);
    prepared.set(sqlite, statement);
  }
  return statement;
}

function toVersion(row: VersionRow | undefined): ContentVersion {
  return { version: String(row?.version ?? 0), nextPublication: row?.next_publication ?? null };
}

const VERSION_ONLY = "SELECT version FROM content_version WHERE id = 1";
const preparedVersionOnly = new WeakMap<SQLite.Database, SQLite.Statement>();

/**
 * The reader every request of the render cache runs: what readContentVersion answers, for the
 * cost of the version row alone (by its key). The next publication time only changes with a write
 * (which moves the version) or by passing (then it is read again), so it is read with the version
 * the first time, after the version moved, and once that time has come.
 */
export function createVersionReader(
  db: Kysely<unknown>,
  sqlite?: SQLite.Database,
): (now: Date) => Promise<ContentVersion> {
  let last: ContentVersion | null = null;
  async function versionOnly(): Promise<string> {
    if (sqlite && !sqlite.inTransaction) {
      let statement = preparedVersionOnly.get(sqlite);
      if (!statement) {
        statement = sqlite.prepare(VERSION_ONLY);
        preparedVersionOnly.set(sqlite, statement);
      }
      return String((statement.get() as { version: number | string } | undefined)?.version ?? 0);
    }
    const { rows } = await sql<{ version: number | string }>`${sql.raw(VERSION_ONLY)}`.execute(db);
    return String(rows[0]?.version ?? 0);
  }
  return async (now) => {
    if (last) {
      const version = await versionOnly();
      const passed = last.nextPublication !== null && now.toISOString() >= last.nextPublication;
      if (version === last.version && !passed) return last;
    }
    last = await readContentVersion(db, now, sqlite);
    return last;
  };
}
