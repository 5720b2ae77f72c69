import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tools/lib/chromium";

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
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // In CI a failed test runs once more, only so that the report can tell a flaky test (failed,
  // then passed) from a broken one; a flaky test fails the run all the same, by name
  // (failOnFlakyTests here, and tools/test.mjs counts it as failed).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    { name: "phone", use: { viewport: { width: 390, height: 844 }, hasTouch: true } },
    {
      name: "desktop",
      use: { viewport: { width: 1280, height: 800 } },
      // The desktop project runs the specs whose subject is what the screen's size changes: the
      // the public layout, the pages' layouts, pictures, keyboard paths, contrast. Specs that set their own
      // viewports, and specs of behaviour that no layout changes (forms and what they store,
      // headers, staff lists), run once, as the phone most visitors hold.
      testIgnore: [
        /widths\.spec/,
        /no-javascript\.spec/,
        /offline\.spec/,
        /security-headers\.spec/,
        /first-submission\.spec/,
        /blog-security\.spec/,
        /blog-comments\.spec/,
        /newsletter\.spec/,
        /contact\.spec/,
        /salvation\.spec/,
        /ministries\.spec/,
        /sermons\.spec/,
        /coming-soon\.spec/,
        /admin-rooms\.spec/,
        /admin-staff\.spec/,
      ],
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
