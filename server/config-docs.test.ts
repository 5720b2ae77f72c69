import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES } from "./config";

describe("every variable of server/config.ts is documented", () => {
  it("in .env.example", () => {
    const example = fs.readFileSync(".env.example", "utf8");
    expect(CONFIG_VARIABLES.filter((name) => !new RegExp(`^# ${name}=`, "m").test(example))).toEqual([]);
  });

  it("in the README's configuration table", () => {
    const readme = fs.readFileSync("README.md", "utf8");
    expect(CONFIG_VARIABLES.filter((name) => !readme.includes(`| \`${name}\` |`))).toEqual([]);
  });
});
