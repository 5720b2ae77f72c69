#!/usr/bin/env node
// `npm test`: every test: the unit tests; the types, lint and the import rules beside the
// production build; then the end-to-end suite in Chromium (which includes the budget tests of
// docs/performance.md, tests/e2e/budgets.spec.ts: first-visit JavaScript of every route from the
// build's manifest, page weight, pictures and repeat visits on the rendered pages) and beside it
// the API suite on SQLite, the API suite on PostgreSQL, and the real server processes and the small
// soak. Prints every step's time and CPU, and one closing line "N passed, N failed", after the
// names of every failed test and of any flaky test (one that passed only on its retry: it fails
// the run). PostgreSQL is required when CI=true; locally it is skipped, with a message, when it
// cannot be reached (PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres).
import { spawn } from "node:child_process";
import fs from "node:fs";
import pg from "pg";
import { clockTicksPerSecond, cpuSince, formatCpu, readChildCpu } from "./lib/cpu-time.mjs";
import { createTally } from "./lib/test-report.mjs";

const reportsDir = "data/test-reports";
fs.mkdirSync(reportsDir, { recursive: true });
const tally = createTally();
const only = process.argv.slice(2); // e.g. `npm test -- unit api`

// Every step's wall-clock time, printed as it ends and again in the closing lines: what CI spends
// its minutes on.
const runStarted = Date.now();
const stepTimes = [];
function timed(name, started) {
  const seconds = Math.round((Date.now() - started) / 1000);
  stepTimes.push(`${name}: ${seconds} s`);
  console.log(`=== ${name}: ${seconds} s`);
}

// Every step's CPU seconds (user and system, its child processes and theirs), beside the wall
// time: what the run costs the machine, where steps run side by side. The children's total grows
// when a child is waited for, so a step's share is the growth read as its process exits (two steps
// ending in the same instant may have their shares swapped; the total is exact). Only on Linux.
const ticksPerSecond = clockTicksPerSecond();
const cpuAtStart = readChildCpu(ticksPerSecond);
let cpuLastRead = cpuAtStart;
const stepCpu = [];
function childExited(name) {
  const now = readChildCpu(ticksPerSecond);
  const spent = cpuSince(cpuLastRead, now);
  cpuLastRead = now;
  if (spent) stepCpu.push(`${name}: ${formatCpu(spent)}`);
}

// Asynchronous, so that steps can run side by side. A step running beside another (`prefix`) has each
// line of its output marked with its name, so that the two stay readable as they interleave.
async function run(name, command, args, env = {}, prefix = null) {
  console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const child = spawn(command, args, {
    stdio: prefix ? ["ignore", "pipe", "pipe"] : "inherit",
    env: { ...process.env, ...env },
  });
  if (prefix) {
    for (const stream of [child.stdout, child.stderr]) {
      let pending = "";
      stream.on("data", (chunk) => {
        const lines = (pending + chunk).split("\n");
        pending = lines.pop();
        for (const line of lines) console.log(`[${prefix}] ${line}`);
      });
      stream.on("end", () => pending && console.log(`[${prefix}] ${pending}`));
    }
  }
  child.on("exit", () => childExited(name));
  const status = await new Promise((resolve) => child.on("close", (code) => resolve(code)));
  timed(name, started);
  if (status !== 0) tally.stepFailed(name);
  return status === 0;
}

const readReport = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null);

function countVitest(name, file) {
  const report = readReport(file);
  if (!report) return;
  tally.addVitest(report);
  console.log(`=== ${name}: ${report.numTotalTests} tests in ${report.numTotalTestSuites} suites`);
}

async function vitest(name, configArgs, reportName, env, prefix = null) {
  const file = `${reportsDir}/${reportName}.json`;
  fs.rmSync(file, { force: true });
  await run(
    name,
    "npx",
    ["vitest", "run", ...configArgs, "--reporter=default", "--reporter=json", `--outputFile.json=${file}`],
    env,
    prefix,
  );
  countVitest(name, file);
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
 * Runs steps side by side (each is one process on one core: the type check, the lint, the import
 * rules, the build), prints each one's output whole once all are done, and returns each one's name and whether it passed.
 */
async function runTogether(steps) {
  const started = Date.now();
  const results = await Promise.all(
    steps.map(
      ({ name, command, args }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
          let output = "";
          child.stdout.on("data", (chunk) => (output += chunk));
          child.stderr.on("data", (chunk) => (output += chunk));
          child.on("exit", () => childExited(name));
          child.on("close", (code) =>
            resolve({
              name,
              command,
              args,
              output,
              ok: code === 0,
              seconds: Math.round((Date.now() - started) / 1000),
            }),
          );
        }),
    ),
  );
  for (const { name, command, args, output, ok, seconds } of results) {
    console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
    process.stdout.write(output);
    stepTimes.push(`${name}: ${seconds} s`);
    console.log(`=== ${name}: ${seconds} s`);
    if (!ok) tally.stepFailed(name);
  }
  return results;
}

// The unit tests first, alone: their component tests keep the machine to themselves. Then the
// static checks beside the build (none of them waits on a timer), then two lanes (decision 035, as
// amended): the end-to-end suite, whose browsers spend much of their time waiting on the pages' own
// timers, and beside it the API suite on each engine and the real server processes with the small
// soak, which wait on their databases and servers much of theirs.
if (wants("unit")) await vitest("unit tests", [], "unit");

const wantsBuild = wants("e2e") || wants("soak");
// typegen writes the route types tsc reads, before anything runs beside it; the lint, the import
// rules (.dependency-cruiser.mjs) and the build need neither.
const typegen = wants("static") && (await run("route types", "npx", ["react-router", "typegen"]));
const builtAndChecked = await runTogether([
  ...(wantsBuild ? [{ name: "build", command: "npm", args: ["run", "build"] }] : []),
  ...(wants("static")
    ? [
        ...(typegen ? [{ name: "typecheck", command: "npx", args: ["tsc", "--noEmit"] }] : []),
        { name: "lint", command: "npx", args: ["eslint", ".", "--max-warnings=0"] },
        { name: "import rules", command: "npx", args: ["depcruise", "."] },
      ]
    : []),
]);
const built = wantsBuild && builtAndChecked.some((step) => step.name === "build" && step.ok);

// The pictures the servers of the later steps need, drawn into the checkout's cache (the
// end-to-end server, the process tests and the production install check copy them instead of
// drawing them).
if (built) await runTogether([{ name: "picture cache", command: "npx", args: ["tsx", "tools/warm-picture-cache.ts"] }]);

const endToEnd = (async () => {
  if (!(wants("e2e") && built)) return;
  const file = `${reportsDir}/e2e.json`;
  fs.rmSync(file, { force: true });
  const step = "end-to-end tests";
  await run(step, "npx", ["playwright", "test", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: file }, "e2e");
  const report = readReport(file);
  if (report) {
    tally.addPlaywright(step, report);
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
    console.log(`=== ${step}: ${expected + unexpected + flaky + skipped} tests`);
  }
})();

// The real server processes from the build: several starting at once, the compiled tools, a
// launcher whose port is taken (tests/processes/), and the small soak: under load, killed, cut off
// from PostgreSQL (through a proxy: this machine's PostgreSQL keeps running) and stopped.
const processesAndSoak = async () => {
  if (!(wants("soak") && built)) return;
  const env = { PG_ADMIN_URL: process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres" };
  await vitest("processes and soak", ["--config", "vitest.soak.config.ts"], "soak", env, "processes");
};

// The API suite on each engine: each run is one process on one core (its files run one after
// another), so the two engines run side by side.
const apiSuites = async () => {
  if (!wants("api")) return;
  const adminUrl = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const onPostgres = await postgresReachable(adminUrl);
  const api = (engine, env) =>
    vitest(`API tests on ${engine}`, ["--config", "vitest.api.config.ts"], `api-${env.TEST_DATABASE}`, env, engine);
  const runs = [api("SQLite", { TEST_DATABASE: "sqlite" })];
  if (onPostgres) {
    runs.push(api("PostgreSQL", { TEST_DATABASE: "postgres", PG_ADMIN_URL: adminUrl }));
  } else if (process.env.CI) {
    console.error(`\nPostgreSQL is required in CI and could not be reached at ${adminUrl}.`);
    tally.stepFailed("API tests on PostgreSQL (unreachable)");
  } else {
    console.log(`\n=== API tests on PostgreSQL: SKIPPED (no server at ${adminUrl}; set PG_ADMIN_URL)`);
  }
  await Promise.all(runs);
};

await Promise.all([endToEnd, apiSuites(), processesAndSoak()]);

const { lines, exitCode } = tally.summary();
const total = `total: ${Math.round((Date.now() - runStarted) / 1000)} s`;
const cpuTotal = cpuSince(cpuAtStart, readChildCpu(ticksPerSecond));
const cpuLines = cpuTotal
  ? [`CPU per step: ${[...stepCpu, `total: ${formatCpu(cpuTotal)}`].join(", ")}`, `CPU: ${formatCpu(cpuTotal)}`]
  : [];
console.log(["", `Step times: ${[...stepTimes, total].join(", ")}`, ...cpuLines, ...lines].join("\n"));
process.exit(exitCode);
