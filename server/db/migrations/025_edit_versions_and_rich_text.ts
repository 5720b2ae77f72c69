import { sql, type Kysely } from "kysely";
import type { Engine } from "#server/db/connection";
import { SANITIZER_VERSION, storedRichText } from "#server/lib/sanitize";

/**
 * Decision 042.
 * - Every row staff edit through a form keeps its version: one more with every save, who saved
 *   last and since which version that member saves in a row, so a form opened at an older version
 *   by someone else is refused instead of undoing their change (server/domain/authoring/edit-versions.ts).
 * - The built-in pages and the church's details keep every save as a revision, as own pages and
 *   posts do (the newest of each, server/domain/authoring/revisions-and-trash.ts).
 * - Posts and own pages say which sanitiser wrote their rich text (`sanitized_with`, 0 for none
 *   known: a row written by hand is sanitised on read). What was stored before goes through the
 *   bounded sanitiser once, so pages show it as stored from now on; a text past the bounds keeps
 *   its words in one paragraph.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  for (const table of ["posts", "sermons", "own_pages", "page_contents", "church_details"]) {
    // One column a statement: SQLite adds one at a time.
    await db.schema
      .alterTable(table)
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable(table).addColumn("last_editor_id", "integer").execute();
    await db.schema
      .alterTable(table)
      .addColumn("last_editor_from", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
  }

  for (const table of ["posts", "own_pages"]) {
    await db.schema
      .alterTable(table)
      .addColumn("sanitized_with", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  }

  // Each save of a built-in page (by its key) and of the church's details (the row's id, 1), as JSON.
  await createRevisions(db, engine, "page_content_revisions", "page", "text");
  await createRevisions(db, engine, "church_detail_revisions", "church_id", "integer");

  await resanitizeRichText(db);
}

/** A table of revisions as own pages' (migration 020): who saved when, and what, by `owner`. */
async function createRevisions(
  db: Kysely<unknown>,
  engine: Engine,
  table: string,
  owner: string,
  ownerType: "text" | "integer",
): Promise<void> {
  const id = engine === "postgres" ? sql`serial primary key` : sql`integer primary key autoincrement`;
  await db.schema
    .createTable(table)
    .addColumn("id", id as never)
    .addColumn(owner, ownerType, (c) => c.notNull())
    .addColumn("saved_at", "text", (c) => c.notNull())
    .addColumn("staff_id", "integer", (c) => c.references("staff.id").onDelete("set null"))
    .addColumn("saved_by", "text", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex(`${table}_${owner}_idx`).on(table).columns([owner, "id"]).execute();
}

/** Rows read at a time: a long post is 200 KB of HTML. */
const BATCH = 100;

/**
 * Every stored rich text (posts and own pages) not written by this sanitiser goes through it, as a
 * page would show it (storedRichText), and is stored so, marked as this sanitiser's. Returns how
 * many rows' text changed.
 */
export async function resanitizeRichText(db: Kysely<unknown>): Promise<number> {
  let changed = 0;
  for (const table of ["posts", "own_pages"]) {
    for (let after = 0; ;) {
      const { rows } = await sql<{ id: number; content: string; sanitized_with: number }>`
        SELECT id, content, sanitized_with FROM ${sql.table(table)}
        WHERE id > ${after} AND sanitized_with <> ${SANITIZER_VERSION} ORDER BY id LIMIT ${BATCH}`.execute(db);
      if (rows.length === 0) break;
      for (const row of rows) {
        const content = storedRichText(row.content, Number(row.sanitized_with));
        if (content !== row.content) changed += 1;
        await sql`UPDATE ${sql.table(table)} SET content = ${content}, sanitized_with = ${SANITIZER_VERSION}
          WHERE id = ${row.id}`.execute(db);
      }
      after = Number(rows[rows.length - 1]!.id);
    }
  }
  return changed;
}
