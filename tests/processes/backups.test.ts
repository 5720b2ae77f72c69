import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { HARARE_OFFSET_MINUTES } from "#contract/harare-time";
import { builtScript } from "#tools/lib/production-server";
import { freshDatabase, openUrl, startServer, type Engine } from "./support";

/**
 * The compiled backup and restore tools (build/node/backup.js, restore.js) with node alone,
 * against real server processes: a backup taken while visitors write, restored into a new
 * database and folder, served by a new server; and two servers started at the backup time take
 * one backup between them.
 */

const run = promisify(execFile);
const temp = (label: string) => fs.mkdtempSync(path.join(os.tmpdir(), `processes-backups-${label}-`));

async function tool(name: "backup" | "restore", env: Record<string, string>, args: string[] = []) {
  try {
    const { stdout, stderr } = await run(process.execPath, [builtScript(name), ...args], {
      env: { ...process.env, NODE_OPTIONS: "", ...env },
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, out: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

async function count(url: string, table: "posts" | "prayer_requests" | "comments" | "backup_runs"): Promise<number> {
  const handle = openUrl(url);
  try {
    const rows = await handle.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(rows.n);
  } finally {
    await handle.close();
  }
}

describe.each<Engine>(["sqlite", "postgres"])("%s", (engine) => {
  it("npm run backup while visitors write, npm run restore into a new database and folder, a new server serves it all", async (context) => {
    const source = await freshDatabase(engine, "backup_source");
    if (!source) return context.skip();
    const target = (await freshDatabase(engine, "backup_target"))!;
    const mediaDir = temp("media");
    const restoredMedia = temp("restored");
    const backupDir = temp("archives");
    fs.mkdirSync(path.join(mediaDir, "audio"));
    const audio = Buffer.concat([Buffer.from("ID3"), Buffer.alloc(64_000, 3)]);
    fs.writeFileSync(path.join(mediaDir, "audio", "sermon-0123abcd.mp3"), audio);
    const server = await startServer(source.url, { demoContent: true, env: { MEDIA_DIR: mediaDir } });
    let restoredServer: Awaited<ReturnType<typeof startServer>> | null = null;
    try {
      const csrf = await fetch(`${server.origin}/api/csrf/`);
      const token = /csrftoken=([^;]+)/.exec(csrf.headers.get("set-cookie") ?? "")![1]!;
      const headers = {
        "content-type": "application/json",
        cookie: `csrftoken=${token}`,
        "x-csrftoken": token,
        origin: server.origin,
      };
      const slug = (
        (await (await fetch(`${server.origin}/api/posts/?page_size=1`)).json()) as { results: Array<{ slug: string }> }
      ).results[0]!.slug;
      let writing = true;
      let acknowledged = 0;
      const writer = async (i: number) => {
        for (let n = 0; writing; n++) {
          const response =
            i % 2 === 0
              ? await fetch(`${server.origin}/api/prayers/submit/`, {
                  method: "POST",
                  headers,
                  body: JSON.stringify({
                    name: "Chipo",
                    email: "c@example.org",
                    phone: "",
                    request: `Pray ${i}-${n}`,
                    is_private: false,
                  }),
                })
              : await fetch(`${server.origin}/api/comments/create/`, {
                  method: "POST",
                  headers,
                  body: JSON.stringify({
                    post_slug: slug,
                    name: "Rudo",
                    email: "r@example.org",
                    text: `Amen ${i}-${n}`,
                    parent: null,
                  }),
                });
          expect(response.status).toBe(201);
          acknowledged += 1;
        }
      };
      const writers = [0, 1, 2, 3].map(writer);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const before = acknowledged;
      const backup = await tool("backup", { DATABASE_URL: source.url, MEDIA_DIR: mediaDir, BACKUP_DIR: backupDir });
      const during = acknowledged - before;
      writing = false;
      await Promise.all(writers);
      expect(backup.code, backup.out).toBe(0);
      expect(backup.out).toMatch(/^Backup church-site-.*\.tar\.gz: [\d.]+ MB in [\d.]+ s$/m);
      expect(during, "the visitors' writes went on during the backup").toBeGreaterThan(0);
      const [archive] = fs.readdirSync(backupDir);
      const file = path.join(backupDir, archive!);
      const published = ((await (await fetch(`${server.origin}/api/posts/?page_size=1`)).json()) as { count: number })
        .count;
      await server.stop();

      const restore = await tool("restore", { DATABASE_URL: target.url, MEDIA_DIR: restoredMedia }, [file]);
      expect(restore.code, restore.out).toBe(0);
      expect(restore.out).toContain("every table has the rows the manifest says");
      expect(restore.out).not.toContain("differs");
      const manifest = JSON.parse((await run("tar", ["xzf", file, "-O", "manifest.json"])).stdout) as {
        counts: Record<string, number>;
      };
      expect(await count(target.url, "prayer_requests")).toBe(manifest.counts.prayer_requests);
      expect(await count(target.url, "comments")).toBe(manifest.counts.comments);
      expect(manifest.counts.prayer_requests! + manifest.counts.comments!).toBeGreaterThanOrEqual(before);

      // A second restore into it is refused: it is not empty any more.
      const again = await tool("restore", { DATABASE_URL: target.url, MEDIA_DIR: restoredMedia }, [file]);
      expect(again.code).toBe(1);
      expect(again.out).toContain("The target is not empty");

      restoredServer = await startServer(target.url, { demoContent: false, env: { MEDIA_DIR: restoredMedia } });
      const posts = (await (await fetch(`${restoredServer.origin}/api/posts/?page_size=1`)).json()) as {
        count: number;
      };
      expect(posts.count).toBe(published);
      const served = await fetch(`${restoredServer.origin}/audio/sermon-0123abcd.mp3`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(audio)).toBe(true);
    } finally {
      await server.stop().catch(() => {});
      await restoredServer?.stop();
      await source.drop();
      await target.drop();
      for (const dir of [mediaDir, restoredMedia, backupDir]) fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it("two servers started just after the backup time take one backup between them", async (context) => {
    const database = await freshDatabase(engine, "backup_once");
    if (!database) return context.skip();
    const backupDir = temp("once");
    // One minute ago in Harare: both servers find today's backup due when they start.
    const harare = new Date(Date.now() - 60_000 + HARARE_OFFSET_MINUTES * 60_000);
    const time = `${String(harare.getUTCHours()).padStart(2, "0")}:${String(harare.getUTCMinutes()).padStart(2, "0")}`;
    const env = { BACKUP_TIME: time, BACKUP_DIR: backupDir };
    const servers = await Promise.all([
      startServer(database.url, { demoContent: true, env }),
      startServer(database.url, { demoContent: true, env }),
    ]);
    try {
      const deadline = Date.now() + 60_000;
      while (!fs.readdirSync(backupDir).some((name) => name.endsWith(".tar.gz")) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      // Long enough for a second one to have been made, were the claim not shared.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(fs.readdirSync(backupDir).filter((name) => name.endsWith(".tar.gz"))).toHaveLength(1);
      expect(await count(database.url, "backup_runs")).toBe(1);
      const output = servers.map((server) => server.output()).join("\n");
      expect([...output.matchAll(/Backup church-site-[^:]+\.tar\.gz: \d+ bytes/g)]).toHaveLength(1);
    } finally {
      for (const server of servers) await server.stop();
      await database.drop();
      fs.rmSync(backupDir, { recursive: true, force: true });
    }
  }, 180_000);
});
