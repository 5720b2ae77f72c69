import { lazy, Suspense, useRef, type ComponentType, type LazyExoticComponent } from "react";
import { PageHero } from "~/ui/page-hero";
import { Spinner } from "~/ui/spinner";
import { musicPage } from "#content/site/music";
import { TAB_TRANSITION_MS } from "~/lib/constants";
import { MusicTabBar, panelId, tabId } from "./music-tab-bar";
import { BAR_TABS, tabLabel, type MusicTabId } from "./tabs";
import { useMusicTabs } from "./use-music-tabs";

/** Each tab's section is its own chunk, loaded when the tab is first shown. */
const SECTIONS: Record<MusicTabId, LazyExoticComponent<ComponentType>> = {
  about: lazy(() => import("~/features/music/sections/about-section")),
  team: lazy(() => import("~/features/music/sections/team-section")),
  music: lazy(() => import("~/features/music/sections/music-section")),
  gallery: lazy(() => import("~/features/music/sections/gallery-section")),
  events: lazy(() => import("~/features/music/sections/events-section")),
  join: lazy(() => import("~/features/music/sections/join-section")),
};

/**
 * The worship/music page: hero, the sticky tab bar and the active tab's section, fading in over
 * 500 ms. Tabs hidden from the bar (music, gallery, events) are reached by their hash, and their
 * panel is labelled by its name instead of a tab.
 */
export function MusicPage() {
  const content = useRef<HTMLDivElement>(null);
  const { active, select } = useMusicTabs(content);
  const Section = SECTIONS[active];
  const inBar = BAR_TABS.some((tab) => tab.id === active);

  return (
    <>
      <PageHero
        title={musicPage.hero.title}
        subtitle={musicPage.hero.subtitle}
        image={musicPage.hero.image}
        breadcrumb={[{ label: "Home", to: "/" }, { label: musicPage.name }]}
      />
      <MusicTabBar active={active} onSelect={select} />
      <div ref={content} className="scroll-mt-20 md:scroll-mt-28">
        <div
          key={active}
          role="tabpanel"
          id={panelId(active)}
          aria-labelledby={inBar ? tabId(active) : undefined}
          aria-label={inBar ? undefined : tabLabel(active)}
          data-active-tab={active}
          tabIndex={0}
          className="focus-visible:outline-offset-[-4px]"
          style={{ animation: `fade-in ${TAB_TRANSITION_MS}ms ease-out both` }}
        >
          <Suspense fallback={<Spinner label={`Loading ${tabLabel(active)}`} className="min-h-[50vh]" />}>
            <Section />
          </Suspense>
        </div>
      </div>
    </>
  );
}
