import path from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";

/**
 * The staff pages' plain scripts that share a rule with the rest of the app (the resumable
 * upload's progress shows sizes by the one size rule, contract/file-sizes.ts): each is written as
 * a module that imports what it shares, and served at its fixed address as one classic script,
 * bundled by esbuild (no hash: the pages name it; no module loader: it runs as a plain script).
 * `npm run build` writes it into the browser's build; `npm run dev` bundles it on each request.
 * The other scripts in public/ share nothing and are served as written.
 */
export const BROWSER_SCRIPTS: Readonly<Record<string, string>> = {
  "resumable-upload.js": "app/features/uploads/resumable-upload.script.js",
};

/** One script and what it imports, as a classic script for the browsers the site supports. */
export async function bundleBrowserScript(entry: string, root = process.cwd()): Promise<string> {
  const result = await build({
    entryPoints: [path.resolve(root, entry)],
    absWorkingDir: root,
    bundle: true,
    format: "iife",
    target: "es2019",
    write: false,
    legalComments: "none",
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}

export function browserScripts(): Plugin {
  return {
    name: "browser-scripts",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const entry = BROWSER_SCRIPTS[(request.url ?? "").split("?")[0]!.slice(1)];
        if (!entry) return next();
        bundleBrowserScript(entry, server.config.root).then((code) => {
          response.setHeader("content-type", "text/javascript; charset=utf-8");
          response.setHeader("cache-control", "no-cache");
          response.end(code);
        }, next);
      });
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const [fileName, entry] of Object.entries(BROWSER_SCRIPTS)) {
        this.emitFile({
          type: "asset",
          fileName,
          source: await bundleBrowserScript(entry, this.environment.config.root),
        });
      }
    },
  };
}
