// `npm run bench`: what a visitor pays, measured on the production build.
// Starts the server on a fresh seeded SQLite database, then for each page:
//   - JavaScript and CSS shipped on a first visit, as transferred with brotli;
//   - total transfer of a first view on a 390 px phone (HTML, CSS, JS, fonts, images above the fold);
//   - the largest image loaded above the fold;
// and the server's latency for a few pages and API calls (sequential and 10 at a time).
// Usage: npm run build && npm run bench [-- --json]
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

const PORT = Number(process.env.BENCH_PORT ?? 4300);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PAGES = ["/", "/about-us", "/contact-us", "/blog", "/sermons", "/salvation", "/music", "/media", "/coming-soon"];
const LATENCY_PATHS = ["/", "/blog", "/sermons", "/api/posts/", "/api/sermons/"];
const BUDGETS = {
  homeJs: 140 * 1024,
  otherJs: 130 * 1024,
  homeWeight: 400 * 1024,
  otherWeight: 200 * 1024,
  heroImage: 100 * 1024,
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function startServer() {
  const databaseFile = path.resolve(`data/bench/site-${PORT}.db`);
  fs.mkdirSync(path.dirname(databaseFile), { recursive: true });
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${databaseFile}${suffix}`, { force: true });
  if (!fs.existsSync("build/server/index.js")) throw new Error("No build: run `npm run build` first.");
  // A server left on the port would be measured instead of this build.
  const stale = await fetch(`${ORIGIN}/api/csrf/`).then(
    () => true,
    () => false,
  );
  if (stale) throw new Error(`Port ${PORT} is already in use: stop that server or set BENCH_PORT.`);
  const child = spawn("npx", ["tsx", "server/index.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATABASE_URL: `sqlite:${databaseFile}`,
      NODE_ENV: "production",
      SITE_URL: ORIGIN,
      RATE_LIMIT_DISABLED: "1",
    },
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${ORIGIN}/api/csrf/`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error("The server did not start");
}

interface PageNumbers {
  path: string;
  status: number;
  html: number;
  js: number;
  css: number;
  fonts: number;
  images: number;
  total: number;
  largestImage: number;
  requests: number;
}

function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

async function measurePages(): Promise<PageNumbers[]> {
  // Draw every picture first, so the numbers are those of a drawn image, not the drawing time.
  // A separate browser: contexts of one browser can share its HTTP cache.
  const warm = await launchBrowser();
  for (const pagePath of PAGES) {
    const context = await warm.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    await (await context.newPage()).goto(`${ORIGIN}${pagePath}`, { waitUntil: "load" });
    await context.close();
  }
  await warm.close();

  const results: PageNumbers[] = [];
  for (const pagePath of PAGES) {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        hasTouch: true,
        isMobile: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      const types = new Map<string, string>();
      const sizes = new Map<string, number>();
      cdp.on("Network.responseReceived", (event) => types.set(event.requestId, event.type));
      cdp.on("Network.loadingFinished", (event) => sizes.set(event.requestId, event.encodedDataLength));
      const response = await page.goto(`${ORIGIN}${pagePath}`, { waitUntil: "load" });
      await page.waitForTimeout(1500);
      const numbers: PageNumbers = {
        path: pagePath,
        status: response?.status() ?? 0,
        html: 0,
        js: 0,
        css: 0,
        fonts: 0,
        images: 0,
        total: 0,
        largestImage: 0,
        requests: 0,
      };
      for (const [id, size] of sizes) {
        const type = types.get(id) ?? "Other";
        numbers.total += size;
        numbers.requests += 1;
        if (type === "Document") numbers.html += size;
        else if (type === "Script") numbers.js += size;
        else if (type === "Stylesheet") numbers.css += size;
        else if (type === "Font") numbers.fonts += size;
        else if (type === "Image") {
          numbers.images += size;
          numbers.largestImage = Math.max(numbers.largestImage, size);
        }
      }
      results.push(numbers);
    } finally {
      await browser.close();
    }
  }
  return results;
}

async function measureLatency(urlPath: string, total: number, concurrency: number) {
  const timings: number[] = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < total) {
      next += 1;
      const t0 = performance.now();
      const response = await fetch(`${ORIGIN}${urlPath}`, { headers: { "accept-encoding": "br" } });
      await response.arrayBuffer();
      timings.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  const pick = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))];
  return { path: urlPath, concurrency, requests: total, p50: pick(0.5), p95: pick(0.95), perSecond: total / elapsed };
}

async function main() {
  const server = await startServer();
  try {
    const pages = await measurePages();
    const latency = [];
    for (const urlPath of LATENCY_PATHS) {
      await measureLatency(urlPath, 20, 1); // warm-up
      latency.push(await measureLatency(urlPath, 100, 1));
      latency.push(await measureLatency(urlPath, 200, 10));
    }
    if (process.argv.includes("--json")) {
      console.log(JSON.stringify({ pages, latency }, null, 2));
      return;
    }
    console.log("\nFirst view on a 390 px phone (bytes transferred, brotli where compressible)\n");
    console.log(
      "page            status   html      js        css       fonts     images    total     largest img  requests",
    );
    let overBudget = 0;
    for (const p of pages) {
      const home = p.path === "/";
      const jsBudget = home ? BUDGETS.homeJs : BUDGETS.otherJs;
      const weightBudget = home ? BUDGETS.homeWeight : BUDGETS.otherWeight;
      const flags = [
        p.js > jsBudget ? "JS over budget" : "",
        p.total > weightBudget ? "weight over budget" : "",
        p.largestImage > BUDGETS.heroImage ? "image over budget" : "",
      ].filter(Boolean);
      overBudget += flags.length;
      console.log(
        `${p.path.padEnd(16)}${String(p.status).padEnd(9)}${kb(p.html).padEnd(10)}${kb(p.js).padEnd(10)}${kb(p.css).padEnd(10)}${kb(p.fonts).padEnd(10)}${kb(p.images).padEnd(10)}${kb(p.total).padEnd(10)}${kb(p.largestImage).padEnd(13)}${String(p.requests).padEnd(9)}${flags.join(", ")}`,
      );
    }
    console.log(
      `\nBudgets: JS ${kb(BUDGETS.homeJs)} home / ${kb(BUDGETS.otherJs)} others; weight ${kb(BUDGETS.homeWeight)} home / ${kb(BUDGETS.otherWeight)} others; largest image ${kb(BUDGETS.heroImage)}. ${overBudget === 0 ? "All within budget." : `${overBudget} over budget.`}`,
    );
    console.log("\nServer latency (ms)\n");
    console.log("path            concurrency  requests  p50      p95      req/s");
    for (const l of latency) {
      console.log(
        `${l.path.padEnd(16)}${String(l.concurrency).padEnd(13)}${String(l.requests).padEnd(10)}${l.p50.toFixed(1).padEnd(9)}${l.p95.toFixed(1).padEnd(9)}${l.perSecond.toFixed(0)}`,
      );
    }
  } finally {
    server.kill("SIGTERM");
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
