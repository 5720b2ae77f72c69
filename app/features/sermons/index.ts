/** The sermons feature's public pieces (the sermons page and the About page's Latest Sermons). */
export { SermonCard, NO_IMAGE_TEXT, type SermonCardProps } from "./sermon-card";
export { SermonGrid, type SermonGridProps } from "./sermon-grid";
export { SermonVideoModal, useSermonPlayer, type SermonVideoModalProps } from "./sermon-video-player";
export {
  normalizeSermon,
  normalizeSermonList,
  formatSermonDate,
  UNKNOWN_SPEAKER,
  UNCATEGORIZED,
  NO_DURATION,
  type NormalizedSermon,
  type NormalizedSermonList,
} from "./normalize";
export { sermonJsonLd, youtubeEmbedUrl } from "./json-ld";
export { SermonJsonLd } from "./sermon-json-ld";
