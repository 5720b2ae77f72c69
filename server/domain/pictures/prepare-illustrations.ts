import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { parseImageFile, type ImageFileSpec } from "#contract/images";
import { composeIllustration } from "#content/illustrations/compose";
import { openPictureCache, type PictureCache } from "./illustration-cache";
import { encodeSvg } from "./render";

/**
 * Draws illustrations ahead of time, never on a request (docs/decisions/021): the server serves
 * what is on disk and answers 404 for anything else.
 *
 * A file's name fully decides its picture, so drawings are shared through a cache kept by drawing
 * code (server/domain/pictures/illustration-cache.ts): every fresh MEDIA_DIR that uses the same cache (the
 * tests' servers, a pruned copy of the tree) copies instead of drawing again, and a change to the
 * drawing code changes the cache's key instead of serving stale pictures.
 */
export interface ProducePicturesOptions {
  /** Where the site's pictures live: `${mediaDir}/gen`. */
  dir: string;
  /** File names of the scheme (contract/images.ts) to make exist; others are refused. */
  files: readonly string[];
  /** The shared cache (pictureCacheAt(PICTURE_CACHE_DIR)); null: none. */
  cache?: PictureCache | null;
  /** Drawings at once (CPU-bound). */
  concurrency?: number;
  /** Stand-ins for tests: the SVG of a name at a size, and its encoding. */
  compose?: (name: string, width: number, height: number) => string;
  encode?: typeof encodeSvg;
}

export interface PicturesReport {
  /** Files asked for. */
  files: number;
  /** Already in `dir`. */
  present: number;
  /** Copied from the cache. */
  copied: number;
  /** Drawn now. */
  drawn: number;
  /** Bytes of the copied and drawn files. */
  bytes: number;
  seconds: number;
}

/**
 * Makes every file of `files` exist in `dir`: those present are left alone, the others copied from
 * the cache or drawn (at most `concurrency` at once) and written under a temporary name, then
 * renamed, so a reader or another process never sees half a file.
 */
export async function producePictures(options: ProducePicturesOptions): Promise<PicturesReport> {
  const started = performance.now();
  const compose = options.compose ?? composeIllustration;
  const encode = options.encode ?? encodeSvg;
  const cache = options.cache ?? null;
  const specs: Array<{ file: string; spec: ImageFileSpec }> = [];
  for (const file of new Set(options.files)) {
    const spec = parseImageFile(file);
    if (!spec) throw new Error(`Not a picture file name of the scheme: ${file}`);
    specs.push({ file, spec });
  }
  await fs.mkdir(options.dir, { recursive: true });
  // The cache is a convenience: one that cannot be made, read or written never stops the site's own copy.
  const cacheDir = cache ? await openPictureCache(cache).catch(() => null) : null;
  const report: PicturesReport = { files: specs.length, present: 0, copied: 0, drawn: 0, bytes: 0, seconds: 0 };

  const produce = async ({ file, spec }: (typeof specs)[number]) => {
    const target = path.join(options.dir, file);
    if (await exists(target)) {
      report.present += 1;
      return;
    }
    const cached = cacheDir ? path.join(cacheDir, file) : null;
    let bytes: Buffer | null = cached ? await fs.readFile(cached).catch(() => null) : null;
    if (bytes) {
      report.copied += 1;
    } else {
      bytes = await encode(compose(spec.name, spec.width, spec.height), spec.width, spec.height, spec.format);
      report.drawn += 1;
      if (cached) await writeAtomically(cached, bytes).catch(() => undefined);
    }
    await writeAtomically(target, bytes);
    report.bytes += bytes.length;
  };

  const queue = [...specs];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await produce(next);
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 2) }, worker));
  report.seconds = Math.round((performance.now() - started) / 10) / 100;
  return report;
}

async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`,
  );
  try {
    await fs.writeFile(temp, bytes);
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
