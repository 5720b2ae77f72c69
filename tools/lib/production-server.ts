/**
 * The site as the scripts and the end-to-end tests run it: the compiled server
 * (build/node/server.js, as `npm start` runs it) as its own process, started with node itself
 * (npx's wrapper process does not pass signals on, and a server outlived the script that started
 * it), on a database of the caller's, usually a fresh SQLite file that the server migrates and,
 * with `demoContent`, seeds with the demo content. A launcher believes answers on the port only
 * once its own child has said it listens there (server/http/listening.ts).
 * Used by the bench, Lighthouse, bench:scale, the soak and tools/e2e-server.ts.
 */
import { spawn, type ChildProcess, type SpawnOptions, type StdioOptions } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { isListeningMessage } from "#server/http/listening";
import { PICTURE_LIST_FILE } from "#server/domain/pictures/picture-list";

export class ServerStartError extends Error {}

// Read, not imported: Node (under tsx or Playwright) wants an import attribute for JSON, which
// this project's TypeScript settings do not allow.
const nodeEntries = JSON.parse(fs.readFileSync(new URL("../node-entries.json", import.meta.url), "utf8")) as {
  outdir: string;
  entries: Record<string, string>;
};

/**
 * The picture cache (PICTURE_CACHE_DIR) of every server the scripts and tests start, each with a
 * MEDIA_DIR of its own: they copy the pictures from it instead of drawing them. It lives outside
 * the checkout, as npm's cache does, so that a fresh clone (what CI runs) reuses the pictures an
 * earlier run on the machine drew for the same drawing code (the cache's key); PICTURE_CACHE_DIR
 * puts it elsewhere. tools/warm-picture-cache.ts fills it.
 */
export const SHARED_PICTURE_CACHE = path.resolve(
  process.env.PICTURE_CACHE_DIR ??
    path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache"), "harare-church-site", "pictures"),
);

/** The compiled file of an entry point of tools/node-entries.json (tools/build-server.mjs). */
export function builtScript(name: string): string {
  return path.join(nodeEntries.outdir, `${name}.js`);
}

/** The compiled server `npm start` runs. */
export const SERVER_SCRIPT = builtScript("server");

/** Throws unless `npm run build` has run: the scripts measure the production build, never Vite or tsx. */
export function requireBuild(command: string): void {
  const missing = [SERVER_SCRIPT, "build/server/index.js", "build/client/assets", PICTURE_LIST_FILE].filter(
    (file) => !fs.existsSync(file),
  );
  if (missing.length > 0) {
    throw new ServerStartError(
      `No production build (${missing.join(", ")}): run \`npm run build\` first, then \`${command}\`.`,
    );
  }
}

/** The `sqlite:` URL of a fresh database at `file` (the file and its journal deleted first). */
export function freshSqliteDatabase(file: string): string {
  const resolved = path.resolve(file);
  fs.mkdirSync(path.dirname(resolved), { recursive: true });
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${resolved}${suffix}`, { force: true });
  return `sqlite:${resolved}`;
}

export interface ServerOptions {
  port: number;
  databaseUrl: string;
  /** SEED_DEMO: the demo content into an empty database at start. Each launcher says. */
  demoContent: boolean;
  /** Vite's dev server through tsx instead of the build (the e2e tests' E2E_DEV=1). */
  development?: boolean;
  /**
   * Count submissions per address as the public site does. Off by default: a script's or a
   * test's load all comes from 127.0.0.1, and the limits are for the public internet.
   */
  rateLimits?: boolean;
  /** More environment (MEDIA_DIR, TRUST_PROXY, SHUTDOWN_TIMEOUT_SECONDS...). */
  env?: NodeJS.ProcessEnv;
  stdio?: SpawnOptions["stdio"];
  /** Starts the command (the bench pins it to a core and stops it with its own cleanup). */
  spawner?: (command: string, args: string[], options: SpawnOptions) => ChildProcess;
}

/**
 * A loopback port nobody listens on right now (bound, then closed): for a server to start on, or
 * for a connection that must be refused.
 */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export const originOf = (port: number): string => `http://127.0.0.1:${port}`;

export interface SpawnedServer {
  child: ChildProcess;
  /**
   * Resolves when the child itself says it listens on the port (server/http/listening.ts, over the
   * IPC channel); rejects when it exits first, e.g. because the port was taken.
   */
  listening: Promise<void>;
}

/** The caller's stdio for stdin, stdout and stderr, plus the IPC channel the child announces on. */
function withIpc(stdio: StdioOptions): StdioOptions {
  const [stdin, stdout, stderr] = typeof stdio === "string" ? [stdio, stdio, stdio] : stdio;
  return [stdin, stdout, stderr, "ipc"];
}

/** Starts the server and returns at once; `waitUntilReady` tells when it is up. */
export function spawnServer(options: ServerOptions): SpawnedServer {
  const args = options.development
    ? ["--import", "tsx", "server/index.ts", "--dev"]
    : ["--enable-source-maps", SERVER_SCRIPT];
  const spawnOptions: SpawnOptions = {
    stdio: withIpc(options.stdio ?? ["ignore", "ignore", "inherit"]),
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATABASE_URL: options.databaseUrl,
      SITE_URL: originOf(options.port),
      NODE_ENV: options.development ? "development" : "production",
      SEED_DEMO: options.demoContent ? "1" : "",
      RATE_LIMIT_DISABLED: options.rateLimits ? "" : "1",
      // A launcher's server never writes archives into ./data/backups on its own (a test passes a BACKUP_TIME).
      BACKUP_TIME: "off",
      PICTURE_CACHE_DIR: SHARED_PICTURE_CACHE,
      ...options.env,
    },
  };
  const child = (options.spawner ?? spawn)(process.execPath, args, spawnOptions);
  const listening = new Promise<void>((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (!isListeningMessage(message) || message.pid !== child.pid || message.port !== options.port) return;
      cleanup();
      child.disconnect?.();
      resolve();
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      cleanup();
      reject(
        new ServerStartError(
          `The server exited (${code ?? signal}) before listening on port ${options.port}: the port taken, or a failed start (see its output)`,
        ),
      );
    };
    const cleanup = () => {
      child.off("message", onMessage);
      child.off("exit", onExit);
    };
    child.on("message", onMessage);
    child.once("exit", onExit);
  });
  // Settled whether or not a caller waits for it (e2e-server.ts does not).
  listening.catch(() => {});
  return { child, listening };
}

/** Whether `url` answers 200 within `timeoutMs`. */
export async function answers(url: string, timeoutMs = 2_000): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })).ok;
  } catch {
    return false;
  }
}

/**
 * Throws when something already answers on the port. Checked before a fresh database file is
 * made: a server still running there may be using it. (That another server answers is caught
 * anyway, by waiting for the child's own announcement.)
 */
export async function requireFreePort(port: number, setting: string): Promise<void> {
  if (await answers(`${originOf(port)}/api/csrf/`)) {
    throw new ServerStartError(`Port ${port} is already in use: stop that server or set ${setting}.`);
  }
}

/**
 * Resolves once `url` answers 200; throws after `timeoutMs`, or as soon as the process is gone.
 * For a process that cannot announce itself (nginx); our server: `waitUntilReady`.
 */
export async function waitUntilAnswering(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new ServerStartError(`${url}: the process exited (${child.exitCode ?? child.signalCode}) before answering`);
    }
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new ServerStartError(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Resolves once the spawned server has said it listens on its port and `url` (on that port)
 * answers 200; throws after `timeoutMs`, or as soon as the process is gone.
 */
export async function waitUntilReady(server: SpawnedServer, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ServerStartError(`The server did not start listening within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
  });
  try {
    await Promise.race([server.listening, timeout]);
  } finally {
    clearTimeout(timer);
  }
  await waitUntilAnswering(url, Math.max(deadline - Date.now(), 1_000), server.child);
}

/** Stops a server started here: SIGTERM (it finishes what is in flight), SIGKILL after `graceMs`. */
export async function stopServer(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * The production build on `databaseUrl`, up and answering: for a script that measures it.
 * `setting` names the environment variable that moves the port (for the error when it is taken).
 */
export async function startProductionServer(
  options: Omit<ServerOptions, "databaseUrl"> & {
    /** A function when making the database deletes a file: it runs once the port is known free. */
    databaseUrl: string | (() => string);
    setting: string;
    command: string;
    readyPath?: string;
    timeoutMs?: number;
  },
): Promise<{ origin: string; child: ChildProcess; stop: () => Promise<void> }> {
  requireBuild(options.command);
  // First: a server still running on the port may be using the database file about to be deleted.
  await requireFreePort(options.port, options.setting);
  const { databaseUrl } = options;
  const server = spawnServer({
    ...options,
    databaseUrl: typeof databaseUrl === "function" ? databaseUrl() : databaseUrl,
  });
  const origin = originOf(options.port);
  try {
    await waitUntilReady(server, `${origin}${options.readyPath ?? "/api/csrf/"}`, options.timeoutMs ?? 90_000);
  } catch (error) {
    await stopServer(server.child, 2_000);
    throw error;
  }
  return { origin, child: server.child, stop: () => stopServer(server.child) };
}
