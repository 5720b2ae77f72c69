// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChurchDetails } from "#contract/church";
import {
  FURTHER_IMAGE_INTERVAL_MS,
  FURTHER_SCROLL_FLAG_PX,
  FURTHER_SCROLL_FLAG_SECONDARY_PX,
  INITIAL_LIKE_COUNT,
} from "~/lib/constants";
import { ChurchLife } from "./church-life";

/**
 * The home page's church life section with the page's clock under the test's hand: a like count
 * from 142, five pictures that rotate every 7 s only once the visitor has scrolled past 50 px, and
 * the picture settling into place past 100 px. (Chromium keeps the section's look and its
 * accessibility: tests/e2e/home.spec.ts.)
 */
const LIFE = {
  intro: "Life together",
  images: [1, 2, 3, 4, 5].map((n) => ({ image: `life-${n}.jpg`, caption: `Caption ${n}` })),
};

function renderLife() {
  const church = { shortName: "Kingdom Light", name: "Kingdom Light Ministries" } as ChurchDetails;
  const rootData = { siteUrl: "http://localhost", church, footerPages: [] };
  const router = createMemoryRouter(
    [{ id: "root", path: "/", element: <ChurchLife life={LIFE} />, loader: () => rootData }],
    { hydrationData: { loaderData: { root: rootData } } },
  );
  return render(<RouterProvider router={router} />);
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

const dots = () => screen.getAllByRole("button", { name: /^Show picture/ });

describe("ChurchLife", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "matchMedia",
      vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
    );
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("counts likes from 142, pressed and unpressed", () => {
    renderLife();
    const like = screen.getByRole("button", { name: /^Like / });
    expect(like.textContent).toBe(String(INITIAL_LIKE_COUNT));
    expect(INITIAL_LIKE_COUNT).toBe(142);
    expect(like.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(like);
    expect(like.textContent).toBe("143");
    expect(like.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(like);
    expect(like.textContent).toBe("142");
  });

  it("rotates its five pictures every 7 s, only once the visitor has scrolled past 50 px", () => {
    renderLife();
    expect(dots()).toHaveLength(5);
    expect(dots()[0].getAttribute("aria-current")).toBe("true");
    // Never scrolled: the first picture stays (the others are never downloaded).
    act(() => vi.advanceTimersByTime(FURTHER_IMAGE_INTERVAL_MS * 3));
    expect(dots()[0].getAttribute("aria-current")).toBe("true");

    scrollTo(FURTHER_SCROLL_FLAG_SECONDARY_PX + 1);
    act(() => vi.advanceTimersByTime(FURTHER_IMAGE_INTERVAL_MS - 1));
    expect(dots()[0].getAttribute("aria-current")).toBe("true");
    act(() => vi.advanceTimersByTime(1));
    expect(FURTHER_IMAGE_INTERVAL_MS).toBe(7000);
    expect(dots()[1].getAttribute("aria-current")).toBe("true");
    expect(dots()[0].getAttribute("aria-current")).not.toBe("true");
  });

  it("settles the picture into place past 100 px of scroll", () => {
    renderLife();
    const carousel = screen.getByRole("group", { name: "Church life pictures" });
    expect(carousel.getAttribute("data-settled")).toBe("false");
    scrollTo(FURTHER_SCROLL_FLAG_SECONDARY_PX + 1);
    expect(carousel.getAttribute("data-settled")).toBe("false");
    scrollTo(FURTHER_SCROLL_FLAG_PX + 1);
    expect(carousel.getAttribute("data-settled")).toBe("true");
    expect(within(carousel).getByText("Caption 1")).toBeTruthy();
  });
});
