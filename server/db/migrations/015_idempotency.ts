import type { Kysely } from "kysely";

/**
 * Idempotency keys of the /api/ submissions (server/domain/submissions/idempotency.ts): one
 * row per kind and key, reserved before the submission is stored, then holding the first answer
 * (status and JSON body) that a repeat of the key gets back. `request_hash` tells a repeat from
 * another body sent with the same key. Rows older than a week are deleted as new ones arrive.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("idempotency_keys")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("status", "integer")
    .addColumn("answer", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("idempotency_keys_pk", ["kind", "key"])
    .execute();
  await db.schema.createIndex("idempotency_keys_created_idx").on("idempotency_keys").column("created_at").execute();
}
