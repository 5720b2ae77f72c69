import { describe, expect, it } from "vitest";
import { sniffAudio } from "./sermon-audio";

const bytes = (...values: number[]) => Buffer.from(values);
const ascii = (text: string) => Buffer.from(text, "latin1");

describe("sniffAudio: the bytes decide, never the name", () => {
  it("MP3: an ID3 tag or an MPEG Layer III frame header", () => {
    expect(sniffAudio(ascii("ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000"))).toBe("mp3");
    expect(sniffAudio(bytes(0xff, 0xfb, 0x90, 0xc0))).toBe("mp3"); // MPEG-1 Layer III
    expect(sniffAudio(bytes(0xff, 0xf3, 0x64, 0xc4))).toBe("mp3"); // MPEG-2 Layer III
  });

  it("M4A: an MP4 ftyp box with an audio or generic brand", () => {
    expect(sniffAudio(Buffer.concat([bytes(0, 0, 0, 0x20), ascii("ftypM4A \u0000\u0000\u0000\u0000")]))).toBe("m4a");
    expect(sniffAudio(Buffer.concat([bytes(0, 0, 0, 0x20), ascii("ftypisom")]))).toBe("m4a");
  });

  it("refuses text, images, other MPEG layers and video brands", () => {
    expect(sniffAudio(ascii("Hello, this is a text file"))).toBeNull();
    expect(sniffAudio(bytes(0xff, 0xd8, 0xff, 0xe0))).toBeNull(); // JPEG
    expect(sniffAudio(bytes(0xff, 0xfd, 0x90, 0xc0))).toBeNull(); // Layer II
    expect(sniffAudio(Buffer.concat([bytes(0, 0, 0, 0x20), ascii("ftypqt  ")]))).toBeNull();
    expect(sniffAudio(Buffer.alloc(0))).toBeNull();
  });
});
