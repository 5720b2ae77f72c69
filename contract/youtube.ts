/**
 * A YouTube video as a person pastes it: a watch, youtu.be, shorts, live or embed link
 * (with or without scheme, www or m., any extra query), or the bare 11-character id. Reduced to
 * the id; anything else is refused with a message the form shows.
 */

const ID = /^[A-Za-z0-9_-]{11}$/;
const HOSTS = new Set(["youtube.com", "m.youtube.com", "music.youtube.com", "youtube-nocookie.com", "youtu.be"]);
/** Paths whose next segment is the id. */
const ID_PATHS = new Set(["shorts", "live", "embed", "v"]);

export const YOUTUBE_REFUSED =
  "That is not a YouTube link or video id. Paste the video's address (such as https://youtu.be/…) or its 11-character id.";

export type YouTubeResult = { ok: true; id: string } | { ok: false; message: string };

export function parseYouTube(input: string): YouTubeResult {
  const text = input.trim();
  if (ID.test(text)) return { ok: true, id: text };
  const id = idOfUrl(text);
  return id !== null && ID.test(id) ? { ok: true, id } : { ok: false, message: YOUTUBE_REFUSED };
}

function idOfUrl(text: string): string | null {
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  if (!HOSTS.has(host)) return null;
  const segments = url.pathname.split("/").filter(Boolean);
  if (host === "youtu.be") return segments.length === 1 ? segments[0]! : null;
  if (segments.length === 1 && segments[0] === "watch") return url.searchParams.get("v");
  if (segments.length === 2 && ID_PATHS.has(segments[0]!)) return segments[1]!;
  return null;
}
