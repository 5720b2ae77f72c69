// The server the end-to-end tests run against: a fresh SQLite database (deleted first, then
// migrated and seeded with the demo content by the server) on E2E_PORT, from the build or, with
// E2E_DEV=1, Vite.
import path from "node:path";
import { PICTURES_DIR } from "#server/domain/media/storage";
import { pictureCacheAt } from "#server/domain/pictures/illustration-cache";
import { producePictures } from "#server/domain/pictures/prepare-illustrations";
import { everyPictureFile, FIXTURE_PICTURE_NAMES } from "#tests/e2e/support/pictures";
import { startPaynowSimulator } from "#tests/support/paynow-simulator";
import { SHARED_PICTURE_CACHE, freshSqliteDatabase, requireBuild, spawnServer } from "#tools/lib/production-server";

const port = Number(process.env.E2E_PORT ?? 4173);
const development = process.env.E2E_DEV === "1";

if (!development) {
  try {
    requireBuild("npx playwright test");
  } catch (error) {
    console.error(`${(error as Error).message} (npm test builds first)`);
    process.exit(1);
  }
}

// The server draws the site's and the demo's pictures at start; the fixtures' own are drawn here.
const mediaDir = path.resolve(process.env.E2E_MEDIA_DIR ?? "data/e2e/media");
await producePictures({
  dir: path.join(mediaDir, PICTURES_DIR),
  files: FIXTURE_PICTURE_NAMES.flatMap(everyPictureFile),
  cache: pictureCacheAt(SHARED_PICTURE_CACHE),
});

// Giving through the simulated Paynow on loopback (tests/support/paynow-simulator.ts), its clock
// following real time: its test numbers settle as Paynow's test mode does (0771111111 paid after 5 s).
const PAYNOW_USD = { id: "1201", key: "3e9fed89-60e1-4ce5-ab6e-6b1eb2d4f977", currency: "USD" as const };
const PAYNOW_ZWG = { id: "1202", key: "0b6f3a1c-7d2e-4a59-9c1b-5e8f2d7a4c30", currency: "ZWG" as const };
const paynow = await startPaynowSimulator([PAYNOW_USD, PAYNOW_ZWG]);
const PAYNOW_TICK_MS = 1000;
setInterval(() => void paynow.advance(PAYNOW_TICK_MS), PAYNOW_TICK_MS).unref();

const { child, listening } = spawnServer({
  port,
  development,
  databaseUrl: freshSqliteDatabase(process.env.E2E_DB_FILE ?? `data/e2e/site-${port}.db`),
  demoContent: true,
  stdio: "inherit",
  // Rate limits off: a test run sends many forms from one address (tests/e2e/spam-guard.spec.ts
  // starts a server of its own with them on).
  env: {
    MEDIA_DIR: mediaDir,
    // Requests with X-Forwarded-Proto: https stand for a TLS proxy on this machine (HSTS tests).
    TRUST_PROXY: "127.0.0.1",
    VITE_CACHE_DIR: `node_modules/.vite-${port}`,
    PAYNOW_URL: paynow.url,
    PAYNOW_USD_ID: PAYNOW_USD.id,
    PAYNOW_USD_KEY: PAYNOW_USD.key,
    PAYNOW_ZWG_ID: PAYNOW_ZWG.id,
    PAYNOW_ZWG_KEY: PAYNOW_ZWG.key,
    PAYNOW_MERCHANT_EMAIL: "treasurer@church.example",
  },
});
// Playwright waits for the URL; should another server answer there, ours has exited (port taken)
// and so does this script, which fails the run instead of testing a stranger.
listening.then(
  () => console.log(`e2e server: listening on port ${port} (pid ${child.pid})`),
  (error: Error) => console.error(`e2e server: ${error.message}`),
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
