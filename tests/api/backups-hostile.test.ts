import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Manifest } from "#server/backups/manifest";
import { restoreArchive, RestoreRefused } from "#server/backups/restore";
import { takeBackup } from "#server/backups/take-backup";
import type { Config } from "#server/config";
import { openDatabase } from "#server/db/connection";
import { migrateToLatest } from "#server/db/migrate";
import { entriesOf, tarFile as file, tarOf, type TarEntry } from "#tests/support/tar-entries";
import { createTestApi, createTestDatabase, ENGINE, type TestApi } from "./support";

/**
 * Restoring a hostile archive (server/backups/restore.ts and read-archive.ts) on the engine under
 * test. The archives are built here, entry by entry, from a real one: a symbolic link after a real
 * file of the same name (the attack that published the live database at /audio/x.mp3), a hard
 * link, a named pipe, a device, an absolute path, a `..` path, a name outside the layout, a file
 * given twice, a cut-off file, and manifests that lie. Each is refused with its reason, with
 * --force (so that only the checks stand in the way), and the target's database and MEDIA_DIR are
 * as they were, with no working folder of the restore left beside or inside them.
 */

const temp = (label: string) => fs.mkdtempSync(path.join(os.tmpdir(), `backups-hostile-${label}-`));

let t: TestApi;
let config: Config;
/** The entries of a real archive of `t`'s site, in order. */
let genuine: TarEntry[] = [];
const audio = Buffer.concat([Buffer.from("ID3"), Buffer.alloc(20_000, 9)]);

/** A target like a server's default layout: ROOT/site.db (SQLite) beside ROOT/media. */
let root = "";
let target: Config;
let dropTarget: () => Promise<void>;

let archives = 0;
function archiveFile(tar: Buffer): string {
  const file = path.join(config.backups.dir, `hostile-${++archives}.tar.gz`);
  fs.writeFileSync(file, gzipSync(tar));
  return file;
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const manifestOf = (entries: TarEntry[]) =>
  JSON.parse(entries.find((entry) => entry.path === "manifest.json")!.body.toString("utf8")) as Manifest;

/** The genuine entries with a changed manifest. */
function withManifest(entries: TarEntry[], change: (manifest: Manifest) => void): TarEntry[] {
  const manifest = manifestOf(entries);
  change(manifest);
  return entries.map((entry) =>
    entry.path === "manifest.json" ? file(entry.path, Buffer.from(JSON.stringify(manifest))) : entry,
  );
}

/** The genuine entries with `added` right after the entry named `after`. */
function insertedAfter(entries: TarEntry[], after: string, ...added: TarEntry[]): TarEntry[] {
  const at = entries.findIndex((entry) => entry.path === after);
  expect(at, after).toBeGreaterThanOrEqual(0);
  return [...entries.slice(0, at + 1), ...added, ...entries.slice(at + 1)];
}

/** Every file and folder under `dir`: its kind, and a plain file's SHA-256 (links are not followed). */
function tree(dir: string): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (at: string) => {
    for (const name of fs.readdirSync(at)) {
      const full = path.join(at, name);
      const stat = fs.lstatSync(full);
      const relative = path.relative(dir, full);
      if (stat.isDirectory()) {
        found[relative] = "folder";
        walk(full);
      } else if (stat.isFile()) found[relative] = `file ${sha256(fs.readFileSync(full))}`;
      else found[relative] = stat.isSymbolicLink() ? `link to ${fs.readlinkSync(full)}` : "other";
    }
  };
  walk(dir);
  return found;
}

/** What the target holds: its subscribers and posts, and every file beside and under MEDIA_DIR. */
async function targetState(): Promise<unknown> {
  const handle = openDatabase(target.database);
  try {
    return {
      subscribers: (await handle.db.selectFrom("newsletter_subscribers").select("email").execute()).map(
        (row) => row.email,
      ),
      runs: (await handle.db.selectFrom("backup_runs").select("id").execute()).length,
      // The SQLite file is compared as a row count above, not by its bytes (opening it may checkpoint).
      files: Object.fromEntries(Object.entries(tree(root)).filter(([name]) => !name.startsWith("site.db"))),
    };
  } finally {
    await handle.close();
  }
}

/** Restores `archive` with --force: it must be refused with `reason`, and leave the target as it was. */
async function expectRefused(archive: string, reason: RegExp): Promise<void> {
  const before = await targetState();
  const refusal = await restoreArchive({ config: target, archive, force: true }).catch((error: unknown) => error);
  expect(await targetState()).toEqual(before);
  expect(refusal, String(refusal)).toBeInstanceOf(RestoreRefused);
  expect((refusal as Error).message).toMatch(reason);
  expect((refusal as Error).message).toContain(archive);
}

beforeAll(async () => {
  t = await createTestApi();
  config = { ...t.config, backups: { ...t.config.backups, dir: temp("archives"), s3Prefix: null } };
  fs.mkdirSync(path.join(config.mediaDir, "audio"), { recursive: true });
  fs.writeFileSync(path.join(config.mediaDir, "audio", "x.mp3"), audio);
  const outcome = await takeBackup({ config, handle: t.database, trigger: "command" });
  if (outcome.status !== "done") throw new Error(JSON.stringify(outcome));
  genuine = await entriesOf(outcome.archive.file);
  expect(genuine.map((entry) => entry.path)).toContain("media/audio/x.mp3");

  // The target holds a subscriber and an audio file of its own; --force would replace the one and keep the other.
  root = temp("target");
  const { database, drop } = await createTestDatabase();
  const live: Config["database"] =
    database.kind === "sqlite" ? { kind: "sqlite", file: path.join(root, "site.db") } : database;
  target = { ...config, database: live, mediaDir: path.join(root, "media") };
  dropTarget = async () => {
    await drop();
    fs.rmSync(root, { recursive: true, force: true });
  };
  const handle = openDatabase(live);
  try {
    await migrateToLatest(handle.db, handle.engine);
    const kept = "kept@example.org";
    await handle.db
      .insertInto("newsletter_subscribers")
      .values({ email: kept, email_normalized: kept, name: "", created_at: new Date().toISOString() })
      .execute();
  } finally {
    await handle.close();
  }
  fs.mkdirSync(path.join(target.mediaDir, "audio"), { recursive: true });
  fs.writeFileSync(path.join(target.mediaDir, "audio", "old.mp3"), "old");
}, 120_000);

afterAll(async () => {
  await dropTarget?.();
  await t?.close();
});

describe(`restoring a hostile archive (${ENGINE})`, () => {
  it("the archive rebuilt here entry by entry, unchanged, restores (the hostile ones below differ from it only where they say)", async () => {
    const { database, drop } = await createTestDatabase();
    const spare = temp("spare");
    const into: Config = { ...config, database, mediaDir: path.join(spare, "media") };
    try {
      const report = await restoreArchive({ config: into, archive: archiveFile(tarOf(genuine)), force: false });
      expect(report.counts.filter((row) => row.expected !== row.restored)).toEqual([]);
      const restored = path.join(into.mediaDir, "audio", "x.mp3");
      expect(fs.lstatSync(restored).isFile()).toBe(true);
      expect(fs.readFileSync(restored).equals(audio)).toBe(true);
      // The database copy was written 0600, and a restored SQLite file keeps that mode.
      if (database.kind === "sqlite") expect((fs.statSync(database.file).mode & 0o777).toString(8)).toBe("600");
      // Only the media folder is left beside it: the restore's working folder is gone.
      expect(fs.readdirSync(spare)).toEqual(["media"]);
      expect(Object.keys(tree(into.mediaDir)).sort()).toEqual(["audio", "audio/x.mp3"]);
    } finally {
      await drop();
      fs.rmSync(spare, { recursive: true, force: true });
    }
  }, 60_000);

  it("a symbolic link after a real file of the same name (media/audio/x.mp3 -> ../../site.db), with a decoy the link would reach while the hashes are checked, is refused", async () => {
    const archive = archiveFile(
      tarOf([
        ...insertedAfter(genuine, "media/audio/x.mp3", {
          path: "media/audio/x.mp3",
          type: "SymbolicLink",
          body: Buffer.alloc(0),
          linkpath: "../../site.db",
        }),
        // Where the link points inside the working folder: the manifest's hash of x.mp3 is its hash.
        file("site.db", audio),
      ]),
    );
    await expectRefused(archive, /"media\/audio\/x\.mp3", which is a symbolic link to "\.\.\/\.\.\/site\.db"/);
    expect(fs.existsSync(path.join(target.mediaDir, "audio", "x.mp3"))).toBe(false);
  }, 60_000);

  it("a hard link (media/audio/y.mp3 to the database copy, which the manifest lists as y.mp3) is refused", async () => {
    const database = manifestOf(genuine).database;
    const copy = genuine.find((entry) => entry.path === database.path)!;
    const entries = withManifest(genuine, (manifest) => {
      manifest.media.push({ path: "media/audio/y.mp3", bytes: database.bytes, sha256: database.sha256 });
    });
    const archive = archiveFile(
      tarOf([
        ...entries,
        file("media/audio/y.mp3", Buffer.alloc(copy.body.length, 1)),
        { path: "media/audio/y.mp3", type: "Link", body: Buffer.alloc(0), linkpath: database.path },
      ]),
    );
    await expectRefused(archive, /"media\/audio\/y\.mp3", which is a hard link to "database\//);
  }, 60_000);

  it.each([
    ["a named pipe", "FIFO", /"media\/audio\/pipe\.mp3", which is a named pipe/],
    ["a device", "CharacterDevice", /"media\/audio\/pipe\.mp3", which is a device/],
    // node-tar skips an entry of a kind it does not handle without a word: the restore refuses it.
    ["a sparse file", "SparseFile", /"media\/audio\/pipe\.mp3", which is an entry of the kind SparseFile/],
  ] as const)("%s is refused", async (_kind, type, reason) => {
    const archive = archiveFile(
      tarOf(insertedAfter(genuine, "manifest.json", { path: "media/audio/pipe.mp3", type, body: Buffer.alloc(0) })),
    );
    await expectRefused(archive, reason);
  });

  it("an absolute path, a path with .., and a name outside the archive's layout are refused", async () => {
    const absolute = path.join(root, "media", "audio", "absolute.mp3");
    const cases: Array<[string, RegExp]> = [
      [absolute, /is an absolute path/],
      [
        "media/audio/../../../escaped.mp3",
        /"media\/audio\/\.\.\/\.\.\/\.\.\/escaped\.mp3", which is a path that climbs out/,
      ],
      ["../escaped.mp3", /"\.\.\/escaped\.mp3", which is a path that climbs out/],
      ["media/gen/page.html", /"media\/gen\/page\.html", which is not a file of this site's archives/],
      ["media/tmp/x.mp3", /"media\/tmp\/x\.mp3", which is not a file of this site's archives/],
    ];
    for (const [name, reason] of cases) {
      // Listed in the manifest, and not: either way refused for what it is.
      const listed = withManifest(genuine, (manifest) => {
        manifest.media.push({ path: name, bytes: audio.length, sha256: sha256(audio) });
      });
      await expectRefused(archiveFile(tarOf([...listed, file(name, audio)])), reason);
      await expectRefused(archiveFile(tarOf(insertedAfter(genuine, "manifest.json", file(name, audio)))), reason);
      expect(fs.existsSync(absolute)).toBe(false);
    }
  }, 60_000);

  it("a file given twice is refused", async () => {
    const archive = archiveFile(
      tarOf(insertedAfter(genuine, "media/audio/x.mp3", file("media/audio/x.mp3", Buffer.alloc(audio.length, 2)))),
    );
    await expectRefused(archive, /holds "media\/audio\/x\.mp3" twice/);
  });

  it("a file cut off inside the archive (the tar ends in the middle of it, the gzip whole) is refused", async () => {
    const tar = tarOf(genuine);
    const audioAt = tar.indexOf(audio.subarray(0, 64));
    expect(audioAt).toBeGreaterThan(0);
    await expectRefused(archiveFile(tar.subarray(0, audioAt + 5000)), /damaged or incomplete/);
  });

  it("a lying manifest is refused: a hash that is not the file's, a file it does not list, a file it lists that is not there", async () => {
    const wrongHash = withManifest(genuine, (manifest) => {
      manifest.media.find((entry) => entry.path === "media/audio/x.mp3")!.sha256 = sha256(Buffer.from("another"));
    });
    await expectRefused(
      archiveFile(tarOf(wrongHash)),
      /is damaged: media\/audio\/x\.mp3 is not the file its manifest describes/,
    );

    const wrongDatabase = withManifest(genuine, (manifest) => {
      manifest.database.sha256 = sha256(Buffer.from("another"));
    });
    await expectRefused(archiveFile(tarOf(wrongDatabase)), /is damaged: database\/.* is not the file its manifest/);

    await expectRefused(
      archiveFile(tarOf([...genuine, file("media/audio/extra.mp3", audio)])),
      /holds media\/audio\/extra\.mp3, which its manifest does not list/,
    );

    const listsMore = withManifest(genuine, (manifest) => {
      manifest.media.push({ path: "media/audio/gone.mp3", bytes: audio.length, sha256: sha256(audio) });
    });
    await expectRefused(archiveFile(tarOf(listsMore)), /is incomplete: .*media\/audio\/gone\.mp3/);

    const listsTwice = withManifest(genuine, (manifest) => {
      manifest.media.push(manifest.media.find((entry) => entry.path === "media/audio/x.mp3")!);
    });
    await expectRefused(archiveFile(tarOf(listsTwice)), /its manifest names media\/audio\/x\.mp3 twice/);
  }, 60_000);
});
