#!/usr/bin/env node
// `npm test`: every test, in order: types and lint, unit tests, the API suite on SQLite and on
// PostgreSQL, then the production build, the end-to-end suite in Chromium (which includes the
// budget tests of docs/performance.md, tests/e2e/budgets.spec.ts: first-visit JavaScript of every route from
// the build's manifest, page weight, pictures and repeat visits on the rendered pages) and the
// small soak. Prints one closing line "N passed, N failed", after the names of any flaky test (one
// that passed only on its retry: it fails the run). PostgreSQL is required when CI=true;
// locally it is skipped, with a
// message, when it cannot be reached (PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import pg from "pg";
import { createTally } from "./lib/test-report.mjs";

const reportsDir = "data/test-reports";
fs.mkdirSync(reportsDir, { recursive: true });
const tally = createTally();
const only = process.argv.slice(2); // e.g. `npm test -- unit api`

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) tally.stepFailed(name);
  return result.status === 0;
}

const readReport = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null);

function countVitest(file) {
  const report = readReport(file);
  if (report) tally.addVitest(report);
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

/**
 * Runs steps side by side (each is one process on one core: the type check and the lint), prints
 * each one's output whole once all are done, and returns whether all passed.
 */
async function runTogether(steps) {
  const results = await Promise.all(
    steps.map(
      ({ name, command, args }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
          let output = "";
          child.stdout.on("data", (chunk) => (output += chunk));
          child.stderr.on("data", (chunk) => (output += chunk));
          child.on("close", (code) => resolve({ name, command, args, output, ok: code === 0 }));
        }),
    ),
  );
  for (const { name, command, args, output, ok } of results) {
    console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
    process.stdout.write(output);
    if (!ok) tally.stepFailed(name);
  }
  return results.every((result) => result.ok);
}

if (wants("static")) {
  // typegen writes the route types tsc reads; the lint needs neither, so it runs beside tsc.
  const typegen = run("typecheck", "npx", ["react-router", "typegen"]);
  await runTogether([
    ...(typegen ? [{ name: "typecheck", command: "npx", args: ["tsc", "--noEmit"] }] : []),
    { name: "lint", command: "npx", args: ["eslint", ".", "--max-warnings=0"] },
  ]);
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
    tally.stepFailed("API tests on PostgreSQL (unreachable)");
  } else {
    console.log(`\n=== API tests on PostgreSQL: SKIPPED (no server at ${adminUrl}; set PG_ADMIN_URL)`);
  }
}

const built = (wants("e2e") || wants("soak")) && run("build", "npm", ["run", "build"]);

if (wants("e2e") && built) {
  const file = `${reportsDir}/e2e.json`;
  fs.rmSync(file, { force: true });
  const step = "end-to-end tests";
  run(step, "npx", ["playwright", "test", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  const report = readReport(file);
  if (report) tally.addPlaywright(step, report);
}

// Real server processes from the build: several starting at once, the compiled tools, a launcher
// whose port is taken (tests/processes/), and the small soak: under load, killed, cut off from
// PostgreSQL (through a proxy: this machine's PostgreSQL keeps running) and stopped.
if (wants("soak") && built) {
  vitest("processes and soak", ["--config", "vitest.soak.config.ts"], "soak", {
    PG_ADMIN_URL: process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  });
}

const { lines, exitCode } = tally.summary();
console.log(["", ...lines].join("\n"));
process.exit(exitCode);
