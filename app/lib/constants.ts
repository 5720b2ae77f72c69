/**
 * Every business constant of the interface (docs/product.md, Constants index), in one place. Components import from here; no magic
 * numbers elsewhere. Times are milliseconds unless the name says otherwise.
 */

// Header, menu, scroll-to-top
export const MENU_CLOSE_DELAY_MS = 300;
export const HEADER_HIDE_AFTER_PX = 100;
export const FOOTER_SCROLL_TOP_AFTER_PX = 300;
export const MEDIA_SCROLL_TOP_AFTER_PX = 500;
export const MEDIA_HERO_PARALLAX_CAP_PX = 500;

// Slideshows and carousels
export const HERO_SLIDE_INTERVAL_MS = 5000;
export const HERO_MESSAGE_INTERVAL_MS = 7000;
export const FEATURED_CAROUSEL_INTERVAL_MS = 5000;
export const FEATURED_CAROUSEL_LOCK_MS = 500;
export const SALVATION_HERO_INTERVAL_MS = 7000;
export const SALVATION_HERO_TILES = 8; // 8 x 8 tiles
export const SALVATION_HERO_TILE_EFFECT_MS = 1500;
export const SALVATION_HERO_IMAGES = 3;
export const COMING_SOON_IMAGE_INTERVAL_MS = 5000;
export const COMING_SOON_IMAGES = 3;

// Further home component
export const FURTHER_IMAGE_INTERVAL_MS = 7000;
export const FURTHER_IMAGE_COUNT = 5;
export const INITIAL_LIKE_COUNT = 142;
export const FURTHER_SCROLL_FLAG_PX = 100;
export const FURTHER_SCROLL_FLAG_SECONDARY_PX = 50;

// Newsletter messages
export const FOOTER_NEWSLETTER_SUCCESS_MS = 3000;
export const FOOTER_NEWSLETTER_ERROR_MS = 5000;
export const SIDEBAR_NEWSLETTER_MESSAGE_MS = 5000;

// Form success resets
export const CONTACT_SUCCESS_RESET_MS = 3000;
export const APPLICATION_SUCCESS_RESET_MS = 5000;
export const CHILDREN_SUCCESS_RESET_MS = 5000;
export const SALVATION_CONTACT_MESSAGE_MS = 5000;

// Sermons
export const SERMON_PAGE_SIZE = 6;

// About page
export const MINISTRIES_PER_SLIDE = 4;
export const MINISTRY_SLIDES = 2;
export const VISION_CARD_SLIDES = 6;
export const VISION_CARD_INTERVAL_MS = 9000;
export const VISION_CARD_FADE_MS = 600;
export const MANDATE_DEFAULT_INDEX = 3; // the fourth item
/** Where the senior pastor's card's heart starts (About page). */
export const LEADER_INITIAL_LIKE_COUNT = 87;

// Salvation journey
export const JOURNEY_FADE_MS = 500;
export const TYPEWRITER_MS_PER_CHAR = 40;
export const SCRIPTURE_DELAY_MS = 1500;
export const SALVATION_INTRO_STAGE_2_AT = 0.35;
export const SALVATION_INTRO_STAGE_3_AT = 0.7;

export const COUNTDOWN_TICK_MS = 1000;

// Layout and motion
export const MOBILE_BREAKPOINT_PX = 768;
export const TAB_SCROLL_DELAY_MS = 100;
export const TAB_TRANSITION_MS = 500;
export const CONTACT_PANEL_MAX_HEIGHT_PX = 600;
export const IN_VIEW_THRESHOLD = 0.8; // fraction of the viewport height

// Blog
export const RECENT_POSTS_SHOWN = 3;

// Ministry pages
export const HOSPITALITY_INTEREST_COUNT = 6;
export const MINISTRY_LOADING_MS = 800;
export const LOADING_CONTEXT_EXTENSION_MS = 5000;

// Loading overlay
export const OVERLAY_MIN_MS = 3000;
export const PRELOAD_MIN_FIRST_VISIT_MS = 10000;
export const PRELOAD_MIN_REPEAT_MS = 3000;
export const PRELOADER_DEFAULT_MIN_MS = 15000;
export const OVERLAY_HARD_STOP_MS = 10000;
export const OVERLAY_PROGRESS_START = 5;
export const OVERLAY_PROGRESS_END = 100;
export const FIRST_LOAD_FLAG = "first-load-completed";

// Footer QR code
export const QR_CODE_SIZE = 120;
export const QR_CODE_ERROR_CORRECTION = "H" as const;

// Fixed ministry values of the application forms
export const APPLICATION_MINISTRY = "intercession";
export const CHILDREN_MINISTRY = "children";

/**
 * The id the phone menu's toggle links to before JavaScript runs (or when it never does): the
 * no-JavaScript menu (app/ui/layout/no-script-menu.tsx), which leaves the page once it has
 * hydrated (tools/lib/page-weight.ts waits for that).
 */
export const NO_SCRIPT_MENU_ID = "site-menu";
