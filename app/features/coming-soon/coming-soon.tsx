import ArrowLeft from "lucide-react/icons/arrow-left";
import { Link, type MetaDescriptor } from "react-router";
import { pageMeta, siteUrlFromMatches } from "~/lib/seo";
import { churchFromMatches } from "~/lib/church";
import { shareImageUrl } from "#contract/images";
import { BackgroundSlideshow, type BackgroundSlide } from "~/ui/background-slideshow";
import { comingSoonSlides as slides } from "#content/site/coming-soon";
import { Countdown } from "~/ui/countdown";
import { PauseButton } from "~/ui/slide-controls";
import { useAutoplay } from "~/ui/hooks/use-autoplay";
import { useNow } from "~/ui/hooks/use-now";
import { useRotation } from "~/ui/hooks/use-rotation";
import {
  COMING_SOON_IMAGE_INTERVAL_MS,
  COMING_SOON_IMAGES,
  COMING_SOON_TARGET,
  COUNTDOWN_TICK_MS,
} from "~/lib/constants";
import { countdownParts } from "~/lib/dates";

export const COMING_SOON_TEXT = {
  heading: "COMING SOON",
  intro:
    "We are preparing something new for our church family. Check back soon, and in the meantime, come and worship with us.",
  oops: "Oops! The page you're looking for isn't available yet.",
  back: "Back to Home",
};

export const comingSoonSlides: readonly BackgroundSlide[] = slides.slice(0, COMING_SOON_IMAGES);

/**
 * The coming-soon screen: the heading, a countdown to the configured target (zero
 * once it has passed), three backgrounds changing every 5 s, Back to Home, and on any path other
 * than /coming-soon the Oops text.
 */
export function ComingSoon({ notFound, serverNow }: { notFound: boolean; serverNow: number }) {
  const now = useNow(serverNow, COUNTDOWN_TICK_MS);
  const autoplay = useAutoplay();
  const slide = useRotation(comingSoonSlides.length, COMING_SOON_IMAGE_INTERVAL_MS, autoplay.paused);
  const parts = countdownParts(COMING_SOON_TARGET, new Date(now));

  return (
    <section
      aria-labelledby="coming-soon-heading"
      className="surface-dark relative isolate flex min-h-[100svh] items-center overflow-hidden bg-brand-950 text-white"
      {...autoplay.regionProps}
    >
      <BackgroundSlideshow slides={comingSoonSlides} index={slide.index} />
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
        <p className="mx-auto mt-5 max-w-xl text-lg text-slate-100">{COMING_SOON_TEXT.intro}</p>
        <Countdown className="mx-auto mt-10 max-w-xl" parts={parts} label="Time until launch" tone="onDark" />
        <div className="mt-10 flex flex-wrap items-center justify-center gap-4">
          <Link
            to="/"
            className="inline-flex min-h-12 items-center gap-2 rounded-full bg-accent-400 px-7 py-3 font-bold text-brand-950 shadow-lg transition hover:bg-accent-300"
          >
            <ArrowLeft aria-hidden="true" className="h-5 w-5" />
            {COMING_SOON_TEXT.back}
          </Link>
          <PauseButton
            paused={autoplay.stopped}
            onToggle={autoplay.toggle}
            itemLabel="background pictures"
            tone="onDark"
          />
        </div>
      </div>
    </section>
  );
}

/** The screen's title, description and link preview: /coming-soon's, or an unknown address's (404, not indexed). */
export function comingSoonMeta(
  notFound: boolean,
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
): MetaDescriptor[] {
  return pageMeta({
    title: notFound ? "Page Not Available" : "Coming Soon",
    description: notFound
      ? "The page you're looking for isn't available yet. Visit Kingdom Light Ministries in Harare for worship, sermons and news."
      : "Something new is coming to Kingdom Light Ministries in Harare. Check back soon.",
    path: "/coming-soon",
    siteUrl: siteUrlFromMatches(matches),
    church: churchFromMatches(matches),
    image: shareImageUrl(comingSoonSlides[0].image),
    extra: notFound ? [{ name: "robots", content: "noindex" }] : [],
  });
}
