import type { ImageAspect } from "./images";

/*
 * The shape each built-in page's picture field is drawn in: by the public component that draws
 * it and by the staff form's preview (the field's `shape` in contract/page-content.ts), one
 * definition for both. A module of its own, so a public page's JavaScript takes these without
 * the page definitions.
 */

/** The home welcome's and the coming-soon page's background pictures (app/ui/background-slideshow.tsx). */
export const BACKGROUND_SLIDE_SHAPE = "wide" satisfies ImageAspect;
/** A music or ministry page's banner picture (app/ui/page-hero.tsx). */
export const BANNER_SHAPE = "wide" satisfies ImageAspect;
/** A ministry page's leader portrait (meetings section). */
export const MINISTRY_LEADER_SHAPE = "square" satisfies ImageAspect;
/** A ministry page's vision picture. */
export const MINISTRY_VISION_SHAPE = "card" satisfies ImageAspect;
/** A music team member's photo. */
export const MUSIC_TEAM_SHAPE = "square" satisfies ImageAspect;
/** A music gallery picture. */
export const MUSIC_GALLERY_SHAPE = "card" satisfies ImageAspect;
/** A home church-life picture. */
export const CHURCH_LIFE_SHAPE = "card" satisfies ImageAspect;
/** An About mandate item's picture. */
export const MANDATE_SHAPE = "wide" satisfies ImageAspect;
/** The About page's founder, beside "Who We Are". */
export const FOUNDER_SHAPE = "square" satisfies ImageAspect;
/** The About page's senior pastor, the leader card before the sermons. */
export const PASTOR_SHAPE = "card" satisfies ImageAspect;
/** An About "Our Ministries" card's picture. */
export const MINISTRY_CARD_SHAPE = "card" satisfies ImageAspect;
