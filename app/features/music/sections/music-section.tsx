import { Music2 } from "lucide-react";
import type { SectionProps } from "~/features/music/content";
import { SectionShell } from "./section-shell";

/** The music tab: the songs written by the team, each with what the document says of it. */
export default function MusicSection({ content }: SectionProps) {
  return (
    <SectionShell
      id="music-songs-heading"
      eyebrow="Our Music"
      heading="Songs from our house"
      intro={content.songsIntro || undefined}
    >
      <ol className="mx-auto grid max-w-4xl gap-5">
        {content.songs.map((song, index) => (
          <li
            key={song.title}
            className="flex gap-5 rounded-3xl bg-white p-6 shadow-md ring-1 ring-slate-200 dark:bg-brand-900 dark:ring-brand-700"
          >
            <span className="hidden h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-accent-300 sm:flex">
              <Music2 aria-hidden="true" className="h-6 w-6" />
              <span className="sr-only">{`Song ${index + 1}`}</span>
            </span>
            <div className="min-w-0">
              <h3 className="text-xl font-bold text-brand-900 dark:text-white">{song.title}</h3>
              {song.writers ? (
                <p className="text-sm text-slate-600 dark:text-slate-300">Written by {song.writers}</p>
              ) : null}
              <dl className="mt-3 flex flex-wrap gap-2 text-sm">
                {[
                  ["Language", song.language],
                  ["Key", song.key],
                  ["Feel", song.feel],
                ]
                  .filter(([, value]) => value)
                  .map(([term, value]) => (
                    <div key={term} className="rounded-full bg-brand-50 px-3 py-1 dark:bg-brand-800">
                      <dt className="inline font-semibold text-brand-800 dark:text-accent-200">{term}: </dt>
                      <dd className="inline text-slate-700 dark:text-slate-200">{value}</dd>
                    </div>
                  ))}
              </dl>
              {song.description ? <p className="mt-3 text-slate-700 dark:text-slate-200">{song.description}</p> : null}
              {song.line ? (
                <p className="mt-2 font-serif text-lg text-brand-800 italic dark:text-accent-100">
                  &ldquo;{song.line}&rdquo;
                </p>
              ) : null}
              {song.link ? (
                <a
                  href={song.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 dark:text-accent-300"
                >
                  {`Listen to ${song.title} (opens in a new tab)`}
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}
