import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { hashDrawingCode } from "./drawing-code.mjs";
import { LIBVIPS_VERSION } from "./render";

/**
 * The shared cache of drawn illustrations (docs/decisions/021): PICTURE_CACHE_DIR (by default
 * MEDIA_DIR/cache/illustrations) holds one folder per drawing code, named by its key, and in it
 * the files under their own names (a name fully decides its picture). Outside node_modules, so
 * neither `npm ci` nor `npm prune --omit=dev` throws it away; keyed by the code, so a change of
 * drawing never reuses a stale picture; the other keys' folders are removed when it is opened, so
 * it never grows beyond one drawing's pictures.
 */
export interface PictureCache {
  /** PICTURE_CACHE_DIR. */
  root: string;
  /** The folder's name under it: illustrationCacheKey() but in tests. */
  key: string;
}

// Replaced by tools/build-server.mjs (esbuild `define`) with the hash of the sources it built from.
declare const __DRAWING_CODE_HASH__: string | undefined;

let sourceHash: string | undefined;

/** The hash of the drawing code this process runs: fixed at build time, or read from the sources in development. */
export function drawingCodeHash(): string {
  if (typeof __DRAWING_CODE_HASH__ === "string") return __DRAWING_CODE_HASH__;
  sourceHash ??= hashDrawingCode(fileURLToPath(new URL("../../..", import.meta.url)));
  return sourceHash;
}

/** The cache key of the pictures this process draws: its drawing code and the libvips that encodes them. */
export function illustrationCacheKey(): string {
  return createHash("sha256").update(`${drawingCodeHash()}\0${LIBVIPS_VERSION}`).digest("hex").slice(0, 16);
}

/** The cache this process uses under `root` (PICTURE_CACHE_DIR). */
export function pictureCacheAt(root: string): PictureCache {
  return { root, key: illustrationCacheKey() };
}

/** A key's shape: only folders named so are ever removed, whatever else the root holds. */
const KEY = /^[0-9a-f]{16}$/;

/**
 * Makes the cache's folder exist and removes the folders of other keys (pictures of drawing code
 * that no longer runs here). Returns the folder. A failure to remove is not an error: the cache is
 * a convenience.
 */
export async function openPictureCache(cache: PictureCache): Promise<string> {
  const folder = path.join(cache.root, cache.key);
  await fs.mkdir(folder, { recursive: true });
  const entries = await fs.readdir(cache.root, { withFileTypes: true });
  for (const entry of entries) {
    if (entry.isDirectory() && KEY.test(entry.name) && entry.name !== cache.key) {
      await fs.rm(path.join(cache.root, entry.name), { recursive: true, force: true }).catch(() => undefined);
    }
  }
  return folder;
}
