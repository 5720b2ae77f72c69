#!/usr/bin/env node
// `npm test`: every test, in order: types and lint, unit tests, the API suite on SQLite and on
// PostgreSQL, then the production build, the end-to-end suite in Chromium (which includes the
// budget tests of DESIGN.md, tests/e2e/budgets.spec.ts: first-visit JavaScript of every route from
// the build's manifest, page weight, pictures and repeat visits on the rendered pages) and the
// small soak. Prints one closing line "N passed, N failed". PostgreSQL is required when CI=true;
// locally it is skipped, with a
// message, when it cannot be reached (PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import pg from "pg";

const reportsDir = "data/test-reports";
fs.mkdirSync(reportsDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const only = process.argv.slice(2); // e.g. `npm test -- unit api`

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(name);
  return result.status === 0;
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const { stats } = JSON.parse(fs.readFileSync(file, "utf8"));
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

function vitest(name, configArgs, reportName, env) {
  const file = `${reportsDir}/${reportName}.json`;
  fs.rmSync(file, { force: true });
  run(
    name,
    "npx",
    ["vitest", "run", ...configArgs, "--reporter=default", "--reporter=json", `--outputFile.json=${file}`],
    env,
  );
  countVitest(file);
}

async function postgresReachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const wants = (step) => only.length === 0 || only.includes(step);

if (wants("static")) {
  if (run("typecheck", "npx", ["react-router", "typegen"])) run("typecheck", "npx", ["tsc", "--noEmit"]);
  run("lint", "npx", ["eslint", ".", "--max-warnings=0"]);
}

if (wants("unit")) vitest("unit tests", [], "unit");

if (wants("api")) {
  vitest("API tests on SQLite", ["--config", "vitest.api.config.ts"], "api-sqlite", { TEST_DATABASE: "sqlite" });
  const adminUrl = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  if (await postgresReachable(adminUrl)) {
    vitest("API tests on PostgreSQL", ["--config", "vitest.api.config.ts"], "api-postgres", {
      TEST_DATABASE: "postgres",
      PG_ADMIN_URL: adminUrl,
    });
  } else if (process.env.CI) {
    console.error(`\nPostgreSQL is required in CI and could not be reached at ${adminUrl}.`);
    failures.push("API tests on PostgreSQL (unreachable)");
    totals.failed += 1;
  } else {
    console.log(`\n=== API tests on PostgreSQL: SKIPPED (no server at ${adminUrl}; set PG_ADMIN_URL)`);
  }
}

const built = (wants("e2e") || wants("soak")) && run("build", "npm", ["run", "build"]);

if (wants("e2e") && built) {
  const file = `${reportsDir}/e2e.json`;
  fs.rmSync(file, { force: true });
  run("end-to-end tests", "npx", ["playwright", "test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  countPlaywright(file);
}

// The small soak: real server processes from the build under load, killed, cut off from
// PostgreSQL (through a proxy: this machine's PostgreSQL keeps running) and stopped.
if (wants("soak") && built) {
  vitest("soak", ["--config", "vitest.soak.config.ts"], "soak", {
    PG_ADMIN_URL: process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  });
}

console.log("");
if (failures.length > 0) console.log(`Failed steps: ${failures.join(", ")}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
