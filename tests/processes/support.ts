import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, type DatabaseHandle } from "#server/db/connection";
import {
  freePort,
  originOf,
  requireBuild,
  spawnServer,
  stopServer,
  waitUntilReady,
} from "#tools/lib/production-server";
import { createThrowawayDatabase, postgresReachable } from "#tools/lib/throwaway-postgres";

/** Real processes of the production build (tests/processes/, run with the soak: `npm run build` first). */
export const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export type Engine = "sqlite" | "postgres";

/** A fresh database URL on `engine` and how to drop it; null when PostgreSQL is not there (skipped, but in CI). */
export async function freshDatabase(
  engine: Engine,
  label: string,
): Promise<{ url: string; drop: () => Promise<void> } | null> {
  if (engine === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
    return {
      url: `sqlite:${path.join(dir, "site.db")}`,
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  if (!(await postgresReachable(PG_ADMIN_URL))) {
    if (process.env.CI) throw new Error(`PostgreSQL is required in CI and could not be reached at ${PG_ADMIN_URL}`);
    return null;
  }
  return createThrowawayDatabase(PG_ADMIN_URL, `${label}_${process.pid}_${Date.now()}`);
}

/** The database of a `sqlite:` or `postgres:` URL, opened from this process. */
export function openUrl(url: string): DatabaseHandle {
  return openDatabase(
    url.startsWith("sqlite:") ? { kind: "sqlite", file: url.slice("sqlite:".length) } : { kind: "postgres", url },
  );
}

export interface RunningServer {
  origin: string;
  /** What the process printed so far, stdout and stderr. */
  output(): string;
  stop(): Promise<void>;
  /** SIGKILL: no graceful stop, whatever it was doing (the mail tests). */
  kill(): Promise<void>;
}

/** The compiled server on a free port and `databaseUrl`, up and answering. */
export async function startServer(
  databaseUrl: string,
  options: { demoContent: boolean; env?: Record<string, string> },
): Promise<RunningServer> {
  requireBuild("npx vitest run --config vitest.soak.config.ts");
  const port = await freePort();
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "processes-media-"));
  const server = spawnServer({
    port,
    databaseUrl,
    demoContent: options.demoContent,
    stdio: ["ignore", "pipe", "pipe"],
    env: { MEDIA_DIR: mediaDir, ...options.env },
  });
  let output = "";
  server.child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    await stopServer(server.child);
    fs.rmSync(mediaDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(server, `${originOf(port)}/api/csrf/`, 60_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  const kill = async () => {
    const exited = new Promise((resolve) => server.child.once("exit", resolve));
    server.child.kill("SIGKILL");
    await exited;
    fs.rmSync(mediaDir, { recursive: true, force: true });
  };
  return { origin: originOf(port), output: () => output, stop, kill };
}
