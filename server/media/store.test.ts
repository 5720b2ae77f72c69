import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ImageStore } from "./store";

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "img-store-"));
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A stand-in renderer that records how many drawings run at once. */
function countingRenderer(delayMs = 30) {
  const stats = { calls: 0, running: 0, maxRunning: 0 };
  const render = async (name: string, width: number, height: number, format: string) => {
    stats.calls += 1;
    stats.running += 1;
    stats.maxRunning = Math.max(stats.maxRunning, stats.running);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    stats.running -= 1;
    return Buffer.from(`${name} ${width}x${height} ${format}`);
  };
  return { stats, render };
}

describe("ImageStore", () => {
  it("answers null for names outside the scheme", async () => {
    const store = new ImageStore({ dir, render: countingRenderer().render });
    for (const bad of [
      "x.png",
      "Bad-Name-640x480.webp",
      "dove-641x480.webp",
      "dove-640x481.avif",
      "../etc-640x480.webp",
    ]) {
      expect(await store.get(bad)).toBeNull();
    }
  });

  it("draws a file once, writes it atomically and serves it from disk afterwards", async () => {
    const { stats, render } = countingRenderer();
    const store = new ImageStore({ dir, render });
    const first = await store.get("dove-worship-640x480.webp");
    expect(first?.bytes?.toString()).toBe("dove-worship 640x480 webp");
    expect(fs.readFileSync(path.join(dir, "dove-worship-640x480.webp"), "utf8")).toBe("dove-worship 640x480 webp");
    expect(fs.readdirSync(dir)).toEqual(["dove-worship-640x480.webp"]);
    const second = await store.get("dove-worship-640x480.webp");
    expect(second).toEqual({ file: path.join(dir, "dove-worship-640x480.webp"), format: "webp", bytes: null });
    expect(stats.calls).toBe(1);
  });

  it("draws nothing and writes nothing for a name `mayDraw` refuses, but serves a stored file", async () => {
    const { stats, render } = countingRenderer();
    const store = new ImageStore({ dir, render });
    const refuse = async () => false;
    expect(await store.get("dove-unknown-640x480.webp", refuse)).toBeNull();
    expect(stats.calls).toBe(0);
    expect(fs.readdirSync(dir)).toEqual([]);
    fs.writeFileSync(path.join(dir, "dove-drawn-before-640x480.webp"), "stored");
    expect(await store.get("dove-drawn-before-640x480.webp", refuse)).toMatchObject({ format: "webp", bytes: null });
  });

  it("shares one drawing between concurrent requests for the same file", async () => {
    const { stats, render } = countingRenderer();
    const store = new ImageStore({ dir, render });
    const results = await Promise.all(Array.from({ length: 5 }, () => store.get("hills-a-1280x720.avif")));
    expect(stats.calls).toBe(1);
    for (const result of results) expect(result?.format).toBe("avif");
    expect(store.busy).toBe(0);
  });

  it("runs at most two drawings at once and queues the rest", async () => {
    const { stats, render } = countingRenderer();
    const store = new ImageStore({ dir, render });
    const names = ["a", "b", "c", "d", "e", "f"].map((n) => `tree-${n}-640x360.webp`);
    await Promise.all(names.map((name) => store.get(name)));
    expect(stats.calls).toBe(6);
    expect(stats.maxRunning).toBe(2);
    expect(fs.readdirSync(dir).sort()).toEqual([...names].sort());
  });

  it("leaves no temporary file behind when a drawing fails, and recovers", async () => {
    let fail = true;
    const store = new ImageStore({
      dir,
      render: async () => {
        if (fail) throw new Error("boom");
        return Buffer.from("ok");
      },
    });
    await expect(store.get("cross-a-160x160.webp")).rejects.toThrow("boom");
    fail = false;
    expect((await store.get("cross-a-160x160.webp"))?.bytes?.toString()).toBe("ok");
    expect(fs.readdirSync(dir)).toEqual(["cross-a-160x160.webp"]);
  });
});
