// Throughput and latency under a fixed load: wrk when installed (Debian's package), autocannon (an
// npm dev dependency) otherwise. The load generator runs on its own core (see tools.ts).
import { createRequire } from "node:module";
import { spawnManaged } from "./cleanup";
import { groupCpuSeconds } from "./cpu";
import { findProgram, type Pinning } from "./tools";

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers that were not 2xx/3xx, and socket errors or timeouts. */
  errors: number;
  /** CPU seconds the measured server used during the measured run (null without /proc). */
  cpuSeconds: number | null;
}

type Parsed = Omit<LoadResult, "cpuSeconds">;

export interface LoadOptions {
  connections: number;
  durationS: number;
  headers: Record<string, string>;
}

export type LoadTool = "wrk" | "autocannon";

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function toMs(value: string, unit: string) {
  const factor = UNIT_MS[unit];
  if (factor === undefined) throw new Error(`wrk: unknown time unit "${unit}"`);
  return Number(value) * factor;
}

/** Reads wrk's report (run with --latency): requests/s, p50 and p99 from its latency distribution. */
export function parseWrk(output: string): Parsed {
  const percentile = (p: number) => {
    const match = new RegExp(`^\\s*${p}(?:\\.0+)?%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m").exec(output);
    if (!match) throw new Error(`wrk: no ${p}% line in its output (was --latency given?)`);
    return toMs(match[1], match[2]);
  };
  const rate = /^Requests\/sec:\s+([\d.]+)/m.exec(output);
  const total = /^\s*(\d+) requests in /m.exec(output);
  if (!rate || !total) throw new Error(`wrk: unexpected output:\n${output}`);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    requestsPerSecond: Number(rate[1]),
    p50Ms: percentile(50),
    p99Ms: percentile(99),
    requests: Number(total[1]),
    errors: (non2xx ? Number(non2xx[1]) : 0) + socketErrors,
  };
}

/** Reads autocannon's --json report (its latencies are whole milliseconds; errors include timeouts). */
export function parseAutocannon(output: string): Parsed {
  const report = JSON.parse(output) as {
    duration: number;
    requests: { total: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  };
  return {
    // Over the whole run rather than the mean of per-second samples (a short run has few samples).
    requestsPerSecond: report.requests.total / report.duration,
    p50Ms: report.latency.p50,
    p99Ms: report.latency.p99,
    requests: report.requests.total,
    errors: report.errors + report.non2xx,
  };
}

function command(tool: LoadTool, url: string, options: LoadOptions, durationS: number): [string, string[]] {
  const headers = Object.entries(options.headers);
  if (tool === "wrk") {
    return [
      "wrk",
      [
        "--threads=1",
        `--connections=${options.connections}`,
        `--duration=${durationS}s`,
        "--timeout=10s",
        "--latency",
        ...headers.flatMap(([name, value]) => ["--header", `${name}: ${value}`]),
        url,
      ],
    ];
  }
  const cli = createRequire(import.meta.url).resolve("autocannon/autocannon.js");
  return [
    process.execPath,
    [
      cli,
      "--json",
      "--no-progress",
      `--connections=${options.connections}`,
      `--duration=${durationS}`,
      ...headers.flatMap(([name, value]) => ["--headers", `${name}:${value}`]),
      url,
    ],
  ];
}

function runOnce(tool: LoadTool, url: string, options: LoadOptions, durationS: number, pinned: Pinning) {
  const [program, args] = pinned.load(...command(tool, url, options, durationS));
  const run = spawnManaged(program, args, { stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  run.child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  run.child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<string>((resolve, reject) => {
    run.child.once("exit", (code) => {
      void run.stop();
      if (code === 0) resolve(stdout);
      else reject(new Error(`${tool} ${url} exited with ${code}: ${stderr.trim() || stdout.trim()}`));
    });
  });
}

/**
 * A warm-up run (discarded), then the measured run, with the CPU time that the process group
 * `group` (the server measured) used meanwhile.
 */
export async function measureLoad(
  tool: LoadTool,
  url: string,
  options: LoadOptions,
  warmUpS: number,
  pinned: Pinning,
  group: number,
): Promise<LoadResult> {
  if (warmUpS > 0) await runOnce(tool, url, options, warmUpS, pinned);
  const cpuBefore = groupCpuSeconds(group);
  const output = await runOnce(tool, url, options, options.durationS, pinned);
  const cpuAfter = groupCpuSeconds(group);
  const cpuSeconds = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  return { ...(tool === "wrk" ? parseWrk(output) : parseAutocannon(output)), cpuSeconds };
}

export function chooseLoadTool(): { tool: LoadTool; note: string } {
  if (findProgram("wrk")) return { tool: "wrk", note: "wrk" };
  return { tool: "autocannon", note: "autocannon (wrk not installed: apt-get install -y wrk)" };
}
