import { Play } from "lucide-react";

const PLAY_VIDEO_CLASS =
  "inline-flex min-h-12 items-center gap-2 rounded-full bg-accent-400 px-6 py-3 font-semibold text-brand-950 hover:bg-accent-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

export interface PlayVideoControlProps {
  youtubeId: string;
  /** Loads the video in the page; null before the page runs (the control is then a link to YouTube). */
  onPlay: (() => void) | null;
  /** The id of the text saying what the video costs in data. */
  describedBy: string;
}

/**
 * `Play video` before anything of YouTube loads (a sermon's page; the sermons list's dialog when
 * the visitor saves data): a button, or without JavaScript a link to the video on YouTube.
 */
export function PlayVideoControl({ youtubeId, onPlay, describedBy }: PlayVideoControlProps) {
  const label = (
    <>
      <Play aria-hidden="true" className="h-5 w-5" /> Play video
    </>
  );
  return onPlay ? (
    <button type="button" onClick={onPlay} className={PLAY_VIDEO_CLASS} aria-describedby={describedBy}>
      {label}
    </button>
  ) : (
    <a
      href={`https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`}
      className={PLAY_VIDEO_CLASS}
      aria-describedby={describedBy}
    >
      {label}
    </a>
  );
}
