import path from "node:path";
import fs from "node:fs";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import type { ServerBuild } from "react-router";
import { apiRoutes } from "#server/http/api/index";
import { createIdempotencyStore } from "#server/domain/submissions/idempotency";
import type { Config } from "./config";
import { createCrossSiteChecks, factsOfFastifyRequest } from "#server/http/cross-site";
import { canonicalPath, isStaffPath } from "#server/auth/areas";
import type { DatabaseHandle } from "#server/db/connection";
import { markUnavailable, watchUnavailable } from "#server/db/unavailable";
import { publicCacheControl, useHttpCaching } from "#server/http/http-cache";
import { createVersionReader } from "#server/db/content-version";
import { createVersionedCache } from "#server/db/versioned-cache";
import { createRenderCache, folderStamp, type RenderCacheStats } from "#server/http/render-cache";
import { pageQueryRule } from "#server/http/query-keys";
import { loggerOptions, pathOf, type LogDestination } from "#server/http/logging";
import { logFormatOf } from "#server/http/log-lines";
import {
  logStorageRefusal,
  STORAGE_RETRY_AFTER_SECONDS,
  storageRefusalMessage,
  storageRefusalOf,
  visitorRefusals,
} from "#server/lib/storage-refusal";
import { paragraph, plainPage } from "#server/http/plain-page";
import { IMMUTABLE, registerMedia } from "#server/http/media-files";
import { AUDIO_DIR } from "#server/domain/media/storage";
import { registerPodcastCover } from "#server/http/podcast-cover";
import { registerReactRouter } from "#server/http/react-router";
import { scriptNonce, useSecurityHeaders } from "#server/http/security-headers";
import { createServices } from "#server/domain/index";
import { registerDraining } from "#server/http/shutdown";
import { bindGuard, createSubmissionGuard, type SubmissionGuard } from "#server/http/submission-guard";
import {
  bindSubmissionHandlers,
  createSubmissionHandlers,
  type SubmissionHandlers,
} from "#server/domain/submissions/handlers";
import { answerClientError, createHttpServer, fastifyTimeouts, limitConnections } from "#server/http/connections";
import { registerRateLimits, sendThrottled } from "#server/http/rate-limits";
import { registerRequestChecks } from "#server/http/requests";
import { isHealthCheck, registerHealthCheck } from "#server/http/health";
import { createStaffContext } from "./staff-context";
import { registerStaffGuard, wantsJson } from "#server/http/staff-guard";
import { registerPaynowResult } from "#server/http/paynow-result";
import { staffRefusals } from "#server/http/refused-writes";
import { interceptFailures } from "#server/lib/intercept-failures";
import { registerSermonAudio } from "#server/http/uploads/sermon-audio";
import { registerPictureUpload } from "#server/http/uploads/pictures";
import { registerResumableUploads } from "#server/http/uploads/resumable";
import { registerPictureFiles } from "#server/http/picture-files";
import { pictureStorageOf } from "#server/domain/pictures/picture-storage";
import type { Services } from "#server/domain/types";
import { registerNewsletterPages } from "#server/http/newsletter-pages";
import { createServerRunner } from "./server-jobs";
import { backupPlaces } from "#server/backups/take-backup";
import { readChurch } from "#server/domain/church/church";
import { reservedAddresses as reservedAddressesOf } from "#server/domain/own-pages/addresses";
import { readPage } from "#server/domain/pages/pages";
import type { PageKey } from "#contract/page-content";

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where the React Router build lives; null serves the API alone (API tests). */
  clientBuild?: {
    getBuild: () => Promise<ServerBuild>;
    clientDir: string | null;
    mode: "development" | "production";
  } | null;
  /** Development: Vite's middlewares run before the routes. */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>;
  /** Log through Fastify's logger (server/http/logging.ts): true for standard output, or a destination (tests). */
  logger?: boolean | LogDestination;
  /** Run the jobs (mail, the daily backup...: server/server-jobs.ts) while the app is up (the server does; tests drive their own). */
  jobs?: boolean;
}

/** Answers up to this size are compressed in one call (decision 036). */
const WHOLE_COMPRESSION_MAX_BYTES = 256 * 1024;

/** The whole site as one Fastify instance: headers, compression, static files, /api, pages. */
export async function buildApp(options: BuildAppOptions): Promise<{
  app: FastifyInstance;
  services: Services;
  guard: SubmissionGuard;
  submit: SubmissionHandlers;
  /** The render cache's counters (tests). */
  renderCache: RenderCacheStats;
}> {
  const { config, database } = options;
  const readVersion = createVersionReader(database.db as unknown as Kysely<unknown>, database.sqlite);
  const siteContent = createVersionedCache(readVersion);
  const renderCache = createRenderCache({
    maxBytes: config.caching.renderCacheBytes,
    readVersion,
    files: () => folderStamp(path.join(config.mediaDir, AUDIO_DIR)),
    allowedHosts: config.allowedHosts,
    // An API endpoint says what it reads where it is registered; a page, in its route's handle.
    queryRule: async (request) => {
      const declared = request.routeOptions.config.query;
      if (declared !== undefined) return declared === "all" ? "all" : new Set(declared);
      const clientBuild = options.clientBuild;
      const path = request.url.split("?", 1)[0]!;
      return clientBuild ? pageQueryRule(await clientBuild.getBuild(), path) : new Set<string>();
    },
  });
  let isDraining = () => false;
  const app = Fastify({
    // Hits of the render cache are answered before Fastify (server/http/render-cache.ts).
    serverFactory: (handler, settings) =>
      createHttpServer(
        renderCache.earlyLookup(handler, () => isDraining()),
        settings as Parameters<typeof createHttpServer>[1],
        config.connections.uploadIdleTimeoutMs,
      ),
    // Standard output: JSON lines, or readable ones for a person at a terminal (LOG_FORMAT, log-lines.ts).
    logger:
      options.logger === true
        ? loggerOptions(config.nodeEnv, undefined, logFormatOf(config.logFormat, process.stdout.isTTY === true))
        : options.logger
          ? loggerOptions(config.nodeEnv, options.logger)
          : false,
    // X-Forwarded-* from the configured proxies only (TRUST_PROXY): the client address the rate
    // limits count, and the scheme Secure cookies and Referer checks need behind a TLS proxy.
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    ...fastifyTimeouts(config.connections),
    clientErrorHandler: answerClientError,
    routerOptions: { maxParamLength: 300 },
    // Draining answers 503 in the API's shape (server/http/shutdown.ts), not Fastify's.
    return503OnClosing: false,
    // A URL that cannot be decoded: under /api/ the answer keeps the API's error shape.
    frameworkErrors: (error, request, genericReply) => {
      const reply = genericReply as unknown as FastifyReply;
      if (request.url.startsWith("/api/")) return reply.code(400).send({ detail: "Malformed request URL." });
      return reply.send(error);
    },
  });
  limitConnections(app.server, config.connections, config.trustProxy);
  // A write the disk refused, met outside /api/ (which answers in its own shape): 503 with what
  // happened, never Fastify's 500 with the error's code and message. Anything else: Fastify's own.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const refusal = (error.statusCode ?? 500) >= 500 ? storageRefusalOf(error) : null;
    if (!refusal) throw error;
    logStorageRefusal(request.log, error, refusal, `answering ${request.method} ${pathOf(request.url)}`);
    const message = storageRefusalMessage(refusal, isStaffPath(canonicalPath(request.url)) ? "staff" : "visitor");
    reply.code(503).header("retry-after", String(STORAGE_RETRY_AFTER_SECONDS)).header("cache-control", "no-store");
    if (wantsJson(request)) return reply.send({ detail: message });
    return reply.type("text/html; charset=utf-8").send(plainPage("Nothing was saved", paragraph(message)));
  });
  const services = createServices(database.db, {
    siteUrl: config.siteUrl,
    engine: database.engine,
    mediaDir: config.mediaDir,
    giving: config.giving,
  });
  registerRequestChecks(app, config);
  const limits = await registerRateLimits(app, config, app.log);
  const staticFiles = options.clientBuild?.clientDir ? topLevelFiles(options.clientBuild.clientDir) : new Set<string>();
  if (config.nodeEnv !== "development") {
    // Development: Vite serves hundreds of modules a page; the limit is for the public internet.
    app.addHook("onRequest", async (request, reply) => {
      // A monitor's poll must never be refused into a false alarm (server/http/health.ts).
      if (isBuildFile(request.url, staticFiles) || isHealthCheck(request)) return;
      const throttled = await limits.general(request);
      if (throttled) return sendThrottled(request, reply, throttled);
    });
  }
  isDraining = registerDraining(app);
  // GET /healthz for the service manager and monitors: outside the site scope (no document headers, no render cache).
  registerHealthCheck(app, { db: database.db as unknown as Kysely<unknown>, log: app.log });

  // A page or API answer is already whole in memory: compressed in one call, as the render cache
  // does, not pushed through a zlib stream in 16 KB turns of the thread pool (a home page render
  // paid 2.9 ms for that, 1.2 ms in one call). 256 KB in one call holds the event loop ~4 ms.
  await app.register(compress, {
    threshold: 1024,
    encodings: ["br", "gzip", "deflate"],
    syncThreshold: WHOLE_COMPRESSION_MAX_BYTES,
  });
  await app.register(cookie);
  const guard = createSubmissionGuard(limits, app.log);
  const submit = createSubmissionHandlers(services, guard);

  const crossSite = createCrossSiteChecks(config);
  if (options.beforeRoutes) await options.beforeRoutes(app);

  const clientBuild = options.clientBuild;
  const backupFacts = { time: config.backups.time, places: backupPlaces(config) };
  const pictureStorage = pictureStorageOf({ mediaDir: config.mediaDir, s3: config.s3 ?? null });

  // Files: the client build and the generated images. They carry no document headers (a CSP
  // means nothing to a script or a picture, and on 30 requests a page those bytes add up).
  await app.register(async (files) => {
    files.addHook("onSend", async (_request, reply) => {
      reply.header("x-content-type-options", "nosniff");
    });
    await registerMedia(files, config);
    // Uploaded pictures: from the picture storage, disk or bucket, at the same /img/gen/ URLs.
    registerPictureFiles(files, pictureStorage, IMMUTABLE);
    // The logo as the podcast's cover: a 1400 px JPEG made once from its largest square.
    registerPodcastCover(files, { db: database.db, storage: pictureStorage, cacheControl: IMMUTABLE });
    if (clientBuild?.clientDir && fs.existsSync(clientBuild.clientDir)) {
      const assetsDir = path.join(clientBuild.clientDir, "assets") + path.sep;
      await files.register(fastifyStatic, {
        root: clientBuild.clientDir,
        wildcard: false,
        decorateReply: false,
        // tools/compress-build.mjs wrote .br and .gz copies at the highest levels.
        preCompressed: true,
        setHeaders(res, filePath) {
          // Hashed assets never change: a repeat visit costs the HTML alone.
          const immutable = filePath.startsWith(assetsDir);
          res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
        },
      });
    }
  });

  // Documents and the API: security headers and HTTP caching, then /api/ and the pages.
  await app.register(async (site) => {
    useSecurityHeaders(site, { viteDev: clientBuild?.mode === "development", siteUrl: config.siteUrl });
    useHttpCaching(site, { defaultCacheControl: publicCacheControl(config.caching) });
    // After the headers and the ETag: it stores the page as sent (server/http/render-cache.ts).
    renderCache.register(site);
    const idempotency = createIdempotencyStore(database.db);
    await site.register(apiRoutes, { prefix: "/api", services, config, guard, submit, idempotency });
    await registerNewsletterPages(site, database.db);
    // Paynow's status updates (the result URL of every gift): verified, then confirmed by a poll.
    await registerPaynowResult(site, services.giving);
    registerStaffGuard(site, { db: database.db, config, crossSite });
    // A sermon's audio upload: streamed to disk, never through React Router's small body limit.
    await registerSermonAudio(site, { db: database.db, mediaDir: config.mediaDir });
    // A picture upload: streamed the same way, then re-encoded (server/domain/pictures/pictures.ts).
    await registerPictureUpload(site, { db: database.db, mediaDir: config.mediaDir, storage: pictureStorage });
    // Either file may come in pieces first, over a line that drops (server/http/uploads/resumable.ts).
    await registerResumableUploads(site, {
      db: database.db,
      engine: database.engine,
      mediaDir: config.mediaDir,
      limits: config.uploads,
    });
    if (clientBuild) {
      // What a staff page's address may not take: the route table's paths, read from the build.
      const reservedAddresses = async () =>
        reservedAddressesOf((await clientBuild.getBuild()).routes, topLevelEntries(clientBuild.clientDir));
      await registerReactRouter(site, {
        getBuild: clientBuild.getBuild,
        mode: clientBuild.mode,
        siteUrl: config.siteUrl,
        // Staff posts have their own check before any page runs (server/http/staff-guard.ts).
        isRefusedPost: (request) =>
          !isStaffPath(canonicalPath(request.url)) &&
          crossSite.formPostFailure(factsOfFastifyRequest(request, config.siteUrl)) !== null,
        getLoadContext: (request, reply) => {
          // An outage met by a loader or an action (the submission handlers' writes too) makes the page a 503.
          const onOutage = () => markUnavailable(reply);
          const watched = watchUnavailable(services, onOutage);
          const kept = siteContent();
          // What every page reads (the church's details, page documents, the footer's links), watched too.
          const siteReads = watchUnavailable(
            {
              church: () => kept("church", () => readChurch(database.db)),
              pageContent: (key: PageKey) => kept(`page:${key}`, () => readPage(database.db, key)),
              footerPages: () => kept("footer-pages", () => services.ownPages.footerLinks()),
              serviceTimes: () => kept("service-times", () => services.events.serviceTimes()),
            },
            onOutage,
          );
          return {
            services: watched,
            siteUrl: config.siteUrl,
            church: siteReads.church,
            pageContent: siteReads.pageContent,
            footerPages: siteReads.footerPages,
            serviceTimes: siteReads.serviceTimes,
            // On the request as it arrived (react-router.ts may hold back a refused post's Origin).
            formPostFailure: () => crossSite.formPostFailure(factsOfFastifyRequest(request, config.siteUrl)),
            log: request.log,
            refusedWrite: visitorRefusals(request.log),
            cspNonce: scriptNonce(request),
            guard: bindGuard(guard, request.ip),
            submit: bindSubmissionHandlers(createSubmissionHandlers(watched, guard), request.ip),
            // A write the disk refuses becomes a 503 with the staff sentence (server/http/refused-writes.ts).
            staff: interceptFailures(
              createStaffContext(
                database.db,
                request,
                { siteUrl: config.siteUrl, smtpConfigured: config.mail.smtpUrl !== null },
                {
                  mediaDir: config.mediaDir,
                  backups: backupFacts,
                  reservedAddresses,
                  pictureStorage,
                  giving: { engine: database.engine, config: config.giving },
                },
              ),
              staffRefusals(request.log),
            ),
          };
        },
      });
    }
  });
  // Started once the server listens, stopped (waiting for the jobs running) before the database closes.
  if (options.jobs) {
    const runner = createServerRunner(config, database, app.log);
    app.addHook("onListen", async () => runner.start());
    app.addHook("onClose", async () => runner.stop());
  }
  return { app, services, guard, submit, renderCache: renderCache.stats };
}

/** The client build's top-level files (favicon, manifest...): served as files, never limited. */
function topLevelFiles(clientDir: string): Set<string> {
  if (!fs.existsSync(clientDir)) return new Set();
  return new Set(
    fs
      .readdirSync(clientDir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${entry.name}`),
  );
}

/** The client build's top-level files and folders, by name: a staff page's address may take none of them. */
function topLevelEntries(clientDir: string | null): string[] {
  if (!clientDir || !fs.existsSync(clientDir)) return [];
  return fs.readdirSync(clientDir);
}

/** Hashed build assets and the build's top-level files: cheap, immutable, outside the general limit. */
function isBuildFile(url: string, staticFiles: ReadonlySet<string>): boolean {
  if (url.startsWith("/assets/")) return true;
  const path = url.split("?", 1)[0]!;
  return staticFiles.has(path);
}
