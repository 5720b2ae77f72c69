import fs from "node:fs";
import path from "node:path";

/**
 * The list of the site's picture files drawn ahead of time (docs/decisions/021 and 039): every
 * file the public pages and the API name for the site and its demo content. `npm run build` makes
 * it by reading a site seeded with the demo content (tools/list-site-pictures.ts); it is a part of
 * the build, as the pages' bundles are, never a file of the repository.
 */
export const PICTURE_LIST_FILE = "build/picture-files.json";

/** The build's list, read from the working directory (where the server and its tools start); null without a build. */
export function readPictureList(file = path.resolve(PICTURE_LIST_FILE)): readonly string[] | null {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const list: unknown = JSON.parse(text);
  if (!Array.isArray(list) || !list.every((file) => typeof file === "string")) {
    throw new Error(`${file} is not a list of picture files: run npm run build again`);
  }
  return list as string[];
}

/** The build's list, or an error that says how to make it. */
export function sitePictureFiles(): readonly string[] {
  const files = readPictureList();
  if (!files) throw new Error(`No list of the site's pictures (${PICTURE_LIST_FILE}): run npm run build`);
  return files;
}
