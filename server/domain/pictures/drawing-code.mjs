// The hash of the code that decides an illustration's bytes: everything under
// content/illustrations/ (the drawing) and server/domain/pictures/render.ts (the encoder settings). The
// shared picture cache is keyed by it (server/domain/pictures/illustration-cache.ts), so a change of drawing
// code never reuses a stale picture. Plain JavaScript: tools/build-server.mjs computes it at
// build time for the compiled server, which ships without these sources; in development the
// server computes it from them.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** What decides the pictures, relative to the project root: folders are read whole, tests left out. */
export const DRAWING_CODE = ["content/illustrations", "server/domain/pictures/render.ts"];

function filesOf(root, entry) {
  const full = path.join(root, entry);
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .flatMap((child) => filesOf(root, path.posix.join(entry, child.name)));
}

/** 16 hex digits of SHA-256 over the drawing code's paths and contents, in a fixed order. */
export function hashDrawingCode(root) {
  const files = DRAWING_CODE.flatMap((entry) => filesOf(root, entry))
    .filter((file) => !/\.test\.[cm]?[jt]sx?$/.test(file))
    .sort();
  const hash = createHash("sha256");
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(fs.readFileSync(path.join(root, file)))
      .update("\0");
  return hash.digest("hex").slice(0, 16);
}
