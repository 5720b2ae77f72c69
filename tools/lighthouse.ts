// `npm run lighthouse`: Lighthouse (the npm package, mobile defaults: a Moto G Power's screen,
// simulated slow 4G and a 4x slower CPU) against Debian's Chromium, on five pages (DEFAULT_PATHS).
// Prints the four category scores per page and exits 1 when one is under the budget
// (tools/lib/budgets.ts). `runLighthouse(origin, paths)` is what the bench calls.
//
// Usage:
//   npm run build && npm run lighthouse                    starts the production build on a fresh
//                                                          SQLite database (LIGHTHOUSE_PORT, 4810)
//   npm run lighthouse -- --origin http://127.0.0.1:3000   measures a server already running
//   npm run lighthouse -- --json                           the scores as JSON
//   npm run lighthouse -- /blog /sermons                   other paths (a path "post" means a published post)
import { pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { BUDGETS } from "#tools/lib/budgets";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#tools/lib/chromium";
import { freshSqliteDatabase, startProductionServer } from "#tools/lib/production-server";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseResult {
  path: string;
  url: string;
  /** 0-100 per category; null when Lighthouse could not score it (an error is in `problems`). */
  scores: Record<Category, number | null>;
  /** Core metrics of the run, in milliseconds (CLS unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  /** Audits under a perfect score, for reading why a category lost points. */
  problems: string[];
}

/** Chromium's flags: headless (chrome-launcher does not add it), then the project's own. */
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

/** The slug of a published post, through the public API (the bench and this script agree). */
export async function publishedPostPath(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/posts/?page_size=1`);
  if (!response.ok) throw new Error(`GET /api/posts/ answered ${response.status}`);
  const body = (await response.json()) as { results: Array<{ slug: string }> };
  if (!body.results[0]) throw new Error("No published post to measure");
  return `/blog/${body.results[0].slug}`;
}

export const DEFAULT_PATHS = ["/", "/blog", "post", "/sermons", "/salvation"];

/**
 * Runs Lighthouse on each path of `origin`, one after the other, each in a fresh Chromium (an
 * empty cache: a first visit). "post" stands for a published post.
 */
export async function runLighthouse(
  origin: string,
  paths: readonly string[] = DEFAULT_PATHS,
): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const listed of paths) {
    const pagePath = listed === "post" ? await publishedPostPath(origin) : listed;
    const url = `${origin}${pagePath}`;
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROME_FLAGS,
    });
    try {
      const run = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = run;
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const score = (category: Category) => {
        const value = lhr.categories[category]?.score;
        return typeof value === "number" ? Math.round(value * 100) : null;
      };
      const metric = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
      const problems: string[] = [];
      for (const category of CATEGORIES) {
        for (const ref of lhr.categories[category]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            problems.push(
              `${category}: ${audit.id} (${Math.round(audit.score * 100)}) ${audit.displayValue ?? ""}`.trim(),
            );
          }
        }
      }
      results.push({
        path: pagePath,
        url,
        scores: {
          performance: score("performance"),
          accessibility: score("accessibility"),
          "best-practices": score("best-practices"),
          seo: score("seo"),
        },
        metrics: {
          fcp: metric("first-contentful-paint"),
          lcp: metric("largest-contentful-paint"),
          tbt: metric("total-blocking-time"),
          cls: metric("cumulative-layout-shift"),
          si: metric("speed-index"),
        },
        problems,
      });
    } finally {
      await chrome.kill();
    }
  }
  return results;
}

/** True when every category of every page reaches the budget. */
export function withinBudget(results: readonly LighthouseResult[], minimum = BUDGETS.lighthouse): boolean {
  return results.every((result) => CATEGORIES.every((category) => (result.scores[category] ?? 0) >= minimum));
}

/** The scores as a table, one line a page. */
export function formatResults(results: readonly LighthouseResult[]): string {
  const lines = [
    `${"page".padEnd(46)}${"perf".padEnd(7)}${"a11y".padEnd(7)}${"best".padEnd(7)}${"seo".padEnd(7)}FCP      LCP      TBT     CLS`,
  ];
  for (const r of results) {
    const cell = (category: Category) => String(r.scores[category] ?? "-").padEnd(7);
    lines.push(
      `${r.path.padEnd(46)}${cell("performance")}${cell("accessibility")}${cell("best-practices")}${cell("seo")}` +
        `${(r.metrics.fcp / 1000).toFixed(2).padEnd(4)} s   ${(r.metrics.lcp / 1000).toFixed(2).padEnd(4)} s   ` +
        `${Math.round(r.metrics.tbt).toString().padEnd(4)}ms  ${r.metrics.cls.toFixed(3)}`,
    );
  }
  return lines.join("\n");
}

/**
 * Requests every picture the pages name once, so Lighthouse measures warm file reads (the
 * pictures themselves are drawn before the server listens: docs/decisions/021).
 */
async function drawPictures(origin: string, paths: readonly string[]) {
  for (const listed of paths) {
    const pagePath = listed === "post" ? await publishedPostPath(origin) : listed;
    const html = await (await fetch(`${origin}${pagePath}`)).text();
    const urls = new Set(html.match(/\/img\/gen\/[a-z0-9-]+-\d+x\d+\.(?:avif|webp)/g) ?? []);
    for (const url of urls) await (await fetch(`${origin}${url}`)).arrayBuffer();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const originIndex = args.indexOf("--origin");
  const json = args.includes("--json");
  const listed = args.filter((arg) => arg.startsWith("/") || arg === "post");
  const paths = listed.length > 0 ? listed : DEFAULT_PATHS;
  let stopServer: (() => Promise<void>) | undefined;
  let origin: string;
  if (originIndex >= 0 && args[originIndex + 1]) {
    origin = args[originIndex + 1].replace(/\/$/, "");
  } else {
    const port = Number(process.env.LIGHTHOUSE_PORT ?? 4810);
    const started = await startProductionServer({
      port,
      setting: "LIGHTHOUSE_PORT",
      command: "npm run lighthouse",
      databaseUrl: () => freshSqliteDatabase(`data/lighthouse/site-${port}.db`),
      demoContent: true,
    });
    origin = started.origin;
    stopServer = started.stop;
  }
  try {
    await drawPictures(origin, paths);
    const results = await runLighthouse(origin, paths);
    if (json) console.log(JSON.stringify(results, null, 2));
    else {
      console.log(`\nLighthouse ${origin}, mobile defaults (budget: ${BUDGETS.lighthouse} in every category)\n`);
      console.log(formatResults(results));
      for (const r of results) {
        if (r.problems.length > 0) console.log(`\n${r.path}:\n  ${r.problems.join("\n  ")}`);
      }
    }
    const ok = withinBudget(results);
    if (!json) console.log(ok ? "\nAll pages within budget." : `\nUnder ${BUDGETS.lighthouse} somewhere: see above.`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await stopServer?.();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
