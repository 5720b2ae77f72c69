import type { ReactNode } from "react";

export type BadgeTone = "neutral" | "info" | "success" | "warning" | "private";

const TONES: Record<BadgeTone, string> = {
  neutral: "bg-slate-100 text-slate-700 ring-slate-300 dark:bg-brand-800 dark:text-slate-100 dark:ring-brand-700",
  info: "bg-brand-50 text-brand-800 ring-brand-200 dark:bg-brand-800 dark:text-brand-100 dark:ring-brand-600",
  success:
    "bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800",
  warning: "bg-accent-50 text-accent-800 ring-accent-200 dark:bg-accent-900 dark:text-accent-100 dark:ring-accent-700",
  private: "bg-rose-50 text-rose-800 ring-rose-200 dark:bg-rose-950 dark:text-rose-200 dark:ring-rose-800",
};

/** A short status word beside an item: its colour repeats the word, never replaces it. */
export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
