import { Header, list, type ReadEntry } from "tar";

/**
 * Archives built entry by entry for the restore's tests (tests/api/backups-hostile.test.ts,
 * server/backups/read-archive.test.ts): any kind, any name, in any order, as any tool could
 * write them, which node-tar's own packing (it refuses `..` and links to nowhere) would not.
 */

export interface TarEntry {
  path: string;
  type: ReadEntry["type"];
  body: Buffer;
  linkpath?: string;
}

export const tarFile = (entryPath: string, body: Buffer): TarEntry => ({ path: entryPath, type: "File", body });

/** The entries of an archive, in order, with their bytes. */
export async function entriesOf(file: string): Promise<TarEntry[]> {
  const entries: TarEntry[] = [];
  await list({
    file,
    onReadEntry(entry) {
      const chunks: Buffer[] = [];
      entry.on("data", (chunk: Buffer) => chunks.push(chunk));
      entry.on("end", () => entries.push({ path: entry.path, type: entry.type, body: Buffer.concat(chunks) }));
    },
  });
  return entries;
}

/** An uncompressed tar of `entries`, header by header (node-tar's Header), with its end blocks. */
export function tarOf(entries: readonly TarEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const header = new Header({
      path: entry.path,
      type: entry.type,
      size: entry.body.length,
      mode: entry.type === "Directory" ? 0o755 : 0o644,
      uid: 0,
      gid: 0,
      mtime: new Date("2026-11-26T00:30:00Z"),
      linkpath: entry.linkpath,
      ...(entry.type === "CharacterDevice" ? { devmaj: 1, devmin: 3 } : {}),
    });
    header.encode();
    blocks.push(header.block!, entry.body, Buffer.alloc((512 - (entry.body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}
