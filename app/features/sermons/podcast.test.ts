import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import type { SermonPageData } from "#server/domain/types";
import { buildPodcast, PODCAST_COVER, podcastCover, podcastGuid } from "./podcast";
import { DEMO_CHURCH } from "#content/demo/church";

function episode(
  overrides: Partial<SermonPageData["sermon"]> = {},
  audio: SermonPageData["audio"] = null,
): SermonPageData {
  return {
    sermon: {
      id: 7,
      slug: "grace-and-truth",
      date: "2026-03-08",
      month: "March",
      title: 'Grace & "Truth" <b>',
      description: "A & B <script>alert(1)</script>",
      sermon_from: "Pastor O'Neil",
      categories: ["Faith"],
      time: "1 hr",
      image_url: null,
      image_set: null,
      youtube_id: null,
      has_video: false,
      has_audio: audio !== null,
      has_transcript: false,
      has_download: false,
      ...overrides,
    },
    series: "Series <1>",
    scripture: "John 1:14",
    audio,
    picture: null,
    createdAt: "2026-03-08T10:00:00.000Z",
  };
}

describe("buildPodcast", () => {
  it("escapes every text and gives each episode its enclosure, guid, duration and date", () => {
    const xml = buildPodcast(
      [
        episode(
          {},
          { url: "/audio/grace-and-truth-0123456789abcdef.mp3", type: "audio/mpeg", bytes: 12345, seconds: 3725 },
        ),
      ],
      "https://church.example",
      DEMO_CHURCH,
    );
    expect(xml).not.toContain("<script>");
    expect(xml).not.toContain("<b>");
    const item = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml).rss.channel.item;
    expect(item.title).toBe('Grace & "Truth" <b>');
    expect(item.description).toContain("A & B <script>alert(1)</script>");
    expect(item.description).toContain("Scripture: John 1:14");
    expect(item.enclosure).toEqual({
      "@_url": "https://church.example/audio/grace-and-truth-0123456789abcdef.mp3",
      "@_length": "12345",
      "@_type": "audio/mpeg",
    });
    expect(item.guid).toEqual({ "#text": "sermon-7", "@_isPermaLink": "false" });
    expect(item["itunes:duration"]).toBe("1:02:05");
    expect(item.pubDate).toBe("Sun, 08 Mar 2026 08:00:00 GMT");
    expect(item.link).toBe("https://church.example/sermons/grace-and-truth");
  });

  it("podcast:guid is the UUIDv5 of the feed URL (Podcasting 2.0's own example)", () => {
    expect(podcastGuid("https://mp3s.nashownotes.com/pc20rss.xml")).toBe("917393e3-1b1e-5cef-ace4-edaa54e1f810");
  });

  it("leaves out a sermon without audio", () => {
    const xml = buildPodcast([episode()], "https://church.example", DEMO_CHURCH);
    expect(xml).not.toContain("<item>");
  });

  it("its cover is the built-in square JPEG, or the church's logo as a 1400 px JPEG named after it", () => {
    const cover = (xml: string) => [
      /<itunes:image href="([^"]+)"\/>/.exec(xml)?.[1],
      /<image>\s*<url>([^<]+)<\/url>/.exec(xml)?.[1],
    ];
    const builtIn = `https://church.example${PODCAST_COVER}`;
    expect(cover(buildPodcast([], "https://church.example", DEMO_CHURCH))).toEqual([builtIn, builtIn]);
    const logo = "photo-0123456789ab";
    const square = `https://church.example/podcast-cover/${logo}.jpg`;
    expect(cover(buildPodcast([], "https://church.example", { ...DEMO_CHURCH, logo }))).toEqual([square, square]);
    expect(podcastCover({ logo: "not a picture" })).toBe(PODCAST_COVER);
  });
});
