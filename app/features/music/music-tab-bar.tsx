import { useRef, type KeyboardEvent } from "react";
import { BAR_TABS, barTabForKey, type MusicTabId } from "./tabs";

export const tabId = (id: MusicTabId) => `music-tab-${id}`;
export const panelId = (id: MusicTabId) => `music-panel-${id}`;

/**
 * The sticky tab bar: the three tabs shown in the bar (about, team, join; team only with members) as WAI-ARIA tabs with
 * a roving tab stop, arrow keys, Home and End (automatic activation). Sticks below the site
 * header while it is shown, at the top of the window while it is hidden.
 */
export function MusicTabBar({
  active,
  onSelect,
  tabs,
}: {
  active: MusicTabId;
  onSelect: (id: MusicTabId) => void;
  /** The tabs with something to show: the bar leaves out the others. */
  tabs: readonly MusicTabId[];
}) {
  const buttons = useRef(new Map<MusicTabId, HTMLButtonElement>());
  const barTabs = BAR_TABS.filter((tab) => tabs.includes(tab.id));
  const activeInBar = barTabs.some((tab) => tab.id === active);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, current: MusicTabId) => {
    const next = barTabForKey(current, event.key, barTabs);
    if (next === null) return;
    event.preventDefault();
    buttons.current.get(next)?.focus();
    onSelect(next);
  };

  return (
    <div
      data-music-tabbar=""
      className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur transition-[top] duration-300 dark:border-brand-800 dark:bg-brand-950/95 [body:has(header[data-hidden=false])_&]:top-16 md:[body:has(header[data-hidden=false])_&]:top-20"
    >
      <div
        role="tablist"
        aria-label="Worship and music"
        className="mx-auto flex max-w-3xl justify-center gap-1 px-2 py-2 sm:gap-3"
      >
        {barTabs.map((tab, index) => {
          const selected = tab.id === active;
          const tabStop = selected || (!activeInBar && index === 0);
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={selected ? panelId(tab.id) : undefined}
              tabIndex={tabStop ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(event, tab.id)}
              className={`min-h-11 flex-1 rounded-full px-4 py-2 text-sm font-semibold transition sm:flex-none sm:px-6 sm:text-base ${
                selected
                  ? "bg-brand-700 text-white shadow dark:bg-accent-400 dark:text-brand-950"
                  : "text-slate-700 hover:bg-brand-50 hover:text-brand-800 dark:text-slate-200 dark:hover:bg-brand-800"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
