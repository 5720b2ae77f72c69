/**
 * The build's one chunking rule (vite.config.ts): what every public page loads goes into one
 * "shell" chunk. That is every module the root route, the public layout route (the frame: app/
 * routes/site/layout.tsx) or the client entry imports statically, and every module that all the
 * public pages import statically (the responsive picture, the page meta, a rotation hook).
 *
 * Why: whatever every page loads is downloaded on every first visit anyway. Left to itself, Rollup
 * splits each of those modules that a route also imports (an icon, a hook, the API client) into a
 * chunk of its own, and a first visit of the home page paid 30 script requests for 125 KB. On a
 * phone over slow 4G each request costs a round trip (about 150 ms), and Lighthouse's simulation
 * counted every one of them before the first paint (performance 91). One shell chunk: 8-11
 * requests per page, a little less JavaScript (one module compresses better than thirty), and no
 * route downloads code it did not already download.
 * The pages' common modules matter since the frame became a layout route: each route module is a
 * file of its own (the layout's costs one request), and the modules all pages share were one more
 * chunk that every page requested; in the shell, the request counts are those of before.
 * Dynamic imports stay out: a lazy section (the mobile menu, a music tab) still loads on first use.
 */

/** What the rule reads of Rollup's module graph (its `getModuleInfo`). */
export interface ModuleGraph {
  ids(): Iterable<string>;
  staticImports(id: string): readonly string[];
  /** Its lazy imports (`import()`); none when not given. */
  dynamicImports?(id: string): readonly string[];
  /** The length of its code as built (JavaScript); unknown (0) when not given. */
  size?(id: string): number;
}

/**
 * The most code a shared rule or form module may have to go into the shell by being shared
 * (about 4 KB, a kilobyte or two compressed). A larger one (the calendar's or giving's rules and
 * messages, 10-14 KB each) stays a chunk of its own for the pages that use it: in the shell, every
 * page would download it.
 */
const SMALL_SHARED_MODULE = 4096;

/**
 * The modules where the shell starts, by file: the root route, the public layout, the client entry
 * (ours, or React Router's default one when app/ has none: react-dom then sits in the shell, so a
 * lazy chunk that imports it too, the post editor's, does not split it into one more chunk).
 */
const SHELL_ROOTS =
  /\/(app\/(root|routes\/site\/layout|entry\.client)|@react-router\/dev\/dist\/config\/defaults\/entry\.client)\.tsx(\?|$)/;

/**
 * An icon's own module (lucide-react's; imported directly, tools/lib/icon-imports.ts). An icon
 * drawn by one module stays with it, in the chunk of the pages that draw it; an icon drawn by
 * several modules is in the shell: a few hundred bytes, where Rollup would have made it a chunk of
 * its own and a request on each page that draws it.
 */
const ICON_MODULE = /\/lucide-react\/dist\/esm\/icons\/[\w-]+\.mjs$/;
/** The package's index modules, which import every icon to re-export it: not a use of any. */
const ICON_INDEX = /\/lucide-react\/dist\/esm\/(lucide-react|icons\/index)\.mjs$/;

/**
 * A module of the rules shared by the server and the app (contract/): a few hundred bytes each,
 * placed like an icon: with the one module that uses it, or in the shell when several do (and it
 * is small: SMALL_SHARED_MODULE), where Rollup would have made it a chunk of its own and one more
 * request on every page that uses it.
 */
const CONTRACT_MODULE = /\/contract\/[\w-]+\.ts$/;

/**
 * The public forms' small shared modules (sending with the offline queue, the fields as typed, the
 * answer after a post without JavaScript): placed like a rule of contract/, since the forms of most
 * public pages share them (the ministries, contact, salvation, a post's comments, an event's
 * registration, the giving form). Left to Rollup they became chunks of their own once the
 * calendar's form shared them: a 13th script file on the blog's pages.
 */
const FORM_MODULE = /\/app\/(ui\/hooks\/use-(submission|form-fields)|lib\/sent)\.ts$/;

/**
 * The public forms' fields (the inputs and the frame around each): one chunk of their own, loaded
 * by the pages that have a form and by none other. Left to Rollup they became two chunks once the
 * giving form shared one of them (the pages' sets of importers differed): a 13th script file on
 * the blog's pages; in the shell, every page (a sermon list with no form) would download them.
 */
const FORM_FIELDS_MODULE = /\/app\/ui\/forms\/(fields|field-frame)\.tsx$/;

/** A module id without its query (React Router's client route modules are `file?__react-router-…`). */
function fileOf(id: string): string {
  const query = id.indexOf("?");
  return query === -1 ? id : id.slice(0, query);
}

/** A module id as its file: without Rollup's "\0" prefix of virtual ids and without its query. */
function plainFile(id: string): string {
  return fileOf(id.replace(/^\0/, ""));
}

/** Every module reachable from `starts` through static imports (and lazy ones too when asked), the starts included. */
function staticClosure(graph: ModuleGraph, starts: readonly string[], lazyToo = false): Set<string> {
  const reached = new Set<string>();
  const pending = [...starts];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...graph.staticImports(id));
    if (lazyToo) pending.push(...(graph.dynamicImports?.(id) ?? []));
  }
  return reached;
}

/**
 * The shell: everything the roots reach through static imports, and what every one of `pages`
 * (absolute files of the public page routes; at least two, or there is nothing "common") reaches.
 */
export function shellModules(graph: ModuleGraph, pages: readonly string[] = []): Set<string> {
  const ids = [...graph.ids()];
  const roots = ids.filter((id) => SHELL_ROOTS.test(id));
  const shell = staticClosure(graph, roots);
  // What a visitor's browser can ever load: the roots and the public pages, lazy sections
  // included. A small shared module only the staff side imports (a picture field's rules) stays
  // out of the shell, or every public page would download it.
  const publicModules =
    pages.length > 0
      ? staticClosure(graph, [...roots, ...ids.filter((id) => pages.includes(fileOf(id)))], true)
      : undefined;
  const importers = new Map<string, Set<string>>();
  for (const id of ids) {
    for (const imported of graph.staticImports(id)) {
      if (
        (ICON_MODULE.test(imported) && !ICON_INDEX.test(id)) ||
        CONTRACT_MODULE.test(plainFile(imported)) ||
        FORM_MODULE.test(plainFile(imported))
      )
        importers.set(imported, (importers.get(imported) ?? new Set()).add(plainFile(id)));
    }
  }
  for (const [shared, files] of importers) {
    const small = (graph.size?.(shared) ?? 0) <= SMALL_SHARED_MODULE;
    if (files.size > 1 && small && (publicModules?.has(shared) ?? true)) shell.add(shared);
  }
  if (pages.length < 2) return shell;
  let common: Set<string> | undefined;
  for (const page of pages) {
    const reached = staticClosure(
      graph,
      ids.filter((id) => fileOf(id) === page),
    );
    common = common ? new Set([...common].filter((id) => reached.has(id))) : reached;
  }
  for (const id of common ?? []) shell.add(id);
  return shell;
}

/** What the rule reads of React Router's route config (app/routes.ts). */
export interface RouteEntry {
  id?: string;
  file: string;
  children?: RouteEntry[];
}

/** The files of the routes under the layout `layoutId` (its pages), absolute from `appDir`. */
export function layoutPageFiles(routes: readonly RouteEntry[], layoutId: string, appDir: string): string[] {
  const layout = routes.find((entry) => entry.id === layoutId);
  if (!layout) throw new Error(`No route "${layoutId}" in the route config`);
  const files = new Set<string>();
  const visit = (entries: readonly RouteEntry[]) => {
    for (const entry of entries) {
      files.add(`${appDir.replace(/\/$/, "")}/${entry.file}`);
      visit(entry.children ?? []);
    }
  };
  visit(layout.children ?? []);
  return [...files];
}

/** A Rollup `output.manualChunks` function applying the rule; computed once per build. */
export function shellChunk(options: { name?: string; pages?: readonly string[] } = {}) {
  const { name = "shell", pages = [] } = options;
  let shell: Set<string> | undefined;
  let shellFiles: Set<string> | undefined;
  return (
    id: string,
    meta: {
      getModuleIds: () => IterableIterator<string>;
      getModuleInfo: (id: string) => {
        importedIds: readonly string[];
        dynamicallyImportedIds?: readonly string[];
        code?: string | null;
      } | null;
    },
  ): string | undefined => {
    const graph: ModuleGraph = {
      ids: () => meta.getModuleIds(),
      staticImports: (moduleId) => meta.getModuleInfo(moduleId)?.importedIds ?? [],
      dynamicImports: (moduleId) => meta.getModuleInfo(moduleId)?.dynamicallyImportedIds ?? [],
      size: (moduleId) => meta.getModuleInfo(moduleId)?.code?.length ?? 0,
    };
    shell ??= shellModules(graph, pages);
    // The CommonJS plugin's other ids of a shell file (react-dom imported from ESM by a lazy
    // chunk, e.g. the post editor's Tiptap) go with it: else Rollup splits that file out of the
    // shell into one more chunk every page would request.
    shellFiles ??= new Set([...shell].map(plainFile));
    if (shell.has(id) || shellFiles.has(plainFile(id))) return name;
    return FORM_FIELDS_MODULE.test(plainFile(id)) ? "form-fields" : undefined;
  };
}

/**
 * The names Rollup gives the browser chunks of the routes (`routes/blog-rss.ts` -> `blog-rss`).
 * A route without browser code (a feed, a redirect, sign-out) still gets a browser module from
 * React Router, which needs one per route for its manifest; Rollup writes it as an empty chunk (one
 * byte that no page loads) and says so. The build's log leaves those out (vite.config.ts); any
 * other empty chunk is still reported.
 */
export function routeChunkNames(routes: readonly RouteEntry[]): Set<string> {
  const names = new Set<string>();
  const visit = (entries: readonly RouteEntry[]) => {
    for (const entry of entries) {
      names.add(entry.file.replace(/^.*\//, "").replace(/\.[cm]?[jt]sx?$/, ""));
      visit(entry.children ?? []);
    }
  };
  visit(routes);
  return names;
}

/** Whether a Rollup log is the empty chunk of a route without browser code (see routeChunkNames). */
export function isEmptyRouteChunk(
  log: { code?: string; names?: readonly string[] },
  routeNames: ReadonlySet<string>,
): boolean {
  return (
    log.code === "EMPTY_BUNDLE" &&
    (log.names ?? []).length > 0 &&
    (log.names ?? []).every((name) => routeNames.has(name))
  );
}
