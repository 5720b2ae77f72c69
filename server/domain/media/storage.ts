import type { Kysely } from "kysely";
import { IMAGE_NAME_PATTERN } from "#contract/images";
import type { Database } from "#server/db/schema";

/**
 * Where the site's files live under MEDIA_DIR, and whether a picture was uploaded: the domain's
 * own knowledge, read by the domain (sermons, the site's pictures), by HTTP (the /img/ and /audio/
 * files, the uploads) and by the backups alike.
 */

/** Sermon audio files (server/http/uploads/sermon-audio.ts stores them, /audio/ serves them). */
export const AUDIO_DIR = "audio";

/** The pictures' folder: illustrations drawn ahead of time and uploaded pictures (/img/gen/). */
export const PICTURES_DIR = "gen";

/** Whether an uploaded picture has this name (the forms' image fields take uploaded names only). */
export async function isUploadedPicture(db: Kysely<Database>, name: string): Promise<boolean> {
  if (!IMAGE_NAME_PATTERN.test(name) || name.length > 80) return false;
  return (await db.selectFrom("pictures").select("id").where("name", "=", name).executeTakeFirst()) !== undefined;
}
