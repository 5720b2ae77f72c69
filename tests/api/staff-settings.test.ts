import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineSetting, readSetting, writeSetting } from "#server/domain/settings/settings";
import { createTestApi, type TestApi } from "./support";

const words = defineSetting<string[]>("test.words", ["a"], (value) =>
  Array.isArray(value) && value.every((item) => typeof item === "string") ? value : undefined,
);

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(async () => t.close());

describe("settings", () => {
  it("give the default until a value is written, then the value; a value of another shape reads as the default", async () => {
    const db = t.database.db;
    expect(await readSetting(db, words)).toEqual(["a"]);
    await writeSetting(db, words, ["b", "c"]);
    expect(await readSetting(db, words)).toEqual(["b", "c"]);
    await writeSetting(db, words, ["d"]);
    expect(await readSetting(db, words)).toEqual(["d"]);
    await db.updateTable("settings").set({ value: '{"old":true}' }).where("key", "=", "test.words").execute();
    expect(await readSetting(db, words)).toEqual(["a"]);
  });
});
