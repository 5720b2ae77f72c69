import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import { buildApp } from "./app";
import { ConfigError, loadConfig, type Config } from "./config";
import { openDatabase } from "#server/db/connection";
import { migrateToLatest } from "#server/db/migrate";
import { DATA_UPGRADES } from "#server/seed/upgrades";
import { seedIfEmpty } from "#server/seed/index";
import type { PicturesReport } from "#server/domain/pictures/prepare-illustrations";
import { prepareSitePictures } from "#server/domain/pictures/site-pictures";
import { loadEnvFile } from "#server/lib/env-file";
import { untrustedProxyWarning } from "#server/http/https";
import { announceListening } from "#server/http/listening";
import { stopOnSignals } from "#server/http/shutdown";
import { describeDatabase } from "#server/lib/settings-text";
import { machineAddresses, startSummary } from "./start-summary";

/**
 * Starts the site: .env, config, database, migrations, demo content on an empty database when
 * SEED_DEMO=1, pictures, listen, then a short summary (server/start-summary.ts). Production runs
 * this compiled (build/node/server.js, npm start); `--dev` (npm run dev, through tsx) serves the
 * app through Vite's dev server (hot reload) instead.
 */
async function main(): Promise<void> {
  loadEnvFile();
  const dev = process.argv.includes("--dev");
  let config: Config;
  try {
    config = loadConfig(dev && !process.env.NODE_ENV ? { ...process.env, NODE_ENV: "development" } : process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const proxyWarning = untrustedProxyWarning(config);
  if (proxyWarning) console.warn(proxyWarning);

  const database = openDatabase(config.database);
  let migrationsApplied = 0;
  try {
    migrationsApplied = (await migrateToLatest(database.db, database.engine, DATA_UPGRADES)).length;
  } catch (error) {
    console.error(`Could not prepare the database (${describeDatabase(config.database)}): ${(error as Error).message}`);
    process.exit(1);
  }
  const demoSeeded = await seedIfEmpty(database, config);
  // Pictures are drawn here, before the first request, never on one (docs/decisions/021).
  let pictures: PicturesReport | null = null;
  const slow = setTimeout(() => console.log("Drawing the site's pictures (a minute or two the first time)..."), 3_000);
  try {
    pictures = await prepareSitePictures(database.db, config);
  } catch (error) {
    // The site works without them (each picture is a 404 until the next start draws it).
    console.error(`Could not prepare the pictures in ${config.mediaDir}: ${(error as Error).message}`);
  } finally {
    clearTimeout(slow);
  }

  let app: FastifyInstance;
  if (dev) {
    const { createServer } = await import("vite");
    // One HMR socket per server: several dev servers (one per engineer or e2e port) must not
    // share Vite's default 24678, or browsers talk to another server's socket and log errors.
    const hmrPort = config.port + 20000;
    const vite = await createServer({ server: { middlewareMode: true, hmr: { port: hmrPort } }, appType: "custom" });
    ({ app } = await buildApp({
      config,
      database,
      logger: true,
      jobs: true,
      clientBuild: {
        mode: "development",
        clientDir: null,
        getBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      },
      beforeRoutes: async (instance) => {
        const middie = await import("@fastify/middie");
        await instance.register(middie.default);
        // Vite serves its own modules and assets; everything else falls through to the routes.
        instance.use((req, res, next) => {
          if (req.url?.startsWith("/api/") || req.url?.startsWith("/img/")) return next();
          vite.middlewares(req, res, next);
        });
      },
    }));
  } else {
    const buildDir = path.resolve("build");
    const serverEntry = pathToFileURL(path.join(buildDir, "server/index.js")).href;
    const build = (await import(serverEntry)) as ServerBuild;
    ({ app } = await buildApp({
      config,
      database,
      logger: true,
      jobs: true,
      clientBuild: {
        mode: "production",
        clientDir: path.join(buildDir, "client"),
        getBuild: async () => build,
      },
    }));
  }

  stopOnSignals(app, database, { timeoutMs: config.shutdownTimeoutMs });

  // Fastify logs every address of the socket ("Server listening at http://192.168.1.20:3000"),
  // those the host check refuses too; the summary names the ones that answer.
  const level = app.log.level;
  app.log.level = "warn";
  try {
    await app.listen({ port: config.port, host: config.host });
  } finally {
    app.log.level = level;
  }
  const { port } = app.server.address() as AddressInfo;
  const summary = startSummary({
    config,
    port,
    pid: process.pid,
    migrationsApplied,
    demoSeeded,
    pictures,
    machineAddresses: machineAddresses(),
  });
  console.log(summary.join("\n"));
  announceListening(port);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
