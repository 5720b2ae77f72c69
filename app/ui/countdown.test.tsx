// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Countdown, countdownParts } from "./countdown";

// Harare is UTC+2 all year; the countdown only subtracts instants.
const utc = (iso: string) => new Date(`${iso}Z`);

describe("Countdown", () => {
  it("says each unit in the singular for one and the plural otherwise", () => {
    render(
      <Countdown parts={{ days: 1, hours: 0, minutes: 1, seconds: 2, totalMs: 1 }} label="Time until the service" />,
    );
    expect(screen.getByRole("timer").getAttribute("aria-label")).toBe(
      "Time until the service: 1 day, 0 hours, 1 minute and 2 seconds",
    );
  });
});

describe("countdownParts", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    const now = utc("2025-03-03T08:00:00");
    expect(countdownParts(utc("2025-03-05T13:30:00"), now)).toEqual({
      days: 2,
      hours: 5,
      minutes: 30,
      seconds: 0,
      totalMs: (2 * 86_400 + 5 * 3600 + 30 * 60) * 1000,
    });
  });

  it("rounds partial seconds down", () => {
    expect(countdownParts(new Date(10_999), new Date(0)).seconds).toBe(10);
  });

  it("is zero, never negative, once the target has passed", () => {
    expect(countdownParts(utc("2025-03-01T00:00:00"), utc("2026-01-01T00:00:00"))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      totalMs: 0,
    });
  });
});
