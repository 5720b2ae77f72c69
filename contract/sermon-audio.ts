import { fileSizeText } from "./file-sizes";

/**
 * A sermon's audio, as the server, the sermon form and the public page share it: the types, the URL
 * files are served under, and how a file's kind, size and length are written. What only an upload
 * needs (the largest file, the words of each outcome) is ./sermon-audio-upload.ts: the public
 * pages that play a sermon do not download it.
 */

export const AUDIO_TYPES = { mp3: "audio/mpeg", m4a: "audio/mp4" } as const;
export type AudioExtension = keyof typeof AUDIO_TYPES;

/** Where stored audio files are served: `${AUDIO_URL_PREFIX}<file name>`. */
export const AUDIO_URL_PREFIX = "/audio/";

/** "MP3, 28 MB": the kind and size shown beside Listen and Download (the one size rule, file-sizes.ts). */
export function audioSizeLabel(type: string, bytes: number): string {
  return `${type === AUDIO_TYPES.m4a ? "M4A" : "MP3"}, ${fileSizeText(bytes)}`;
}

/** Seconds as the feed and the page give them: "H:MM:SS" or "M:SS". */
export function clockDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${rest}` : `${m}:${rest}`;
}

/** The API's `time` when the audio file gives the length: "45 min", "1 hr 5 min". */
export function durationText(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const h = Math.floor(minutes / 60);
  return h > 0 ? `${h} hr${minutes % 60 ? ` ${minutes % 60} min` : ""}` : `${minutes} min`;
}
