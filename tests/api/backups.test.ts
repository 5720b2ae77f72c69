import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { archiveName } from "#server/backups/archive-names";
import { restoreArchive, RestoreRefused } from "#server/backups/restore";
import { claimRun, backupState, LEASE_MS } from "#server/backups/runs";
import { backupJob } from "#server/backups/schedule";
import { createJobRunner } from "#server/jobs/runner";
import { takeBackup, type BackupOutcome } from "#server/backups/take-backup";
import { buildApp } from "#server/app";
import type { Config } from "#server/config";
import { openDatabase, type DatabaseHandle } from "#server/db/connection";
import { migrateToLatest } from "#server/db/migrate";
import { seedDemoContent } from "#server/seed/index";
import { pictureStorageOf } from "#server/domain/pictures/picture-storage";
import { encodePicture, pictureFiles } from "#server/domain/pictures/pictures";
import { addMember } from "./staff-support";
import { fakeClock, startSmtpSink, testWorker } from "./mail-support";
import { createTestApi, createTestDatabase, csrfPair, ENGINE, type TestApi } from "./support";

/**
 * Backups and restore (server/backups/) on the engine under test: an archive taken while visitors
 * write, restored into a new database and media folder and served from there; the restore's
 * refusals; one backup across several schedulers at the backup time; a failure mailed to the
 * admins; retention. The dashboard's panel is in backups-dashboard.test.ts.
 */

const temp = (label: string) => fs.mkdtempSync(path.join(os.tmpdir(), `backups-${label}-`));
const done = (outcome: BackupOutcome | null) => {
  if (outcome?.status !== "done") throw new Error(`the backup did not finish: ${JSON.stringify(outcome)}`);
  return outcome;
};

let t: TestApi;
let config: Config;
const pictureName = "photo-0a1b2c3d4e5f";
const audioFile = "audio/sunday-sermon-abc123.mp3";
let audioBytes: Buffer;

/** A configuration of `t`'s database with its own backup folder (never ./data/backups). */
function withBackups(base: Config, change: Partial<Config["backups"]> = {}): Config {
  return { ...base, backups: { ...base.backups, dir: temp("archives"), time: "02:30", s3Prefix: null, ...change } };
}

beforeAll(async () => {
  t = await createTestApi();
  config = withBackups(t.config);
  await seedDemoContent(t.database);
  // An uploaded picture, through the real pipeline, into MEDIA_DIR/gen.
  const png = path.join(temp("png"), "upload.png");
  await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 30, g: 120, b: 90 } } })
    .png()
    .toFile(png);
  const size = await encodePicture(png, "png", pictureName, pictureStorageOf(config));
  await t.database.db
    .insertInto("pictures")
    .values({
      name: pictureName,
      original_name: "upload.png",
      alt: "A field",
      width: size.width,
      height: size.height,
      bytes: 1000,
      uploaded_by: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  // A sermon's audio, as the upload leaves it.
  audioBytes = Buffer.concat([Buffer.from("ID3"), Buffer.alloc(40_000, 7)]);
  fs.mkdirSync(path.join(config.mediaDir, "audio"), { recursive: true });
  fs.writeFileSync(path.join(config.mediaDir, audioFile), audioBytes);
  const sermon = await t.database.db.selectFrom("sermons").select("id").orderBy("id").executeTakeFirstOrThrow();
  await t.database.db
    .updateTable("sermons")
    .set({
      audio_file: audioFile,
      audio_type: "audio/mpeg",
      audio_bytes: audioBytes.length,
      audio_seconds: 60,
      has_audio: 1,
    })
    .where("id", "=", sermon.id)
    .execute();
  for (const email of ["reader-one@example.org", "reader-two@example.org"]) {
    expect((await t.post("/api/newsletter/subscribe/", { email, name: "" })).statusCode).toBe(201);
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** A new, empty database and media folder on the engine under test, configured like `config`. */
async function emptyTarget(): Promise<{ config: Config; drop: () => Promise<void> }> {
  const { database, drop } = await createTestDatabase();
  const mediaDir = temp("restored-media");
  return {
    config: { ...config, database, mediaDir },
    drop: async () => {
      await drop();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

async function rowsOf(
  handle: DatabaseHandle,
  table: "prayer_requests" | "comments" | "newsletter_subscribers" | "posts" | "sermons",
) {
  return (await handle.db.selectFrom(table).selectAll().orderBy("id").execute()) as Array<Record<string, unknown>>;
}

describe(`backup and restore (${ENGINE})`, () => {
  it("an archive taken while visitors write comments and prayer requests restores into a new database and folder, which serves every post, sermon, picture, audio file, subscriber and prayer request, with the manifest's counts", async () => {
    const post = await t.database.db
      .selectFrom("posts")
      .select("slug")
      .where("status", "=", "published")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const csrf = await csrfPair(t.app);
    const acknowledged: Array<{ kind: "prayer" | "comment"; text: string; at: number }> = [];
    let writing = true;
    let sent = 0;
    const writer = async (kind: "prayer" | "comment") => {
      while (writing) {
        const text = `${kind} under load ${sent++}`;
        const response =
          kind === "prayer"
            ? await t.post(
                "/api/prayers/submit/",
                { name: "Chipo", email: "chipo@example.org", phone: "", request: text, is_private: true },
                csrf.headers,
              )
            : await t.post(
                "/api/comments/create/",
                { post_slug: post.slug, name: "Rudo", email: "rudo@example.org", text, parent: null },
                csrf.headers,
              );
        expect(response.statusCode, response.body).toBe(201);
        acknowledged.push({ kind, text, at: Date.now() });
      }
    };
    const writers = [writer("prayer"), writer("comment"), writer("prayer")];
    await new Promise((resolve) => setTimeout(resolve, 150));
    const backupStarted = Date.now();
    const outcome = done(await takeBackup({ config, handle: t.database, trigger: "command" }));
    writing = false;
    await Promise.all(writers);
    const { archive } = outcome;
    expect(archive.fileName).toMatch(/^church-site-\d{4}-\d{2}-\d{2}T\d{6}\+0200\.tar\.gz$/);
    expect(fs.readdirSync(config.backups.dir)).toEqual([archive.fileName]);
    const writtenDuring = acknowledged.filter((item) => item.at >= backupStarted).length;
    expect(writtenDuring, "writes went on while the backup ran").toBeGreaterThan(0);

    const { manifest } = archive;
    expect(manifest.engine).toBe(ENGINE);
    expect(manifest.app.name).toBe("harare-church-site");
    expect(manifest.createdAt.harare).toMatch(/\+02:00$/);
    expect(manifest.missing).toEqual([]);
    const mediaPaths = manifest.media.map((file) => file.path);
    expect(mediaPaths).toEqual(
      [...pictureFiles(pictureName).map((file) => `media/gen/${file.key}`), `media/${audioFile}`].sort(),
    );
    expect(manifest.media.find((file) => file.path === `media/${audioFile}`)?.sha256).toBe(
      createHash("sha256").update(audioBytes).digest("hex"),
    );
    // No drawn illustration and nothing of .env in the archive.
    expect(mediaPaths.filter((file) => !file.includes("photo-") && !file.includes("audio/"))).toEqual([]);

    const target = await emptyTarget();
    try {
      const report = await restoreArchive({ config: target.config, archive: archive.file, force: false });
      expect(report.counts.filter((row) => row.expected !== row.restored)).toEqual([]);
      expect(report.counts.find((row) => row.table === "prayer_requests")?.restored).toBe(
        manifest.counts.prayer_requests,
      );

      // The server's start on the restored database: migrations (none left), then the app.
      const restored = openDatabase(target.config.database);
      try {
        expect(await migrateToLatest(restored.db, restored.engine)).toEqual([]);
        const source = t.database;
        // What was acknowledged before the backup began is there, and what is there is as it was written.
        const restoredPrayers = await rowsOf(restored, "prayer_requests");
        const restoredComments = await rowsOf(restored, "comments");
        const texts = new Set([
          ...restoredPrayers.map((row) => row.request),
          ...restoredComments.map((row) => row.text),
        ]);
        for (const item of acknowledged.filter((entry) => entry.at < backupStarted))
          expect(texts.has(item.text), item.text).toBe(true);
        for (const table of ["prayer_requests", "comments", "newsletter_subscribers", "posts", "sermons"] as const) {
          const original = new Map((await rowsOf(source, table)).map((row) => [row.id, row]));
          for (const row of await rowsOf(restored, table))
            expect(row, `${table} ${String(row.id)}`).toEqual(original.get(row.id));
          expect((await rowsOf(restored, table)).length, table).toBe(manifest.counts[table]);
        }
        expect((await rowsOf(restored, "newsletter_subscribers")).map((row) => row.email)).toEqual([
          "reader-one@example.org",
          "reader-two@example.org",
        ]);

        const { app } = await buildApp({ config: target.config, database: restored });
        try {
          await app.ready();
          const posts = (await app.inject({ method: "GET", url: "/api/posts/?page_size=100" })).json<{
            count: number;
            results: Array<{ slug: string }>;
          }>();
          const published = await source.db
            .selectFrom("posts")
            .select("slug")
            .where("status", "=", "published")
            .execute();
          expect(posts.count).toBe(published.length);
          for (const { slug } of published)
            expect((await app.inject({ method: "GET", url: `/api/posts/${slug}/` })).statusCode, slug).toBe(200);
          const sermons = await source.db.selectFrom("sermons").select("slug").where("published", "=", 1).execute();
          const listed = (await app.inject({ method: "GET", url: "/api/sermons/?page_size=100" })).json<{
            results: Array<{ slug: string; has_audio: boolean }>;
          }>();
          expect(listed.results.map((sermon) => sermon.slug).sort()).toEqual(
            sermons.map((sermon) => sermon.slug).sort(),
          );
          // has_audio: the file is recorded and present under the restored MEDIA_DIR/audio.
          expect(listed.results.filter((sermon) => sermon.has_audio)).toHaveLength(1);
          for (const file of pictureFiles(pictureName)) {
            const served = await app.inject({ method: "GET", url: `/img/gen/${file.key}` });
            expect(served.statusCode, file.key).toBe(200);
          }
          const audio = await app.inject({ method: "GET", url: `/${audioFile}` });
          expect(audio.statusCode).toBe(200);
          expect(audio.rawPayload.equals(audioBytes)).toBe(true);
        } finally {
          await app.close();
        }
        // The run that made the archive is done in the restored database, with this file.
        const state = await backupState(restored.db);
        expect(state.last).toMatchObject({ status: "done", fileName: archive.fileName });
      } finally {
        await restored.close();
      }
    } finally {
      await target.drop();
    }
  }, 120_000);

  it("restore refuses a database or media folder that holds something, saying what, unless --force; and a damaged archive before it writes", async () => {
    const outcome = done(await takeBackup({ config, handle: t.database, trigger: "command" }));
    const target = await emptyTarget();
    try {
      // Something already there: a subscriber and an audio file.
      const other = openDatabase(target.config.database);
      await migrateToLatest(other.db, other.engine);
      await other.db
        .insertInto("newsletter_subscribers")
        .values({
          email: "someone@example.org",
          email_normalized: "someone@example.org",
          name: "",
          created_at: new Date().toISOString(),
        })
        .execute();
      await other.close();
      fs.mkdirSync(path.join(target.config.mediaDir, "audio"), { recursive: true });
      fs.writeFileSync(path.join(target.config.mediaDir, "audio", "old.mp3"), "old");

      const refusal = await restoreArchive({
        config: target.config,
        archive: outcome.archive.file,
        force: false,
      }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(RestoreRefused);
      expect((refusal as Error).message).toContain("The target is not empty");
      expect((refusal as Error).message).toContain("1 newsletter_subscribers");
      expect((refusal as Error).message).toContain("1 audio files in");
      expect((refusal as Error).message).toContain("--force");
      const untouched = openDatabase(target.config.database);
      expect(
        (await untouched.db.selectFrom("newsletter_subscribers").select("email").execute()).map((row) => row.email),
      ).toEqual(["someone@example.org"]);
      expect(await untouched.db.selectFrom("posts").select("id").execute()).toEqual([]);
      await untouched.close();

      // A cut-off archive: refused as incomplete, nothing written.
      const cut = path.join(temp("cut"), outcome.archive.fileName);
      const whole = fs.readFileSync(outcome.archive.file);
      fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
      const damaged = await restoreArchive({ config: target.config, archive: cut, force: true }).catch(
        (error: unknown) => error,
      );
      expect(damaged).toBeInstanceOf(RestoreRefused);
      expect((damaged as Error).message).toMatch(/damaged or incomplete/);

      const report = await restoreArchive({ config: target.config, archive: outcome.archive.file, force: true });
      expect(report.counts.filter((row) => row.expected !== row.restored)).toEqual([]);
      const replaced = openDatabase(target.config.database);
      expect(
        (await replaced.db.selectFrom("newsletter_subscribers").select("email").orderBy("id").execute()).map(
          (row) => row.email,
        ),
      ).toEqual(["reader-one@example.org", "reader-two@example.org"]);
      await replaced.close();
      expect(fs.readFileSync(path.join(target.config.mediaDir, audioFile)).equals(audioBytes)).toBe(true);
    } finally {
      await target.drop();
    }
  }, 120_000);

  it("several runners on one database at the backup time take one backup between them; none before the time or long after it", async () => {
    const scheduled = withBackups(t.config, { time: "02:30" });
    const clock = fakeClock(new Date("2026-11-26T00:29:00Z")); // 02:29 in Harare
    const handles = [openDatabase(config.database), openDatabase(config.database), openDatabase(config.database)];
    const runners = handles.map((handle) =>
      createJobRunner({
        db: handle.db,
        engine: handle.engine,
        clock: clock.now,
        jobs: [backupJob({ config: scheduled, handle })!],
      }),
    );
    const ran = async () => (await Promise.all(runners.map((runner) => runner.tick()))).flat();
    const archives = () => fs.readdirSync(scheduled.backups.dir).filter((name) => name.endsWith(".tar.gz"));
    try {
      // Yesterday's slot is a day old: left; today's is a minute away.
      expect((await ran()).map((report) => report.outcome)).toEqual(["skipped"]);
      expect(archives()).toEqual([]);
      clock.set(new Date("2026-11-26T00:30:05Z"));
      expect(await ran()).toEqual([{ name: "backup", key: "backup", outcome: "done" }]);
      clock.advance(60_000);
      expect(await ran()).toEqual([]);
      expect(archives()).toEqual([archiveName(new Date("2026-11-26T00:30:05Z"))]);
      const runs = await t.database.db.selectFrom("backup_runs").selectAll().where("slot", "=", "2026-11-26").execute();
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ trigger: "schedule", status: "done" });
      // The next day, seven hours after the time (the server was off): left for the day after.
      clock.set(new Date("2026-11-27T07:31:00Z"));
      expect((await ran()).map((report) => report.outcome)).toEqual(["skipped"]);
      expect(archives()).toHaveLength(1);
    } finally {
      for (const runner of runners) await runner.stop();
      for (const handle of handles) await handle.close();
    }
  }, 60_000);

  it("a failed backup is recorded, logged with its cause and mailed to every active admin (no secret in it); a run whose process died is failed by the next", async () => {
    const smtp = await startSmtpSink();
    const admin = await addMember(t.database.db, "admin", { email: "admin-backups@example.org" });
    const editor = await addMember(t.database.db, "editor", { email: "editor-backups@example.org" });
    // BACKUP_DIR under a file: the folder cannot be made (ENOTDIR). Its path holds the SMTP password.
    const blocker = path.join(temp("blocked"), "pw-Zq8-secret");
    fs.writeFileSync(blocker, "a file, not a folder");
    const broken: Config = {
      ...withBackups(t.config),
      mail: { ...t.config.mail, smtpUrl: `smtp://mailer:pw-Zq8-secret@127.0.0.1:${smtp.port}` },
      backups: { ...config.backups, dir: path.join(blocker, "backups"), time: "02:30" },
    };
    const logged: string[] = [];
    const clock = fakeClock(new Date("2026-12-01T00:31:00Z"));
    const log = {
      info: () => {},
      warn: (line: string) => logged.push(line),
      error: (line: string) => logged.push(line),
    };
    const schedule = createJobRunner({
      db: t.database.db,
      engine: t.database.engine,
      clock: clock.now,
      log,
      jobs: [backupJob({ config: broken, handle: t.database, log })!],
    });
    const worker = testWorker(t.database.db, t.database.engine, smtp.port, clock.now);
    try {
      // The backup's failure is the backups' own (recorded, mailed): the job itself ran.
      expect(await schedule.tick()).toEqual([{ name: "backup", key: "backup", outcome: "done" }]);
      expect(logged.join("\n")).toMatch(/Backup failed: .*ENOTDIR/);
      expect(logged.join("\n")).not.toContain("pw-Zq8-secret");
      await worker.tick();
      const mails = smtp.received.filter((mail) => mail.subject.startsWith("The backup of"));
      expect(mails.map((mail) => mail.to)).toContain(admin.email);
      expect(mails.map((mail) => mail.to)).not.toContain(editor.email);
      const mail = mails.find((item) => item.to === admin.email)!;
      expect(mail.subject).toBe("The backup of 1 Dec 2026, 02:31 failed");
      expect(mail.text).toContain("ENOTDIR");
      expect(mail.raw).not.toContain("pw-Zq8-secret");
      expect(mail.text).toContain("/admin");
      const state = await backupState(t.database.db);
      expect(state.last).toMatchObject({ status: "failed", trigger: "schedule" });
      expect(state.last?.error).toContain("ENOTDIR");
      expect(state.last?.error).not.toContain("pw-Zq8-secret");
      expect(state.lastGood?.status).toBe("done");

      // A run whose process died: its lease runs out, the next claim fails it and tells the admins.
      const before = smtp.received.length;
      const claim = await claimRun(
        { db: t.database.db, engine: t.database.engine, siteUrl: t.config.siteUrl },
        { trigger: "command", slot: null, now: clock.now(), holder: "gone:1" },
      );
      expect(claim.ok).toBe(true);
      const busy = await claimRun(
        { db: t.database.db, engine: t.database.engine, siteUrl: t.config.siteUrl },
        { trigger: "command", slot: null, now: clock.now() },
      );
      expect(busy).toMatchObject({ ok: false, reason: "busy" });
      clock.advance(LEASE_MS + 1000);
      const next = await claimRun(
        { db: t.database.db, engine: t.database.engine, siteUrl: t.config.siteUrl },
        { trigger: "command", slot: null, now: clock.now() },
      );
      expect(next.ok).toBe(true);
      const interrupted = await t.database.db
        .selectFrom("backup_runs")
        .selectAll()
        .where("holder", "=", "gone:1")
        .executeTakeFirstOrThrow();
      expect(interrupted).toMatchObject({ status: "failed" });
      expect(interrupted.error).toMatch(/interrupted/);
      await worker.tick();
      expect(
        smtp.received.slice(before).filter((item) => item.to === admin.email && /failed/.test(item.subject)),
      ).toHaveLength(1);
      // Leave no running claim behind for the other tests.
      if (next.ok)
        await t.database.db
          .updateTable("backup_runs")
          .set({ status: "failed", lease_until: null })
          .where("id", "=", next.run.id)
          .execute();
    } finally {
      await schedule.stop();
      await worker.stop();
      await smtp.stop();
    }
  }, 60_000);

  it("archives are private whatever the umask: BACKUP_DIR is made 0700 (a wider one of an older version narrowed, with a warning), each archive 0600", async () => {
    const modeOf = (file: string) => fs.statSync(file).mode & 0o777;
    const previous = process.umask(0o022);
    try {
      // A folder the backup makes itself, two levels down: only BACKUP_DIR itself is made private.
      const parent = temp("modes");
      const fresh = withBackups(t.config, { dir: path.join(parent, "data", "backups") });
      const first = done(await takeBackup({ config: fresh, handle: t.database, trigger: "command" }));
      expect(modeOf(fresh.backups.dir).toString(8)).toBe("700");
      expect(modeOf(first.archive.file).toString(8)).toBe("600");
      expect(modeOf(path.join(parent, "data")).toString(8)).toBe("755");

      // As an older version left it: 0755, with an archive 0644 in it, and a file that is not an archive.
      const older = withBackups(t.config);
      fs.chmodSync(older.backups.dir, 0o755);
      const old = path.join(older.backups.dir, archiveName(new Date(Date.now() - 3 * 24 * 60 * 60_000)));
      fs.writeFileSync(old, "an older archive", { mode: 0o644 });
      const notes = path.join(older.backups.dir, "notes.txt");
      fs.writeFileSync(notes, "not an archive", { mode: 0o644 });
      const warned: string[] = [];
      const second = done(
        await takeBackup({
          config: older,
          handle: t.database,
          trigger: "command",
          log: { info: () => {}, warn: (line) => warned.push(line), error: (line) => warned.push(line) },
        }),
      );
      expect(modeOf(older.backups.dir).toString(8)).toBe("700");
      expect(modeOf(second.archive.file).toString(8)).toBe("600");
      expect(modeOf(old).toString(8)).toBe("600");
      expect(modeOf(notes).toString(8)).toBe("644");
      expect(warned).toEqual([
        `Backups: ${older.backups.dir} was open to other users (0755); it is now 0700, and 1 older archive in it 0600.`,
      ]);

      // Already private: nothing to say.
      warned.length = 0;
      done(
        await takeBackup({
          config: older,
          handle: t.database,
          trigger: "command",
          now: () => new Date(Date.now() + 2000),
          log: { info: () => {}, warn: (line) => warned.push(line), error: (line) => warned.push(line) },
        }),
      );
      expect(warned).toEqual([]);
    } finally {
      process.umask(previous);
    }
  }, 60_000);

  it("retention keeps the newest of the last days and weeks, never the newest archive, and no file that is not an archive", async () => {
    const kept: Config = withBackups(t.config, { keepDaily: 3, keepWeekly: 2 });
    const dir = kept.backups.dir;
    const at = (iso: string) => archiveName(new Date(iso));
    const old = [
      at("2026-11-25T00:30:00Z"), // Wed 25 Nov, 02:30 Harare
      at("2026-11-25T10:00:00Z"), // the same day, later: the day's newest
      at("2026-11-24T00:30:00Z"),
      at("2026-11-23T00:30:00Z"), // Mon 23 Nov
      at("2026-11-20T00:30:00Z"), // Fri 20 Nov: the week before's newest
      at("2026-11-19T00:30:00Z"),
      at("2026-11-12T00:30:00Z"), // two weeks before
    ];
    for (const name of old) fs.writeFileSync(path.join(dir, name), "old archive");
    fs.writeFileSync(path.join(dir, "notes.txt"), "not an archive");
    const outcome = done(
      await takeBackup({
        config: kept,
        handle: t.database,
        trigger: "command",
        now: () => new Date("2026-11-26T00:30:00Z"),
      }),
    );
    // Days: 26 (new), 25 (its newest), 24. Weeks: this one (the new), the one before (20 Nov).
    expect(fs.readdirSync(dir).sort()).toEqual(
      [
        outcome.archive.fileName,
        at("2026-11-25T10:00:00Z"),
        at("2026-11-24T00:30:00Z"),
        at("2026-11-20T00:30:00Z"),
        "notes.txt",
      ].sort(),
    );
    expect(outcome.deleted.sort()).toEqual(
      [
        at("2026-11-25T00:30:00Z"),
        at("2026-11-23T00:30:00Z"),
        at("2026-11-19T00:30:00Z"),
        at("2026-11-12T00:30:00Z"),
      ].sort(),
    );
  }, 60_000);
});
