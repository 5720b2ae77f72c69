import type { Plugin } from "vite";

/**
 * The staff side's small shared helpers (the staff field kit's rules, the editor's prose classes)
 * never sit in a chunk a public page loads. Rollup folds chunks under `experimentalMinChunkSize`
 * into a neighbour when that adds no side effects for the pages loading it, and it took a public
 * neighbour for these (a 1.2 KB chunk `/sermons` loaded held them). Declared as modules with side
 * effects in the browser's build, they may only join chunks loaded by the same pages: the staff
 * ones. Kept whole (no tree-shaking inside them): they are a few hundred bytes, loaded by staff
 * pages only.
 */
export const STAFF_ONLY_MODULES = /\/app\/(ui\/staff\/|features\/blog\/editor\/editor-text\.ts$)/;

export function staffModulesApart(): Plugin {
  return {
    name: "staff-modules-apart",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (!STAFF_ONLY_MODULES.test(id.split("?")[0]!)) return null;
      return { code, map: null, moduleSideEffects: "no-treeshake" };
    },
  };
}
