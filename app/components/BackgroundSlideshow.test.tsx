// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BackgroundSlideshow } from "./BackgroundSlideshow";

const slides = [
  { image: "sunrise-over-harare-hero", alt: "One" },
  { image: "worship-night-hero", alt: "Two" },
  { image: "community-hero", alt: "Three" },
];

function matchMedia(reducedData: boolean) {
  return (query: string) =>
    ({
      matches: reducedData && query.includes("prefers-reduced-data"),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

afterEach(() => vi.unstubAllGlobals());

describe("BackgroundSlideshow and saving data (issue 18)", () => {
  it("loads the next picture ahead only once it knows the visitor does not save data", () => {
    vi.stubGlobal("matchMedia", matchMedia(false));
    const { container } = render(<BackgroundSlideshow slides={slides} index={0} />);
    expect(container.querySelectorAll("img")).toHaveLength(2);
  });

  it.each([
    ["Save-Data", () => vi.stubGlobal("navigator", { ...navigator, connection: { saveData: true } }), false],
    ["prefers-reduced-data", () => undefined, true],
  ])("with %s, only the picture shown is loaded", (_name, stub, reducedData) => {
    vi.stubGlobal("matchMedia", matchMedia(reducedData));
    stub();
    const { container } = render(<BackgroundSlideshow slides={slides} index={0} />);
    expect(container.querySelectorAll("img")).toHaveLength(1);
  });
});
