/**
 * The build's one chunking rule (vite.config.ts): every module the root route or the client entry
 * imports statically goes into one "shell" chunk.
 *
 * Why: every page loads the root route and the entry, so whatever they import is downloaded on
 * every first visit anyway. Left to itself, Rollup splits each of those modules that a route also
 * imports (an icon, a hook, the API client) into a chunk of its own, and a first visit of the home
 * page paid 30 script requests for 125 KB. On a phone over slow 4G each request costs a round trip
 * (about 150 ms), and Lighthouse's simulation counted every one of them before the first paint
 * (performance 91). One shell chunk: 8-11 requests per page, a little less JavaScript (one module
 * compresses better than thirty), and no route downloads code it did not already download.
 * Dynamic imports stay out: a lazy section (the mobile menu, a music tab) still loads on first use.
 */

/** What the rule reads of Rollup's module graph (its `getModuleInfo`). */
export interface ModuleGraph {
  ids(): Iterable<string>;
  staticImports(id: string): readonly string[];
}

/** The modules where the shell starts: the root route and the client entry, by file. */
const SHELL_ROOTS = /\/app\/(root|entry\.client)\.tsx(\?|$)/;

/** Every module reachable from the root route or the client entry through static imports. */
export function shellModules(graph: ModuleGraph): Set<string> {
  const shell = new Set<string>();
  const pending = [...graph.ids()].filter((id) => SHELL_ROOTS.test(id));
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (shell.has(id)) continue;
    shell.add(id);
    pending.push(...graph.staticImports(id));
  }
  return shell;
}

/** A Rollup `output.manualChunks` function applying the rule; computed once per build. */
export function shellChunk(name = "shell") {
  let shell: Set<string> | undefined;
  return (
    id: string,
    meta: {
      getModuleIds: () => IterableIterator<string>;
      getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
    },
  ): string | undefined => {
    shell ??= shellModules({
      ids: () => meta.getModuleIds(),
      staticImports: (moduleId) => meta.getModuleInfo(moduleId)?.importedIds ?? [],
    });
    return shell.has(id) ? name : undefined;
  };
}
