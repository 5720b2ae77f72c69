/**
 * schema.org VideoObject data for the sermons that have a video, as one JSON-LD script body
 * (escaped so that no "<" can close the script element early).
 */
import type { NormalizedSermon } from "./normalize";

export function youtubeEmbedUrl(youtubeId: string, autoplay = false): string {
  const params = new URLSearchParams({ rel: "0", modestbranding: "1" });
  if (autoplay) params.set("autoplay", "1");
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?${params.toString()}`;
}

/** "45 min" / "1 hr 5 min" / "1:05:00" -> ISO 8601 duration; null when it cannot be read. */
export function isoDuration(time: string): string | null {
  const clock = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (clock) {
    const [, h, m, s] = clock;
    return `PT${h ? `${Number(h)}H` : ""}${Number(m)}M${Number(s)}S`;
  }
  const hours = /(\d+)\s*(?:h|hr|hrs|hour|hours)\b/i.exec(time);
  const minutes = /(\d+)\s*(?:m|min|mins|minute|minutes)\b/i.exec(time);
  if (!hours && !minutes) return null;
  return `PT${hours ? `${Number(hours[1])}H` : ""}${minutes ? `${Number(minutes[1])}M` : ""}`;
}

function absolute(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteUrl}${path.startsWith("/") ? "" : "/"}${path}`;
}

export function sermonVideoObjects(sermons: readonly NormalizedSermon[], siteUrl: string): object[] {
  return sermons
    .filter((sermon) => sermon.hasVideo && sermon.youtubeId)
    .map((sermon) => {
      const duration = isoDuration(sermon.time);
      return {
        "@type": "VideoObject",
        name: sermon.title,
        description:
          sermon.description || `${sermon.title}, a sermon by ${sermon.sermonFrom} (${sermon.categories.join(", ")}).`,
        thumbnailUrl: [absolute(siteUrl, sermon.image)],
        ...(sermon.date ? { uploadDate: sermon.date } : {}),
        ...(duration ? { duration } : {}),
        embedUrl: youtubeEmbedUrl(sermon.youtubeId as string),
        contentUrl: `https://www.youtube.com/watch?v=${encodeURIComponent(sermon.youtubeId as string)}`,
        author: { "@type": "Person", name: sermon.sermonFrom },
      };
    });
}

/** The script's text: null when no sermon has a video. */
export function sermonJsonLd(sermons: readonly NormalizedSermon[], siteUrl: string): string | null {
  const videos = sermonVideoObjects(sermons, siteUrl);
  if (videos.length === 0) return null;
  return jsonLdText({ "@context": "https://schema.org", "@graph": videos });
}

/** A sermon's own page: its VideoObject and, with an audio file, an AudioObject. */
export function sermonPageJsonLd(
  sermon: NormalizedSermon,
  audio: { url: string; type: string; bytes: number; seconds: number } | null,
  siteUrl: string,
): string | null {
  const graph: object[] = sermonVideoObjects([sermon], siteUrl);
  if (audio) {
    graph.push({
      "@type": "AudioObject",
      name: sermon.title,
      description: sermon.description || sermon.title,
      contentUrl: absolute(siteUrl, audio.url),
      encodingFormat: audio.type,
      contentSize: `${audio.bytes} B`,
      duration: `PT${Math.round(audio.seconds)}S`,
      ...(sermon.date ? { uploadDate: sermon.date } : {}),
      author: { "@type": "Person", name: sermon.sermonFrom },
    });
  }
  return graph.length ? jsonLdText({ "@context": "https://schema.org", "@graph": graph }) : null;
}

/** JSON for a script element: no "<" (or what could end it) appears as such. */
function jsonLdText(value: object): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
