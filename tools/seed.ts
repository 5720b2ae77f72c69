/**
 * `npm run seed -- [--force] [--scale] [--remove-demo]`: puts the demo content into the database
 * named by DATABASE_URL (which must be set, in the environment or .env: this never guesses which
 * database to write to), then draws the pictures it shows into MEDIA_DIR (docs/decisions/021).
 * Compiled to build/node/seed.js for production (tools/tool.mjs).
 *   --force        empties the demo tables (posts, comments, categories, tags, sermons) first;
 *   --scale        seeds the growth data set instead (10,000 posts, 5,000 sermons, 50,000 comments,
 *                  server/seed/scale.ts), to measure the API at scale (npm run bench:scale); no
 *                  pictures are drawn for it;
 *   --remove-demo  takes the demo content out instead, keeping what the church changed (as the
 *                  dashboard's Remove does: server/domain/demo/removal.ts, decision 043), and says
 *                  what went and what stayed.
 * Without --force, a database that already has posts is left as it is.
 */
import { clearDemoContent, seedDemoContent } from "#server/seed/index";
import { seedScaleContent } from "#server/seed/scale";
import type { Config } from "#server/config";
import type { DatabaseHandle } from "#server/db/connection";
import { describePictures, prepareSitePictures } from "#server/domain/pictures/site-pictures";
import { describeDatabase } from "#server/lib/settings-text";
import { loadToolConfig, runTool, withDatabase } from "#tools/lib/command-line";
import { removalSummary, removeDemoContent } from "#server/domain/demo/removal";
import { COMMAND_LINE } from "#server/domain/activity/activity";

const USAGE = "Usage: DATABASE_URL=<sqlite:PATH | postgres://...> npm run seed -- [--force] [--scale] | --remove-demo";
const OPTIONS = ["--force", "--scale", "--remove-demo"];

async function hasPosts(handle: DatabaseHandle): Promise<boolean> {
  return (await handle.db.selectFrom("posts").select("id").limit(1).execute()).length > 0;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => !OPTIONS.includes(arg));
  const mixed = args.includes("--remove-demo") && args.length > 1;
  if (unknown.length > 0 || mixed || args.includes("--help")) {
    console.error(`${unknown.length > 0 ? `Unknown option ${unknown.join(" ")}\n` : ""}${USAGE}`);
    return 2;
  }
  const config = loadToolConfig({ databaseUrlUsage: USAGE });
  return withDatabase(config, async (handle) => {
    try {
      return await seed(handle, args, config);
    } catch (error) {
      console.error(`Seeding ${describeDatabase(config.database)} failed: ${(error as Error).message}`);
      return 1;
    }
  });
}

async function seed(handle: DatabaseHandle, args: string[], config: Config): Promise<number> {
  if (args.includes("--remove-demo")) {
    const removed = await removeDemoContent(handle.db, COMMAND_LINE);
    console.log(
      removed
        ? `Removed from ${describeDatabase(config.database)}: ${removalSummary(removed)}`
        : `${describeDatabase(config.database)} holds no demo content: nothing removed.`,
    );
    return 0;
  }
  if (args.includes("--scale")) {
    if (!args.includes("--force") && (await hasPosts(handle))) {
      console.log(
        `${describeDatabase(config.database)} already has posts: nothing seeded (use --force to replace them).`,
      );
      return 0;
    }
    const started = Date.now();
    const summary = await seedScaleContent(handle.db, handle.engine);
    console.log(
      `Seeded ${describeDatabase(config.database)} at scale in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
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
    console.log(
      `${describeDatabase(config.database)} already has posts: nothing seeded (use --force to replace them).`,
    );
  } else {
    console.log(
      `Seeded ${describeDatabase(config.database)}: ${summary.posts} posts, ${summary.comments} comments, ${summary.sermons} sermons.`,
    );
  }
  // Drawn here, not on a visitor's request (docs/decisions/021); those already there are kept.
  try {
    console.log(describePictures(await prepareSitePictures(handle.db, config)));
  } catch (error) {
    console.error(`Drawing the pictures into ${config.mediaDir} failed: ${(error as Error).message}`);
    return 1;
  }
  return 0;
}

runTool(main);
