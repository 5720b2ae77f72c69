/**
 * What bench:scale and bench:staff share: command-line options, a fresh database per engine,
 * round-robin timing of GET requests against a running server, percentiles and the result table.
 */
import { execFileSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { openDatabase, type DatabaseHandle, type Engine } from "#server/db/connection";
import { migrateToLatest } from "#server/db/migrate";
import type { Database } from "#server/db/schema";
import { createThrowawayDatabase } from "./throwaway-postgres";

/** Every measured call's p99 must be under this. */
export const BUDGET_MS = 50;
const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const WARMUP_ROUNDS = 5;

export function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

export interface Row {
  call: string;
  p50: number;
  p99: number;
  max: number;
  samples: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** --priority: nice -10 for the server, this process and the PostgreSQL backends of `database`. */
export function raisePriority(server: ChildProcess, database: string | null): void {
  if (!process.argv.includes("--priority")) return;
  const pids = [process.pid, server.pid!];
  if (database) {
    const ps = execFileSync("ps", ["-eo", "pid=,args="], { encoding: "utf8" });
    for (const line of ps.split("\n")) {
      if (line.includes(`postgres: `) && line.includes(` ${database} `)) pids.push(Number(line.trim().split(/\s+/)[0]));
    }
  }
  for (const pid of pids) os.setPriority(pid, -10);
}

export interface MeasureOptions {
  origin: string;
  samples: number;
  /** Sent with every request (a staff session's cookie). */
  headers?: Record<string, string>;
  /** Called once the warm-up rounds are done. */
  warmedUp?: () => void;
}

/** Times each URL, round after round; every answer must be 200. */
export async function measure(urls: string[], options: MeasureOptions): Promise<Row[]> {
  const times = new Map(urls.map((url) => [url, [] as number[]]));
  // Round-robin: a burst of load from elsewhere on the machine hits every call alike.
  for (let round = 0; round < WARMUP_ROUNDS + options.samples; round++) {
    if (round === WARMUP_ROUNDS) options.warmedUp?.();
    for (const url of urls) {
      const started = performance.now();
      const response = await fetch(`${options.origin}${url}`, { headers: options.headers, redirect: "manual" });
      await response.arrayBuffer();
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
      if (round >= WARMUP_ROUNDS) times.get(url)!.push(elapsed);
    }
  }
  return urls.map((url) => {
    const sorted = times.get(url)!.sort((a, b) => a - b);
    return {
      call: url,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1)!,
      samples: options.samples,
    };
  });
}

/** A fresh database on `engine` (a SQLite file in a temporary folder, or a throwaway PostgreSQL database). */
export async function createBenchDatabase(
  engine: Engine,
  label: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (engine === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
    return { url: `sqlite:${path.join(dir, "scale.db")}`, drop: async () => fs.rmSync(dir, { recursive: true }) };
  }
  return createThrowawayDatabase(PG_ADMIN_URL, `${label.replace(/\W/g, "_")}_${process.pid}`);
}

/** A handle on the database at `url` (`sqlite:FILE` or `postgres://…`). */
export function openBenchDatabase(url: string): DatabaseHandle {
  return openDatabase(
    url.startsWith("postgres") ? { kind: "postgres", url } : { kind: "sqlite", file: url.slice("sqlite:".length) },
  );
}

/**
 * One engine's run: --database's database as it is, or a fresh one migrated and filled by `seed`
 * (timed), measured by `measureServer`, then dropped.
 */
export async function benchFreshDatabase(
  engine: Engine,
  label: string,
  seed: (db: Kysely<Database>, engine: Engine) => Promise<void>,
  measureServer: (databaseUrl: string) => Promise<Row[]>,
): Promise<{ seedSeconds: number; rows: Row[] }> {
  const existing = option("database");
  if (existing) return { seedSeconds: 0, rows: await measureServer(existing) };
  const database = await createBenchDatabase(engine, label);
  try {
    const handle = openBenchDatabase(database.url);
    const started = performance.now();
    try {
      await migrateToLatest(handle.db, handle.engine);
      await seed(handle.db, handle.engine);
    } finally {
      await handle.close();
    }
    return { seedSeconds: (performance.now() - started) / 1000, rows: await measureServer(database.url) };
  } finally {
    await database.drop();
  }
}

/** The engines to measure: --database's, --engine's, or both. Null (after a message) when the options are wrong. */
export function enginesToMeasure(): Engine[] | null {
  const engineOption = option("engine");
  if (engineOption !== undefined && engineOption !== "sqlite" && engineOption !== "postgres") {
    console.error("--engine must be sqlite or postgres");
    return null;
  }
  const database = option("database");
  if (database) return [database.startsWith("postgres") ? "postgres" : "sqlite"];
  return engineOption ? [engineOption] : ["sqlite", "postgres"];
}

/** --samples (default 200), or null (after a message) when it is not an integer of at least 10. */
export function samplesOption(): number | null {
  const samples = Number(option("samples") ?? 200);
  if (!Number.isInteger(samples) || samples < 10) {
    console.error("--samples must be an integer of at least 10");
    return null;
  }
  return samples;
}

export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
}

/** The first line of a run: when, how many cores, how loaded the machine was. */
export function benchHeader(command: string): string {
  const priority = process.argv.includes("--priority") ? ", --priority (nice -10)" : "";
  return `${command} ${new Date().toISOString()}, ${os.cpus().length} cores, load average ${loadAverage()}${priority}`;
}

export function table(engine: Engine, seedSeconds: number, rows: Row[]): string {
  const lines = [
    `${engine === "sqlite" ? "SQLite" : "PostgreSQL"}: seeded in ${seedSeconds.toFixed(1)} s, ${rows[0]?.samples ?? 0} samples per call`,
    "",
    "| call | p50 ms | p99 ms | max ms |",
    "| --- | ---: | ---: | ---: |",
    ...rows.map(
      (row) =>
        `| \`${row.call}\` | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)}${row.p99 > BUDGET_MS ? " ✗" : ""} | ${row.max.toFixed(1)} |`,
    ),
  ];
  return lines.join("\n");
}

/** Runs `benchEngine` for each engine, prints the tables (or --json), and returns the exit code. */
export async function runBench(
  command: string,
  benchEngine: (engine: Engine, samples: number) => Promise<{ seedSeconds: number; rows: Row[] }>,
): Promise<number> {
  if (!fs.existsSync("build/server/index.js")) {
    console.error("No build: run `npm run build` first.");
    return 2;
  }
  const engines = enginesToMeasure();
  const samples = samplesOption();
  if (!engines || samples === null) return 2;
  console.log(benchHeader(command));
  const results: Record<string, { seedSeconds: number; rows: Row[] }> = {};
  let over = 0;
  for (const engine of engines) {
    const result = await benchEngine(engine, samples);
    results[engine] = result;
    over += result.rows.filter((row) => row.p99 > BUDGET_MS).length;
    if (!process.argv.includes("--json")) console.log(`\n${table(engine, result.seedSeconds, result.rows)}`);
  }
  if (process.argv.includes("--json")) console.log(JSON.stringify(results, null, 2));
  console.log(`\nload average after: ${loadAverage()}`);
  if (over > 0) console.error(`\n${over} call(s) over the ${BUDGET_MS} ms p99 budget.`);
  return over > 0 ? 1 : 0;
}

/** process.exit with runBench's code; an error prints and exits 1. */
export function exitWith(run: Promise<number>): void {
  run.then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
