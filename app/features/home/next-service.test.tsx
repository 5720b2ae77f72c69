// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEMO_CHURCH } from "#content/demo/church";
import { COUNTDOWN_TICK_MS } from "~/lib/constants";
import type { ServiceDate } from "#contract/events";
import { NextService } from "./next-service";

/**
 * The countdown to the next service on the component's own clock: the next of the services' dates
 * (the server's, from the church's calendar) in Harare time, the countdown's words (each unit
 * singular for one), a tick every second, moving on at a start, and the calendar links. (A visitor
 * whose browser is in another time zone stays in Chromium: home.spec.ts.)
 */
// Wednesday 25 November 2026, 12:00 in Harare (10:00 UTC): the midweek service starts at 15:30.
const NOW = Date.UTC(2026, 10, 25, 10, 0, 0);

/** The home page loader's dates: Wednesday's and Sunday's services, as the server reads them. */
const DATES: ServiceDate[] = [
  { title: "Midweek Service", start: "2026-11-25T13:30:00.000Z", end: "2026-11-25T17:00:00.000Z" },
  { title: "Sunday Service", start: "2026-11-29T13:30:00.000Z", end: "2026-11-29T15:30:00.000Z" },
].map((date) => ({ ...date, place: "", address: "" }));
const TIMES = [
  { title: "Sunday Service", weekday: 0, start: "15:30", end: "17:30" },
  { title: "Midweek Service", weekday: 3, start: "15:30", end: "19:00" },
];

function renderNextService(dates: readonly ServiceDate[] = DATES) {
  const rootData = { siteUrl: "http://localhost", church: DEMO_CHURCH, footerPages: [], serviceTimes: TIMES };
  const router = createMemoryRouter(
    [{ id: "root", path: "/", element: <NextService serverNow={NOW} dates={dates} />, loader: () => rootData }],
    { hydrationData: { loaderData: { root: rootData } } },
  );
  return render(<RouterProvider router={router} />);
}

describe("NextService", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("counts down to the next service in Harare time, ticking each second", () => {
    const { container } = renderNextService();
    const section = screen.getByRole("region", { name: "Join Us for Our Next Service" });
    expect(section.textContent).toContain("Midweek Service");
    expect(section.textContent).toContain("Wednesday, 25 November 2026");
    const timer = screen.getByRole("timer");
    expect(timer.getAttribute("aria-label")).toBe(
      "Time until the Midweek Service: 0 days, 3 hours, 30 minutes and 0 seconds",
    );
    const seconds = () => container.querySelector('[data-unit="seconds"]')?.textContent;
    const before = seconds();
    expect(COUNTDOWN_TICK_MS).toBe(1000);
    act(() => vi.advanceTimersByTime(1000));
    expect(seconds()).not.toBe(before);
    expect(timer.getAttribute("aria-label")).toMatch(/: 0 days, 3 hours, 29 minutes and 59 seconds$/);
    // One of each: the singular.
    act(() => vi.advanceTimersByTime((2 * 3600 + 28 * 60 + 58) * 1000));
    expect(timer.getAttribute("aria-label")).toMatch(/: 0 days, 1 hour, 1 minute and 1 second$/);
    // Once it starts, Sunday's.
    act(() => vi.advanceTimersByTime((3600 + 62) * 1000));
    expect(section.textContent).toContain("Sunday, 29 November 2026");
    expect(timer.getAttribute("aria-label")).toMatch(/^Time until the Sunday Service: 3 days, 23 hours, /);
  });

  it("lists the weekly services, Sunday first, and leads to the calendar", () => {
    renderNextService();
    const list = screen.getByRole("list", { name: "Weekly services" });
    expect(list.textContent).toBe("Sunday 3:30 PM - 5:30 PM, Harare timeWednesday 3:30 PM - 7:00 PM, Harare time");
    expect(screen.getByRole("link", { name: "All services and events" }).getAttribute("href")).toBe("/events");
  });

  it("is not there at all without a service to count down to", () => {
    renderNextService([]);
    expect(screen.queryByRole("region", { name: "Join Us for Our Next Service" })).toBeNull();
    expect(screen.queryByRole("timer")).toBeNull();
  });

  it("adds the service to Google Calendar in a new tab, or as an .ics file stamped when it was made", () => {
    renderNextService();
    const calendar = screen.getByRole("link", { name: /Add to Calendar/ });
    expect(calendar.getAttribute("target")).toBe("_blank");
    const url = new URL(calendar.getAttribute("href")!);
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    // 15:30 to 19:00 on a Wednesday in Harare (13:30 to 17:00 UTC).
    expect(url.searchParams.get("dates")).toBe("20261125T133000Z/20261125T170000Z");
    expect(url.searchParams.get("location")).toContain("Harare");

    const ics = screen.getByRole("link", { name: /Download \.ics/ });
    expect(ics.getAttribute("download")).toMatch(/\.ics$/);
    const file = decodeURIComponent(ics.getAttribute("href")!);
    expect(file.startsWith("data:text/calendar")).toBe(true);
    expect(file).toContain("BEGIN:VEVENT");
    expect(file.match(/DTSTAMP:(\w+)/)?.[1]).not.toBe(file.match(/DTSTART:(\w+)/)?.[1]);
  });
});
