import os from "node:os";
import path from "node:path";
import { describePictures, warmPictureCache } from "#server/domain/pictures/site-pictures";
import { SHARED_PICTURE_CACHE } from "#tools/lib/production-server";

/**
 * The servers these suites start with the demo content draw its pictures before they listen
 * (docs/decisions/021); with the shared cache warm that is a copy of a second or two, well within
 * their start timeouts. Only the first run on a machine draws (a minute or more on two cores).
 */
export default async function setup(): Promise<void> {
  const report = await warmPictureCache(path.join(os.tmpdir(), `pictures-warm-${process.pid}`), SHARED_PICTURE_CACHE);
  if (report.drawn > 0) console.log(`Picture cache warmed: ${describePictures(report)}`);
}
