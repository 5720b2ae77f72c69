import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { PictureStorage } from "./picture-storage";
import { podcastCoverKey, podcastCoverOf } from "./podcast-cover";

/** A picture storage in memory that counts its writes. */
function memoryStorage(files: Record<string, Buffer>): PictureStorage & { puts: string[] } {
  const stored = new Map(Object.entries(files));
  const puts: string[] = [];
  return {
    kind: "disk",
    puts,
    put: async (key, bytes) => {
      puts.push(key);
      stored.set(key, bytes);
    },
    get: async (key) => stored.get(key) ?? null,
    has: async (key) => stored.has(key),
    list: async () => [...stored.keys()],
    remove: async (key) => {
      stored.delete(key);
    },
  };
}

describe("podcastCoverOf", () => {
  const name = "photo-0123456789ab";

  it("makes the cover once, even for requests that arrive together, and reads it back after", async () => {
    const square = await sharp({ create: { width: 1280, height: 1280, channels: 3, background: "#336699" } })
      .webp()
      .toBuffer();
    const storage = memoryStorage({ [`${name}-1280x1280.webp`]: square });
    const [first, second] = await Promise.all([podcastCoverOf(storage, name), podcastCoverOf(storage, name)]);
    expect(first).not.toBeNull();
    expect(second).toBe(first);
    const meta = await sharp(first!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1400, 1400]);
    expect(await podcastCoverOf(storage, name)).toEqual(first);
    expect(storage.puts).toEqual([podcastCoverKey(name)]);
  });

  it("is null, with nothing written, when the picture has no square stored", async () => {
    const storage = memoryStorage({});
    expect(await podcastCoverOf(storage, name)).toBeNull();
    expect(storage.puts).toEqual([]);
  });
});
