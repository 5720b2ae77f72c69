import { describe, expect, it } from "vitest";
import { normalizeSermon } from "./normalize";
import { isoDuration, sermonJsonLd, youtubeEmbedUrl } from "./json-ld";

describe("sermonJsonLd", () => {
  it("describes each sermon with a video as a VideoObject", () => {
    const sermons = [
      normalizeSermon({
        id: 1,
        title: "Hope <script>",
        date: "2025-03-09",
        time: "45 min",
        youtube_id: "abc",
        image_url: "/img/a.webp",
        sermon_from: "Pastor T",
      }),
      normalizeSermon({ id: 2, title: "No video" }),
    ];
    const json = sermonJsonLd(sermons, "https://church.example")!;
    expect(json).not.toContain("<");
    const data = JSON.parse(json);
    expect(data["@graph"]).toHaveLength(1);
    expect(data["@graph"][0]).toMatchObject({
      "@type": "VideoObject",
      name: "Hope <script>",
      uploadDate: "2025-03-09",
      duration: "PT45M",
      thumbnailUrl: ["https://church.example/img/a.webp"],
      embedUrl: expect.stringContaining("https://www.youtube-nocookie.com/embed/abc"),
    });
  });

  it("is null when no sermon has a video", () => {
    expect(sermonJsonLd([normalizeSermon({ id: 2 })], "")).toBeNull();
  });
});

describe("isoDuration", () => {
  it("reads the usual ways of writing a duration", () => {
    expect(isoDuration("45 min")).toBe("PT45M");
    expect(isoDuration("1 hr 5 min")).toBe("PT1H5M");
    expect(isoDuration("1:05:00")).toBe("PT1H5M0S");
    expect(isoDuration("52:10")).toBe("PT52M10S");
    expect(isoDuration("Duration not specified")).toBeNull();
  });
});

it("embeds from the privacy-enhanced host", () => {
  expect(youtubeEmbedUrl("a b")).toBe("https://www.youtube-nocookie.com/embed/a%20b?rel=0&modestbranding=1");
});
