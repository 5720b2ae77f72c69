// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { salvationPrayer } from "#content/site/salvation";
import { JOURNEY_FADE_MS, SCRIPTURE_DELAY_MS, TYPEWRITER_MS_PER_CHAR } from "~/lib/constants";
import SalvationJourney, { PRAYER_LINE_INTERVAL_MS } from "./salvation-journey";

/**
 * The salvation journey on its own clock, its screens as the page shows them: the scripture 1.5 s
 * after a step opens, each change fading 500 ms (the leaving screen inert), the prayer's
 * introduction typed at 40 ms a character, then its ten lines one every 1.5 s, and only then the
 * button. (The walk to completed with reduced motion, and the page's accessibility, stay in
 * Chromium: tests/e2e/salvation.spec.ts.)
 */
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("SalvationJourney", () => {
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

  it("shows the scripture after 1.5 s, fades 500 ms between screens, types the prayer, then its lines", () => {
    const { container } = render(<SalvationJourney />);
    expect([SCRIPTURE_DELAY_MS, JOURNEY_FADE_MS, TYPEWRITER_MS_PER_CHAR, PRAYER_LINE_INTERVAL_MS]).toEqual([
      1500, 500, 40, 1500,
    ]);
    expect(screen.getByRole("heading", { level: 3, name: "You Are Loved" })).toBeTruthy();
    expect(container.querySelectorAll("figure")).toHaveLength(0);
    advance(1499);
    expect(container.querySelectorAll("figure")).toHaveLength(0);
    advance(1);
    expect(container.querySelector("figure")?.textContent).toContain("John 3:16 (NIV)");

    for (const button of [
      "Tell me more",
      "What is missing?",
      "Then what stands in the way?",
      "Is there any hope?",
      "How do I cross it?",
      "I'm ready to pray",
    ]) {
      fireEvent.click(screen.getByRole("button", { name: button }));
      expect(container.querySelectorAll("[inert]"), button).toHaveLength(1);
      advance(JOURNEY_FADE_MS);
      expect(container.querySelectorAll("[inert]"), button).toHaveLength(0);
    }

    expect(screen.getByRole("heading", { name: "A Prayer of Salvation" })).toBeTruthy();
    const prayer = screen.getByRole("list", { name: "The prayer" });
    const typed = () => container.querySelector("p > span[aria-hidden='true']")?.textContent;
    const lines = () =>
      within(prayer)
        .queryAllByRole("listitem")
        .filter((item) => (salvationPrayer.lines as readonly string[]).includes(item.textContent ?? ""));
    advance(40 * 10);
    expect(typed()).toBe("If you are");
    expect(lines()).toHaveLength(0);
    advance(40 * (salvationPrayer.introduction.length - 10));
    expect(typed()).toBe(salvationPrayer.introduction);
    expect(lines()).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "I've prayed this prayer" })).toBeNull();
    advance(1500);
    expect(lines()).toHaveLength(2);
    advance(1500 * 8);
    expect(salvationPrayer.lines).toHaveLength(10);
    expect(lines()).toHaveLength(10);
    expect(screen.getByRole("button", { name: "I've prayed this prayer" })).toBeTruthy();
  });
});
