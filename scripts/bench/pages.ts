// What a visitor's phone downloads: a first visit of each page in a fresh Chromium at 390 px, then a
// repeat visit in the same browser context (hashed assets should come from the cache). Bytes are as
// transferred on the wire (CDP encodedDataLength: compressed bodies plus headers).
import { chromium, type Browser, type CDPSession } from "playwright-core";
import { onCleanup } from "./cleanup";

export interface Weight {
  html: number;
  js: number;
  css: number;
  font: number;
  image: number;
  other: number;
  total: number;
  /** Requests that went to the network (a revalidation counts; a cache hit does not). */
  requests: number;
  /** Requests answered from the browser's cache without the network. */
  fromCache: number;
  largestImage: number;
}

export interface PageVisits {
  path: string;
  status: number;
  first: Weight;
  repeat: Weight;
}

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };
// Time after `load` for what the page starts late (lazy chunks, images decoded after hydration).
const SETTLE_MS = 1500;

async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    // The bench stops the browser itself on Ctrl-C, in order with the rest.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
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
  const forget = onCleanup(() => browser.close());
  browser.on("disconnected", () => void forget());
  return browser;
}

interface Seen {
  type?: string;
  cached: boolean;
  bytes?: number;
}

/** Sums the requests seen by `cdp` between `start()` and `stop()` by the kind of resource. */
function recorder(cdp: CDPSession) {
  let seen = new Map<string, Seen>();
  const entry = (id: string) => {
    let value = seen.get(id);
    if (!value) seen.set(id, (value = { cached: false }));
    return value;
  };
  cdp.on("Network.requestServedFromCache", (event) => (entry(event.requestId).cached = true));
  cdp.on("Network.responseReceived", (event) => {
    const value = entry(event.requestId);
    value.type = event.type;
    if (event.response.fromDiskCache || event.response.fromPrefetchCache) value.cached = true;
  });
  cdp.on("Network.loadingFinished", (event) => (entry(event.requestId).bytes = event.encodedDataLength));
  return {
    start: () => (seen = new Map()),
    stop(): Weight {
      const weight: Weight = {
        html: 0,
        js: 0,
        css: 0,
        font: 0,
        image: 0,
        other: 0,
        total: 0,
        requests: 0,
        fromCache: 0,
        largestImage: 0,
      };
      for (const { type, cached, bytes } of seen.values()) {
        if (bytes === undefined) continue; // failed or unfinished
        if (cached) {
          weight.fromCache += 1;
          continue;
        }
        weight.requests += 1;
        weight.total += bytes;
        if (type === "Document") weight.html += bytes;
        else if (type === "Script") weight.js += bytes;
        else if (type === "Stylesheet") weight.css += bytes;
        else if (type === "Font") weight.font += bytes;
        else if (type === "Image") {
          weight.image += bytes;
          weight.largestImage = Math.max(weight.largestImage, bytes);
        } else weight.other += bytes;
      }
      return weight;
    },
  };
}

/** Opens every page once in a throwaway browser, so images are generated before they are measured. */
async function warmUp(origin: string, paths: string[]) {
  const browser = await launchBrowser();
  try {
    for (const pagePath of paths) {
      const context = await browser.newContext(PHONE);
      await (await context.newPage()).goto(`${origin}${pagePath}`, { waitUntil: "load" });
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

export async function measurePages(origin: string, paths: string[]): Promise<PageVisits[]> {
  await warmUp(origin, paths);
  const results: PageVisits[] = [];
  for (const pagePath of paths) {
    // A fresh browser per page: nothing cached by another page's visit.
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      const record = recorder(cdp);
      const url = `${origin}${pagePath}`;

      record.start();
      const response = await page.goto(url, { waitUntil: "load" });
      await page.waitForTimeout(SETTLE_MS);
      const first = record.stop();

      record.start();
      await page.goto(url, { waitUntil: "load" });
      await page.waitForTimeout(SETTLE_MS);
      const repeat = record.stop();

      results.push({ path: pagePath, status: response?.status() ?? 0, first, repeat });
    } finally {
      await browser.close();
    }
  }
  return results;
}
