import type { Kysely } from "kysely";

/**
 * A member's own links (server/auth/account-links.ts): a password reset asked for on the sign-in
 * page (`purpose` "password-reset", one hour) and the confirmation of a new email address
 * ("email-change", with `new_email`). Only the token's SHA-256 is kept, as for invitations; a
 * newer link of one purpose removes the unused older ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("staff_account_links")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("staff_id", "integer", (c) => c.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("new_email", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("staff_account_links_staff_idx")
    .on("staff_account_links")
    .columns(["staff_id", "purpose"])
    .execute();
}
