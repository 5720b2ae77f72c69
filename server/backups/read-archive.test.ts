import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { tarFile, tarOf, type TarEntry } from "#tests/support/tar-entries";
import type { Manifest } from "./manifest";
import { checkedWritten, extractArchive, makeWorkFolder, RestoreRefused } from "./read-archive";

/**
 * The second reading of a restore (extractArchive): how it writes and how it stops. The refusals
 * of hostile archives, through the whole restore on both engines, are in
 * tests/api/backups-hostile.test.ts.
 */

const folders: string[] = [];
const temp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "read-archive-"));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const database = tarFile("database/site.db", Buffer.alloc(3000, 1));
/** 40 audio files of 256 KB, different enough that gzip keeps some of their size. */
const audio = Array.from({ length: 40 }, (_, i) =>
  tarFile(
    `media/audio/a${String(i).padStart(2, "0")}.mp3`,
    Buffer.from(Array.from({ length: 256 * 1024 }, (_, at) => (at * (i + 7)) % 251)),
  ),
);

function manifestOf(entries: readonly TarEntry[]): Manifest {
  const described = (entry: TarEntry) => ({ path: entry.path, bytes: entry.body.length, sha256: sha256(entry.body) });
  return {
    format: 1,
    run: 1,
    app: { name: "harare-church-site", version: "1.0.0", commit: null },
    createdAt: { utc: "2026-11-26T00:30:00.000Z", harare: "2026-11-26T02:30:00+02:00" },
    engine: "sqlite",
    database: { ...described(database), migrations: [] },
    counts: {},
    media: entries.filter((entry) => entry.path.startsWith("media/")).map(described),
    missing: [],
    notIncluded: [],
  };
}

function archiveOf(entries: readonly TarEntry[]): string {
  const file = path.join(temp(), "archive.tar.gz");
  fs.writeFileSync(file, gzipSync(tarOf([tarFile("manifest.json", Buffer.from("{}")), ...entries])));
  return file;
}

describe("extractArchive", () => {
  it("writes the listed files, each new, 0600 for the database and as an upload for the media, in a private folder beside MEDIA_DIR", async () => {
    const mediaDir = path.join(temp(), "data", "media");
    const work = await makeWorkFolder(mediaDir);
    expect(path.dirname(work)).toBe(path.dirname(mediaDir));
    expect(path.basename(work)).toMatch(/^\.media\.restore-/);
    expect(fs.statSync(work).mode & 0o777).toBe(0o700);

    const entries = [database, ...audio.slice(0, 3)];
    const umask = process.umask(0o022);
    const written = await extractArchive(archiveOf(entries), manifestOf(entries), work).finally(() =>
      process.umask(umask),
    );
    expect([...written.keys()]).toEqual(entries.map((entry) => entry.path));
    for (const entry of entries) {
      const file = await checkedWritten(written.get(entry.path)!);
      expect(file).toBe(path.join(work, entry.path));
      expect(fs.readFileSync(file).equals(entry.body)).toBe(true);
    }
    const modeOf = (file: string) => (fs.statSync(path.join(work, file)).mode & 0o777).toString(8);
    expect(modeOf(database.path)).toBe("600");
    expect(modeOf(audio[0]!.path)).toBe("644");
  });

  it("takes an archive packed again by GNU tar from its root (./, ./manifest.json...)", async () => {
    const entries = [database, audio[0]!];
    const repacked = [
      { path: "./", type: "Directory" as const, body: Buffer.alloc(0) },
      ...entries.map((entry) => ({ ...entry, path: `./${entry.path}` })),
    ];
    const work = await makeWorkFolder(path.join(temp(), "media"));
    const written = await extractArchive(archiveOf(repacked), manifestOf(entries), work);
    expect([...written.keys()]).toEqual(entries.map((entry) => entry.path));
  });

  it("stops at a refusal in the middle of the archive, and settles only when nothing more of it can be written", async () => {
    const listed = [database, ...audio];
    // An eleventh audio file the manifest does not list, with thirty listed ones after it.
    const entries = [
      ...listed.slice(0, 11),
      tarFile("media/audio/unlisted.mp3", Buffer.alloc(1000)),
      ...listed.slice(11),
    ];
    const work = await makeWorkFolder(path.join(temp(), "media"));
    const refusal = await extractArchive(archiveOf(entries), manifestOf(listed), work).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RestoreRefused);
    expect((refusal as Error).message).toMatch(/holds media\/audio\/unlisted\.mp3, which its manifest does not list/);
    expect(fs.readdirSync(path.join(work, "media", "audio")).sort()).toEqual(
      audio.slice(0, 10).map((entry) => path.basename(entry.path)),
    );
    // The caller's clean-up: nothing of the archive comes back after it.
    fs.rmSync(work, { recursive: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fs.existsSync(work)).toBe(false);
  });

  it("never writes through a link where a file goes, and a written file replaced by a link is not used", async () => {
    const entries = [database, audio[0]!];
    const work = await makeWorkFolder(path.join(temp(), "media"));
    const outside = path.join(temp(), "site.db");
    fs.writeFileSync(outside, "the live database");
    fs.mkdirSync(path.join(work, "media", "audio"), { recursive: true });
    fs.symlinkSync(outside, path.join(work, audio[0]!.path));
    await expect(extractArchive(archiveOf(entries), manifestOf(entries), work)).rejects.toThrow(/EEXIST/);
    expect(fs.readFileSync(outside, "utf8")).toBe("the live database");

    const clean = await makeWorkFolder(path.join(temp(), "media"));
    const written = await extractArchive(archiveOf(entries), manifestOf(entries), clean);
    const file = written.get(audio[0]!.path)!;
    fs.rmSync(file.path);
    fs.symlinkSync(outside, file.path);
    await expect(checkedWritten(file)).rejects.toThrow(/changed while the restore ran/);
  });
});
