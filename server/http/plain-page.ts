import { escapeHtml } from "#server/lib/text";

/**
 * A small page of its own, outside the React app (no script, the site's name, a heading, a few
 * paragraphs): the newsletter's confirm and unsubscribe pages, and the answers the server gives
 * before any page code runs (a staff post that is not a form, a write the disk refused).
 */

/** The whole document: `body` is HTML (paragraphs, a form), the title is text. */
export function plainPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title><style>body{margin:0;font:17px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1c1917;background:#fafaf9}main{max-width:34rem;margin:0 auto;padding:3rem 1.25rem}.site{font-weight:700;color:#1c1917;text-decoration:none}h1{font-size:1.6rem;line-height:1.25;margin:2rem 0 1rem}button{font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:.5rem;padding:.8rem 1.4rem;min-height:44px;cursor:pointer}button:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}a{color:#1d4ed8}@media (prefers-color-scheme:dark){body{background:#1c1917;color:#f5f5f4}.site{color:#f5f5f4}a{color:#93c5fd}}</style></head><body><main><a class="site" href="/">Home page</a><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** One paragraph of text. */
export const paragraph = (text: string): string => `<p>${escapeHtml(text)}</p>`;
