// Draws every picture the test servers need into the shared picture cache (SHARED_PICTURE_CACHE):
// the site's and the demo content's, and the end-to-end fixtures' own. `npm test` runs it beside
// the API suites, which keep one core busy, so that the end-to-end server, the process tests and
// the production install check copy the pictures instead of drawing them (a minute or two of
// sharp on a fresh clone; nothing once the cache holds them).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pictureCacheAt } from "#server/domain/pictures/illustration-cache";
import { producePictures } from "#server/domain/pictures/prepare-illustrations";
import { describePictures, warmPictureCache } from "#server/domain/pictures/site-pictures";
import { everyPictureFile, FIXTURE_PICTURE_NAMES } from "#tests/e2e/support/pictures";
import { SHARED_PICTURE_CACHE } from "#tools/lib/production-server";

const scratch = path.join(os.tmpdir(), `pictures-warm-${process.pid}`);
const site = await warmPictureCache(scratch, SHARED_PICTURE_CACHE);
console.log(`The site's ${describePictures(site)}`);
const fixtures = await producePictures({
  dir: scratch,
  files: FIXTURE_PICTURE_NAMES.flatMap(everyPictureFile),
  cache: pictureCacheAt(SHARED_PICTURE_CACHE),
}).finally(() => fs.rmSync(scratch, { recursive: true, force: true }));
console.log(`The end-to-end fixtures' ${describePictures(fixtures)}`);
