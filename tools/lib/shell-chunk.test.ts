import { describe, expect, it } from "vitest";
import {
  isEmptyRouteChunk,
  layoutPageFiles,
  routeChunkNames,
  shellChunk,
  shellModules,
  type ModuleGraph,
} from "./shell-chunk";

/** A module graph from a table of static imports (dynamic imports are simply not listed). */
function graph(imports: Record<string, string[]>): ModuleGraph {
  return { ids: () => Object.keys(imports), staticImports: (id) => imports[id] ?? [] };
}

const APP = "/site/app";
/** React Router's client module of a route: the file with a query, importing the file itself. */
const client = (file: string) => `${APP}/${file}?__react-router-build-client-route`;

const table: Record<string, string[]> = {
  [`${APP}/entry.client.tsx`]: ["/node_modules/react-dom/client.js"],
  "/node_modules/react-dom/client.js": ["/node_modules/react/index.js"],
  "/node_modules/react/index.js": [],
  [client("root.tsx")]: [`${APP}/root.tsx`],
  [`${APP}/root.tsx`]: [`${APP}/lib/api.ts`, `${APP}/components/Icon.tsx`],
  [`${APP}/lib/api.ts`]: [`${APP}/lib/csrf.ts`],
  [`${APP}/lib/csrf.ts`]: [`${APP}/lib/api.ts`], // a cycle ends
  [`${APP}/components/Icon.tsx`]: [],
  // The public layout route: what it imports is on every public page too.
  [client("routes/site/layout.tsx")]: [`${APP}/routes/site/layout.tsx`],
  [`${APP}/routes/site/layout.tsx`]: [`${APP}/components/SiteFooter.tsx`],
  [`${APP}/components/SiteFooter.tsx`]: [`${APP}/components/Icon.tsx`],
  // Two pages: both use the picture (and its helper); only home uses the carousel; each shares
  // api.ts with the root and has a module of its own.
  [client("routes/site/home.tsx")]: [`${APP}/routes/site/home.tsx`],
  [`${APP}/routes/site/home.tsx`]: [
    `${APP}/lib/api.ts`,
    `${APP}/components/Carousel.tsx`,
    `${APP}/components/Picture.tsx`,
  ],
  [client("routes/about.tsx")]: [`${APP}/routes/about.tsx`],
  [`${APP}/routes/about.tsx`]: [`${APP}/components/Picture.tsx`],
  [`${APP}/components/Picture.tsx`]: [`${APP}/lib/imageUrl.ts`],
  [`${APP}/lib/imageUrl.ts`]: [],
  [`${APP}/components/Carousel.tsx`]: [],
  // Imported only dynamically by the root (a lazy menu): not in the graph's static imports.
  [`${APP}/components/MobileMenu.tsx`]: [`${APP}/components/Icon.tsx`],
};

const PAGES = [`${APP}/routes/site/home.tsx`, `${APP}/routes/about.tsx`];

describe("shellModules", () => {
  it("holds what the root route, the public layout and the client entry import statically, transitively", () => {
    expect([...shellModules(graph(table))].sort()).toEqual(
      [
        "/node_modules/react-dom/client.js",
        "/node_modules/react/index.js",
        `${APP}/components/Icon.tsx`,
        `${APP}/components/SiteFooter.tsx`,
        `${APP}/entry.client.tsx`,
        `${APP}/lib/api.ts`,
        `${APP}/lib/csrf.ts`,
        `${APP}/root.tsx`,
        client("root.tsx"),
        `${APP}/routes/site/layout.tsx`,
        client("routes/site/layout.tsx"),
      ].sort(),
    );
  });

  it("adds what every public page imports statically, and nothing only some pages import", () => {
    const shell = shellModules(graph(table), PAGES);
    expect(shell.has(`${APP}/components/Picture.tsx`)).toBe(true);
    expect(shell.has(`${APP}/lib/imageUrl.ts`)).toBe(true);
    expect(shell.has(`${APP}/components/Carousel.tsx`)).toBe(false);
    // The pages' own modules stay theirs.
    expect(shell.has(`${APP}/routes/site/home.tsx`)).toBe(false);
    expect(shell.has(client("routes/about.tsx"))).toBe(false);
  });

  it("takes nothing common from a single page (its own modules are not shared)", () => {
    const shell = shellModules(graph(table), [`${APP}/routes/site/home.tsx`]);
    expect(shell.has(`${APP}/components/Picture.tsx`)).toBe(false);
    expect(shell.has(`${APP}/routes/site/home.tsx`)).toBe(false);
  });

  it("leaves a route's own modules and lazily loaded modules to Rollup", () => {
    const shell = shellModules(graph(table), PAGES);
    expect(shell.has(`${APP}/routes/site/home.tsx`)).toBe(false);
    expect(shell.has(`${APP}/components/MobileMenu.tsx`)).toBe(false);
  });

  it("is empty when the graph has neither root, layout nor entry (a server or test build)", () => {
    expect(shellModules(graph({ [`${APP}/routes/site/home.tsx`]: [] })).size).toBe(0);
  });
});

describe("the icons", () => {
  const ICONS = "/node_modules/lucide-react/dist/esm";
  const icons: Record<string, string[]> = {
    ...table,
    [`${APP}/routes/site/home.tsx`]: [
      ...table[`${APP}/routes/site/home.tsx`],
      `${ICONS}/icons/menu.mjs`,
      `${ICONS}/icons/sun.mjs`,
    ],
    [`${APP}/routes/about.tsx`]: [
      ...table[`${APP}/routes/about.tsx`],
      `${ICONS}/icons/menu.mjs`,
      `${ICONS}/icons/x.mjs`,
    ],
    // The index imports every icon; that is no page drawing them.
    [`${ICONS}/lucide-react.mjs`]: [`${ICONS}/icons/sun.mjs`, `${ICONS}/icons/x.mjs`],
  };

  it("drawn by several modules are in the shell; drawn by one, they stay with it", () => {
    const shell = shellModules(graph(icons));
    expect(shell.has(`${ICONS}/icons/menu.mjs`)).toBe(true);
    expect(shell.has(`${ICONS}/icons/sun.mjs`)).toBe(false);
    expect(shell.has(`${ICONS}/icons/x.mjs`)).toBe(false);
  });
});

describe("the shared rules (contract/)", () => {
  const RULES = "/site/contract";
  const lazyGraph = (imports: Record<string, string[]>, lazy: Record<string, string[]>): ModuleGraph => ({
    ...graph(imports),
    dynamicImports: (id) => lazy[id] ?? [],
  });
  const rules: Record<string, string[]> = {
    ...table,
    // Both pages use the dates; two staff modules (no public page reaches them) use the picture rules.
    [`${APP}/routes/site/home.tsx`]: [...table[`${APP}/routes/site/home.tsx`], `${RULES}/dates.ts`],
    [`${APP}/components/Carousel.tsx`]: [`${RULES}/dates.ts`, `${RULES}/audio.ts`],
    [`${APP}/routes/admin/pictures.tsx`]: [`${RULES}/pictures.ts`, `${RULES}/audio.ts`],
    [`${APP}/features/staff/picture-field.tsx`]: [`${RULES}/pictures.ts`],
    // The mobile menu, loaded lazily by the root, and the carousel share a rule.
    [`${APP}/components/MobileMenu.tsx`]: [`${RULES}/menu.ts`],
    [`${APP}/components/Picture.tsx`]: [`${APP}/lib/imageUrl.ts`, `${RULES}/menu.ts`],
  };
  const lazy = { [`${APP}/root.tsx`]: [`${APP}/components/MobileMenu.tsx`] };

  it("used by several modules a visitor can load (lazy sections too), are in the shell", () => {
    const shell = shellModules(lazyGraph(rules, lazy), PAGES);
    expect(shell.has(`${RULES}/dates.ts`)).toBe(true);
    expect(shell.has(`${RULES}/menu.ts`)).toBe(true);
    // One public user and one staff user: in the shell, not a chunk of its own.
    expect(shell.has(`${RULES}/audio.ts`)).toBe(true);
  });

  it("so do the public forms' shared hooks, used by several public modules", () => {
    const forms = {
      ...rules,
      [`${APP}/components/Carousel.tsx`]: [
        ...rules[`${APP}/components/Carousel.tsx`],
        `${APP}/ui/hooks/use-submission.ts`,
      ],
      [`${APP}/routes/about.tsx`]: [...table[`${APP}/routes/about.tsx`], `${APP}/ui/hooks/use-submission.ts`],
    };
    expect(shellModules(lazyGraph(forms, lazy), PAGES).has(`${APP}/ui/hooks/use-submission.ts`)).toBe(true);
    expect(shellModules(lazyGraph(rules, lazy), PAGES).has(`${APP}/ui/hooks/use-submission.ts`)).toBe(false);
  });

  it("too large to be paid by every page (over 4 KB of code), stay a chunk of the pages that use them", () => {
    const sized = (size: number): ModuleGraph => ({
      ...lazyGraph(rules, lazy),
      size: (id) => (id === `${RULES}/dates.ts` ? size : 300),
    });
    expect(shellModules(sized(4096), PAGES).has(`${RULES}/dates.ts`)).toBe(true);
    expect(shellModules(sized(4097), PAGES).has(`${RULES}/dates.ts`)).toBe(false);
    expect(shellModules(sized(4097), PAGES).has(`${RULES}/menu.ts`)).toBe(true);
  });

  it("used by the staff side alone, stay out of every public page's download", () => {
    expect(shellModules(lazyGraph(rules, lazy), PAGES).has(`${RULES}/pictures.ts`)).toBe(false);
  });
});

describe("layoutPageFiles", () => {
  it("lists the files of a layout's routes, nested ones included, once each, from the app directory", () => {
    const routes = [
      {
        id: "public",
        file: "routes/site/layout.tsx",
        children: [
          { file: "routes/site/home.tsx" },
          { file: "routes/blog.tsx", children: [{ file: "routes/blog-post.tsx" }] },
          { id: "not-found", file: "routes/site/home.tsx" },
        ],
      },
      { file: "routes/robots.ts" },
    ];
    expect(layoutPageFiles(routes, "public", `${APP}/`)).toEqual([
      `${APP}/routes/site/home.tsx`,
      `${APP}/routes/blog.tsx`,
      `${APP}/routes/blog-post.tsx`,
    ]);
  });

  it("fails loudly when the layout is not in the route config", () => {
    expect(() => layoutPageFiles([{ file: "routes/site/home.tsx" }], "public", APP)).toThrow(/No route "public"/);
  });
});

describe("shellChunk", () => {
  it("names the chunk of shell modules and nothing else, reading the graph once", () => {
    let reads = 0;
    const meta = {
      getModuleIds: () => {
        reads++;
        return Object.keys(table)[Symbol.iterator]();
      },
      getModuleInfo: (id: string) => ({ importedIds: table[id] ?? [] }),
    };
    const manualChunks = shellChunk({ pages: PAGES });
    expect(manualChunks(`${APP}/lib/csrf.ts`, meta)).toBe("shell");
    expect(manualChunks(`${APP}/lib/imageUrl.ts`, meta)).toBe("shell");
    expect(manualChunks(`${APP}/components/Carousel.tsx`, meta)).toBeUndefined();
    expect(reads).toBe(1);
  });

  it("puts the public forms' fields together in one chunk of their own, out of the shell", () => {
    const meta = {
      getModuleIds: () => Object.keys(table)[Symbol.iterator](),
      getModuleInfo: (id: string) => ({ importedIds: table[id] ?? [] }),
    };
    const manualChunks = shellChunk({ pages: PAGES });
    expect(manualChunks(`${APP}/ui/forms/fields.tsx`, meta)).toBe("form-fields");
    expect(manualChunks(`${APP}/ui/forms/field-frame.tsx?x=1`, meta)).toBe("form-fields");
    expect(manualChunks(`${APP}/ui/forms/form-status.tsx`, meta)).toBeUndefined();
  });
});

describe("the empty chunks of routes without browser code", () => {
  const routes = [
    { id: "public", file: "routes/site/layout.tsx", children: [{ file: "routes/site/home.tsx" }] },
    { file: "routes/blog-rss.ts" },
    { file: "routes/admin/sign-out.ts" },
  ];
  const names = routeChunkNames(routes);

  it("are named after the route files", () => {
    expect([...names].sort()).toEqual(["blog-rss", "home", "layout", "sign-out"]);
  });

  it("are left out of the build's log; any other empty chunk, or another warning, is not", () => {
    expect(isEmptyRouteChunk({ code: "EMPTY_BUNDLE", names: ["blog-rss"] }, names)).toBe(true);
    expect(isEmptyRouteChunk({ code: "EMPTY_BUNDLE", names: ["sign-out"] }, names)).toBe(true);
    expect(isEmptyRouteChunk({ code: "EMPTY_BUNDLE", names: ["useCarousel"] }, names)).toBe(false);
    expect(isEmptyRouteChunk({ code: "EMPTY_BUNDLE", names: [] }, names)).toBe(false);
    expect(isEmptyRouteChunk({ code: "CIRCULAR_DEPENDENCY", names: ["blog-rss"] }, names)).toBe(false);
  });
});
