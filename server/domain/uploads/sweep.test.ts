import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import { openDatabase, type DatabaseHandle } from "#server/db/connection";
import { migrateToLatest } from "#server/db/migrate";
import { createJobRunner } from "#server/jobs/runner";
import { serverJobs } from "#server/server-jobs";
import { RESUMABLE_DIR } from "./sweep";

const QUIET = { info: () => {}, warn: () => {}, error: () => {} };
const HOUR = 60 * 60 * 1000;

let database: DatabaseHandle;
let mediaDir: string;

beforeEach(async () => {
  database = openDatabase({ kind: "sqlite", file: ":memory:" });
  await migrateToLatest(database.db, database.engine);
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "sweep-"));
});

afterEach(async () => {
  await database.db.destroy();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const folder = () => path.join(mediaDir, RESUMABLE_DIR);

async function waitingUpload(id: string, createdAt: Date, staffId: number, files = true): Promise<void> {
  await database.db
    .insertInto("upload_reservations")
    .values({ id, staff_id: staffId, kind: "audio", bytes: 5, created_at: createdAt.toISOString() })
    .execute();
  if (files) {
    fs.writeFileSync(path.join(folder(), id), "bytes");
    fs.writeFileSync(path.join(folder(), `${id}.json`), JSON.stringify({ id, size: 5 }));
  }
}

describe("the resumable uploads' sweep, a job of the server's runner", () => {
  it("is named in the server's job list, hourly, and a tick of the runner sweeps: the expired, the orphans, the never written", async () => {
    const config = loadConfig({ DATABASE_URL: "sqlite::memory:", MEDIA_DIR: mediaDir });
    const jobs = serverJobs(config, database, QUIET);
    const sweep = jobs.find((job) => job.name === "resumable-uploads-sweep");
    expect(sweep?.schedule).toEqual({ everyMs: 3_600_000 });

    const now = new Date("2026-11-28T12:00:00Z");
    fs.mkdirSync(folder(), { recursive: true });
    const { id: staffId } = await database.db
      .insertInto("staff")
      .values({
        name: "Editor",
        email: "editor@example.org",
        email_normalized: "editor@example.org",
        role: "editor",
        password_hash: null,
        active: 1,
        created_at: now.toISOString(),
        last_signed_in_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const expired = "a".repeat(32);
    const fresh = "b".repeat(32);
    const orphan = "c".repeat(32);
    const unwritten = "d".repeat(32);
    await waitingUpload(expired, new Date(now.getTime() - 25 * HOUR), staffId);
    await waitingUpload(fresh, new Date(now.getTime() - HOUR), staffId);
    await waitingUpload(unwritten, new Date(now.getTime() - HOUR), staffId, false);
    fs.writeFileSync(path.join(folder(), orphan), "old bytes");
    fs.writeFileSync(path.join(folder(), "not-an-upload.txt"), "kept");

    const runner = createJobRunner({
      db: database.db,
      engine: database.engine,
      jobs: [sweep!],
      clock: () => now,
      log: QUIET,
    });
    expect(await runner.tick()).toEqual([
      expect.objectContaining({ name: "resumable-uploads-sweep", outcome: "done" }),
    ]);
    expect(fs.readdirSync(folder()).sort()).toEqual([fresh, `${fresh}.json`, "not-an-upload.txt"].sort());
    const reserved = await database.db.selectFrom("upload_reservations").select("id").execute();
    expect(reserved.map((row) => row.id)).toEqual([fresh]);
    await runner.stop();
  });
});
