import { useEffect, useState } from "react";

/** Whether the visitor asked to save data: Save-Data (navigator.connection.saveData) or prefers-reduced-data. */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData === true) return true;
  // A browser without matchMedia (some proxy browsers) is taken at its word: not saving.
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-data: reduce)").matches;
}

/**
 * null on the server and until the page runs, then whether the visitor saves data.
 * Read in the browser only, so the page's HTML is the same bytes for every visitor.
 */
export function useSavesData(): boolean | null {
  const [saving, setSaving] = useState<boolean | null>(null);
  useEffect(() => setSaving(savesData()), []);
  return saving;
}
