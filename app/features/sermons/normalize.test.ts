import { describe, expect, it } from "vitest";
import {
  NO_DURATION,
  SERMON_PLACEHOLDER_IMAGE,
  UNCATEGORIZED,
  UNKNOWN_SPEAKER,
  formatSermonDate,
  normalizeSermon,
  normalizeSermonList,
  sermonDateBadge,
} from "./normalize";

const snake = {
  id: 7,
  slug: "walking-in-faith",
  date: "2025-03-09",
  month: "March",
  title: "Walking in Faith",
  description: "Hebrews 11",
  sermon_from: "Pastor Tendai Moyo",
  categories: ["Faith", "Discipleship"],
  time: "45 min",
  image_url: "/img/gen/book-walking-in-faith-1280x960.webp",
  youtube_id: "abc123XYZ00",
  has_video: true,
  has_audio: true,
  has_transcript: false,
  has_download: true,
};

describe("normalizeSermon", () => {
  it("reads snake_case fields", () => {
    const sermon = normalizeSermon(snake);
    expect(sermon).toMatchObject({
      id: 7,
      title: "Walking in Faith",
      sermonFrom: "Pastor Tendai Moyo",
      categories: ["Faith", "Discipleship"],
      time: "45 min",
      image: "/img/gen/book-walking-in-faith-1280x960.webp",
      youtubeId: "abc123XYZ00",
      hasVideo: true,
      hasAudio: true,
      hasTranscript: false,
      hasDownload: true,
      isPlaceholderImage: false,
    });
  });

  it("reads camelCase fields", () => {
    const sermon = normalizeSermon({
      id: 3,
      title: "Grace",
      sermonFrom: "Mrs Rudo Chikore",
      youtubeId: "zzz",
      hasVideo: false,
      hasAudio: true,
      imageUrl: "https://cdn.example.org/grace.jpg",
    });
    expect(sermon.sermonFrom).toBe("Mrs Rudo Chikore");
    expect(sermon.youtubeId).toBe("zzz");
    expect(sermon.hasVideo).toBe(false);
    expect(sermon.hasAudio).toBe(true);
    expect(sermon.image).toBe("https://cdn.example.org/grace.jpg");
  });

  it("applies every default of a sermon's fields", () => {
    const sermon = normalizeSermon({ id: 1, title: "Bare" });
    expect(sermon.sermonFrom).toBe(UNKNOWN_SPEAKER);
    expect(sermon.sermonFrom).toBe("Unknown Speaker");
    expect(sermon.categories).toEqual([UNCATEGORIZED]);
    expect(sermon.categories).toEqual(["Uncategorized"]);
    expect(sermon.time).toBe(NO_DURATION);
    expect(sermon.time).toBe("Duration not specified");
    expect(sermon.hasVideo).toBe(false);
    expect(sermon.hasAudio).toBe(false);
    expect(sermon.hasTranscript).toBe(false);
    expect(sermon.hasDownload).toBe(false);
    expect(sermon.isPlaceholderImage).toBe(true);
    expect(sermon.image).toContain(SERMON_PLACEHOLDER_IMAGE);
    expect(sermon.imageSet?.webp).toContain(SERMON_PLACEHOLDER_IMAGE);
  });

  it("treats blank and null values as absent", () => {
    const sermon = normalizeSermon({ id: 1, title: "T", sermon_from: "  ", categories: [], time: "", image_url: null });
    expect(sermon.sermonFrom).toBe("Unknown Speaker");
    expect(sermon.categories).toEqual(["Uncategorized"]);
    expect(sermon.time).toBe("Duration not specified");
  });

  it("assumes a video when an id exists and the flag is absent", () => {
    expect(normalizeSermon({ id: 1, youtube_id: "abc" }).hasVideo).toBe(true);
    expect(normalizeSermon({ id: 1, youtube_id: "abc", has_video: false }).hasVideo).toBe(false);
    expect(normalizeSermon({ id: 1, has_video: true }).hasVideo).toBe(false);
  });

  it("accepts categories as a string or as objects", () => {
    expect(normalizeSermon({ categories: "Faith, Prayer" }).categories).toEqual(["Faith", "Prayer"]);
    expect(normalizeSermon({ categories: "Faith" }).categories).toEqual(["Faith"]);
    expect(normalizeSermon({ categories: [{ name: "Family" }, "Hope"] }).categories).toEqual(["Family", "Hope"]);
  });

  it("derives the picture from image_url, then image, then the placeholder", () => {
    expect(normalizeSermon({ image_url: "/a.webp", image: "/b.webp" }).image).toBe("/a.webp");
    expect(normalizeSermon({ image: "media/sermons/b.jpg" }).image).toBe("/media/sermons/b.jpg");
    expect(normalizeSermon({ image: "/media/b.jpg" }).image).toBe("/media/b.jpg");
    expect(normalizeSermon({}).isPlaceholderImage).toBe(true);
  });

  it("keeps the API's responsive set with its picture", () => {
    const set = { src: "/x.webp", avif: "/x.avif 640w", webp: "/x.webp 640w", width: 640, height: 480 };
    expect(normalizeSermon({ image_url: "/x.webp", image_set: set }).imageSet).toEqual(set);
    expect(normalizeSermon({ image_url: "/x.webp", image_set: { src: 1 } }).imageSet).toBeNull();
  });

  it("survives input that is not an object", () => {
    expect(normalizeSermon(null).sermonFrom).toBe("Unknown Speaker");
    expect(normalizeSermon("nonsense").categories).toEqual(["Uncategorized"]);
  });
});

describe("normalizeSermonList", () => {
  it("reads a plain array", () => {
    const list = normalizeSermonList([snake, { ...snake, id: 8 }]);
    expect(list.count).toBe(2);
    expect(list.sermons.map((s) => s.id)).toEqual([7, 8]);
  });

  it("reads a page with results and count", () => {
    const list = normalizeSermonList({ count: 23, next: null, previous: null, results: [snake] });
    expect(list.count).toBe(23);
    expect(list.sermons).toHaveLength(1);
  });

  it("reads a single object", () => {
    const list = normalizeSermonList(snake);
    expect(list.count).toBe(1);
    expect(list.sermons[0].title).toBe("Walking in Faith");
  });

  it("gives an empty list for anything else", () => {
    expect(normalizeSermonList(null)).toEqual({ sermons: [], count: 0 });
    expect(normalizeSermonList({ detail: "Not found." })).toEqual({ sermons: [], count: 0 });
  });
});

describe("dates", () => {
  it("formats the date as written, whatever the time zone", () => {
    expect(formatSermonDate("2025-03-09")).toBe("9 March 2025");
    expect(sermonDateBadge("2025-12-31")).toEqual({ day: "31", month: "Dec" });
    expect(formatSermonDate("soon")).toBe("soon");
    expect(sermonDateBadge("")).toBeNull();
  });
});
