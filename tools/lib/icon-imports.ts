/**
 * Imports of lucide-react's icons by name (`import { Menu, X } from "lucide-react"`) rewritten, in
 * the browser's build, as imports of each icon's own module (`lucide-react/icons/menu`).
 *
 * Why: through the package's index, which re-exports its 1,600 icons, the build's module graph
 * cannot tell which module uses which icon. Rollup adds every static dependency of a module of the
 * shell chunk to that chunk, so one index import in a shell module (the footer's social icons) put
 * every icon any page draws into the shell, about 4.6 KB brotli on every first visit. With the icon
 * imported directly, its importers are the modules that draw it, and the shell rule
 * (tools/lib/shell-chunk.ts) can leave an icon with the one module that draws it.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const PACKAGE = "lucide-react";

/** Each exported icon name (aliases included) to its module's file name, read from the index. */
export function iconFilesByName(indexSource: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const match of indexSource.matchAll(/^export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';$/gm)) {
    for (const binding of match[1].split(",")) {
      const name = /default as (\w+)/.exec(binding)?.[1];
      if (name) files.set(name, match[2]);
    }
  }
  return files;
}

/**
 * The source with its value imports of the package's index rewritten as one default import per
 * icon; type imports and names that are not icons (createLucideIcon, the provider) keep theirs.
 * Unchanged (null) when it imports nothing from the index.
 */
export function rewriteIconImports(source: string, iconFiles: ReadonlyMap<string, string>): string | null {
  let changed = false;
  const rewritten = source.replace(/^import \{([^}]*)\} from "lucide-react";$/gm, (statement, bindings: string) => {
    const direct: string[] = [];
    const kept: string[] = [];
    for (const raw of bindings
      .split(",")
      .map((binding) => binding.trim())
      .filter(Boolean)) {
      const [, typeOnly, imported, local] = /^(type\s+)?(\w+)(?:\s+as\s+(\w+))?$/.exec(raw) ?? [];
      const file = imported && !typeOnly ? iconFiles.get(imported) : undefined;
      if (file) direct.push(`import ${local ?? imported} from "${PACKAGE}/icons/${file}";`);
      else kept.push(raw);
    }
    if (direct.length === 0) return statement;
    changed = true;
    // Types alone: `import type`, so no import of the index is left behind for the bundler.
    const typesOnly = kept.every((binding) => binding.startsWith("type "));
    const rest = typesOnly
      ? `import type { ${kept.map((binding) => binding.replace(/^type\s+/, "")).join(", ")} } from "${PACKAGE}";`
      : `import { ${kept.join(", ")} } from "${PACKAGE}";`;
    return [...direct, ...(kept.length ? [rest] : [])].join(" ");
  });
  return changed ? rewritten : null;
}

/** The Vite plugin: the browser build only (the server bundle draws icons without a shell). */
export function iconImports() {
  let iconFiles: Map<string, string> | undefined;
  return {
    name: "icon-imports",
    // Before TypeScript is stripped: a type-only name stays a type import.
    enforce: "pre" as const,
    applyToEnvironment: (environment: { name: string }) => environment.name === "client",
    transform(code: string, id: string) {
      if (!/\.[jt]sx?($|\?)/.test(id) || id.includes("/node_modules/") || !code.includes(`"${PACKAGE}"`)) return null;
      if (!iconFiles) {
        const require = createRequire(import.meta.url);
        const packageDir = path.dirname(require.resolve(`${PACKAGE}/package.json`));
        iconFiles = iconFilesByName(fs.readFileSync(path.join(packageDir, "dist/esm/lucide-react.mjs"), "utf8"));
      }
      const rewritten = rewriteIconImports(code, iconFiles);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
