/**
 * The worship/music page's tab controller, as pure functions: the six tab ids, the
 * three shown in the bar, reading the URL hash (only the six ids are accepted), the no-op when
 * the active tab is chosen again, and the arrow-key moves of the tab bar.
 */
export const MUSIC_TABS = [
  { id: "about", label: "About" },
  { id: "team", label: "Our Team" },
  { id: "music", label: "Music" },
  { id: "gallery", label: "Gallery" },
  { id: "events", label: "Events" },
  { id: "join", label: "Join Us" },
] as const;

export type MusicTabId = (typeof MUSIC_TABS)[number]["id"];

export const DEFAULT_TAB: MusicTabId = "about";

/** Filtered out of the bar; still reachable by their hash (and by links in the sections). */
export const TABS_HIDDEN_FROM_BAR: readonly MusicTabId[] = ["music", "gallery", "events"];

export const BAR_TABS = MUSIC_TABS.filter((tab) => !TABS_HIDDEN_FROM_BAR.includes(tab.id));

const TAB_IDS: readonly string[] = MUSIC_TABS.map((tab) => tab.id);

export function isMusicTab(value: unknown): value is MusicTabId {
  return typeof value === "string" && TAB_IDS.includes(value);
}

export function tabLabel(id: MusicTabId): string {
  return MUSIC_TABS.find((tab) => tab.id === id)?.label ?? id;
}

/** "#team" or "team" -> "team"; anything that is not exactly one of the six ids -> null. */
export function tabFromHash(hash: string): MusicTabId | null {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash;
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return isMusicTab(id) ? id : null;
}

/**
 * The tab to show after the hash changed: a valid id is followed; an empty hash (back to the bare
 * /music) is the default tab; any other hash is refused and the current tab stays.
 */
export function tabAfterHashChange(current: MusicTabId, hash: string): MusicTabId {
  if (hash === "" || hash === "#") return DEFAULT_TAB;
  return tabFromHash(hash) ?? current;
}

/** A visitor chose `requested`: the tab to switch to, or null when nothing must happen. */
export function tabToSelect(current: MusicTabId, requested: string): MusicTabId | null {
  if (!isMusicTab(requested) || requested === current) return null;
  return requested;
}

/**
 * Keyboard moves inside the tab bar (WAI-ARIA tabs): arrows wrap round the bar's tabs, Home and
 * End jump to the ends. From a tab hidden from the bar, moves start at the first bar tab. `bar`:
 * the tabs the bar shows (a tab with nothing to show is left out).
 * Returns null for keys the bar does not handle.
 */
export function barTabForKey(
  current: MusicTabId,
  key: string,
  bar: ReadonlyArray<{ id: MusicTabId }> = BAR_TABS,
): MusicTabId | null {
  const ids = bar.map((tab) => tab.id);
  const index = ids.indexOf(current);
  const last = ids.length - 1;
  switch (key) {
    case "ArrowRight":
      return ids[index < 0 ? 0 : index === last ? 0 : index + 1];
    case "ArrowLeft":
      return ids[index < 0 ? 0 : index === 0 ? last : index - 1];
    case "Home":
      return ids[0];
    case "End":
      return ids[last];
    default:
      return null;
  }
}
