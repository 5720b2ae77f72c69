/**
 * Live figures beside cached pages (docs/decisions/052-live-figures-beside-cached-pages.md): an
 * event's page shows the places left, which registrations change without moving the content
 * version, so no registration empties the render cache. The render cache stamps every entry with
 * the minute it was made (server/http/render-cache.ts `stampOf`), so no entry is served once its
 * minute is over; this page tells shared caches to keep nothing without asking (s-maxage=0, an
 * ETag revalidation that the render cache answers). So the figure a visitor sees is at most
 * LIVE_FIGURE_BOUND_S old, while every other page stays cached as before.
 */
export const LIVE_FIGURE_BOUND_S = 60;

/** Cache-Control of a page holding a live figure: public (the render cache keeps it), never kept by a shared cache unasked. */
export const LIVE_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=0, must-revalidate";
