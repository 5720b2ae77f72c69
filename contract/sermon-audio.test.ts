import { describe, expect, it } from "vitest";
import { audioSizeLabel, clockDuration, durationText } from "./sermon-audio";
import { isAudioOutcome } from "./sermon-audio-upload";

describe("sermon audio words", () => {
  it("sizes: MP3 or M4A and megabytes", () => {
    expect(audioSizeLabel("audio/mpeg", 28_400_000)).toBe("MP3, 28 MB");
    expect(audioSizeLabel("audio/mp4", 1_540_000)).toBe("M4A, 1.5 MB");
    expect(audioSizeLabel("audio/mpeg", 20_000)).toBe("MP3, 20 KB");
  });

  it("clock durations for the feed and the page", () => {
    expect(clockDuration(20)).toBe("0:20");
    expect(clockDuration(95)).toBe("1:35");
    expect(clockDuration(3 * 3600 + 5 * 60 + 7)).toBe("3:05:07");
  });

  it("the API's time text", () => {
    expect(durationText(5)).toBe("1 min");
    expect(durationText(45 * 60)).toBe("45 min");
    expect(durationText(3600)).toBe("1 hr");
    expect(durationText(65 * 60 + 20)).toBe("1 hr 5 min");
  });

  it("only known outcomes reach the page", () => {
    expect(isAudioOutcome("uploaded")).toBe(true);
    expect(isAudioOutcome("toString")).toBe(false);
    expect(isAudioOutcome(null)).toBe(false);
  });
});
