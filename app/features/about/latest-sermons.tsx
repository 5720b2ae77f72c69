import ArrowRight from "lucide-react/icons/arrow-right";
import { Suspense, useEffect } from "react";
import { Await, Link, useAsyncError } from "react-router";
import { Spinner } from "~/ui/spinner";
import { SermonCard, SermonVideoModal, useSermonPlayer, type NormalizedSermon } from "~/features/sermons";
import { SERMONS_EMPTY, SERMONS_LOAD_ERROR } from "~/features/sermons/sermon-page";
import type { Person } from "./content";
import { LeaderCard } from "./leader-card";

const CELL_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

function SermonsError({ leader }: { leader: Person | null }) {
  const error = useAsyncError();
  useEffect(() => {
    console.error("Latest sermons failed to load:", error);
  }, [error]);
  return <LatestSermonsGrid sermons={null} leader={leader} />;
}

/**
 * The grid: the leader card first (when the page names a senior pastor), then the sermons; one
 * column on phones, two on tablets, three on desktops. `null` sermons is the error state (the
 * leader card stays).
 */
export function LatestSermonsGrid({ sermons, leader }: { sermons: NormalizedSermon[] | null; leader: Person | null }) {
  const player = useSermonPlayer();
  return (
    <>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {leader ? (
          <li>
            <LeaderCard leader={leader} />
          </li>
        ) : null}
        {sermons === null ? (
          <li className="sm:col-span-1 lg:col-span-2">
            <p
              role="alert"
              className="rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
            >
              {SERMONS_LOAD_ERROR}
            </p>
          </li>
        ) : sermons.length === 0 ? (
          <li className="sm:col-span-1 lg:col-span-2">
            <p className="rounded-2xl bg-white px-6 py-8 text-center text-slate-600 ring-1 ring-slate-200 dark:bg-brand-900 dark:text-slate-300 dark:ring-brand-800">
              {SERMONS_EMPTY}
            </p>
          </li>
        ) : (
          sermons.map((sermon) => (
            <li key={sermon.id}>
              <SermonCard sermon={sermon} onPlay={player.open} imageSizes={CELL_SIZES} />
            </li>
          ))
        )}
      </ul>
      <SermonVideoModal sermon={player.sermon} onClose={player.close} returnFocusTo={player.returnFocusTo} />
    </>
  );
}

/** Latest Sermons: loading, then the grid, the error box, or the empty text. */
export function LatestSermons({ sermons, leader }: { sermons: Promise<NormalizedSermon[]>; leader: Person | null }) {
  return (
    <section aria-labelledby="latest-sermons-heading" className="bg-paper py-16 md:py-24 dark:bg-brand-950">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase dark:text-accent-300">
              Sermons
            </p>
            <h2
              id="latest-sermons-heading"
              className="mt-2 text-3xl font-extrabold text-brand-950 md:text-4xl dark:text-white"
            >
              Latest Sermons
            </h2>
            <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
              Missed a Sunday? Catch up on the latest messages from our pulpit.
            </p>
          </div>
          <Link
            to="/sermons"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-accent-300"
          >
            All sermons
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
        <div className="mt-10">
          <Suspense fallback={<Spinner label="Loading sermons" />}>
            <Await resolve={sermons} errorElement={<SermonsError leader={leader} />}>
              {(list) => <LatestSermonsGrid sermons={list} leader={leader} />}
            </Await>
          </Suspense>
        </div>
      </div>
    </section>
  );
}
