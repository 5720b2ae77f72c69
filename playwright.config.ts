import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tools/lib/chromium";
import { CHANGES_THE_SITE_PATTERN, DESKTOP_ONLY_PATTERN, DESKTOP_PATTERN } from "./tests/e2e/support/widths";

/**
 * End-to-end tests in Debian's Chromium (no browser download): /usr/bin/chromium or CHROMIUM_PATH.
 * The server runs on a fresh SQLite database with the demo content (tools/e2e-server.ts);
 * E2E_DEV=1 serves through Vite instead of the build, E2E_PORT picks the port.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const databaseFile = path.resolve(process.env.E2E_DB_FILE ?? `data/e2e/site-${port}.db`);
// Workers inherit this: tests read rows from the same database the server writes.
process.env.E2E_DB_FILE = databaseFile;

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Four on two cores: many tests spend their time waiting on the page's own timers (slides every
  // 7 s, thanks shown for 3 s); with the API suites and the soak beside them (tools/test.mjs) the
  // run still used about one core of two with three workers, so a fourth fills idle time.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 4,
  // In CI a failed test runs once more, only so that the report can tell a flaky test (failed,
  // then passed) from a broken one; a flaky test fails the run all the same, by name
  // (failOnFlakyTests here, and tools/test.mjs counts it as failed).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Every test records a trace, kept when it fails. Without traces three specs used about a third
    // less CPU, the whole suite about the same time, and races with the pages' own timers showed up under
    // a full run's load (decisions 037 and 038).
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  // One rule decides where a test runs (tests/e2e/support/widths.ts): every test runs once, on
  // the phone most visitors hold; a test whose subject is what the screen's width changes (the
  // frame, the pages' layouts, pictures, contrast, keyboard paths at a width) is tagged
  // DESKTOP_TOO and runs again at 1280 px; DESKTOP_ONLY runs at 1280 px alone.
  projects: [
    {
      name: "phone",
      use: { viewport: { width: 390, height: 844 }, hasTouch: true },
      grepInvert: [DESKTOP_ONLY_PATTERN, CHANGES_THE_SITE_PATTERN],
    },
    {
      name: "desktop",
      use: { viewport: { width: 1280, height: 800 } },
      grep: DESKTOP_PATTERN,
      grepInvert: CHANGES_THE_SITE_PATTERN,
    },
    // CHANGES_THE_SITE: tests that change what every page shows, once the others are done.
    {
      name: "site-changes",
      use: { viewport: { width: 390, height: 844 }, hasTouch: true },
      grep: CHANGES_THE_SITE_PATTERN,
      dependencies: ["phone", "desktop"],
    },
  ],
  webServer: {
    command: "npx tsx tools/e2e-server.ts",
    url: `http://127.0.0.1:${port}/api/csrf/`,
    reuseExistingServer: false,
    // The first run on a machine draws the site's pictures before the server listens (about a
    // minute on two idle cores; docs/decisions/021); later runs copy them from the cache.
    timeout: 600_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { E2E_PORT: String(port), E2E_DB_FILE: databaseFile, E2E_DEV: process.env.E2E_DEV ?? "" },
  },
});
