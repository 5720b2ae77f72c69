import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertFixtures, PUBLISHED_POSTS, PUBLISHED_SERMONS, TAGS, CATEGORIES } from "./fixtures";
import { createTestApi, type TestApi } from "./support";
import { STATIC_PAGES } from "~/lib/sitemap";
import { seedCalendar } from "./events-http-support";
import { addMember } from "./staff-support";

/**
 * The Nu HTML Checker (npm `vnu-jar`, run with Java) on every public page's HTML: no
 * errors. Skipped only when Java is missing.
 */
const JAVA = process.env.JAVA ?? "java";
const hasJava = spawnSync(JAVA, ["-version"], { stdio: "ignore" }).status === 0;
const VNU_JAR = path.join(
  path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")),
  "build/dist/vnu.jar",
);

const PAGES = [
  ...STATIC_PAGES.map((entry) => entry.path),
  "/contact-us?form=prayer",
  `/sermons/${PUBLISHED_SERMONS[0].slug}`,
  "/blog/search?q=hope",
  `/blog/${PUBLISHED_POSTS[0].slug}`,
  `/tag/${TAGS[1].slug}`,
  `/category/${CATEGORIES[0].slug}`,
  "/no-such-page-reach",
  "/events/church-supper",
  "/events/bible-study",
];

let t: TestApi;
let dir: string;
beforeAll(async () => {
  t = await createTestApi({
    fixtures: async (handle) => {
      await insertFixtures(handle);
      await seedCalendar(handle.db, await addMember(handle.db, "editor"));
    },
    pages: true,
  });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-"));
}, 180_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

describe.skipIf(!hasJava)("Nu HTML Checker", () => {
  it("reports no error on any public page", async () => {
    const files = new Map<string, string>();
    for (const [index, url] of PAGES.entries()) {
      const response = await t.inject({ method: "GET", url });
      expect(response.statusCode, url).toBeLessThan(500);
      const file = path.join(dir, `page-${index}.html`);
      fs.writeFileSync(file, response.body);
      files.set(`file:${file}`, url);
    }
    let output: string;
    try {
      output = execFileSync(
        JAVA,
        ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--stdout", ...[...files.keys()].map((f) => f.slice(5))],
        {
          encoding: "utf8",
          maxBuffer: 64 * 1024 * 1024,
        },
      );
    } catch (error) {
      // vnu exits 1 when it found errors; its report is on stdout.
      output = String((error as { stdout?: string }).stdout ?? "");
    }
    const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type === "error")
      .map((message) => `${files.get(message.url) ?? message.url}: ${message.message} [${message.extract ?? ""}]`);
    expect(errors).toEqual([]);
  }, 180_000);
});
