/**
 * What a visit to a page costs a visitor, in bytes as transferred (compressed, headers included),
 * measured in Chromium through the DevTools protocol: every request's `encodedDataLength` at
 * `Network.loadingFinished`, grouped by the type Chromium gives the response. Shared by the budget
 * tests (tests/e2e/budgets.spec.ts) and the bench (tools/bench.ts), so both measure alike.
 *
 * A visit is a navigation followed by a quiet network: the load event, then no request in flight
 * for `quietMs`. Lazy images Chromium decides to load near the viewport count, as they do for the
 * visitor; nothing is scrolled.
 */
import { NO_SCRIPT_MENU_ID } from "~/lib/constants";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { PHONE } from "./budgets";

export type ResourceKind = "html" | "js" | "css" | "font" | "image" | "other";

export interface Resource {
  url: string;
  kind: ResourceKind;
  status: number;
  /** Bytes on the wire: compressed body plus headers; 0 when served from the browser's cache. */
  bytes: number;
  /** The compressed body alone (what a brotli budget counts); 0 when served from the cache. */
  body: number;
  /** Served from the HTTP cache without touching the network. */
  fromCache: boolean;
}

export interface PageWeight {
  url: string;
  /** HTTP status of the document. */
  status: number;
  html: number;
  js: number;
  css: number;
  font: number;
  image: number;
  other: number;
  total: number;
  /** The JavaScript's compressed bodies without headers: what the JavaScript budget counts. */
  jsBody: number;
  /** Requests that went to the network (not answered by the cache). */
  requests: number;
  /** Bytes of the largest image transferred, and its URL. */
  largestImage: number;
  largestImageUrl: string | null;
  resources: Resource[];
}

export interface VisitOptions {
  viewport?: { width: number; height: number };
  deviceScaleFactor?: number;
  /** How long the network must stay idle after the load event. */
  quietMs?: number;
  /** Give up waiting for a quiet network after this long (long polling, streams). */
  maxWaitMs?: number;
  /** Waits, after the load event, for the page to show its content (a page's own spinner). */
  ready?: (page: Page) => Promise<void>;
}

const KIND_BY_CDP_TYPE: Record<string, ResourceKind> = {
  Document: "html",
  Script: "js",
  Stylesheet: "css",
  Font: "font",
  Image: "image",
};

/** The kind of a response from Chromium's resource type, with the MIME type as a fallback. */
export function resourceKind(cdpType: string | undefined, mimeType = ""): ResourceKind {
  const byType = cdpType ? KIND_BY_CDP_TYPE[cdpType] : undefined;
  if (byType) return byType;
  if (mimeType.includes("javascript")) return "js";
  if (mimeType === "text/css") return "css";
  if (mimeType.startsWith("font/")) return "font";
  if (mimeType.startsWith("image/")) return "image";
  if (mimeType === "text/html") return "html";
  return "other";
}

/** Sums resources into a PageWeight. */
export function summarize(url: string, status: number, resources: Resource[]): PageWeight {
  const weight: PageWeight = {
    url,
    status,
    html: 0,
    js: 0,
    css: 0,
    font: 0,
    image: 0,
    other: 0,
    total: 0,
    jsBody: 0,
    requests: 0,
    largestImage: 0,
    largestImageUrl: null,
    resources,
  };
  for (const resource of resources) {
    weight[resource.kind] += resource.bytes;
    weight.total += resource.bytes;
    if (resource.kind === "js") weight.jsBody += resource.body;
    if (!resource.fromCache) weight.requests += 1;
    if (resource.kind === "image" && resource.bytes > weight.largestImage) {
      weight.largestImage = resource.bytes;
      weight.largestImageUrl = resource.url;
    }
  }
  return weight;
}

/**
 * Opens `url` in `page` (a full navigation) and measures what it transferred. Call it twice on
 * pages of one context to measure a repeat visit: the context keeps its HTTP cache.
 */
export async function measureVisit(page: Page, url: string, options: VisitOptions = {}): Promise<PageWeight> {
  const quietMs = options.quietMs ?? 1000;
  const maxWaitMs = options.maxWaitMs ?? 15_000;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  // The cache stays on: a repeat visit must be able to use it.
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: false });

  interface Entry {
    url: string;
    kind: ResourceKind;
    status: number;
    bytes: number;
    headers: number;
    fromCache: boolean;
    done: boolean;
  }
  const entries = new Map<string, Entry>();
  let lastActivity = Date.now();
  const entry = (id: string, requestUrl = "") => {
    let found = entries.get(id);
    if (!found) {
      found = { url: requestUrl, kind: "other", status: 0, bytes: 0, headers: 0, fromCache: false, done: false };
      entries.set(id, found);
    }
    return found;
  };
  cdp.on("Network.requestWillBeSent", (event) => {
    lastActivity = Date.now();
    // A redirect reuses the request id: the redirect response's bytes were paid too.
    const previous = entries.get(event.requestId);
    if (previous && event.redirectResponse) {
      entries.set(`${event.requestId}:redirect:${previous.url}`, {
        ...previous,
        status: event.redirectResponse.status,
        bytes: event.redirectResponse.encodedDataLength,
        headers: event.redirectResponse.encodedDataLength,
        done: true,
      });
      entries.delete(event.requestId);
    }
    entry(event.requestId, event.request.url);
  });
  cdp.on("Network.requestServedFromCache", (event) => {
    entry(event.requestId).fromCache = true;
  });
  cdp.on("Network.responseReceived", (event) => {
    lastActivity = Date.now();
    const found = entry(event.requestId, event.response.url);
    found.url = event.response.url;
    found.kind = resourceKind(event.type, event.response.mimeType);
    found.status = event.response.status;
    // Bytes received when the response starts: the status line and headers.
    found.headers = event.response.encodedDataLength;
    if (event.response.fromDiskCache || event.response.fromPrefetchCache || event.response.fromServiceWorker) {
      found.fromCache = true;
    }
  });
  cdp.on("Network.loadingFinished", (event) => {
    lastActivity = Date.now();
    const found = entry(event.requestId);
    found.bytes = found.fromCache ? 0 : event.encodedDataLength;
    found.done = true;
  });
  cdp.on("Network.loadingFailed", (event) => {
    lastActivity = Date.now();
    entry(event.requestId).done = true;
  });

  try {
    const response = await page.goto(url, { waitUntil: "load" });
    // The app's own requests (React Router's route discovery, lazy chunks) start once the page has
    // hydrated, which on a busy CPU can come well after the load event and a quiet second: wait
    // for it (the no-JavaScript menu leaves the page then), or the visit would be measured without
    // them and their files would not be in the cache for a repeat visit.
    await page
      .waitForFunction((id) => document.getElementById(id) === null, NO_SCRIPT_MENU_ID, { timeout: maxWaitMs })
      .catch(() => undefined);
    if (options.ready) await options.ready(page);
    const started = Date.now();
    for (;;) {
      const inFlight = [...entries.values()].some((e) => !e.done);
      if (!inFlight && Date.now() - lastActivity >= quietMs) break;
      if (Date.now() - started > maxWaitMs) break;
      await page.waitForTimeout(100);
    }
    const resources: Resource[] = [...entries.values()]
      .filter((e) => e.done && !e.url.startsWith("data:"))
      .map(({ url: resourceUrl, kind, status, bytes, headers, fromCache }) => ({
        url: resourceUrl,
        kind,
        status,
        bytes,
        body: Math.max(0, bytes - headers),
        fromCache,
      }));
    return summarize(url, response?.status() ?? 0, resources);
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/** A fresh context as a phone of the given viewport (390 px by default). */
export function newPhoneContext(browser: Browser, options: VisitOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    viewport: options.viewport ?? PHONE.viewport,
    deviceScaleFactor: options.deviceScaleFactor ?? PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
}

/** A first visit: a fresh context (empty cache and storage), one navigation. */
export async function measurePage(browser: Browser, url: string, options: VisitOptions = {}): Promise<PageWeight> {
  const context = await newPhoneContext(browser, options);
  try {
    return await measureVisit(await context.newPage(), url, options);
  } finally {
    await context.close();
  }
}

/** A first visit, then a repeat visit of the same URL in a new tab of the same context. */
export async function measureFirstAndRepeat(
  browser: Browser,
  url: string,
  options: VisitOptions = {},
): Promise<{ first: PageWeight; repeat: PageWeight }> {
  const context = await newPhoneContext(browser, options);
  try {
    const firstPage = await context.newPage();
    const first = await measureVisit(firstPage, url, options);
    await firstPage.close();
    const repeat = await measureVisit(await context.newPage(), url, options);
    return { first, repeat };
  } finally {
    await context.close();
  }
}
