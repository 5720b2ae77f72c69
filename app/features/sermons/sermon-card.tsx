/**
 * One sermon as a card: picture with a date badge, title, speaker, categories, duration, what is
 * available (audio, transcript, download) and a Play button when it has a video. The picture and
 * the title lead to the sermon's page (its audio, its description), as a post card's do; Play
 * stays on the picture, above its link.
 *
 * Props:
 * - sermon: a NormalizedSermon (see ./normalize.ts);
 * - onPlay(sermon, button): called by Play; `button` is where focus returns when the video closes;
 * - headingLevel: the title's heading level, "h2" or "h3" (default "h3");
 * - imageSizes: the picture's `sizes` attribute (default: a third of the page on desktops);
 * - eager: the card starts in the first screen, so its picture is not lazy (docs/performance.md, Budgets).
 */
import { useEffect, useRef, useState } from "react";
import { Link, type LinkProps } from "react-router";
import { Clock, Download, FileText, Headphones, ImageOff, Play, User } from "lucide-react";
import { ResponsiveImage } from "~/ui/responsive-image";
import { formatSermonDate, sermonDateBadge, type NormalizedSermon } from "./normalize";
import { useHydrated } from "~/ui/hooks/use-hydrated";
import { VIDEO_DATA_COST } from "./data-cost";

export interface SermonCardProps {
  sermon: NormalizedSermon;
  onPlay?: (sermon: NormalizedSermon, button: HTMLButtonElement) => void;
  headingLevel?: "h2" | "h3";
  imageSizes?: string;
  eager?: boolean;
}

export const NO_IMAGE_TEXT = "No Image Available";

function SermonImage({ sermon, sizes, eager }: { sermon: NormalizedSermon; sizes: string; eager: boolean }) {
  const [broken, setBroken] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);

  // The picture may fail before React hydrates and listens for `error`.
  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc !== "") setBroken(true);
  }, []);

  if (broken) {
    return (
      <div className="flex aspect-[4/3] w-full flex-col items-center justify-end gap-1.5 bg-slate-100 pb-5 text-slate-600 dark:bg-brand-800 dark:text-slate-300">
        <ImageOff aria-hidden="true" className="h-8 w-8" />
        <span className="text-sm font-medium">{NO_IMAGE_TEXT}</span>
      </div>
    );
  }
  const common = {
    ref: imgRef,
    alt: "",
    loading: eager ? ("eager" as const) : ("lazy" as const),
    onError: () => setBroken(true),
    className: "aspect-[4/3] h-auto w-full object-cover transition duration-500 group-hover:scale-105",
  };
  if (sermon.imageSet) return <ResponsiveImage set={sermon.imageSet} sizes={sizes} {...common} />;
  return <img src={sermon.image} width={640} height={480} decoding="async" {...common} />;
}

const PLAY_CLASS =
  "absolute inset-0 m-auto flex h-16 w-16 items-center justify-center rounded-full bg-accent-400 text-brand-950 shadow-lg ring-4 ring-white/70 transition hover:scale-110 hover:bg-accent-300 focus-visible:scale-110";

/** The sermon's own page, or null for one without a slug (nothing to open). */
export function sermonPath(sermon: NormalizedSermon): string | null {
  return sermon.slug ? `/sermons/${encodeURIComponent(sermon.slug)}` : null;
}

/** Where Play goes before the modal can open: the sermon's page, else its video on YouTube. */
export function playHref(sermon: NormalizedSermon): string | null {
  const page = sermonPath(sermon);
  if (page) return page;
  return sermon.youtubeId ? `https://www.youtube.com/watch?v=${encodeURIComponent(sermon.youtubeId)}` : null;
}

/** A link to `to`, or its children alone when there is nowhere to go. */
function MaybeLink({ to, children, ...props }: Omit<LinkProps, "to"> & { to: string | null }) {
  if (to === null) return <>{children}</>;
  return (
    <Link to={to} {...props}>
      {children}
    </Link>
  );
}

export function SermonCard({
  sermon,
  onPlay,
  headingLevel = "h3",
  imageSizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
  eager = false,
}: SermonCardProps) {
  const Heading = headingLevel;
  const hydrated = useHydrated();
  const href = sermonPath(sermon);
  const badge = sermonDateBadge(sermon.date);
  const extras = [
    sermon.hasAudio && { icon: Headphones, label: "Audio" },
    sermon.hasTranscript && { icon: FileText, label: "Transcript" },
    sermon.hasDownload && { icon: Download, label: "Download" },
  ].filter((item): item is { icon: typeof Headphones; label: string } => Boolean(item));

  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-xl dark:bg-brand-900 dark:ring-brand-800">
      <div className="relative overflow-hidden">
        {/* The picture leads to the page too (the title's link is the one in the tab order). */}
        <MaybeLink to={href} tabIndex={-1} aria-hidden="true" className="block">
          <SermonImage key={sermon.image} sermon={sermon} sizes={imageSizes} eager={eager} />
          {badge ? (
            <span
              aria-hidden="true"
              className="absolute top-3 left-3 flex min-w-14 flex-col items-center rounded-xl bg-brand-900/90 px-2.5 py-1.5 text-white shadow"
            >
              <span className="text-xl leading-none font-extrabold">{badge.day}</span>
              <span className="mt-0.5 text-xs font-semibold tracking-wide text-accent-300 uppercase">
                {badge.month}
              </span>
            </span>
          ) : null}
        </MaybeLink>
        {sermon.hasVideo && onPlay && hydrated ? (
          <button
            type="button"
            onClick={(event) => onPlay(sermon, event.currentTarget)}
            aria-label={`Play ${sermon.title}`}
            className={PLAY_CLASS}
          >
            <Play aria-hidden="true" className="ml-1 h-7 w-7 fill-current" />
          </button>
        ) : sermon.hasVideo && onPlay && playHref(sermon) ? (
          // Without JavaScript: Play is a link to the sermon's page, or to the video on YouTube.
          <a href={playHref(sermon)!} aria-label={`Play ${sermon.title}`} className={PLAY_CLASS}>
            <Play aria-hidden="true" className="ml-1 h-7 w-7 fill-current" />
          </a>
        ) : null}
        {sermon.hasVideo && onPlay ? (
          // What the video costs, said before it loads.
          <p className="absolute inset-x-0 bottom-0 bg-brand-950/80 px-3 py-1.5 text-center text-xs font-medium text-white">
            {VIDEO_DATA_COST}
          </p>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <ul className="flex flex-wrap gap-1.5" aria-label="Categories">
          {sermon.categories.map((category) => (
            <li
              key={category}
              className="rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-semibold text-accent-900 dark:bg-accent-900/60 dark:text-accent-100"
            >
              {category}
            </li>
          ))}
        </ul>
        <Heading className="text-lg leading-snug font-bold text-brand-900 dark:text-white">
          <MaybeLink to={href} className="hover:text-brand-600 hover:underline dark:hover:text-accent-300">
            {sermon.title}
          </MaybeLink>
        </Heading>
        <div className="mt-auto space-y-1.5 text-sm text-slate-700 dark:text-slate-300">
          <p className="flex items-center gap-2">
            <User aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-600 dark:text-accent-300" />
            <span>
              <span className="sr-only">Sermon from </span>
              {sermon.sermonFrom}
            </span>
          </p>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
            {sermon.date ? (
              <time dateTime={sermon.date} className="whitespace-nowrap">
                {formatSermonDate(sermon.date)}
              </time>
            ) : null}
            <span className="flex items-center gap-2">
              <Clock aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-600 dark:text-accent-300" />
              {sermon.time}
            </span>
          </p>
        </div>
        {extras.length > 0 || sermon.hasVideo ? (
          <ul className="flex flex-wrap gap-2 border-t border-slate-100 pt-3 text-xs text-slate-600 dark:border-brand-800 dark:text-slate-300">
            {sermon.hasVideo ? (
              <li className="flex items-center gap-1">
                <Play aria-hidden="true" className="h-3.5 w-3.5" /> Video
              </li>
            ) : null}
            {extras.map(({ icon: Icon, label }) => (
              <li key={label} className="flex items-center gap-1">
                <Icon aria-hidden="true" className="h-3.5 w-3.5" /> {label}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
