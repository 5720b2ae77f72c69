import { describe, expect, it } from "vitest";
import { emptyDocument, pageDefinition } from "#contract/page-content";
import { aboutContent } from "./content";

describe("aboutContent", () => {
  it("is empty for a page nobody wrote: no people, no slides, no sections", () => {
    expect(aboutContent(emptyDocument(pageDefinition("about")!))).toEqual({
      subtitle: "",
      intro: [],
      slides: [],
      mandateIntro: "",
      mandate: [],
      founder: null,
      pastor: null,
      ministries: [],
    });
  });

  it("makes the vision card's slides: the vision and the mission when written, then the values", () => {
    const content = aboutContent({
      visionTitle: "A city on a hill",
      vision: "Light for the city.",
      visionScripture: "You are the light of the world.",
      visionReference: "Matthew 5:14",
      missionTitle: "Left without its text",
      mission: "",
      values: [
        { title: "Prayer", text: "We pray.", scripture: "", reference: "Psalm 1" },
        { title: "", text: "A value without its title", scripture: "", reference: "" },
      ],
    });
    expect(content.slides).toEqual([
      {
        id: "vision",
        label: "Our Vision",
        title: "A city on a hill",
        body: "Light for the city.",
        scripture: { text: "You are the light of the world.", reference: "Matthew 5:14" },
      },
      { id: "value-1", label: "Our Values", title: "Prayer", body: "We pray.", scripture: null },
    ]);
  });

  it("reads the mandate with its colours, people by their names, and ministries by their slugs", () => {
    const content = aboutContent({
      intro: "First paragraph.\n\nSecond paragraph.",
      mandate: [
        { title: "Preach", summary: "", text: "Go.", scripture: "", reference: "", picture: "", colours: "pale-gold" },
        { title: "Heal", summary: "", text: "Pray.", scripture: "", reference: "", picture: "", colours: "purple" },
      ],
      founderName: "",
      founderBio: "A founder without a name is no founder.",
      pastorName: "Pastor A",
      pastorRole: "",
      pastorPhoto: "",
      pastorBio: "",
      ministries: [
        { ministry: "youth", picture: "", text: "Young people." },
        { ministry: "choir", picture: "", text: "Not one of the ministries." },
      ],
    });
    expect(content.intro).toEqual(["First paragraph.", "Second paragraph."]);
    expect(content.mandate.map((item) => [item.id, item.colours, item.scripture])).toEqual([
      ["1", "pale-gold", null],
      // A colour the list no longer has: the first of the list.
      ["2", "dark-blue", null],
    ]);
    expect(content.founder).toBeNull();
    expect(content.pastor).toEqual({ name: "Pastor A", role: "", image: "", bio: "" });
    expect(content.ministries).toEqual([
      { id: "youth", title: "Youth & Young Adults", image: "", description: "Young people." },
    ]);
  });
});
