import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { MIGRATION_NAMES } from "#server/db/migrate";
import { POSTS } from "#content/demo/posts";
import { sitePictureFiles } from "#server/domain/pictures/picture-list";
import { builtScript, SHARED_PICTURE_CACHE } from "#tools/lib/production-server";
import { freshDatabase, openUrl, startServer, type Engine } from "./support";

/**
 * Starting the compiled server (build/node/server.js) for real: several processes at once on one
 * database (server/db/exclusive.ts), and the demo content only when asked (SEED_DEMO).
 */
const MIGRATIONS = [...MIGRATION_NAMES];

async function counts(url: string): Promise<{ posts: number; migrations: string[] }> {
  const handle = openUrl(url);
  try {
    const posts = await handle.db
      .selectFrom("posts")
      .select(sql<number>`count(*)`.as("n"))
      .executeTakeFirstOrThrow();
    const migrations = await sql<{ name: string }>`select name from schema_migrations order by name`.execute(handle.db);
    return { posts: Number(posts.n), migrations: migrations.rows.map((row) => row.name) };
  } finally {
    await handle.close();
  }
}

const occurrences = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].length;

describe.each<Engine>(["sqlite", "postgres"])("%s", (engine) => {
  it("two servers starting together on one fresh database both come up; each migration and the demo seed run once", async (context) => {
    const database = await freshDatabase(engine, "startup_race");
    if (!database) return context.skip();
    const servers = await Promise.allSettled([
      startServer(database.url, { demoContent: true }),
      startServer(database.url, { demoContent: true }),
    ]);
    try {
      const up = servers.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
      const failures = servers.flatMap((result) => (result.status === "rejected" ? [String(result.reason)] : []));
      expect(failures).toEqual([]);
      const output = up.map((server) => server.output()).join("\n");
      // The start summary's database line says what each process applied: one applied them all.
      expect(occurrences(output, new RegExp(`migrations applied now: ${MIGRATIONS.length}\\b`, "g"))).toBe(1);
      expect(occurrences(output, /migrations applied now/g)).toBe(1);
      expect(occurrences(output, /demo content seeded/g)).toBe(1);
      for (const server of up) expect((await fetch(`${server.origin}/api/posts/?page_size=1`)).status).toBe(200);
      expect(await counts(database.url)).toEqual({ posts: POSTS.length, migrations: MIGRATIONS });
    } finally {
      for (const result of servers) if (result.status === "fulfilled") await result.value.stop();
      await database.drop();
    }
  }, 120_000);

  it("an empty production database (no SEED_DEMO) stays empty after a start and a second start", async (context) => {
    const database = await freshDatabase(engine, "startup_empty");
    if (!database) return context.skip();
    try {
      for (const start of ["first", "second"]) {
        const server = await startServer(database.url, { demoContent: false });
        const answer = (await (await fetch(`${server.origin}/api/posts/`)).json()) as { count: number };
        await server.stop();
        expect(answer.count, `${start} start`).toBe(0);
        expect(server.output()).not.toMatch(/demo content seeded/);
        expect(await counts(database.url), `${start} start`).toEqual({ posts: 0, migrations: MIGRATIONS });
      }
    } finally {
      await database.drop();
    }
  }, 120_000);
});

describe("the compiled seed tool (build/node/seed.js)", () => {
  it("seeds the database DATABASE_URL names and draws its pictures into MEDIA_DIR, with node alone", async () => {
    const database = (await freshDatabase("sqlite", "seed_tool"))!;
    const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "seed-tool-media-"));
    try {
      const run = await promisify(execFile)(process.execPath, [builtScript("seed")], {
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          MEDIA_DIR: mediaDir,
          PICTURE_CACHE_DIR: SHARED_PICTURE_CACHE,
          NODE_OPTIONS: "",
        },
      });
      expect(run.stdout).toMatch(/^Seeded SQLite .*: \d+ posts/m);
      const listed = sitePictureFiles().length;
      expect(run.stdout).toMatch(new RegExp(`^Pictures: ${listed} `, "m"));
      expect(fs.readdirSync(path.join(mediaDir, "gen")).length).toBe(listed);
      expect(await counts(database.url)).toEqual({ posts: POSTS.length, migrations: MIGRATIONS });
    } finally {
      await database.drop();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    }
  }, 60_000);
});
