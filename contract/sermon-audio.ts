import { fileSizeText, MEGABYTE } from "./file-sizes";
import { STORAGE_REFUSAL_MESSAGES } from "./storage-refusal";
import { UPLOAD_CUT_OFF, UPLOAD_INCOMPLETE } from "./uploads";

/**
 * A sermon's audio, as the upload route, the sermon form and the public page share it:
 * the types accepted, the largest file, the URL files are served under, and the words each outcome of
 * an upload shows.
 */

export const AUDIO_TYPES = { mp3: "audio/mpeg", m4a: "audio/mp4" } as const;
export type AudioExtension = keyof typeof AUDIO_TYPES;

/** The largest file taken; tests lower it rather than write 100 MB. */
export const AUDIO_LIMITS = { maxBytes: 100 * MEGABYTE };

/** Where stored audio files are served: `${AUDIO_URL_PREFIX}<file name>`. */
export const AUDIO_URL_PREFIX = "/audio/";

/** The upload's outcome, as the redirect's `?audio=` carries it back to the edit page. */
export const AUDIO_OUTCOMES = {
  uploaded: "The audio is uploaded.",
  missing: "Choose an MP3 or M4A file to upload.",
  "not-audio": "That file is not MP3 or M4A audio (its contents were checked, not its name). Nothing was stored.",
  "too-large":
    "That file is larger than 100 MB. Nothing was stored. Export the audio at a lower bit rate (64 kbit/s mono is plenty for speech).",
  unreadable:
    "The audio's length could not be read from that file, or it is shorter than half a second. Nothing was stored.",
  "no-sound":
    "That file is not sound that can be played: it starts like an MP3, but most of it is not audio (it may be damaged or cut short). Nothing was stored. Export it again from the recording program and upload that file.",
  "disk-full": STORAGE_REFUSAL_MESSAGES.staff["disk-full"],
  "cannot-write": STORAGE_REFUSAL_MESSAGES.staff["cannot-write"],
  "cut-off": UPLOAD_CUT_OFF,
  incomplete: UPLOAD_INCOMPLETE,
} as const;
export type AudioOutcome = keyof typeof AUDIO_OUTCOMES;

export function isAudioOutcome(value: string | null): value is AudioOutcome {
  return value !== null && Object.hasOwn(AUDIO_OUTCOMES, value);
}

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
