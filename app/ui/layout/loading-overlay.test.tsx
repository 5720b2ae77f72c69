// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { DEMO_CHURCH } from "#content/demo/church";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FIRST_LOAD_FLAG, OVERLAY_HARD_STOP_MS, OVERLAY_MIN_MS } from "~/lib/constants";
import { DEMO_PAGES } from "#content/demo/pages";
import { LoadingOverlay, overlayHeadScript } from "./loading-overlay";

const QUOTE = { text: String(DEMO_PAGES.loading.quote), reference: String(DEMO_PAGES.loading.reference) };
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

describe("LoadingOverlay", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date", "performance"] });
    vi.stubGlobal("Image", InstantImage);
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the quotation, its reference and the progress, then leaves after the 3 s minimum", async () => {
    localStorage.setItem(FIRST_LOAD_FLAG, "true");
    const { container } = renderUnderRoot(<LoadingOverlay quote={QUOTE} />);
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
    const { container } = renderUnderRoot(<LoadingOverlay quote={QUOTE} />);
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
    new Function(overlayHeadScript)();
    const { container } = renderUnderRoot(<LoadingOverlay quote={QUOTE} />);
    const skip = screen.getByRole("button", { name: "Skip" });
    await act(async () => {
      skip.click();
    });
    expect(container.querySelector("[data-loading-overlay]")).toBeNull();
    expect(localStorage.getItem(FIRST_LOAD_FLAG)).toBe("true");
    document.documentElement.classList.remove("overlay-skipped");
  });

  it("with reduced motion a first visit waits the 3 s minimum, not 10 s", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce") }));
    const { container } = renderUnderRoot(<LoadingOverlay quote={QUOTE} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(OVERLAY_MIN_MS + OVERLAY_FADE_MS);
    });
    expect(container.querySelector("[data-loading-overlay]")).toBeNull();
  });
});
