import fs from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import { fileSizeText } from "#contract/file-sizes";
import { parseImageFile } from "#contract/images";
import type { Config } from "#server/config";
import type { Database } from "#server/db/schema";
import { pictureCacheAt } from "./illustration-cache";
import { PICTURES_DIR } from "#server/domain/media/storage";
import { createImageNameCheck } from "./known-images";
import { sitePictureFiles } from "./picture-list";
import { producePictures, type PicturesReport, type ProducePicturesOptions } from "./prepare-illustrations";

/**
 * The site's own pictures, drawn ahead of time (docs/decisions/021): every file of the build's
 * list (the picture URLs the public pages and the API name for the pages and the demo content,
 * server/domain/pictures/picture-list.ts) whose name the site uses: the pages' always, the demo
 * posts' and sermons' once they are in the database. Called at every start (after the demo seed)
 * and by `npm run seed`; files already there cost one stat each. `files` replaces the list (tests).
 */
export async function prepareSitePictures(
  db: Kysely<Database>,
  places: Pick<Config, "mediaDir" | "pictureCacheDir">,
  overrides: Partial<Omit<ProducePicturesOptions, "dir">> = {},
): Promise<PicturesReport> {
  const isUsed = createImageNameCheck(db);
  const used = new Map<string, boolean>();
  const files: string[] = [];
  for (const file of overrides.files ?? sitePictureFiles()) {
    const name = parseImageFile(file)?.name;
    if (!name) continue;
    if (!used.has(name)) used.set(name, await isUsed(name));
    if (used.get(name)) files.push(file);
  }
  return producePictures({
    cache: pictureCacheAt(places.pictureCacheDir),
    ...overrides,
    dir: path.join(places.mediaDir, PICTURES_DIR),
    files,
  });
}

/** One line for the log: what was there, copied and drawn, in how long. */
export function describePictures(report: PicturesReport): string {
  return (
    `Pictures: ${report.files} (${report.present} already there, ${report.copied} from the cache, ` +
    `${report.drawn} drawn, ${fileSizeText(report.bytes)} written) in ${report.seconds} s.`
  );
}

/**
 * Draws every listed picture into the shared cache at `cacheRoot` (not into a site), so that
 * servers started afterwards with a fresh MEDIA_DIR and that cache copy them in a second or two:
 * for test suites that start several servers with the demo content, each within a minute.
 */
export async function warmPictureCache(scratchDir: string, cacheRoot: string): Promise<PicturesReport> {
  try {
    return await producePictures({ dir: scratchDir, files: sitePictureFiles(), cache: pictureCacheAt(cacheRoot) });
  } finally {
    await fs.rm(scratchDir, { recursive: true, force: true });
  }
}
