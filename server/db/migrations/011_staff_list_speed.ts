import { sql, type Kysely } from "kysely";
import type { Engine } from "#server/db/connection";

/**
 * The staff lists at 100,000 rows (docs/decisions/020-staff-list-speed.md). Each list's
 * default view ("all but archived", newest first) and a ministry's view walk an index that also
 * holds the status, so a deep page or a capped count reads the index alone, never the rows it
 * skips. They replace the shorter indexes of 001 and 007 in the same order.
 *
 * And each list's search (a substring of its searched columns, any case: server/domain/staff-lists/filters.ts) gets
 * an index instead of reading every row:
 *   SQLite:     an FTS5 table `<table>_search` with the trigram tokenizer over the searched
 *               columns (external content, rowid = the row's id), kept by triggers; the lists
 *               ask it for the candidates of a term of 3+ characters, then check the LIKE.
 *   PostgreSQL: pg_trgm GIN indexes on lower(column), which serve the LIKE itself.
 */

/** The searched columns of each list's table (the services' SEARCHED lists; comments' c.name...). */
export const SEARCHED_COLUMNS = {
  contact_messages: ["name", "email", "subject", "message"],
  ministry_applications: ["first_name", "last_name", "email", "subject", "message"],
  prayer_requests: ["name", "email", "request"],
  newsletter_subscribers: ["email_normalized", "name"],
  comments: ["name", "email", "text"],
} as const;
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const replace = async (old: string, name: string, table: string, columns: string[]) => {
    await db.schema.dropIndex(old).execute();
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  };
  await replace("contact_messages_created_idx", "contact_messages_list_idx", "contact_messages", [
    "created_at",
    "id",
    "status",
  ]);
  // A ministry leader's messages, one ministry form at a time (server/domain/staff-lists/waiting-counts.ts scopedMessageParts).
  await replace("contact_messages_ministry_idx", "contact_messages_ministry_list_idx", "contact_messages", [
    "form_type",
    "subject",
    "created_at",
    "id",
    "status",
  ]);
  await replace("ministry_applications_created_idx", "ministry_applications_list_idx", "ministry_applications", [
    "created_at",
    "id",
    "status",
  ]);
  await replace(
    "ministry_applications_ministry_idx",
    "ministry_applications_ministry_list_idx",
    "ministry_applications",
    ["ministry", "created_at", "id", "status"],
  );
  await replace("prayer_requests_urgent_idx", "prayer_requests_list_idx", "prayer_requests", [
    "is_urgent",
    "created_at",
    "id",
    "status",
  ]);
  if (engine === "postgres") {
    // A trusted extension from PostgreSQL 13: the database's owner may create it (docs/operations.md).
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    for (const [table, columns] of Object.entries(SEARCHED_COLUMNS)) {
      for (const column of columns) {
        await sql`CREATE INDEX ${sql.raw(`${table}_${column}_trgm_idx`)} ON ${sql.table(table)} USING gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(
          db,
        );
      }
    }
    return;
  }
  for (const [table, columns] of Object.entries(SEARCHED_COLUMNS)) {
    const index = `${table}_search`;
    const list = columns.join(", ");
    const of = (row: "new" | "old") => columns.map((column) => `${row}.${column}`).join(", ");
    const statements = [
      `CREATE VIRTUAL TABLE ${index} USING fts5(${list}, content = '${table}', content_rowid = 'id', tokenize = 'trigram')`,
      `CREATE TRIGGER ${index}_insert AFTER INSERT ON ${table} BEGIN
        INSERT INTO ${index} (rowid, ${list}) VALUES (new.id, ${of("new")});
      END`,
      `CREATE TRIGGER ${index}_delete AFTER DELETE ON ${table} BEGIN
        INSERT INTO ${index} (${index}, rowid, ${list}) VALUES ('delete', old.id, ${of("old")});
      END`,
      // Only a change of a searched column touches the index (a status change does not).
      `CREATE TRIGGER ${index}_update AFTER UPDATE OF ${list} ON ${table} BEGIN
        INSERT INTO ${index} (${index}, rowid, ${list}) VALUES ('delete', old.id, ${of("old")});
        INSERT INTO ${index} (rowid, ${list}) VALUES (new.id, ${of("new")});
      END`,
      `INSERT INTO ${index} (${index}) VALUES ('rebuild')`,
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
  }
}
