// The house's import rules (docs/architecture.md, "The arrows"; decision 050), checked by
// dependency-cruiser in `npm run lint` (`npm run lint:imports` alone). Each rule says why it holds;
// tools/dependency-rules.test.ts breaks each one on purpose and expects it caught.

/** A unit or component test beside its code: tests may reach further than the code they test. */
const TEST_FILE = "\\.test\\.(ts|tsx|mjs)$";

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-circular",
      comment:
        "No import cycle, type-only imports included: a cycle ties its files into one piece that cannot be " +
        "read, tested or moved apart, and a type-only cycle becomes a real one with the next value imported.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "domain-not-http",
      comment:
        "The domain (server/domain/) knows no HTTP: a service is called by a page, the API, a tool or a test " +
        "alike. What both need (the media folders, the submission kinds) lives in the domain or contract/.",
      severity: "error",
      from: { path: "^server/domain/" },
      to: { path: "^server/http/" },
    },
    {
      name: "domain-not-fastify",
      comment: "The domain knows no Fastify either: requests and replies are server/http/'s.",
      severity: "error",
      from: { path: "^server/domain/" },
      to: { path: "^node_modules/(fastify|@fastify/[^/]+|fastify-[^/]+)/" },
    },
    {
      name: "db-not-above",
      comment:
        "The database layer (server/db/: connection, migrations, schema) knows nothing built on it: no domain, " +
        "seed, accounts, mail, HTTP, backups or jobs. The demo seed sits above the domain (server/seed/).",
      severity: "error",
      from: { path: "^server/db/" },
      to: { path: "^server/(domain|seed|auth|mail|http|backups|jobs)/" },
    },
    {
      name: "contract-alone",
      comment:
        "contract/ is shared by the server and the browser bundle: it imports nothing outside itself, no " +
        "package and no Node built-in, so anything may import it and it costs the bundle only itself.",
      severity: "error",
      from: { path: "^contract/", pathNot: TEST_FILE },
      to: { pathNot: "^contract/" },
    },
    {
      name: "contract-tests-alone",
      comment: "contract/'s own tests import contract/ and Vitest only.",
      severity: "error",
      from: { path: `^contract/.+${TEST_FILE}` },
      to: { pathNot: "^(contract/|node_modules/vitest/)" },
    },
    {
      name: "server-not-app",
      comment: "The server never imports the app (app/): pages reach the server, never the other way.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^app/" },
    },
    {
      name: "app-server-types-only",
      comment:
        "The app imports only types from server/; server code reaches it through the load context (one " +
        "database handle, no server code in a bundle, no private service a loader could call by accident). " +
        "Tests may.",
      severity: "error",
      from: { path: "^app/", pathNot: TEST_FILE },
      to: { path: "^server/", dependencyTypesNot: ["type-only", "type-import"] },
    },
    {
      name: "no-dev-code",
      comment:
        "What runs in production (app/, server/, contract/, content/) imports nothing from tools/, tests/ or " +
        "deploy/: the production build leaves them out. Tests may.",
      severity: "error",
      from: { path: "^(app|server|contract|content)/", pathNot: TEST_FILE },
      to: { path: "^(tools|tests|deploy)/" },
    },
    {
      name: "ui-not-features",
      comment:
        "The UI kit (app/ui/) knows no feature (app/features/) and no screen (app/routes/): a feature hands " +
        "its pieces to the kit's components (the footer's newsletter form is given by the site layout).",
      severity: "error",
      from: { path: "^app/ui/" },
      to: { path: "^app/(features|routes)/" },
    },
    {
      name: "features-not-routes",
      comment: "A feature (app/features/) knows no screen (app/routes/): screens compose features.",
      severity: "error",
      from: { path: "^app/features/" },
      to: { path: "^app/routes/" },
    },
    {
      name: "app-lib-below-ui",
      comment:
        "The app's helpers (app/lib/: the API client, dates, SEO) know no component, feature or screen: " +
        "the kit and the features import them.",
      severity: "error",
      from: { path: "^app/lib/" },
      to: { path: "^app/(ui|features|routes)/" },
    },
    {
      name: "auth-not-http",
      comment:
        "Staff accounts, sessions and sign-in (server/auth/) know no HTTP: the command line and the tests use " +
        "them without a server. Shared helpers (the client's key) live in server/lib/.",
      severity: "error",
      from: { path: "^server/auth/" },
      to: { path: "^server/http/" },
    },
    {
      name: "mail-not-http",
      comment: "The mail (server/mail/) knows no HTTP: the worker sends without a request.",
      severity: "error",
      from: { path: "^server/mail/" },
      to: { path: "^server/http/" },
    },
    {
      name: "resolvable",
      comment:
        "Every import resolves, so no rule above passes because an alias stopped resolving. React Router's " +
        "route types (./+types/*) are generated by `react-router typegen` and reached through rootDirs.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true, pathNot: "^\\./\\+types/" },
    },
  ],
  options: {
    // The generated, built and data folders are not the project's code.
    exclude: { path: "^(build|\\.react-router|data|test-results|playwright-report|coverage|docs)/" },
    // Packages are seen (the rules name some) but not read through.
    doNotFollow: { path: "^node_modules/" },
    // ES modules only: a method called `require` (the staff permission check) is no CommonJS import.
    moduleSystems: ["es6"],
    // Type-only imports count (they are erased from the build, not from the design).
    tsPreCompilationDeps: true,
    // The aliases (~/, #server/, #contract/, #content/, #tools/, #tests/) from their one declaration.
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
    },
    skipAnalysisNotInRules: true,
  },
};
