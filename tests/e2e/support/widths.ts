/**
 * Where an end-to-end test runs: the one rule playwright.config.ts's projects read. Untagged, a
 * test runs once, on the phone project (390 px), as most visitors hold the site. Tagged
 * DESKTOP_TOO, it runs there and again on the desktop project (1280 px): for tests whose subject
 * is what the screen's width changes (the frame, the pages' layouts, the pictures chosen, contrast,
 * keyboard paths through a layout). Tagged DESKTOP_ONLY, it runs at 1280 px alone: a measure that
 * needs the wide layout and whose result no width changes.
 *
 *   test("...", { tag: DESKTOP_TOO }, async ({ page }) => { ... });
 *   test.describe("...", { tag: DESKTOP_TOO }, () => { ... });
 */
export const DESKTOP_TOO = "@desktop";
export const DESKTOP_ONLY = "@desktop-only";

/**
 * A test that changes what every page shows (the church's name in the footer, a footer link, a
 * page's text): it runs on its own project, at 390 px, after the phone and desktop projects have
 * finished, so that no other test reads the site while it is changed. Such tests put back what they
 * changed and check only what they changed, as several of them may run at once.
 */
export const CHANGES_THE_SITE = "@changes-site";
export const CHANGES_THE_SITE_PATTERN = /@changes-site\b/;

/** The desktop project's tests: both tags (a tag is matched as part of the test's title). */
export const DESKTOP_PATTERN = /@desktop\b/;
/** The tests the phone project leaves out. */
export const DESKTOP_ONLY_PATTERN = /@desktop-only\b/;
