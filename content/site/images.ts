/**
 * The illustrations pages name themselves; the others are in the content modules' `image` fields
 * and in the database. The start draws only the listed pictures whose names the site uses
 * (server/domain/pictures/site-pictures.ts, known-images.ts), so a page that shows a new illustration names
 * it here or in its content module (anything under a key `image`, `images` or ending in
 * `Image(s)`), and the next `npm run build` adds its files to the list (tools/list-site-pictures.ts).
 */
export const pageImages = {
  /** Inner pages' banner unless they name their own (PageHero). */
  defaultHero: "sunrise-harare-hero",
  /** Link previews of pages without a picture of their own (site.defaultShareImage). */
  defaultShare: "city-kingdom-light-share",
  blogHero: "book-open-pages-blog-hero",
  /** The home page's blog teaser, for a post without a picture. */
  blogTeaserFallback: "book-church-news",
  /** A sermon without a picture. */
  sermonPlaceholder: "bible-sermon-placeholder",
  sermonsHero: "book-sermons-hero-pulpit",
  sermonsShare: "book-sermons-share",
  aboutHero: "church-about-us-hero",
  contactHero: "hands-contact-us-hero",
} as const;
