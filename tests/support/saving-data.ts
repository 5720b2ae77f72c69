import { vi } from "vitest";

/**
 * Makes the browser say whether the visitor saves data (jsdom has neither `matchMedia` nor
 * `navigator.connection`): `"save-data"` through the Save-Data hint, `"reduced-data"` through the
 * `prefers-reduced-data` media query, `"none"` through neither. Undo with `vi.unstubAllGlobals()`.
 */
export function stubSavingData(how: "save-data" | "reduced-data" | "none"): void {
  vi.stubGlobal(
    "matchMedia",
    (query: string) =>
      ({
        matches: how === "reduced-data" && query.includes("prefers-reduced-data"),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
  if (how === "save-data") vi.stubGlobal("navigator", { ...navigator, connection: { saveData: true } });
}
