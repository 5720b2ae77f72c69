/** The sermons feature's public pieces (the sermons page and the About page's Latest Sermons). */
export { SermonCard, NO_IMAGE_TEXT, type SermonCardProps } from "./SermonCard";
export { SermonGrid, type SermonGridProps } from "./SermonGrid";
export { SermonVideoModal, useSermonPlayer, type SermonVideoModalProps } from "./SermonVideoPlayer";
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
export { sermonJsonLd, youtubeEmbedUrl } from "./jsonLd";
export { SermonJsonLd } from "./SermonJsonLd";
