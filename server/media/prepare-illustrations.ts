import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { parseImageFile, type ImageFileSpec } from "../../contract/images";
import { composeIllustration } from "./illustration/compose";
import { encodeSvg, ENCODER_KEY } from "./render";

/**
 * Draws illustrations ahead of time, never on a request (docs/decisions/021): the server serves
 * what is on disk and answers 404 for anything else.
 *
 * A file's name fully decides its picture, so drawings are shared through a cache keyed by what
 * decides the bytes (the SVG, the format, the encoder settings and libvips' version): every fresh
 * MEDIA_DIR of a machine (the tests' servers, a second checkout) copies instead of drawing again,
 * and a change to the drawing code changes the key instead of serving stale pictures.
 */
export interface ProducePicturesOptions {
  /** Where the site's pictures live: `${mediaDir}/gen`. */
  dir: string;
  /** File names of the scheme (contract/images.ts) to make exist; others are refused. */
  files: readonly string[];
  /** The shared cache (defaultPictureCache()); null: none. */
  cacheDir?: string | null;
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

/** The cache of drawn pictures: node_modules/.cache/illustrations of the working directory, when there is one. */
export async function defaultPictureCache(cwd: string = process.cwd()): Promise<string | null> {
  const modules = path.join(cwd, "node_modules");
  return (await exists(modules)) ? path.join(modules, ".cache", "illustrations") : null;
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
  const cacheDir = options.cacheDir ?? null;
  const specs: Array<{ file: string; spec: ImageFileSpec }> = [];
  for (const file of new Set(options.files)) {
    const spec = parseImageFile(file);
    if (!spec) throw new Error(`Not a picture file name of the scheme: ${file}`);
    specs.push({ file, spec });
  }
  await fs.mkdir(options.dir, { recursive: true });
  if (cacheDir) await fs.mkdir(cacheDir, { recursive: true });
  const report: PicturesReport = { files: specs.length, present: 0, copied: 0, drawn: 0, bytes: 0, seconds: 0 };

  const produce = async ({ file, spec }: (typeof specs)[number]) => {
    const target = path.join(options.dir, file);
    if (await exists(target)) {
      report.present += 1;
      return;
    }
    const svg = compose(spec.name, spec.width, spec.height);
    const cached = cacheDir ? path.join(cacheDir, `${cacheKey(svg, spec.format)}.${spec.format}`) : null;
    let bytes = cached ? await readIfExists(cached) : null;
    if (bytes) {
      report.copied += 1;
    } else {
      bytes = await encode(svg, spec.width, spec.height, spec.format);
      report.drawn += 1;
      // The cache is a convenience: a read-only or full one must not stop the site's own copy.
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

function cacheKey(svg: string, format: string): string {
  return createHash("sha256").update(`${ENCODER_KEY}\0${format}\0`).update(svg).digest("hex").slice(0, 40);
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

async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
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
