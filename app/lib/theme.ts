/** Light/dark theme: remembered in localStorage once chosen, following the system until then. */
export const THEME_STORAGE_KEY = "theme";
export type Theme = "light" | "dark";

/**
 * Runs inline in <head> before the first paint, so a dark-mode visitor never sees a white flash.
 * Kept as a string: it must not wait for the bundle.
 */
export const themeBootstrapScript = `(function(){try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");if(t!=="light"&&t!=="dark"){t=window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}var d=document.documentElement;d.classList.toggle("dark",t==="dark");d.style.colorScheme=t}catch(e){}})();`;

export function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function applyTheme(theme: Theme, remember: boolean): void {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
  if (remember) {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }
}
