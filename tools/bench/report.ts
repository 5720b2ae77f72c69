// The bench's one table: a column per target, a row per figure, each budget beside its figure.
import { BUDGETS, jsBudget, kb, pageWeightBudget } from "#tools/lib/budgets";
import type { PageWeight } from "#tools/lib/page-weight";
import type { LoadResult } from "./load";
import { cacheHits, type PageVisits } from "./pages";

const KB = 1024;

export interface Target {
  /** Column heading. */
  label: string;
  /** Path and query as requested. */
  url: string;
  kind: "page" | "api";
}

export interface LoadRow {
  label: string;
  url: string;
  /** The server with its render cache warm. */
  server: LoadResult;
  nginx: LoadResult | null;
  /** Through the deployed nginx proxy cache (deploy/nginx.conf), when nginx is there. */
  proxy?: LoadResult | null;
  /** A render miss: the server with its render cache off (the home page only). */
  miss?: LoadResult | null;
}

/** 0-100; null where Lighthouse could not score the category. */
export interface LighthouseScores {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
}

const LIGHTHOUSE_CATEGORIES: Array<[keyof LighthouseScores, string]> = [
  ["performance", "performance"],
  ["accessibility", "accessibility"],
  ["bestPractices", "best-practices"],
  ["seo", "seo"],
];

/**
 * Reads what tools/lighthouse.ts's runLighthouse returns (a list of { path, scores } with
 * Lighthouse's category ids) into scores by path, or says what is wrong with it.
 */
export function readLighthouseScores(value: unknown, paths: string[]): Record<string, LighthouseScores> | string {
  if (!Array.isArray(value)) return "runLighthouse returned no list";
  const entries = value as Array<{ path?: unknown; scores?: Record<string, unknown> } | null>;
  const result: Record<string, LighthouseScores> = {};
  for (const path of paths) {
    const entry = entries.find((e) => e?.path === path);
    if (!entry) return `runLighthouse returned nothing for ${path}`;
    const scores: Partial<LighthouseScores> = {};
    for (const [key, category] of LIGHTHOUSE_CATEGORIES) {
      const score = entry.scores?.[category];
      if (score !== null && (typeof score !== "number" || !(score >= 0 && score <= 100))) {
        return `runLighthouse gave no ${category} score from 0 to 100 for ${path}`;
      }
      scores[key] = score;
    }
    result[path] = scores as LighthouseScores;
  }
  return result;
}

export interface Report {
  date: string;
  machine: { cores: number; memoryGiB: number; loadAverage: [number, number] };
  settings: { loadTool: string; pinning: string; connections: number; durationS: number; warmUpS: number };
  targets: Target[];
  pages: PageVisits[];
  load: LoadRow[];
  lighthouse: Record<string, LighthouseScores> | null;
  notes: string[];
}

/** A table cell in KB, without the unit (the row says it). */
const cellKb = (bytes: number) => (bytes / KB).toFixed(1);

/** "98.4/140", marked when over: the figure and its budget in KB. */
export function withBudget(bytes: number, budget: number) {
  return `${cellKb(bytes)}/${Math.round(budget / KB)}${bytes > budget ? " ✗" : ""}`;
}

/** The server's throughput as a share of nginx's on the same bytes: "7.9%". */
export function ratio(server: number, nginx: number | undefined) {
  if (nginx === undefined || !(nginx > 0)) return "–";
  const percent = (server / nginx) * 100;
  return `${percent < 10 ? percent.toFixed(1) : percent.toFixed(0)}%`;
}

const thousands = (n: number) => Math.round(n).toLocaleString("en-US");
/** Answers per CPU-second the measured process got: steadier than req/s on a shared machine. */
export const cpuRate = (result: LoadResult) =>
  result.cpuSeconds === null || result.cpuSeconds <= 0 ? null : result.requests / result.cpuSeconds;
const perCpu = (result: LoadResult | undefined) => {
  const rate = result && cpuRate(result);
  return rate === null || rate === undefined ? undefined : thousands(rate);
};
const ms = (n: number) => (n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : n.toFixed(0));
// No answer within the run (a server far too slow) has no latency to show.
const latency = (result: LoadResult) => (result.requests === 0 ? "–" : `${ms(result.p50Ms)} / ${ms(result.p99Ms)}`);

/** The serving budgets (BUDGETS.serving) of one load row: what falls short, in words. */
export function servingOverBudget(row: LoadRow, target: Target | undefined): string[] {
  const budget = BUDGETS.serving;
  const over: string[] = [];
  const label = target?.label ?? row.url;
  const share = (result: LoadResult, nginx: LoadResult) => result.requestsPerSecond / nginx.requestsPerSecond;
  if (row.nginx && share(row.server, row.nginx) < budget.cachedShareOfNginx) {
    over.push(
      `${label}: cached ${ratio(row.server.requestsPerSecond, row.nginx.requestsPerSecond)} of nginx < ${budget.cachedShareOfNginx * 100}%`,
    );
  }
  if (row.nginx && row.proxy && share(row.proxy, row.nginx) < budget.proxyShareOfNginx) {
    over.push(
      `${label}: proxy cache ${ratio(row.proxy.requestsPerSecond, row.nginx.requestsPerSecond)} of nginx < ${budget.proxyShareOfNginx * 100}%`,
    );
  }
  if (target?.kind === "page" && row.server.p99Ms >= budget.cachedPageP99Ms) {
    over.push(`${label}: cached p99 ${ms(row.server.p99Ms)} ms >= ${budget.cachedPageP99Ms} ms`);
  }
  const missRate = row.miss ? cpuRate(row.miss) : null;
  if (row.miss && (missRate === null || missRate < budget.homeMissPerCpuS)) {
    over.push(
      `${label}: render miss ${missRate === null ? "unmeasured" : thousands(missRate)} per CPU-s < ${budget.homeMissPerCpuS}`,
    );
  }
  return over;
}

/** Every figure over its budget, as "/blog: JavaScript 131.2 KB > 130 KB". */
export function overBudget(report: Pick<Report, "pages" | "targets" | "lighthouse"> & { load?: LoadRow[] }): string[] {
  const over: string[] = [];
  for (const visit of report.pages) {
    const label = report.targets.find((t) => t.url === visit.path)?.label ?? visit.path;
    const checks: Array<[string, number, number]> = [
      ["JavaScript", visit.first.jsBody, jsBudget(visit.path)],
      ["weight", visit.first.total, pageWeightBudget(visit.path)],
      ["largest image", visit.first.largestImage, BUDGETS.largestImage],
    ];
    for (const [name, bytes, budget] of checks) {
      if (bytes > budget) over.push(`${label}: ${name} ${kb(bytes)} > ${kb(budget)}`);
    }
  }
  for (const row of report.load ?? [])
    over.push(
      ...servingOverBudget(
        row,
        report.targets.find((t) => t.url === row.url),
      ),
    );
  for (const [path, scores] of Object.entries(report.lighthouse ?? {})) {
    const label = report.targets.find((t) => t.url === path)?.label ?? path;
    for (const [key, category] of LIGHTHOUSE_CATEGORIES) {
      const score = scores[key];
      if (score === null) over.push(`${label}: Lighthouse ${category} not scored`);
      else if (score < BUDGETS.lighthouse)
        over.push(`${label}: Lighthouse ${category} ${score} < ${BUDGETS.lighthouse}`);
    }
  }
  return over;
}

export function renderTable(report: Report): string {
  const { targets } = report;
  const visit = (t: Target) => report.pages.find((p) => p.path === t.url);
  const load = (t: Target) => report.load.find((l) => l.url === t.url);
  const nginx = (t: Target) => load(t)?.nginx ?? undefined;
  type Cell = (t: Target) => string | undefined;
  const rows: Array<[string, Cell | null]> = [];
  const section = (title: string) => rows.push([title, null]);
  const row = (title: string, cell: Cell) => rows.push([`  ${title}`, cell]);
  const weightRows = (which: "first" | "repeat") => {
    const w = (t: Target): PageWeight | undefined => visit(t)?.[which];
    const first = which === "first";
    row("HTML", (t) => w(t) && cellKb(w(t)!.html));
    row("JavaScript", (t) => w(t) && cellKb(w(t)!.js));
    if (first) row("  brotli bodies / budget", (t) => w(t) && withBudget(w(t)!.jsBody, jsBudget(t.url)));
    row("CSS", (t) => w(t) && cellKb(w(t)!.css));
    row("fonts", (t) => w(t) && cellKb(w(t)!.font));
    row("images", (t) => w(t) && cellKb(w(t)!.image));
    if (first) row("  largest / budget", (t) => w(t) && withBudget(w(t)!.largestImage, BUDGETS.largestImage));
    row(
      first ? "total / budget" : "total",
      (t) => w(t) && (first ? withBudget(w(t)!.total, pageWeightBudget(t.url)) : cellKb(w(t)!.total)),
    );
    row("requests", (t) => w(t) && String(w(t)!.requests));
    if (!first) row("from the cache", (t) => w(t) && String(cacheHits(w(t)!)));
  };
  section("First visit (KB on the wire)");
  weightRows("first");
  section("Repeat visit (KB on the wire)");
  weightRows("repeat");
  section(`Under load (${report.settings.loadTool})`);
  row("server req/s", (t) => load(t) && thousands(load(t)!.server.requestsPerSecond));
  row("nginx req/s", (t) => nginx(t) && thousands(nginx(t)!.requestsPerSecond));
  row("server / nginx", (t) => load(t) && ratio(load(t)!.server.requestsPerSecond, nginx(t)?.requestsPerSecond));
  row("server req per CPU-s", (t) => perCpu(load(t)?.server));
  row("nginx req per CPU-s", (t) => perCpu(nginx(t)));
  row("server / nginx per CPU", (t) => {
    const server = load(t)?.server;
    const ceiling = nginx(t);
    return server && ratio(cpuRate(server) ?? 0, (ceiling && cpuRate(ceiling)) ?? undefined);
  });
  row("server p50 / p99 ms", (t) => load(t) && latency(load(t)!.server));
  const proxy = (t: Target) => load(t)?.proxy ?? undefined;
  row("nginx proxy cache req/s", (t) => proxy(t) && thousands(proxy(t)!.requestsPerSecond));
  row("proxy / nginx", (t) => proxy(t) && ratio(proxy(t)!.requestsPerSecond, nginx(t)?.requestsPerSecond));
  row("proxy p50 / p99 ms", (t) => proxy(t) && latency(proxy(t)!));
  const miss = (t: Target) => load(t)?.miss ?? undefined;
  row("render miss req/s", (t) => miss(t) && thousands(miss(t)!.requestsPerSecond));
  row("render miss req per CPU-s", (t) => perCpu(miss(t)));
  row("render miss p50 / p99 ms", (t) => miss(t) && latency(miss(t)!));
  row("nginx p50 / p99 ms", (t) => nginx(t) && latency(nginx(t)!));
  row("errors server / nginx", (t) => load(t) && `${load(t)!.server.errors} / ${nginx(t)?.errors ?? "–"}`);
  if (report.lighthouse) {
    const scores = report.lighthouse;
    section(`Lighthouse, mobile (budget ${BUDGETS.lighthouse})`);
    for (const [key, category] of LIGHTHOUSE_CATEGORIES) {
      row(category, (t) => {
        const score = scores[t.url]?.[key];
        if (score === undefined) return undefined;
        return score === null ? "none ✗" : `${score}${score < BUDGETS.lighthouse ? " ✗" : ""}`;
      });
    }
  }

  const firstWidth = Math.max(...rows.map(([title]) => title.length)) + 2;
  const cells = rows.map(([, cell]) => targets.map((t) => (cell ? (cell(t) ?? "–") : "")));
  const widths = targets.map((t, i) => Math.max(t.label.length, ...cells.map((line) => line[i].length)) + 2);
  const line = (title: string, values: string[]) =>
    (title.padEnd(firstWidth) + values.map((v, i) => v.padStart(widths[i])).join("")).trimEnd();
  return [
    line(
      "",
      targets.map((t) => t.label),
    ),
    ...rows.map(([title], r) => line(title, cells[r])),
  ].join("\n");
}

export function renderReport(report: Report): string {
  const { machine, settings } = report;
  const over = overBudget(report);
  const renamed = report.targets.filter((t) => t.label !== t.url).map((t) => `${t.label} = ${t.url}`);
  return [
    `npm run bench · ${report.date} · ${machine.cores} cores, ${machine.memoryGiB} GiB, load average ${machine.loadAverage.join(" → ")}`,
    `Production build on a fresh SQLite database. Pages in Chromium at 390 px; load: ${settings.loadTool}, ` +
      `${settings.connections} connections, ${settings.durationS} s after ${settings.warmUpS} s of warm-up, ${settings.pinning}.`,
    "",
    renderTable(report),
    "",
    ...(renamed.length > 0 ? [`Columns: ${renamed.join("; ")}.`] : []),
    `Budgets: JavaScript (brotli bodies) ${BUDGETS.js.home / KB} KB home, ${BUDGETS.js.other / KB} KB others; weight ` +
      `${BUDGETS.pageWeight.home / KB} KB home, ${BUDGETS.pageWeight.other / KB} KB others; largest image above the fold ` +
      `${BUDGETS.largestImage / KB} KB. Serving: cached >= ${BUDGETS.serving.cachedShareOfNginx * 100}% of nginx, ` +
      `the nginx proxy cache >= ${BUDGETS.serving.proxyShareOfNginx * 100}%, cached pages' p99 < ${BUDGETS.serving.cachedPageP99Ms} ms, ` +
      `a home render miss >= ${BUDGETS.serving.homeMissPerCpuS} per CPU-s. ` +
      `${over.length === 0 ? "All within budget." : `Over budget: ${over.join("; ")}.`}`,
    ...report.notes,
  ].join("\n");
}
