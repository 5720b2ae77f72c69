import fs from "node:fs";
import path from "node:path";

/**
 * The import aliases (`~/`, `#server/`, ...) as Vite and Vitest want them, read from
 * tsconfig.json's `paths` so that they are declared once: TypeScript, tsx, esbuild and Playwright
 * read tsconfig.json themselves.
 */
export function pathAliases(root: string): Array<{ find: RegExp; replacement: string }> {
  const tsconfig = JSON.parse(fs.readFileSync(path.join(root, "tsconfig.json"), "utf8")) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return Object.entries(tsconfig.compilerOptions.paths).map(([pattern, [target]]) => ({
    find: new RegExp(`^${pattern.replace("/*", "/").replace(/[$^]/g, "\\$&")}`),
    replacement: path.join(root, target.replace("/*", "")) + "/",
  }));
}
