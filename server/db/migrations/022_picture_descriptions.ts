import type { Kysely } from "kysely";
import type { Engine } from "#server/db/connection";
import { versionTables } from "#server/db/content-version";

/**
 * The public pages show an uploaded picture's description (pictures.alt, edited in the library),
 * so a change to it, or a deleted picture, moves the content version (server/db/content-version.ts);
 * a new upload is not on any page until something uses it, which moves the version itself.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await versionTables(db, engine, ["pictures"]);
}
