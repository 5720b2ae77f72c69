// `npm run bench`: what a visitor pays and what the server sustains, measured on the production
// build in one run (docs/performance.md explains every figure):
//   - the first and the repeat visit of five pages in Chromium at 390 px, bytes on the wire by kind;
//   - throughput and p50/p99 latency of those pages and two API lists under a fixed load, beside
//     nginx serving the same bytes as static files (the ceiling of this machine): from the render
//     cache (warm), through the deployed nginx proxy cache (deploy/nginx.conf), and for the
//     home page a render miss (a second server with its render cache off). Budgets fail the run.
// Usage: npm run build && npm run bench [-- --json] [--lighthouse] [--duration=SECONDS]
import fs from "node:fs";
import os from "node:os";
import { cleanupAll, installSignalHandlers, wasInterrupted } from "#tools/bench/cleanup";
import { chooseLoadTool, measureLoad, type LoadOptions } from "#tools/bench/load";
import { fetchRaw, startNginx, type Snapshot } from "#tools/bench/nginx";
import { measurePages } from "#tools/bench/pages";
import { startProxy } from "#tools/bench/proxy";
import {
  overBudget,
  readLighthouseScores,
  renderReport,
  type LighthouseScores,
  type LoadRow,
  type Report,
  type Target,
} from "#tools/bench/report";
import { requireBuild, ServerStartError } from "#tools/lib/production-server";
import { BenchError, startServer } from "#tools/bench/server";
import { findProgram, pinning } from "#tools/bench/tools";

const PORT = Number(process.env.BENCH_PORT ?? 4300);
const NGINX_PORT = PORT + 1;
const MISS_PORT = PORT + 2;
const PROXY_PORT = PORT + 3;
// Cached pages' p99 is budgeted at 20 connections.
const CONNECTIONS = 20;
const WARM_UP_S = 2;

// What Chromium sends for a page and what the site's own fetches send for the API.
const PAGE_HEADERS = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br, zstd",
};
const API_HEADERS = { accept: "application/json", "accept-encoding": "gzip, deflate, br, zstd" };

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

/** The newest published post's page, as a visitor following the blog would open it. */
async function newestPostPath(origin: string) {
  const response = await fetch(`${origin}/api/posts/latest/`);
  const posts = (await response.json()) as Array<{ slug: string }>;
  if (!response.ok || !Array.isArray(posts) || posts.length === 0) {
    throw new BenchError("/api/posts/latest/ returned no post: the seeded database should have some.");
  }
  return `/blog/${posts[0].slug}`;
}

/** The Lighthouse runner (tools/lighthouse.ts, runLighthouse) when there is one; otherwise a note. */
async function lighthouse(origin: string, paths: string[]) {
  const file = new URL("./lighthouse.ts", import.meta.url);
  if (!fs.existsSync(file)) return { scores: null, note: "Lighthouse skipped: tools/lighthouse.ts is not there." };
  const module = (await import(file.href)) as { runLighthouse?: (origin: string, paths: string[]) => Promise<unknown> };
  if (typeof module.runLighthouse !== "function") {
    return { scores: null, note: "Lighthouse skipped: tools/lighthouse.ts exports no runLighthouse." };
  }
  const scores = readLighthouseScores(await module.runLighthouse(origin, paths), paths);
  return typeof scores === "string" ? { scores: null, note: `Lighthouse skipped: ${scores}` } : { scores, note: null };
}

async function main() {
  installSignalHandlers();
  const unknown = process.argv.slice(2).filter((arg) => !/^--(json|lighthouse|duration=.*)$/.test(arg));
  if (unknown.length > 0) {
    throw new BenchError(`unknown option ${unknown.join(" ")}; use --json, --lighthouse, --duration=SECONDS`);
  }
  requireBuild("npm run bench");
  const json = process.argv.includes("--json");
  const durationS = Number(option("duration") ?? 6);
  if (!(durationS >= 1)) throw new BenchError("--duration must be a number of seconds, 1 or more");
  const log = (message: string) => console.error(`bench: ${message}`);
  const notes: string[] = [];
  const pinned = pinning();
  const loadTool = chooseLoadTool();
  const nginx = findProgram("nginx", ["/usr/sbin"]);
  if (!nginx) notes.push("nginx not installed (apt-get install -y nginx): no ceiling to compare with.");
  if (loadTool.tool !== "wrk") notes.push("wrk not installed (apt-get install -y wrk): the load came from autocannon.");
  const loadAverageBefore = os.loadavg()[0];

  log("starting the production server on a fresh SQLite database...");
  const server = await startServer(PORT, pinned);
  const post = await newestPostPath(server.origin);
  const targets: Target[] = [
    { label: "/", url: "/", kind: "page" },
    { label: "/blog", url: "/blog", kind: "page" },
    { label: "post", url: post, kind: "page" },
    { label: "/sermons", url: "/sermons", kind: "page" },
    { label: "/salvation", url: "/salvation", kind: "page" },
    { label: "/api/posts/", url: "/api/posts/", kind: "api" },
    { label: "/api/sermons/", url: "/api/sermons/?page=1&page_size=6", kind: "api" },
  ];
  const pageTargets = targets.filter((t) => t.kind === "page");

  log("first and repeat visits in Chromium...");
  const pages = await measurePages(
    server.origin,
    pageTargets.map((t) => t.url),
  );

  const headersOf = (target: Target) => (target.kind === "page" ? PAGE_HEADERS : API_HEADERS);
  const snapshots: Snapshot[] = [];
  for (const target of targets) {
    const snapshot = await fetchRaw(server.origin, target.url, headersOf(target));
    if (snapshot.status !== 200) throw new BenchError(`${target.url} answered ${snapshot.status}, not 200`);
    snapshots.push(snapshot);
  }
  const ceiling = nginx ? await startNginx(nginx, NGINX_PORT, snapshots, pinned) : null;
  const proxy = nginx ? await startProxy(nginx, PROXY_PORT, `127.0.0.1:${PORT}`, pinned, "/api/csrf/") : null;

  const load: LoadRow[] = [];
  for (const target of targets) {
    const options: LoadOptions = { connections: CONNECTIONS, durationS, headers: headersOf(target) };
    log(`load on ${target.url} (${loadTool.tool}, ${CONNECTIONS} connections, ${durationS} s)...`);
    const serverResult = await measureLoad(
      loadTool.tool,
      `${server.origin}${target.url}`,
      options,
      WARM_UP_S,
      pinned,
      server.group,
    );
    const nginxResult = ceiling
      ? await measureLoad(loadTool.tool, `${ceiling.origin}${target.url}`, options, WARM_UP_S, pinned, ceiling.group)
      : null;
    const proxyResult = proxy
      ? await measureLoad(loadTool.tool, `${proxy.origin}${target.url}`, options, WARM_UP_S, pinned, proxy.group)
      : null;
    load.push({ label: target.label, url: target.url, server: serverResult, nginx: nginxResult, proxy: proxyResult });
  }
  await ceiling?.stop();
  await proxy?.stop();

  // A render miss of the home page: the same build with its render cache off, so every answer renders.
  log("render miss: a second server with RENDER_CACHE_MB=0...");
  const missServer = await startServer(MISS_PORT, pinned, { RENDER_CACHE_MB: "0" });
  const home = targets[0]!;
  const miss = await measureLoad(
    loadTool.tool,
    `${missServer.origin}${home.url}`,
    { connections: CONNECTIONS, durationS, headers: headersOf(home) },
    WARM_UP_S,
    pinned,
    missServer.group,
  );
  await missServer.stop();
  load[0] = { ...load[0]!, miss };

  let scores: Record<string, LighthouseScores> | null = null;
  if (process.argv.includes("--lighthouse")) {
    log("Lighthouse...");
    const result = await lighthouse(
      server.origin,
      pageTargets.map((t) => t.url),
    );
    scores = result.scores;
    if (result.note) notes.push(result.note);
  }

  const report: Report = {
    date: new Date()
      .toISOString()
      .replace(/:\d\d\.\d+Z$/, " UTC")
      .replace("T", " "),
    machine: {
      cores: os.availableParallelism(),
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      loadAverage: [Number(loadAverageBefore.toFixed(2)), Number(os.loadavg()[0].toFixed(2))],
    },
    settings: {
      loadTool: loadTool.tool,
      pinning: pinned.note,
      connections: CONNECTIONS,
      durationS,
      warmUpS: WARM_UP_S,
    },
    targets,
    pages,
    load,
    lighthouse: scores,
    notes,
  };
  console.log(json ? JSON.stringify(report, null, 2) : renderReport(report));
  // The budgets fail the run (the report says which).
  if (overBudget(report).length > 0) process.exitCode = 1;
}

main()
  .catch((error: unknown) => {
    if (wasInterrupted()) return;
    console.error(error instanceof BenchError || error instanceof ServerStartError ? `bench: ${error.message}` : error);
    process.exitCode = 1;
  })
  .finally(() => cleanupAll());
