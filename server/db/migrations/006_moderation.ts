import { sql, type Kysely } from "kysely";

/**
 * Moderation: a staff reply to a comment names its writer (`comments.staff_id`: the
 * public page marks it as from the church), and the comment queue's reads get their indexes:
 * each tab in its order (status, created_at, id), and the count of a writer's comments approved
 * before (the same address in any case: an expression index on lower(email), the same SQL on
 * both engines).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("comments")
    .addColumn("staff_id", "integer", (c) => c.references("staff.id").onDelete("set null"))
    .execute();
  await db.schema
    .createIndex("comments_status_created_idx")
    .on("comments")
    .columns(["status", "created_at", "id"])
    .execute();
  await sql`CREATE INDEX comments_email_status_created_idx ON comments (lower(email), status, created_at)`.execute(db);
}
