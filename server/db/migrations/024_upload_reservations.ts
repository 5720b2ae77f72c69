import type { Kysely } from "kysely";

/**
 * One row per resumable upload waiting on disk (server/domain/uploads/reservations.ts): its member,
 * kind and declared size, reserved in the same transaction that checks the member's and the
 * site's bounds, before @tus/server writes the upload's record, and removed when the upload is
 * used, cancelled or expires. The bounds therefore hold however many creations arrive at once,
 * in one process or several, and a member's waiting uploads are an index range, not a read of
 * every record on disk. Both indexes cover their sums (bytes included).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("upload_reservations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("staff_id", "integer", (c) => c.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("upload_reservations_staff_idx")
    .on("upload_reservations")
    .columns(["staff_id", "created_at", "bytes"])
    .execute();
  await db.schema
    .createIndex("upload_reservations_created_idx")
    .on("upload_reservations")
    .columns(["created_at", "bytes"])
    .execute();
}
