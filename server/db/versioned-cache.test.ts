import { describe, expect, it } from "vitest";
import type { ContentVersion } from "./content-version";
import { createVersionedCache } from "./versioned-cache";

function setup() {
  let version = 1;
  let versionReads = 0;
  let loads = 0;
  const cache = createVersionedCache(async (): Promise<ContentVersion> => {
    versionReads += 1;
    return { version: String(version), nextPublication: null };
  });
  const load = async () => {
    loads += 1;
    return { name: `church ${version}`, phones: [{ label: "Office" }] };
  };
  return {
    cache,
    load,
    bump: () => (version += 1),
    counts: () => ({ versionReads, loads }),
  };
}

describe("the versioned cache of what every render reads", () => {
  it("reads the version once a request and a key once while the version stays", async () => {
    const { cache, load, counts } = setup();
    const first = cache();
    await first("church", load);
    await first("church", load);
    await first("page:home", load);
    expect(counts()).toEqual({ versionReads: 1, loads: 2 });
    const second = cache();
    expect(await second("church", load)).toEqual({ name: "church 1", phones: [{ label: "Office" }] });
    expect(counts()).toEqual({ versionReads: 2, loads: 2 });
  });

  it("reads again on the first request after the version moved", async () => {
    const { cache, load, bump, counts } = setup();
    await cache()("church", load);
    bump();
    expect(await cache()("church", load)).toMatchObject({ name: "church 2" });
    expect(counts().loads).toBe(2);
  });

  it("keeps no failed read: the next request tries again", async () => {
    const { cache, load } = setup();
    await expect(cache()("church", () => Promise.reject(new Error("database gone")))).rejects.toThrow("database gone");
    expect(await cache()("church", load)).toMatchObject({ name: "church 1" });
  });

  it("hands out frozen values, so no request can change what the next one sees", async () => {
    const { cache, load } = setup();
    const church = await cache()("church", load);
    expect(() => {
      (church as { name: string }).name = "changed";
    }).toThrow(TypeError);
    expect(() => {
      church.phones.push({ label: "Home" });
    }).toThrow(TypeError);
  });
});
