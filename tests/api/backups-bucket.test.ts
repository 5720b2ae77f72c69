import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { archiveName } from "#server/backups/archive-names";
import { restoreArchive } from "#server/backups/restore";
import { takeBackup } from "#server/backups/take-backup";
import type { Config } from "#server/config";
import { S3Bucket, type S3Settings } from "#server/lib/s3-bucket";
import { pictureStorageOf } from "#server/domain/pictures/picture-storage";
import { encodePicture, pictureFiles } from "#server/domain/pictures/pictures";
import { createTestApi, createTestDatabase, type TestApi } from "./support";

/**
 * Backups with the pictures in an S3-compatible bucket (s3rver on loopback): the pictures read
 * back from the bucket into the archive, the archive copied into the bucket under
 * BACKUP_S3_PREFIX (in parts when large), retention there too, and a restore into another bucket.
 */

let server: S3rver;
let bucketDir = "";
let endpoint = "";
let t: TestApi;
const settings = (bucket: string): S3Settings => ({
  endpoint,
  bucket,
  region: "us-east-1",
  accessKeyId: "S3RVER",
  secretAccessKey: "S3RVER",
});
const temp = (label: string) => fs.mkdtempSync(path.join(os.tmpdir(), `backups-bucket-${label}-`));

beforeAll(async () => {
  bucketDir = temp("s3");
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: bucketDir,
    configureBuckets: [{ name: "church-live" }, { name: "church-spare" }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  t = await createTestApi({ s3: settings("church-live") });
}, 180_000);

afterAll(async () => {
  await t?.close();
  await server?.close();
  fs.rmSync(bucketDir, { recursive: true, force: true });
});

describe("backups and the bucket", () => {
  it("a file larger than a part goes up in parts and comes back whole", async () => {
    const bucket = new S3Bucket(settings("church-spare"), 5 * 1024 * 1024);
    const file = path.join(temp("big"), "big.bin");
    const bytes = Buffer.alloc(12 * 1024 * 1024 + 123);
    for (let i = 0; i < bytes.length; i += 4096) bytes[i] = i % 251;
    fs.writeFileSync(file, bytes);
    await bucket.putFile("big/big.bin", file, "application/octet-stream");
    expect((await bucket.get("big/big.bin"))?.equals(bytes)).toBe(true);
    expect(await bucket.list("big/")).toEqual(["big/big.bin"]);
    await bucket.delete("big/big.bin");
    expect(await bucket.list("big/")).toEqual([]);
  }, 60_000);

  it("reads the pictures back from the bucket, copies the archive into it under the prefix with retention, and restores into another bucket", async () => {
    const config: Config = {
      ...t.config,
      backups: {
        ...t.config.backups,
        dir: temp("archives"),
        s3Prefix: "backups/",
        keepDaily: 1,
        keepWeekly: 0,
        time: null,
      },
    };
    const name = "photo-00aa11bb22cc";
    const png = path.join(temp("png"), "p.png");
    await sharp({ create: { width: 200, height: 160, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .png()
      .toFile(png);
    const size = await encodePicture(png, "png", name, pictureStorageOf(config));
    await t.database.db
      .insertInto("pictures")
      .values({
        name,
        original_name: "p.png",
        alt: "",
        width: size.width,
        height: size.height,
        bytes: 10,
        uploaded_by: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    expect(fs.existsSync(path.join(config.mediaDir, "gen"))).toBe(false);

    const live = new S3Bucket(settings("church-live"));
    // An older archive of yesterday in the bucket: one day kept, so it goes.
    const yesterday = `backups/${archiveName(new Date(Date.now() - 26 * 60 * 60_000))}`;
    await live.put(yesterday, new Uint8Array(Buffer.from("old")), "application/gzip");

    const outcome = await takeBackup({ config, handle: t.database, trigger: "command" });
    if (outcome.status !== "done") throw new Error(JSON.stringify(outcome));
    expect(outcome.archive.manifest.media.map((file) => file.path)).toEqual(
      pictureFiles(name)
        .map((file) => `media/gen/${file.key}`)
        .sort(),
    );
    expect(outcome.places).toEqual([config.backups.dir, "s3://church-live/backups/"]);
    expect(await live.list("backups/")).toEqual([`backups/${outcome.archive.fileName}`]);
    expect((await live.get(`backups/${outcome.archive.fileName}`))?.equals(fs.readFileSync(outcome.archive.file))).toBe(
      true,
    );
    expect(outcome.deleted).toContain(`s3://church-live/${yesterday}`);

    // A spare server: another database, another bucket, the archive as downloaded from the first.
    const { database, drop } = await createTestDatabase();
    const downloaded = path.join(temp("download"), outcome.archive.fileName);
    fs.writeFileSync(downloaded, (await live.get(`backups/${outcome.archive.fileName}`))!);
    const spare: Config = { ...config, database, mediaDir: temp("spare-media"), s3: settings("church-spare") };
    try {
      const report = await restoreArchive({ config: spare, archive: downloaded, force: false });
      expect(report.counts.filter((row) => row.expected !== row.restored)).toEqual([]);
      const spareBucket = new S3Bucket(settings("church-spare"));
      expect((await spareBucket.list("photo-")).sort()).toEqual(
        pictureFiles(name)
          .map((file) => file.key)
          .sort(),
      );
      // A second restore finds the pictures there and says so.
      const another = await createTestDatabase();
      try {
        await expect(
          restoreArchive({ config: { ...spare, database: another.database }, archive: downloaded, force: false }),
        ).rejects.toThrow(`${pictureFiles(name).length} uploaded picture files in the bucket church-spare`);
      } finally {
        await another.drop();
      }
    } finally {
      await drop();
    }
  }, 120_000);
});
