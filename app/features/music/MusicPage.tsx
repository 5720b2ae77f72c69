import { lazy, Suspense, useRef, type ComponentType, type LazyExoticComponent } from "react";
import { PageHero } from "~/components/PageHero";
import { Spinner } from "~/components/Spinner";
import { musicPage } from "~/content/music";
import { TAB_TRANSITION_MS } from "~/lib/constants";
import { MusicTabBar, panelId, tabId } from "./MusicTabBar";
import { BAR_TABS, tabLabel, type MusicTabId } from "./tabs";
import { useMusicTabs } from "./useMusicTabs";

/** Each tab's section is its own chunk, loaded when the tab is first shown (SPEC §2). */
const SECTIONS: Record<MusicTabId, LazyExoticComponent<ComponentType>> = {
  about: lazy(() => import("./sections/AboutSection")),
  team: lazy(() => import("./sections/TeamSection")),
  music: lazy(() => import("./sections/MusicSection")),
  gallery: lazy(() => import("./sections/GallerySection")),
  events: lazy(() => import("./sections/EventsSection")),
  join: lazy(() => import("./sections/JoinSection")),
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
