/**
 * The sermon video dialog (docs/product.md, Video modal): the dialog holds the selected sermon;
 * closing it clears the selection. Loaded lazily on the first Play through `SermonVideoModal` in ./index.ts.
 *
 * Props:
 * - sermon: the sermon to play (must have a youtubeId to show a video);
 * - onClose(): called by the close button, Escape and a click on the backdrop; the parent clears
 *   its selection, which unmounts the dialog and its iframe (so the video stops);
 * - returnFocusTo: the element that gets focus back on close (the Play button).
 */
import { useEffect, useId, useRef, useState } from "react";
import { X } from "lucide-react";
import { useFocusTrap } from "~/ui/hooks/use-focus-trap";
import type { NormalizedSermon } from "./normalize";
import { YouTubeFrame } from "./you-tube-frame";
import { ShareLinks } from "~/ui/share-links";
import { VIDEO_DATA_COST } from "./data-cost";
import { PlayVideoControl } from "./play-video-control";
import { savesData } from "~/ui/hooks/use-saves-data";

export interface SermonVideoDialogProps {
  sermon: NormalizedSermon;
  onClose: () => void;
  returnFocusTo?: HTMLElement | null;
}

export default function SermonVideoDialog({ sermon, onClose, returnFocusTo }: SermonVideoDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // The dialog opens only in the browser, on the site's own origin.
  const siteUrl = window.location.origin;
  const titleId = useId();
  const costId = useId();
  // A visitor saving data (Save-Data, prefers-reduced-data) reads the cost and presses Play again
  // before anything of YouTube loads. The dialog exists only in the browser.
  const [held, setHeld] = useState(savesData);
  useFocusTrap(dialogRef, true, { returnFocusTo, initialFocus: closeRef });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onClose();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    // The page behind does not scroll while the dialog is open.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = previousOverflow;
    };
  }, [onClose]);

  return (
    <div
      className="fixed inset-0 z-[60] flex items-center justify-center bg-brand-950/85 p-3 motion-safe:animate-fade-in sm:p-6"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      data-testid="sermon-modal-backdrop"
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative max-h-full w-full max-w-[min(56rem,calc((100dvh-12rem)*16/9))] overflow-y-auto rounded-2xl bg-white text-ink shadow-2xl dark:bg-brand-900 dark:text-slate-100"
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-4 py-3 sm:px-6 dark:border-brand-800">
          <h2 id={titleId} className="text-lg leading-snug font-bold sm:text-xl">
            {sermon.title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label="Close video"
            className="-mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-ink dark:text-slate-300 dark:hover:bg-brand-800 dark:hover:text-white"
          >
            <X aria-hidden="true" className="h-6 w-6" />
          </button>
        </div>
        <div className="aspect-video w-full bg-black">
          {sermon.youtubeId && held ? (
            <div className="flex h-full items-center justify-center p-4">
              <PlayVideoControl youtubeId={sermon.youtubeId} onPlay={() => setHeld(false)} describedBy={costId} />
            </div>
          ) : sermon.youtubeId ? (
            <YouTubeFrame youtubeId={sermon.youtubeId} title={sermon.title} />
          ) : (
            <p className="flex h-full items-center justify-center p-6 text-center text-slate-200">
              This sermon has no video yet.
            </p>
          )}
        </div>
        {sermon.youtubeId ? (
          <p id={costId} className="px-4 pt-3 text-sm text-slate-600 sm:px-6 dark:text-slate-300">
            {VIDEO_DATA_COST}
          </p>
        ) : null}
        <dl className="grid gap-x-8 gap-y-2 px-4 py-4 text-sm sm:grid-cols-2 sm:px-6">
          <div>
            <dt className="font-semibold text-brand-700 dark:text-accent-300">Sermon From</dt>
            <dd className="mt-0.5">{sermon.sermonFrom}</dd>
          </div>
          <div>
            <dt className="font-semibold text-brand-700 dark:text-accent-300">Category</dt>
            <dd className="mt-0.5">{sermon.categories.join(", ")}</dd>
          </div>
        </dl>
        {sermon.slug ? (
          <ShareLinks
            title={sermon.title}
            url={`${siteUrl}/sermons/${encodeURIComponent(sermon.slug)}`}
            className="px-4 pb-3 sm:px-6"
          />
        ) : null}
        {sermon.slug ? (
          <p className="px-4 pb-4 text-sm sm:px-6">
            <a
              href={`/sermons/${encodeURIComponent(sermon.slug)}`}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-accent-300 dark:hover:text-accent-200"
            >
              Open the sermon's page
            </a>{" "}
            (audio, description, sharing)
          </p>
        ) : null}
      </div>
    </div>
  );
}
