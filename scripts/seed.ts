/**
 * `npm run seed -- [--force] [--images] [--scale]`: puts the demo content into the database named
 * by DATABASE_URL (which must be set, in the environment or .env: this never guesses which
 * database to write to). Compiled to build/node/seed.js for production (scripts/tool.mjs).
 *   --force   empties the demo tables (posts, comments, categories, tags, sermons) first;
 *   --images  also draws every illustration the demo content names into MEDIA_DIR, so the first
 *             visitors do not wait for them;
 *   --scale   seeds the growth data set instead (10,000 posts, 5,000 sermons, 50,000 comments,
 *             server/db/seed/scale.ts), to measure the API at scale (npm run bench:scale).
 * Without --force, a database that already has posts is left as it is.
 */
import path from "node:path";
import { ConfigError, loadConfig, type Config } from "../server/config";
import { openDatabase, type DatabaseHandle } from "../server/db/connection";
import { loadEnvFile } from "../server/env-file";
import { migrateToLatest } from "../server/db/migrate";
import { clearDemoContent, demoImages, seedDemoContent } from "../server/db/seed/index";
import { seedScaleContent } from "../server/db/seed/scale";
import { imageUrl } from "../contract/images";
import { ImageStore } from "../server/media/store";

const USAGE = "Usage: DATABASE_URL=<sqlite:PATH | postgres://...> npm run seed -- [--force] [--images] [--scale]";
const OPTIONS = ["--force", "--images", "--scale"];

function describeDatabase(config: Config): string {
  if (config.database.kind === "sqlite") return `SQLite ${config.database.file}`;
  const url = new URL(config.database.url);
  return `PostgreSQL ${url.host}${url.pathname}`;
}

async function drawImages(config: Config): Promise<void> {
  const store = new ImageStore({ dir: path.join(config.mediaDir, "gen") });
  const files: string[] = [];
  for (const image of demoImages()) {
    for (const width of image.widths) {
      for (const format of ["avif", "webp"] as const) {
        files.push(imageUrl(image.name, image.aspect, width, format).split("/").pop()!);
      }
    }
  }
  const started = Date.now();
  let done = 0;
  // The store draws two at a time; feeding it two at a time keeps memory flat.
  const queue = [...new Set(files)];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      await store.get(file);
      done += 1;
      if (done % 20 === 0) console.log(`  ${done} images ready`);
    }
  };
  await Promise.all([worker(), worker()]);
  console.log(`Images: ${done} ready in ${store.dir} (${((Date.now() - started) / 1000).toFixed(1)} s).`);
}

async function hasPosts(handle: DatabaseHandle): Promise<boolean> {
  return (await handle.db.selectFrom("posts").select("id").limit(1).execute()).length > 0;
}

async function main(): Promise<number> {
  loadEnvFile();
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => !OPTIONS.includes(arg));
  if (unknown.length > 0 || args.includes("--help")) {
    console.error(`${unknown.length > 0 ? `Unknown option ${unknown.join(" ")}\n` : ""}${USAGE}`);
    return 2;
  }
  if (!process.env.DATABASE_URL?.trim()) {
    console.error(`DATABASE_URL is not set: name the database to seed explicitly.\n${USAGE}`);
    return 2;
  }
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      return 2;
    }
    throw error;
  }

  const handle = openDatabase(config.database);
  try {
    await migrateToLatest(handle.db, handle.engine);
    if (args.includes("--scale")) {
      if (!args.includes("--force") && (await hasPosts(handle))) {
        console.log(`${describeDatabase(config)} already has posts: nothing seeded (use --force to replace them).`);
        return 0;
      }
      const started = Date.now();
      const summary = await seedScaleContent(handle.db, handle.engine);
      console.log(
        `Seeded ${describeDatabase(config)} at scale in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
          `${summary.posts} posts (${summary.drafts} drafts, ${summary.scheduled} scheduled), ` +
          `${summary.comments} comments, ${summary.sermons} sermons, ${summary.categories} categories, ${summary.tags} tags.`,
      );
      return 0;
    }
    if (args.includes("--force")) {
      await clearDemoContent(handle.db);
      console.log("Demo tables emptied.");
    }
    const summary = await seedDemoContent(handle);
    if (summary.posts === 0) {
      console.log(`${describeDatabase(config)} already has posts: nothing seeded (use --force to replace them).`);
    } else {
      console.log(
        `Seeded ${describeDatabase(config)}: ${summary.posts} posts, ${summary.comments} comments, ${summary.sermons} sermons.`,
      );
    }
  } catch (error) {
    console.error(`Seeding ${describeDatabase(config)} failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await handle.close();
  }

  if (args.includes("--images")) await drawImages(config);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
