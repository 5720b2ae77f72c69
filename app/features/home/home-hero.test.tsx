// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChurchDetails } from "#contract/church";
import { DEMO_HOME_PAGE } from "#content/demo/home-page";
import { HERO_MESSAGE_INTERVAL_MS, HERO_SLIDE_INTERVAL_MS } from "~/lib/constants";
import { homeContent } from "./content";
import { HomeHero } from "./home-hero";

/**
 * The home hero on the component's own clock, with the demo church's three pictures and two
 * messages: the first of each in the server's HTML, dots that choose a background, a pause that
 * holds, backgrounds every 5 s and messages every 7 s once playing, Connect With Us. (Chromium keeps
 * the hero's look, its contrast and the page's accessibility: home.spec.ts, contrast.spec.ts.)
 */
const { slides, messages } = homeContent(DEMO_HOME_PAGE);

function hero() {
  const church = { name: "Kingdom Light Ministries", shortName: "Kingdom Light", tagline: "", description: "" };
  const rootData = { siteUrl: "http://localhost", church: church as ChurchDetails, footerPages: [] };
  const router = createMemoryRouter(
    [
      { id: "root", path: "/", element: <HomeHero slides={slides} messages={messages} />, loader: () => rootData },
      { path: "/contact-us", element: <p>The contact page</p> },
    ],
    { hydrationData: { loaderData: { root: rootData } } },
  );
  return <RouterProvider router={router} />;
}

const dots = (scope: HTMLElement = document.body) => within(scope).getAllByRole("button", { name: /^Show background/ });
const message = (scope: HTMLElement = document.body) => scope.querySelector('[data-active="true"]')?.textContent ?? "";

describe("HomeHero", () => {
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

  it("the server's HTML holds the first background and the first message", () => {
    const holder = document.createElement("div");
    holder.innerHTML = renderToString(hero());
    const welcome = holder.querySelector<HTMLElement>('section[aria-label="Welcome"]')!;
    expect(welcome).toBeTruthy();
    expect(dots(welcome)[0]!.getAttribute("aria-current")).toBe("true");
    expect(message(welcome)).toContain("A Family of Believers in the Heart of Harare");
  });

  it("dots choose a background; paused it holds; playing, backgrounds every 5 s and messages every 7 s", () => {
    render(hero());
    expect(screen.getByRole("heading", { level: 1, name: "Kingdom Light Ministries" })).toBeTruthy();
    expect(dots()).toHaveLength(3);
    fireEvent.click(dots()[2]!);
    expect(dots()[2]!.getAttribute("aria-current")).toBe("true");
    expect(dots()[0]!.getAttribute("aria-current")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Pause slideshow" }));
    expect(screen.getByRole("button", { name: "Play slideshow" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(12_000));
    expect(dots()[2]!.getAttribute("aria-current")).toBe("true");
    expect(message()).toContain("A Family of Believers in the Heart of Harare");

    fireEvent.click(screen.getByRole("button", { name: "Play slideshow" }));
    expect([HERO_SLIDE_INTERVAL_MS, HERO_MESSAGE_INTERVAL_MS]).toEqual([5000, 7000]);
    act(() => vi.advanceTimersByTime(5_000));
    expect(dots()[0]!.getAttribute("aria-current")).toBe("true");
    expect(message()).toContain("A Family of Believers in the Heart of Harare");
    act(() => vi.advanceTimersByTime(2_000));
    expect(message()).toContain("Your Light Has Come");
  });

  it("Connect With Us leads to the contact page", async () => {
    render(hero());
    const link = screen.getByRole("link", { name: "Connect With Us" });
    expect(link.getAttribute("href")).toBe("/contact-us");
    await act(async () => {
      fireEvent.click(link);
    });
    expect(screen.getByText("The contact page")).toBeTruthy();
  });
});
