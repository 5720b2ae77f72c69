// What a visitor's phone downloads: a first visit of each page in a fresh Chromium at 390 px, then a
// repeat visit in the same browser context, measured by tools/lib/page-weight.ts (the module the
// budget tests use too).
import { chromium, type Browser } from "playwright-core";
import { measureFirstAndRepeat, newPhoneContext, type PageWeight } from "#tools/lib/page-weight";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#tools/lib/chromium";
import { onCleanup } from "./cleanup";

export interface PageVisits {
  path: string;
  status: number;
  first: PageWeight;
  repeat: PageWeight;
}

/** Requests a visit answered from the browser's cache, without the network. */
export const cacheHits = (weight: PageWeight) => weight.resources.filter((r) => r.fromCache).length;

async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    // The bench stops the browser itself on Ctrl-C, in order with the rest.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    args: [...CHROMIUM_ARGS],
  });
  const forget = onCleanup(() => browser.close());
  browser.on("disconnected", () => void forget());
  return browser;
}

/** Opens every page once in a throwaway browser, so the measured visits do not pay first-request costs. */
async function warmUp(origin: string, paths: string[]) {
  const browser = await launchBrowser();
  try {
    for (const pagePath of paths) {
      const context = await newPhoneContext(browser);
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
      const { first, repeat } = await measureFirstAndRepeat(browser, `${origin}${pagePath}`);
      results.push({ path: pagePath, status: first.status, first, repeat });
    } finally {
      await browser.close();
    }
  }
  return results;
}
