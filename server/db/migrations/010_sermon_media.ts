import type { Kysely } from "kysely";

/**
 * A sermon's audio file: where it lies under MEDIA_DIR, its type, exact byte length and
 * duration read from the file; and a sermon's series and scripture. `has_audio` and `time` in the API follow from these (a sermon
 * without a stored file claims no audio, whatever the old `has_audio` column says).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // What the sermon form adds: an optional series and scripture reading.
  await db.schema.alterTable("sermons").addColumn("series", "text").execute();
  await db.schema.alterTable("sermons").addColumn("scripture", "text").execute();
  await db.schema.alterTable("sermons").addColumn("audio_file", "text").execute();
  await db.schema.alterTable("sermons").addColumn("audio_type", "text").execute();
  await db.schema.alterTable("sermons").addColumn("audio_bytes", "integer").execute();
  await db.schema.alterTable("sermons").addColumn("audio_seconds", "integer").execute();
  await db.schema.alterTable("sermons").addColumn("updated_at", "text").execute();
}
