// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubSavingData } from "#tests/support/saving-data";
import { BackgroundSlideshow } from "./background-slideshow";

const slides = [
  { image: "sunrise-over-harare-hero", alt: "One" },
  { image: "worship-night-hero", alt: "Two" },
  { image: "community-hero", alt: "Three" },
];

afterEach(() => vi.unstubAllGlobals());

describe("BackgroundSlideshow and saving data", () => {
  it("loads the next picture ahead only once it knows the visitor does not save data", () => {
    stubSavingData("none");
    const { container } = render(<BackgroundSlideshow slides={slides} index={0} />);
    expect(container.querySelectorAll("img")).toHaveLength(2);
  });

  it.each(["save-data", "reduced-data"] as const)("with %s, only the picture shown is loaded", (how) => {
    stubSavingData(how);
    const { container } = render(<BackgroundSlideshow slides={slides} index={0} />);
    expect(container.querySelectorAll("img")).toHaveLength(1);
  });
});
