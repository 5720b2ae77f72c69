import { youtubeEmbedUrl } from "./json-ld";

/**
 * The privacy-enhanced (youtube-nocookie) player of one video, started at once: rendered only after
 * the visitor presses play (the sermons list's modal, a sermon's own page), so nothing loads before.
 */
export function YouTubeFrame({ youtubeId, title }: { youtubeId: string; title: string }) {
  return (
    <iframe
      src={youtubeEmbedUrl(youtubeId, true)}
      title={`Video: ${title}`}
      className="h-full w-full"
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
