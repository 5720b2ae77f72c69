import Moon from "lucide-react/icons/moon";
import Sun from "lucide-react/icons/sun";
import { useTheme } from "~/ui/hooks/use-theme";

/**
 * The light/dark switch. `compact` is an icon button (the header); otherwise a labelled row with a
 * sliding switch (the mobile menu). Both are one `role="switch"` button named "Dark mode".
 */
export function ThemeToggle({ compact = false, className = "" }: { compact?: boolean; className?: string }) {
  const { theme, toggle } = useTheme();
  const dark = theme === "dark";
  if (compact) {
    return (
      <button
        type="button"
        role="switch"
        aria-checked={dark}
        aria-label="Dark mode"
        title={dark ? "Switch to light mode" : "Switch to dark mode"}
        onClick={toggle}
        className={`inline-flex h-11 w-11 items-center justify-center rounded-full text-brand-800 transition hover:bg-brand-50 dark:text-accent-300 dark:hover:bg-brand-800 ${className}`}
      >
        {dark ? <Sun aria-hidden="true" className="h-5 w-5" /> : <Moon aria-hidden="true" className="h-5 w-5" />}
      </button>
    );
  }
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      onClick={toggle}
      className={`flex w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-left font-medium text-brand-900 transition hover:bg-brand-50 dark:text-slate-100 dark:hover:bg-brand-800 ${className}`}
    >
      <span className="flex items-center gap-3">
        {dark ? (
          <Moon aria-hidden="true" className="h-5 w-5 text-accent-400" />
        ) : (
          <Sun aria-hidden="true" className="h-5 w-5 text-accent-600" />
        )}
        Dark mode
      </span>
      <span
        aria-hidden="true"
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${
          dark ? "bg-accent-500" : "bg-slate-300"
        }`}
      >
        <span
          className={`h-5 w-5 rounded-full bg-white shadow transition-transform ${dark ? "translate-x-5.5" : "translate-x-0.5"}`}
        />
      </span>
    </button>
  );
}
