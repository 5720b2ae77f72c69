// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { DEMO_CHURCH } from "#content/demo/church";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FIRST_LOAD_FLAG, OVERLAY_HARD_STOP_MS, OVERLAY_MIN_MS } from "~/lib/constants";
import { DEMO_PAGES } from "#content/demo/pages";
import { documentOverlay, LoadingOverlay, overlayHeadScript } from "./loading-overlay";

const QUOTE = { text: String(DEMO_PAGES.loading.quote), reference: String(DEMO_PAGES.loading.reference) };
/** The design's choice: on every full load. */
const EVERY_LOAD = { show: "every-load", quote: QUOTE } as const;
import { OVERLAY_FADE_MS } from "./overlay-timeline";

/** jsdom loads no images: each new Image "loads" at once. */
class InstantImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(_value: string) {
    queueMicrotask(() => this.onload?.());
  }
}

/** Renders `element` as the root route does, with the church's details in its loader data. */
function renderUnderRoot(element: React.ReactElement) {
  const rootData = { siteUrl: "http://localhost", church: DEMO_CHURCH };
  const router = createMemoryRouter([{ id: "root", path: "*", element, loader: () => rootData }], {
    hydrationData: { loaderData: { root: rootData } },
  });
  return render(<RouterProvider router={router} />);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date", "performance"] });
  vi.stubGlobal("Image", InstantImage);
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // What a head script run by a test left on the document.
  document.documentElement.classList.remove("overlay-skipped", "overlay-failsafe");
  document.documentElement.removeAttribute("data-overlay");
});

describe("LoadingOverlay", () => {
  it("shows the quotation, its reference and the progress, then leaves after the 3 s minimum", async () => {
    localStorage.setItem(FIRST_LOAD_FLAG, "true");
    const { container } = renderUnderRoot(<LoadingOverlay {...EVERY_LOAD} />);
    expect(screen.getByText(QUOTE.reference)).toBeTruthy();
    expect(container.textContent).toContain("The kingdoms of this world have become the kingdoms of our Lord");
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("5");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(OVERLAY_MIN_MS - 10);
    });
    expect(container.querySelector("[data-loading-overlay]")).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
    expect(container.querySelector("[data-loading-overlay]")?.className).toContain("opacity-0");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(OVERLAY_FADE_MS);
    });
    expect(container.querySelector("[data-loading-overlay]")).toBeNull();
  });

  it("waits 10 s on a first visit, then sets first-load-completed", async () => {
    const { container } = renderUnderRoot(<LoadingOverlay {...EVERY_LOAD} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(OVERLAY_HARD_STOP_MS - 10);
    });
    expect(container.querySelector("[data-loading-overlay]")?.className).not.toContain("opacity-0");
    expect(localStorage.getItem(FIRST_LOAD_FLAG)).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10 + OVERLAY_FADE_MS);
    });
    expect(container.querySelector("[data-loading-overlay]")).toBeNull();
    expect(localStorage.getItem(FIRST_LOAD_FLAG)).toBe("true");
  });

  it("on a first visit, Skip (the head script's) ends it at once and sets first-load-completed", async () => {
    // The document head's script, as the page runs it before the app.
    new Function(overlayHeadScript("every-load"))();
    const { container } = renderUnderRoot(<LoadingOverlay {...EVERY_LOAD} />);
    const skip = screen.getByRole("button", { name: "Skip" });
    await act(async () => {
      skip.click();
    });
    expect(container.querySelector("[data-loading-overlay]")).toBeNull();
    expect(localStorage.getItem(FIRST_LOAD_FLAG)).toBe("true");
  });

  it("with reduced motion a first visit waits the 3 s minimum, not 10 s", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce") }));
    const { container } = renderUnderRoot(<LoadingOverlay {...EVERY_LOAD} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(OVERLAY_MIN_MS + OVERLAY_FADE_MS);
    });
    expect(container.querySelector("[data-loading-overlay]")).toBeNull();
  });

  it("every load (the design): a later full load shows it again, the 3 s minimum", async () => {
    localStorage.setItem(FIRST_LOAD_FLAG, "true");
    new Function(overlayHeadScript("every-load"))();
    expect(document.documentElement.classList.contains("overlay-skipped")).toBe(false);
    const { container } = renderUnderRoot(<LoadingOverlay {...EVERY_LOAD} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(OVERLAY_MIN_MS - 10);
    });
    expect(container.querySelector("[data-loading-overlay]")?.className).not.toContain("opacity-0");
  });
});

describe("LoadingOverlay: the church's choice of when it shows", () => {
  it("first visit only: the first visit waits the designed 10 s and sets first-load-completed", async () => {
    new Function(overlayHeadScript("first-visit"))();
    expect(document.documentElement.classList.contains("overlay-skipped")).toBe(false);
    const { container } = renderUnderRoot(<LoadingOverlay show="first-visit" quote={QUOTE} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(OVERLAY_HARD_STOP_MS - 10);
    });
    expect(container.querySelector("[data-loading-overlay]")?.className).not.toContain("opacity-0");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10 + OVERLAY_FADE_MS);
    });
    expect(container.querySelector("[data-loading-overlay]")).toBeNull();
    expect(localStorage.getItem(FIRST_LOAD_FLAG)).toBe("true");
  });

  it("first visit only: a later full load never shows it (hidden by the head script before the first paint)", async () => {
    localStorage.setItem(FIRST_LOAD_FLAG, "true");
    new Function(overlayHeadScript("first-visit"))();
    // Before the app runs: the server's overlay is hidden by the class the head script set.
    expect(document.documentElement.classList.contains("overlay-skipped")).toBe(true);
    const { container } = renderUnderRoot(<LoadingOverlay show="first-visit" quote={QUOTE} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(container.querySelector("[data-loading-overlay]")).toBeNull();
    // No timer of the overlay's is left to run.
    expect(vi.getTimerCount()).toBeLessThanOrEqual(1); // the head script's failsafe
  });

  it("never: nothing is drawn, on a first visit or a later one, and first-load-completed is left alone", async () => {
    const { container } = renderUnderRoot(<LoadingOverlay show="never" quote={QUOTE} />);
    expect(container.querySelector("[data-loading-overlay]")).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(OVERLAY_HARD_STOP_MS + OVERLAY_FADE_MS);
    });
    expect(container.querySelector("[data-loading-overlay]")).toBeNull();
    expect(localStorage.getItem(FIRST_LOAD_FLAG)).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("the document carries the overlay's head script as the public layout's loader says, none for never or the staff side", () => {
    const layout = (show: string) => [
      { handle: { loadingOverlay: true }, loaderData: { overlay: { show, quote: null } } },
    ];
    expect(documentOverlay(layout("every-load"))).toBe("every-load");
    expect(documentOverlay(layout("first-visit"))).toBe("first-visit");
    expect(documentOverlay(layout("never"))).toBe("never");
    // The layout's loader has not answered (its error boundary): the design's.
    expect(documentOverlay([{ handle: { loadingOverlay: true } }])).toBe("every-load");
    expect(documentOverlay([{ handle: { scripts: false } }])).toBeNull();
    expect(overlayHeadScript("every-load")).not.toContain("getItem");
  });
});
