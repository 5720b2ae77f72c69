/**
 * Debian's Chromium as every browser run of the project starts it: the e2e tests
 * (playwright.config.ts), the bench's page weights and Lighthouse.
 */

/** /usr/bin/chromium from Debian's package, or CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Root in a container needs --no-sandbox; without a GPU, --disable-gpu. The rest keeps Chromium
 * from calling Google's services, which this machine's closed network refuses (many at a time).
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
] as const;
