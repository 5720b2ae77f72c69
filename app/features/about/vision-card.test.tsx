// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEMO_ABOUT_PAGE } from "#content/demo/about-page";
import { VISION_CARD_INTERVAL_MS } from "~/lib/constants";
import { aboutContent } from "./content";
import { VisionCard } from "./vision-card";

/**
 * About Us's vision card on the component's own clock, with the demo church's slides: six (the
 * vision, the mission, four values), a new one every 9 s, wrapping round, dots to choose.
 * (Chromium keeps the card's look and the page's accessibility: tests/e2e/about.spec.ts.)
 */
const SLIDES = aboutContent(DEMO_ABOUT_PAGE).slides;

const active = () => {
  const slides = screen.getAllByRole("group", { hidden: true }).filter((slide) => slide.dataset.active === "true");
  expect(slides).toHaveLength(1);
  return slides[0]!.textContent ?? "";
};

describe("VisionCard", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "matchMedia",
      vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the demo church's six slides, the vision first", () => {
    render(<VisionCard slides={SLIDES} />);
    expect(
      screen
        .getAllByRole("group", { hidden: true })
        .filter((el) => el.getAttribute("aria-roledescription") === "slide"),
    ).toHaveLength(6);
    expect(active()).toContain("Our Vision");
  });

  it("dots choose a slide; it stays 9 s, then the card moves on, wrapping round to the vision", () => {
    render(<VisionCard slides={SLIDES} />);
    fireEvent.click(screen.getByRole("button", { name: /^Show our mission/ }));
    expect(active()).toContain("Our Mission");
    fireEvent.click(screen.getByRole("button", { name: /Love in Action/ }));
    expect(active()).toContain("Love in Action");
    expect(VISION_CARD_INTERVAL_MS).toBe(9000);
    act(() => vi.advanceTimersByTime(8900));
    expect(active()).toContain("Love in Action");
    act(() => vi.advanceTimersByTime(200));
    expect(active()).toContain("Our Vision");
  });
});
