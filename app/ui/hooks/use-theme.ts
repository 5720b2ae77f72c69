import { useCallback, useEffect, useSyncExternalStore } from "react";
import { applyTheme, currentTheme, THEME_STORAGE_KEY, type Theme } from "~/lib/theme";

/**
 * The light/dark theme as React state, shared by every toggle on the page. Until the visitor
 * chooses, it follows the system setting (also when that changes); a choice is remembered in
 * localStorage "theme". The class on <html> is the source of truth (set before paint by the
 * bootstrap script), so the server renders "light" and the browser corrects it after hydration.
 */
const THEME_EVENT = "site-theme-change";
const DARK_QUERY = "(prefers-color-scheme: dark)";

function subscribe(onChange: () => void): () => void {
  window.addEventListener(THEME_EVENT, onChange);
  return () => window.removeEventListener(THEME_EVENT, onChange);
}

function storedTheme(): Theme | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === "light" || value === "dark" ? value : null;
  } catch {
    return null;
  }
}

function setTheme(theme: Theme, remember: boolean): void {
  applyTheme(theme, remember);
  window.dispatchEvent(new Event(THEME_EVENT));
}

export function useTheme(): { theme: Theme; toggle: () => void } {
  const theme = useSyncExternalStore<Theme>(subscribe, currentTheme, () => "light");

  useEffect(() => {
    const query = window.matchMedia(DARK_QUERY);
    const follow = () => {
      if (storedTheme() === null) setTheme(query.matches ? "dark" : "light", false);
    };
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, []);

  const toggle = useCallback(() => setTheme(currentTheme() === "dark" ? "light" : "dark", true), []);
  return { theme, toggle };
}
