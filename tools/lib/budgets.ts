/**
 * The budgets of docs/performance.md, Budgets, in bytes as transferred (brotli where compressible): the one
 * place the build's budget tests (tools/budgets.test.ts on the built assets,
 * tests/e2e/budgets.spec.ts on the rendered pages), the bench and Lighthouse read them from.
 */
const KB = 1024;

export const BUDGETS = {
  /** JavaScript a first visit downloads: entry, route module and everything they import. */
  js: { home: 140 * KB, other: 130 * KB },
  /**
   * Script files a first visit fetches (the same set): ours, beyond the page budgets. Over slow 4G each
   * costs a round trip of about 150 ms, and Lighthouse's simulation counts them all before the
   * first paint; 30 of them held performance at 91 (tools/lib/shell-chunk.ts).
   */
  scriptRequests: 12,
  /** Everything a first view on a 390 px phone transfers: HTML, JS, CSS, fonts, images. */
  pageWeight: { home: 400 * KB, other: 200 * KB },
  /**
   * Everything a staff page's first view transfers on a 390 px phone (staff work over mobile data
   * too): no JavaScript framework, only the small scripts of the pages that need them. The pages
   * with the rich-text editor (a post, a page of their own) load it: 250 KB, once, then cached.
   */
  staffPageWeight: { page: 40 * KB, richTextEditor: 300 * KB },
  /** The largest image above the fold (and it is never lazy). */
  largestImage: 100 * KB,
  /** Lighthouse, mobile defaults: every category at least this score (0-100). */
  lighthouse: 95,
  /**
   * Serving under load (`npm run bench`): each public page and API read from the render
   * cache at least this share of nginx's requests a second on the same bytes, and through the
   * documented nginx proxy cache this share; cached pages' p99 under this many ms at the bench's
   * connections; a render miss of the home page at least this many answers per CPU-second (three
   * times the 55 measured before the render cache, docs/performance.md).
   */
  serving: { cachedShareOfNginx: 0.5, proxyShareOfNginx: 0.9, cachedPageP99Ms: 20, homeMissPerCpuS: 3 * 55 },
} as const;

/**
 * The viewport of "a 390 px phone": 390 x 844 CSS pixels at 2x, the density of the mid-range
 * Android phones most visitors carry (an iPhone at 3x would pick the 1280 px pictures).
 */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 } as const;

/** True for the home page, which has the larger budgets. */
export function isHome(path: string): boolean {
  return path === "/" || path === "";
}

export const jsBudget = (path: string): number => (isHome(path) ? BUDGETS.js.home : BUDGETS.js.other);
export const pageWeightBudget = (path: string): number =>
  isHome(path) ? BUDGETS.pageWeight.home : BUDGETS.pageWeight.other;

/** "12.3 KB", as every report of these numbers prints them. */
export const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;
