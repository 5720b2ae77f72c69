import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MP3_FRAME_SECONDS, silentMp3 } from "#tests/fixtures/mp3";
import { frameHeader, id3v2Length, mp3Sound, SHORTEST_AUDIO_SECONDS } from "./mp3-frames";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mp3-frames-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let files = 0;
/** `bytes` written to a file of their own; its path. */
function written(...parts: Buffer[]): string {
  const file = path.join(dir, `file-${(files += 1)}.mp3`);
  fs.writeFileSync(file, Buffer.concat(parts));
  return file;
}

/** An ID3v2.4 tag of `size` bytes after its header (syncsafe size). */
function id3(size: number): Buffer {
  const tag = Buffer.alloc(10 + size);
  tag.write("ID3", 0, "latin1");
  tag.set([4, 0, 0, (size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f], 3);
  return tag;
}

describe("frameHeader", () => {
  it("reads a Layer III header's frame length, samples and rate", () => {
    // MPEG-1, 128 kbit/s, 44.1 kHz: 144 * 128000 / 44100 = 417 bytes (418 with padding).
    expect(frameHeader(Buffer.from([0xff, 0xfb, 0x90, 0xc0]))).toMatchObject({
      bytes: 417,
      samples: 1152,
      sampleRate: 44100,
    });
    expect(frameHeader(Buffer.from([0xff, 0xfb, 0x92, 0xc0]))).toMatchObject({ bytes: 418 });
    // MPEG-2, 64 kbit/s, 22.05 kHz: 72 * 64000 / 22050 = 208 bytes, 576 samples.
    expect(frameHeader(Buffer.from([0xff, 0xf3, 0x80, 0xc4]))).toMatchObject({
      bytes: 208,
      samples: 576,
      sampleRate: 22050,
    });
  });

  it("refuses what no Layer III frame starts with", () => {
    for (const head of [
      [0xff, 0xfd, 0x90, 0xc0], // Layer II
      [0xff, 0xeb, 0x90, 0xc0], // reserved version
      [0xff, 0xfb, 0x00, 0xc0], // free bit rate
      [0xff, 0xfb, 0xf0, 0xc0], // bad bit rate
      [0xff, 0xfb, 0x9c, 0xc0], // reserved sample rate
      [0xff, 0xfb, 0x90, 0xc2], // reserved emphasis
      [0x49, 0x44, 0x33, 0x04],
    ])
      expect(frameHeader(Buffer.from(head)), head.join()).toBeNull();
  });

  it("id3v2Length: the tag's header, its syncsafe size and a footer", () => {
    expect(id3v2Length(id3(1000))).toBe(1010);
    expect(id3v2Length(silentMp3(1))).toBe(0);
  });
});

describe("mp3Sound: sound judged from its frames", () => {
  it("a real MP3: its length is its frames', with or without tags", async () => {
    const mp3 = silentMp3(5);
    const frames = mp3.length / 417;
    for (const file of [written(mp3), written(id3(2000), mp3, Buffer.from("TAG".padEnd(128, " ")))]) {
      const sound = await mp3Sound(file);
      expect(sound).toEqual({ seconds: frames * MP3_FRAME_SECONDS, frames, framesThroughout: true });
    }
  });

  it("finds no frames throughout in random bytes behind an ID3 tag, a frame header, or a few real frames", async () => {
    const noise = randomBytes(2_100_000);
    for (const file of [
      written(id3(100), noise),
      written(Buffer.from([0xff, 0xfb, 0x90, 0xc0]), noise),
      written(silentMp3(0.1), noise),
      written(silentMp3(5), randomBytes(1_000_000)),
    ]) {
      expect((await mp3Sound(file)).framesThroughout, file).toBe(false);
    }
  });

  it("counts a short one's frames, which the route holds to SHORTEST_AUDIO_SECONDS (the page would say 0:00)", async () => {
    const short = await mp3Sound(written(silentMp3(0.2)));
    expect(short.framesThroughout).toBe(true);
    expect(short.seconds).toBeLessThan(SHORTEST_AUDIO_SECONDS);
    expect((await mp3Sound(written(silentMp3(1)))).seconds).toBeGreaterThan(SHORTEST_AUDIO_SECONDS);
  });

  it("gives up on noise early: 30 MB of it is judged without walking all of it", async () => {
    const file = written(id3(100), randomBytes(30_000_000));
    const started = performance.now();
    expect((await mp3Sound(file)).framesThroughout).toBe(false);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
