// The production build on a fresh SQLite database (migrated and seeded by server/index.ts),
// pinned to core 0. The bench builds nothing: without a build it stops and says how to make one.
import fs from "node:fs";
import path from "node:path";
import { spawnManaged } from "./cleanup";
import type { Pinning } from "./tools";

export class BenchError extends Error {}

export function requireBuild() {
  if (!fs.existsSync("build/server/index.js") || !fs.existsSync("build/client/assets")) {
    throw new BenchError("No production build: run `npm run build` first, then `npm run bench`.");
  }
}

async function answers(url: string) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** Resolves once something on `port` answers HTTP (`url`), or throws after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs: number, exited?: Promise<void>) {
  let gone = false;
  void exited?.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gone) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new BenchError(gone ? `${url}: the process exited before answering` : `${url} did not answer in time`);
}

export async function startServer(port: number, pinned: Pinning) {
  const origin = `http://127.0.0.1:${port}`;
  // A server left on the port would be measured instead of this build.
  if (await answers(`${origin}/api/csrf/`)) {
    throw new BenchError(`Port ${port} is already in use: stop that server or set BENCH_PORT.`);
  }
  const databaseFile = path.resolve(`data/bench/site-${port}.db`);
  fs.mkdirSync(path.dirname(databaseFile), { recursive: true });
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${databaseFile}${suffix}`, { force: true });
  // node itself (not npx) under taskset, so the pinned process is the server and stopping it is direct.
  const [command, args] = pinned.server(process.execPath, ["--import", "tsx", "server/index.ts"]);
  const server = spawnManaged(command, args, {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `sqlite:${databaseFile}`,
      NODE_ENV: "production",
      SITE_URL: origin,
      // The load comes from one address; the limits are for the public internet.
      RATE_LIMIT_DISABLED: "1",
    },
  });
  await waitForHttp(`${origin}/api/csrf/`, 90_000, server.exited);
  return { origin, group: server.pid, stop: server.stop };
}
