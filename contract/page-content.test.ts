import { telOf } from "./phone-numbers";
import { describe, expect, it } from "vitest";
import { documentOf, pageDefinition, PAGE_DEFINITIONS, postedOf, readPageForm, type PostedPage } from "./page-content";

const comingSoon = pageDefinition("coming-soon")!;
const anyPicture = async () => true;

function posted(texts: Record<string, string>, slides: PostedPage["groups"]["slides"] = []): PostedPage {
  return { texts: { launchAt: "", intro: "", ...texts }, groups: { slides } };
}

describe("page definitions", () => {
  it("list home and about first, then coming soon, the loading screen, music and giving, then the seven ministry pages", () => {
    expect(PAGE_DEFINITIONS.map((page) => page.key)).toEqual([
      "home",
      "about",
      "coming-soon",
      "loading",
      "music",
      "give",
      "intercession",
      "evangelism",
      "media",
      "hospitality",
      "healing",
      "youth",
      "children",
    ]);
  });
});

describe("readPageForm", () => {
  it("reports every problem at once, each under its input's id", async () => {
    const result = await readPageForm(
      comingSoon,
      posted({ launchAt: "soon", intro: "x".repeat(401) }, [
        { cells: { picture: "", alt: "A sunrise" }, order: "1", remove: false },
        { cells: { picture: "nowhere", alt: "" }, order: "0", remove: false },
      ]),
      async (name) => name !== "nowhere",
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        launchAt: "Counting down to: give a date and time, such as 2027-03-01 09:00.",
        intro: "Words under the heading is too long (at most 400 characters).",
        "slides.0.picture": "Picture 1: picture is required.",
        "slides.1.picture":
          "Picture 2: picture: “nowhere” is not a picture of the library. Copy its name from the picture library.",
        "slides.1.alt": "Picture 2: what the picture shows is required.",
        "slides.1.order": "Picture 2: the order is a whole number from 1 to 99.",
      },
    });
  });

  it("drops blank and removed rows, orders the rest by their numbers, and refuses more rows than allowed", async () => {
    const row = (picture: string, order: string, remove = false) => ({
      cells: { picture, alt: picture },
      order,
      remove,
    });
    const result = await readPageForm(
      comingSoon,
      posted({}, [row("a", "3"), row("b", "1", true), row("c", "1"), row("", "4"), row("d", "")]),
      anyPicture,
    );
    expect(result).toEqual({
      ok: true,
      document: {
        launchAt: "",
        intro: "",
        slides: [
          { picture: "c", alt: "c" },
          { picture: "a", alt: "a" },
          { picture: "d", alt: "d" },
        ],
      },
    });
    const tooMany = await readPageForm(
      comingSoon,
      posted(
        {},
        ["a", "b", "c", "d"].map((name, index) => row(name, String(index + 1))),
      ),
      anyPicture,
    );
    expect(tooMany).toEqual({ ok: false, errors: { slides: "At most 3 of background pictures." } });
  });

  it("takes https links only, and a choice from its list only", async () => {
    const definition = {
      key: "loading" as const,
      title: "Test",
      path: "/",
      about: "",
      sections: [
        {
          title: "Links",
          fields: [
            { key: "site", label: "Site", kind: "link" as const, max: 200 },
            { key: "icon", label: "Icon", kind: "choice" as const, options: ["globe", "shield"] },
          ],
        },
      ],
    };
    const bad = await readPageForm(
      definition,
      { texts: { site: "http://example.org", icon: "rocket" }, groups: {} },
      anyPicture,
    );
    expect(bad).toEqual({
      ok: false,
      errors: { site: "Site: the address must start with https://.", icon: "Icon: choose one of the list." },
    });
    const good = await readPageForm(
      definition,
      { texts: { site: "https://example.org/x", icon: "globe" }, groups: {} },
      anyPicture,
    );
    expect(good).toEqual({ ok: true, document: { site: "https://example.org/x", icon: "globe" } });
  });

  it("reads a phone as the church details' phones are read, and an email as an address", async () => {
    const definition = {
      key: "loading" as const,
      title: "Test",
      path: "/",
      about: "",
      sections: [
        {
          title: "Contact",
          fields: [
            { key: "phone", label: "Phone", kind: "phone" as const, max: 30 },
            { key: "email", label: "Email", kind: "email" as const, max: 120 },
          ],
        },
      ],
    };
    const bad = await readPageForm(definition, { texts: { phone: "12", email: "me@" }, groups: {} }, anyPicture);
    expect(bad).toEqual({
      ok: false,
      errors: {
        phone: "Phone: “12” is not a phone number we can read.",
        email: "Email: enter a valid email address.",
      },
    });
    const good = await readPageForm(
      definition,
      { texts: { phone: " 077 214 5590 ", email: "grace@example.org" }, groups: {} },
      anyPicture,
    );
    expect(good).toEqual({ ok: true, document: { phone: "077 214 5590", email: "grace@example.org" } });
    expect(telOf("077 214 5590")).toBe("+263772145590");
  });
});

describe("documentOf", () => {
  it("keeps what the definition allows of a stored document and drops the rest", () => {
    const stored = { intro: "Hello", launchAt: 5, extra: "x", slides: [{ picture: "a", alt: 1 }, "junk"] };
    expect(documentOf(comingSoon, stored)).toEqual({
      launchAt: "",
      intro: "Hello",
      slides: [{ picture: "a", alt: "" }],
    });
    expect(documentOf(comingSoon, null)).toEqual({ launchAt: "", intro: "", slides: [] });
    expect(postedOf(comingSoon, documentOf(comingSoon, stored)).groups.slides).toEqual([
      { cells: { picture: "a", alt: "" }, order: "1", remove: false },
    ]);
  });
});
