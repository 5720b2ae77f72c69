import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadEnvFile } from "./env-file";

const NAMES = ["KLM_TEST_FROM_FILE", "KLM_TEST_IN_BOTH", "KLM_TEST_QUOTED"];
let dir = "";

afterEach(() => {
  for (const name of NAMES) delete process.env[name];
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("loadEnvFile", () => {
  it("reads the file into the environment; a variable already set wins", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "env-file-"));
    const file = path.join(dir, ".env");
    fs.writeFileSync(
      file,
      '# a comment\nKLM_TEST_FROM_FILE=file\nKLM_TEST_IN_BOTH=file\nKLM_TEST_QUOTED="two words"\n',
    );
    process.env.KLM_TEST_IN_BOTH = "environment";
    expect(loadEnvFile(file)).toBe(true);
    expect(process.env.KLM_TEST_FROM_FILE).toBe("file");
    expect(process.env.KLM_TEST_IN_BOTH).toBe("environment");
    expect(process.env.KLM_TEST_QUOTED).toBe("two words");
  });

  it("does nothing when there is no file", () => {
    expect(loadEnvFile(path.join(os.tmpdir(), "no-such-dir-klm", ".env"))).toBe(false);
  });
});
