import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { AppLoadContext, ServerBuild } from "react-router";
import { buildApp } from "#server/app";
import { loadConfig, type Config } from "#server/config";
import { openDatabase, type DatabaseHandle, type Engine } from "#server/db/connection";
import { migrateToLatest } from "#server/db/migrate";
import type { Services } from "#server/domain/types";
import type { RenderCacheStats } from "#server/http/render-cache";
import { bindGuard, type SubmissionGuard } from "#server/http/submission-guard";
import { bindSubmissionHandlers, type SubmissionHandlers } from "#server/domain/submissions/handlers";
import { createThrowawayDatabase } from "#tools/lib/throwaway-postgres";
import { testRequestContext } from "#tests/support/load-context";

/**
 * One fresh database per test file, on the engine TEST_DATABASE names (sqlite: a temp file;
 * postgres: a database created through PG_ADMIN_URL and dropped afterwards), migrated, with the
 * app built around it (API only: no React Router build).
 */
export const ENGINE: Engine = process.env.TEST_DATABASE === "postgres" ? "postgres" : "sqlite";
const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const SITE_URL = "http://localhost";

export interface TestApi {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  services: Services;
  /** The rate limits and honeypot the app uses (the pages' form posts share them). */
  guard: SubmissionGuard;
  /** Validation, honeypot and storage of submissions, shared by the API and the form posts. */
  submit: SubmissionHandlers;
  /** The render cache's counters (server/http/render-cache.ts). */
  renderCache: RenderCacheStats;
  /** What the app renders pages from (with `pages`: the source through Vite), for a second app. */
  clientBuild: ClientBuild;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  /** A JSON POST with a valid CSRF cookie and header. */
  post(url: string, body: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /**
   * A second app on the same database, on a real port of 127.0.0.1 (config changed by `change`):
   * for what inject() does not pass through (the HTTP server, its timeouts, the render cache's early lookup).
   */
  listen(change?: (config: Config) => Config): Promise<ListeningApi>;
  close(): Promise<void>;
}

export interface ListeningApi {
  port: number;
  renderCache: RenderCacheStats;
  close(): Promise<void>;
}

export interface TestApiOptions {
  nodeEnv?: Config["nodeEnv"];
  rateLimit?: Partial<Config["rateLimit"]>;
  /** TRUST_PROXY: e.g. ["127.0.0.1"], the address inject() connects from (HTTPS behind a proxy). */
  trustProxy?: Config["trustProxy"];
  /** REDIS_URL: rate-limit counters in Redis. */
  redisUrl?: string;
  /** ALLOWED_HOSTS: host names answered besides SITE_URL's. */
  allowedHosts?: string[];
  /** SITE_URL (default http://localhost): e.g. https://localhost for a site behind a TLS proxy. */
  siteUrl?: string;
  /** Inserts the file's fixture rows after the migrations. */
  fixtures?: (database: DatabaseHandle) => Promise<void>;
  /** Serves this folder as the client build (static files only: no pages in API tests). */
  clientDir?: string;
  /**
   * Renders the React Router pages too, from the source through Vite (no build needed): for the
   * tests of pages' answers (the staff side's role x route table). A few seconds to start.
   */
  pages?: boolean;
  /** S3_*: uploaded pictures in this bucket instead of MEDIA_DIR/gen. */
  s3?: Config["s3"];
  /** PAYNOW_* and GIVING_*: giving through a (simulated) Paynow; off by default. */
  giving?: Config["giving"];
}

/**
 * What the running test file did with a database: databases it created for itself
 * (createTestDatabase), and every SQL statement its apps' databases ran after their migrations
 * (fixtures, the app's start, requests, the test's own queries, services called directly).
 * tests/api/database-use.setup.ts resets it before each file and reports it after
 * (tests/api/engines.ts decides from it which files may stay out of the PostgreSQL run).
 */
export const databaseUse = { ownDatabases: 0, statements: new Set<string>() };

/** A fresh, empty database on the engine under test, and how to drop it. */
export async function createTestDatabase(): Promise<{ database: Config["database"]; drop: () => Promise<void> }> {
  databaseUse.ownDatabases += 1;
  return freshDatabase();
}

async function freshDatabase(): Promise<{ database: Config["database"]; drop: () => Promise<void> }> {
  const suffix = `${process.pid}_${randomBytes(4).toString("hex")}`;
  if (ENGINE === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "api-test-"));
    return {
      database: { kind: "sqlite", file: path.join(dir, `test-${suffix}.db`) },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const { url, drop } = await createThrowawayDatabase(PG_ADMIN_URL, `api_test_${suffix}`);
  return { database: { kind: "postgres", url }, drop };
}

type ClientBuild = Parameters<typeof buildApp>[0]["clientBuild"];

let pagesFromSource: Promise<NonNullable<ClientBuild>> | undefined;

/**
 * The pages rendered from the source through Vite, for every file of the run that asks for them:
 * the files share one module graph (vitest.api.config.ts), so one Vite server transforms the app
 * once instead of once a file (seconds each). It stops with the test process; it watches no file.
 */
function sourcePages(): Promise<NonNullable<ClientBuild>> {
  pagesFromSource ??= import("vite")
    .then(({ createServer }) =>
      createServer({
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        appType: "custom",
        logLevel: "error",
      }),
    )
    .then(async (vite) => {
      // Transformed here, in the hook that asks for the pages (its hookTimeout), rather than in the
      // first test that renders one: on a loaded machine the transform alone took over 30 s.
      const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
      return { clientDir: null, mode: "production" as const, getBuild: () => Promise.resolve(build) };
    });
  return pagesFromSource;
}

export async function createTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const { database: databaseConfig, drop } = await freshDatabase();
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "api-media-"));
  const base = loadConfig({ NODE_ENV: "test", SITE_URL: options.siteUrl ?? SITE_URL, MEDIA_DIR: mediaDir });
  const config: Config = {
    ...base,
    database: databaseConfig,
    nodeEnv: options.nodeEnv ?? base.nodeEnv,
    rateLimit: { ...base.rateLimit, enabled: false, ...options.rateLimit },
    trustProxy: options.trustProxy ?? false,
    redisUrl: options.redisUrl ?? null,
    allowedHosts: [...base.allowedHosts, ...(options.allowedHosts ?? [])],
    s3: options.s3 ?? null,
    giving: options.giving ?? base.giving,
  };
  let migrated = false;
  const database = openDatabase(config.database, {
    onQuery: ({ sql }) => {
      if (migrated) databaseUse.statements.add(sql);
    },
  });
  await migrateToLatest(database.db, database.engine);
  migrated = true;
  if (options.fixtures) await options.fixtures(database);
  const clientBuild = options.pages
    ? await sourcePages()
    : options.clientDir
      ? {
          clientDir: options.clientDir,
          mode: "production" as const,
          getBuild: () => Promise.reject(new Error("API tests have no server build")),
        }
      : null;
  const { app, services, guard, submit, renderCache } = await buildApp({ config, database, clientBuild });
  await app.ready();
  const csrf = await csrfPair(app);
  return {
    app,
    database,
    config,
    services,
    guard,
    submit,
    renderCache,
    clientBuild,
    inject: (injectOptions) => app.inject(injectOptions),
    get: (url) => app.inject({ method: "GET", url }),
    post: (url, body, headers = {}) =>
      app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/json", ...csrf.headers, ...headers },
        payload: JSON.stringify(body),
      }),
    listen: async (change = (same) => same) => {
      const listening = await buildApp({ config: change(config), database, clientBuild });
      await listening.app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = listening.app.server.address() as AddressInfo;
      return { port, renderCache: listening.renderCache, close: () => listening.app.close() };
    },
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second app on the test's database (or `database`), configured as in production with
 * `config` on top, its log lines captured as production writes them: for what the log says.
 */
export async function appWithLog<R = Record<string, unknown>>(
  t: TestApi,
  { database = t.database, config = {} }: { database?: DatabaseHandle; config?: Partial<Config> } = {},
) {
  const lines: string[] = [];
  const { app, services } = await buildApp({
    config: { ...t.config, nodeEnv: "production", ...config },
    database,
    logger: { write: (line) => void lines.push(line) },
    clientBuild: t.clientBuild,
  });
  await app.ready();
  return { app, services, lines, records: () => lines.map((line) => JSON.parse(line) as R) };
}

/**
 * What a page's route action receives from this app for a visitor at `address`
 * (server/app.ts's getLoadContext): the same services, rate limits and submission handlers as the API.
 */
export function pageContext(t: TestApi, address = "127.0.0.1"): AppLoadContext {
  return {
    ...testRequestContext(SITE_URL),
    services: t.services,
    guard: bindGuard(t.guard, address),
    submit: bindSubmissionHandlers(t.submit, address),
  } as AppLoadContext;
}

/** A form posted to a page of the site without JavaScript, as a browser sends it from the site's own page. */
export function formPost(path: string, fields: Record<string, string>): Request {
  return new Request(`${SITE_URL}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { origin: SITE_URL, "sec-fetch-site": "same-origin" },
  });
}

/** The tables a public submission writes to. */
export const SUBMISSION_TABLES = [
  "comments",
  "contact_messages",
  "prayer_requests",
  "ministry_applications",
  "newsletter_subscribers",
] as const;
export type SubmissionTable = (typeof SUBMISSION_TABLES)[number];

/** The rows a submission table holds now. */
export async function rowCount(t: TestApi, table: SubmissionTable): Promise<number> {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The newest row of a submission table. */
export async function lastRow(t: TestApi, table: SubmissionTable): Promise<Record<string, unknown>> {
  return (await t.database.db
    .selectFrom(table)
    .selectAll()
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirstOrThrow()) as Record<string, unknown>;
}

/** A CSRF cookie from GET /api/csrf/ and the headers that echo it. */
export async function csrfPair(app: FastifyInstance): Promise<{ token: string; headers: Record<string, string> }> {
  const response = await app.inject({ method: "GET", url: "/api/csrf/" });
  const cookie = response.cookies.find((item) => item.name === "csrftoken");
  if (!cookie) throw new Error("GET /api/csrf/ set no csrftoken cookie");
  return { token: cookie.value, headers: { cookie: `csrftoken=${cookie.value}`, "x-csrftoken": cookie.value } };
}

export function json<T = unknown>(response: LightMyRequestResponse): T {
  return response.json() as T;
}
