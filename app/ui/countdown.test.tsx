// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Countdown } from "./countdown";

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
