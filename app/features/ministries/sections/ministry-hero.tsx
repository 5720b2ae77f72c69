import { ChevronsDown } from "lucide-react";
import { useEffect, useRef } from "react";
import { PageHero } from "~/ui/page-hero";
import { usePrefersReducedMotion } from "~/ui/hooks/use-prefers-reduced-motion";
import { MEDIA_HERO_PARALLAX_CAP_PX } from "~/lib/constants";
import { ICONS } from "~/features/ministries/icons";
import type { HeroContent } from "~/features/ministries/types";

/** How much slower than the page the background moves. */
const PARALLAX_FACTOR = 0.4;

/**
 * A ministry page's hero: the site's inner-page banner (PageHero) with the page's calls to
 * action, the media page's badges and parallax (capped at 500 px of scroll) and the
 * hospitality page's scroll-down button.
 */
export function MinistryHero({
  hero,
  name,
  firstSectionId,
}: {
  hero: HeroContent;
  name: string;
  firstSectionId?: string;
}) {
  const wrapper = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    if (!hero.parallax || reducedMotion) return;
    const image = wrapper.current?.querySelector<HTMLImageElement>("picture img");
    if (!image) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const offset = Math.min(window.scrollY, MEDIA_HERO_PARALLAX_CAP_PX) * PARALLAX_FACTOR;
      image.style.transform = `translate3d(0, ${offset}px, 0)`;
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
      image.style.transform = "";
    };
  }, [hero.parallax, reducedMotion]);

  const scrollDown = () => {
    const target = firstSectionId ? document.getElementById(firstSectionId) : null;
    target?.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth" });
  };

  return (
    <div ref={wrapper} data-parallax={hero.parallax ? "" : undefined}>
      <PageHero
        title={hero.title}
        subtitle={hero.subtitle}
        image={hero.image}
        breadcrumb={[{ label: "Home", to: "/" }, { label: name }]}
      >
        {hero.actions?.length ? (
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {hero.actions.map((action, index) => (
              <a
                key={action.href}
                href={action.href}
                className={
                  index === 0
                    ? "inline-flex min-h-11 items-center rounded-full bg-accent-400 px-6 py-3 font-semibold text-brand-950 shadow transition hover:bg-accent-300"
                    : "inline-flex min-h-11 items-center rounded-full border border-white/70 px-6 py-3 font-semibold text-white transition hover:bg-white/10"
                }
              >
                {action.label}
              </a>
            ))}
          </div>
        ) : null}
        {hero.badges?.length ? (
          <ul className="mx-auto mt-10 grid max-w-3xl gap-3 sm:grid-cols-3">
            {hero.badges.map((badge) => {
              const Icon = ICONS[badge.icon];
              return (
                <li
                  key={badge.label}
                  className="flex items-center gap-3 rounded-2xl bg-white/10 px-4 py-3 text-left ring-1 ring-white/25 backdrop-blur"
                >
                  <Icon aria-hidden="true" className="h-8 w-8 shrink-0 text-accent-300" />
                  <span>
                    <span className="block text-xl font-extrabold">{badge.value}</span>
                    <span className="block text-sm text-slate-100">{badge.label}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        ) : null}
        {hero.scrollDown && firstSectionId ? (
          <button
            type="button"
            onClick={scrollDown}
            className="mx-auto mt-10 flex h-12 w-12 items-center justify-center rounded-full border border-white/60 text-white transition hover:translate-y-0.5 hover:bg-white/10"
          >
            <ChevronsDown aria-hidden="true" className="h-6 w-6" />
            <span className="sr-only">Scroll down to learn more</span>
          </button>
        ) : null}
      </PageHero>
    </div>
  );
}
