// The last step of `npm run build`: the list of picture files the start draws ahead of time
// (build/picture-files.json, server/domain/pictures/picture-list.ts), found by reading the site
// this build renders, seeded with the demo content in a database of its own in memory
// (tools/lib/site-picture-crawl.ts). Nothing is drawn here.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { openDatabase } from "#server/db/connection";
import { migrateToLatest } from "#server/db/migrate";
import { seedDemoContent } from "#server/seed/index";
import { PICTURE_LIST_FILE } from "#server/domain/pictures/picture-list";
import { CRAWL_ORIGIN, crawlSitePictures } from "#tools/lib/site-picture-crawl";

const started = Date.now();
const buildDir = path.resolve("build");
const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "picture-list-"));
const base = loadConfig({
  NODE_ENV: "test",
  DATABASE_URL: "sqlite::memory:",
  SITE_URL: CRAWL_ORIGIN,
  MEDIA_DIR: mediaDir,
});
const config = { ...base, rateLimit: { ...base.rateLimit, enabled: false } };
const database = openDatabase(config.database);
try {
  await migrateToLatest(database.db, database.engine);
  await seedDemoContent(database);
  const { app } = await buildApp({
    config,
    database,
    clientBuild: { mode: "production", clientDir: path.join(buildDir, "client"), getBuild: async () => build },
  });
  try {
    await app.ready();
    const { files, pages } = await crawlSitePictures(async (url) => {
      const answer = await app.inject({ method: "GET", url });
      return { statusCode: answer.statusCode, headers: answer.headers, body: answer.body };
    }, database.db);
    fs.writeFileSync(PICTURE_LIST_FILE, `${JSON.stringify(files, null, 1)}\n`);
    console.log(
      `Picture list: ${files.length} files named by ${pages.size} pages and the API, in ${PICTURE_LIST_FILE} (${Date.now() - started} ms)`,
    );
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
}
