import ArrowLeft from "lucide-react/icons/arrow-left";
import { Link, type MetaDescriptor } from "react-router";
import { BackgroundSlideshow } from "~/ui/background-slideshow";
import { pageMeta, siteUrlFromMatches } from "~/lib/seo";
import { churchFromMatches } from "~/lib/church";
import { nameInCity } from "#contract/church";
import { shareImageUrl } from "#contract/images";
import { pageImages } from "#content/site/images";
import type { ComingSoonContent } from "./content";
import { Countdown, countdownParts } from "~/ui/countdown";
import { PauseButton } from "~/ui/slide-controls";
import { useAutoplay } from "~/ui/hooks/use-autoplay";
import { useNow } from "~/ui/hooks/use-now";
import { useRotation } from "~/ui/hooks/use-rotation";
import { COMING_SOON_IMAGE_INTERVAL_MS, COUNTDOWN_TICK_MS } from "~/lib/constants";

export const COMING_SOON_TEXT = {
  heading: "COMING SOON",
  oops: "Oops! The page you're looking for isn't available yet.",
  back: "Back to Home",
};

/**
 * The coming-soon screen: the heading, the church's words, a countdown to the date staff set
 * (none once it has passed, or without a date: never a row of zeros), up to three backgrounds
 * changing every 5 s, Back to Home, and on any path other than /coming-soon the Oops text.
 */
export function ComingSoon({
  notFound,
  serverNow,
  content,
}: {
  notFound: boolean;
  serverNow: number;
  content: ComingSoonContent;
}) {
  const now = useNow(serverNow, COUNTDOWN_TICK_MS);
  const autoplay = useAutoplay();
  const slides = content.slides;
  const slide = useRotation(slides.length, COMING_SOON_IMAGE_INTERVAL_MS, autoplay.paused);
  const counting = content.launchAt !== null && now < content.launchAt;
  const parts = counting ? countdownParts(new Date(content.launchAt!), new Date(now)) : null;

  return (
    <section
      aria-labelledby="coming-soon-heading"
      className="surface-dark relative isolate flex min-h-[100svh] items-center overflow-hidden bg-brand-950 text-white"
      {...autoplay.regionProps}
    >
      {slides.length > 0 ? <BackgroundSlideshow slides={slides} index={slide.index} /> : null}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-brand-950/75" />
      <div className="mx-auto w-full max-w-3xl px-4 pt-28 pb-20 text-center">
        {notFound ? (
          <p
            role="alert"
            className="mx-auto mb-8 max-w-xl rounded-2xl bg-white/10 px-5 py-4 text-lg font-semibold ring-1 ring-white/25"
          >
            {COMING_SOON_TEXT.oops}
          </p>
        ) : null}
        <h1
          id="coming-soon-heading"
          className="hero-title-fit font-extrabold tracking-[0.2em] [--hero-title-size:2.25rem] sm:text-6xl"
        >
          {COMING_SOON_TEXT.heading}
        </h1>
        {content.intro ? <p className="mx-auto mt-5 max-w-xl text-lg text-slate-100">{content.intro}</p> : null}
        {parts ? (
          <Countdown className="mx-auto mt-10 max-w-xl" parts={parts} label="Time until launch" tone="onDark" />
        ) : null}
        <div className="mt-10 flex flex-wrap items-center justify-center gap-4">
          <Link
            to="/"
            className="inline-flex min-h-12 items-center gap-2 rounded-full bg-accent-400 px-7 py-3 font-bold text-brand-950 shadow-lg transition hover:bg-accent-300"
          >
            <ArrowLeft aria-hidden="true" className="h-5 w-5" />
            {COMING_SOON_TEXT.back}
          </Link>
          {slides.length > 1 ? (
            <PauseButton
              paused={autoplay.stopped}
              onToggle={autoplay.toggle}
              itemLabel="background pictures"
              tone="onDark"
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** The screen's title, description and link preview: /coming-soon's, or an unknown address's (404, not indexed). */
export function comingSoonMeta(
  notFound: boolean,
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
  content: ComingSoonContent | undefined,
): MetaDescriptor[] {
  const church = churchFromMatches(matches);
  return pageMeta({
    title: notFound ? "Page Not Available" : "Coming Soon",
    description: notFound
      ? `The page you're looking for isn't available yet. Visit ${nameInCity(church)} for worship, sermons and news.`
      : `Something new is coming to ${nameInCity(church)}. Check back soon.`,
    path: "/coming-soon",
    siteUrl: siteUrlFromMatches(matches),
    church,
    image: shareImageUrl(content?.slides[0]?.image ?? pageImages.defaultShare),
    extra: notFound ? [{ name: "robots", content: "noindex" }] : [],
  });
}
