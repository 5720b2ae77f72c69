import { lazy, Suspense, useRef, type ComponentType, type LazyExoticComponent } from "react";
import { PageHero } from "~/ui/page-hero";
import { Spinner } from "~/ui/spinner";
import { musicPage } from "#content/site/music";
import { tabsWithContent, type MusicContent, type SectionProps } from "./content";
import { TAB_TRANSITION_MS } from "~/lib/constants";
import { MusicTabBar, panelId, tabId } from "./music-tab-bar";
import { BAR_TABS, DEFAULT_TAB, tabLabel, type MusicTabId } from "./tabs";
import { useMusicTabs } from "./use-music-tabs";

/** Each tab's section is its own chunk, loaded when the tab is first shown. */
const SECTIONS: Record<MusicTabId, LazyExoticComponent<ComponentType<SectionProps>>> = {
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
 * panel is labelled by its name instead of a tab. A tab with nothing to show (tabsWithContent)
 * is in neither the bar nor the links, and its hash shows the About tab.
 */
export function MusicPage({ content: page }: { content: MusicContent }) {
  const content = useRef<HTMLDivElement>(null);
  const tabs = tabsWithContent(page);
  const { active: chosen, select } = useMusicTabs(content);
  const active = tabs.includes(chosen) ? chosen : DEFAULT_TAB;
  const Section = SECTIONS[active];
  const inBar = BAR_TABS.some((tab) => tab.id === active);

  return (
    <>
      <PageHero
        title={musicPage.hero.title}
        subtitle={page.subtitle}
        image={page.heroPicture || undefined}
        breadcrumb={[{ label: "Home", to: "/" }, { label: musicPage.name }]}
      />
      <MusicTabBar active={active} onSelect={select} tabs={tabs} />
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
            <Section content={page} tabs={tabs} />
          </Suspense>
        </div>
      </div>
    </>
  );
}
