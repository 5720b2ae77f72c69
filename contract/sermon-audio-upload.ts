import { MEGABYTE } from "./file-sizes";
import { STORAGE_REFUSAL_MESSAGES } from "./storage-refusal";
import { UPLOAD_CUT_OFF, UPLOAD_INCOMPLETE } from "./uploads";

/** A sermon's audio upload, as the upload route and the sermon form share it. */

/** The largest file taken; tests lower it rather than write 100 MB. */
export const AUDIO_LIMITS = { maxBytes: 100 * MEGABYTE };

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
