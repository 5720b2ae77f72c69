/**
 * The worship/music page's own words: its name, title and the headings the church does not
 * write. Everything particular to a church (the banner's words and picture, the About tab, the
 * team, songs, gallery, events, how to join, testimonials) is the page's document
 * (contract/page-content.ts, the music page's fields; the demo's in content/demo/music-page.ts).
 */

export const musicPage = {
  path: "/music",
  name: "Worship & Music",
  meta: {
    title: "Worship & Music Ministry",
  },
  hero: {
    title: "Worship & Music Ministry",
  },
  join: {
    heading: "Join the worship team",
    testimonialsHeading: "Why we serve",
  },
} as const;
