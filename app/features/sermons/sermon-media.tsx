import { useState } from "react";
import { Download } from "lucide-react";
import { audioSizeLabel, clockDuration } from "#contract/sermon-audio";
import { useHydrated } from "~/ui/hooks/use-hydrated";
import { YouTubeFrame } from "./you-tube-frame";
import { PlayVideoControl } from "./play-video-control";
import { VIDEO_DATA_COST } from "./data-cost";

/** A sermon page's video: nothing of YouTube loads until the visitor presses Play. */
export function SermonVideo({ youtubeId, title }: { youtubeId: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const hydrated = useHydrated();
  return (
    <div className="surface-dark overflow-hidden rounded-2xl bg-brand-950 shadow-lg">
      <div className="aspect-video w-full">
        {playing ? (
          <YouTubeFrame youtubeId={youtubeId} title={title} />
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-3 p-4 text-center text-white">
            <PlayVideoControl
              youtubeId={youtubeId}
              onPlay={hydrated ? () => setPlaying(true) : null}
              describedBy="video-data-cost"
            />
            <p id="video-data-cost" className="text-sm text-slate-200">
              {VIDEO_DATA_COST}
            </p>
          </div>
        )}
      </div>
    </div>
  );
}

export interface SermonAudioProps {
  url: string;
  type: string;
  bytes: number;
  seconds: number;
  title: string;
}

/** Listen (the browser's own player, nothing fetched before play) and Download, with the file's size. */
export function SermonAudio({ url, type, bytes, seconds, title }: SermonAudioProps) {
  const size = audioSizeLabel(type, bytes);
  return (
    <section
      aria-labelledby="listen-title"
      className="rounded-2xl border border-slate-200 p-4 sm:p-6 dark:border-brand-700"
    >
      <h2 id="listen-title" className="text-xl font-bold text-brand-900 dark:text-white">
        Listen
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {size} · {clockDuration(seconds)}. Audio uses far less data than video.
      </p>
      <audio controls preload="none" src={url} className="mt-4 w-full" aria-label={`Audio: ${title}`}>
        <a href={url}>Listen to the audio</a>
      </audio>
      <a
        href={url}
        download
        className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 dark:border-accent-300 dark:text-accent-200 dark:hover:bg-brand-800"
      >
        <Download aria-hidden="true" className="h-4 w-4" /> Download audio <span className="font-normal">({size})</span>
      </a>
    </section>
  );
}
