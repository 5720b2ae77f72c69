// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MINISTRY_LOADING_MS } from "~/lib/constants";
import { MinistryLoading } from "./ministry-loading";

/**
 * The ministry pages' spinner on its own clock: over the page for 800 ms once the page starts in
 * the browser, then gone, the page at the top (or at a #hash link's target). That the content is in
 * the server's HTML under it is an API test (tests/api/public-forms-no-js.test.ts).
 */
describe("MinistryLoading", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, "", "/healing");
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = "";
  });

  it("covers the page for 800 ms, then leaves it scrolled to the top", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const { container } = render(<MinistryLoading label="Healing & Deliverance" />);
    const overlay = container.querySelector("[data-ministry-loading]")!;
    expect(overlay.getAttribute("data-state")).toBe("timing");
    expect(screen.getByRole("status").textContent).toBe("Loading Healing & Deliverance");
    expect(MINISTRY_LOADING_MS).toBe(800);
    act(() => vi.advanceTimersByTime(790));
    expect(container.querySelector("[data-ministry-loading]")).not.toBeNull();
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(10));
    expect(container.querySelector("[data-ministry-loading]")).toBeNull();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "instant" });
  });

  it("after the spinner, a #hash link's target is scrolled into view instead", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const target = document.createElement("section");
    target.id = "healing-contact";
    target.scrollIntoView = vi.fn();
    document.body.append(target);
    window.history.replaceState(null, "", "/healing#healing-contact");
    render(<MinistryLoading label="Healing & Deliverance" />);
    act(() => vi.advanceTimersByTime(MINISTRY_LOADING_MS));
    expect(target.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
