import { describe, expect, it } from "vitest";
import { emptyDocument, pageDefinition } from "#contract/page-content";
import { homeContent } from "./content";

describe("homeContent", () => {
  it("is empty for a page nobody wrote: no pictures, no messages, no church life", () => {
    expect(homeContent(emptyDocument(pageDefinition("home")!))).toEqual({
      slides: [],
      messages: [],
      life: { intro: "", images: [] },
    });
  });

  it("reads the welcome's pictures and messages and the church-life pictures, rows without their picture or title left out", () => {
    const content = homeContent({
      slides: [
        { picture: "hills-morning", alt: "Hills in the morning" },
        { picture: "", alt: "A row without its picture" },
      ],
      messages: [
        { eyebrow: "", title: "Welcome", text: "" },
        { eyebrow: "Hi", title: "", text: "No title" },
      ],
      lifeIntro: "Our life together.",
      life: [{ picture: "people-tea", caption: "Tea after the service" }],
    });
    expect(content).toEqual({
      slides: [{ image: "hills-morning", alt: "Hills in the morning" }],
      messages: [{ eyebrow: "", title: "Welcome", text: "" }],
      life: { intro: "Our life together.", images: [{ image: "people-tea", caption: "Tea after the service" }] },
    });
  });
});
