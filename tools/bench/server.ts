// The production build on a fresh SQLite database (migrated and seeded by server/index.ts),
// pinned to core 0. The bench builds nothing: without a build it stops and says how to make one.
import { freshSqliteDatabase, startProductionServer } from "#tools/lib/production-server";
import { spawnManaged } from "./cleanup";
import type { Pinning } from "./tools";

/** A failure the bench explains in one line (no stack): what to do is in the message. */
export class BenchError extends Error {}

/** `env`: more settings (RENDER_CACHE_MB=0 for the render-miss server). */
export async function startServer(port: number, pinned: Pinning, env: NodeJS.ProcessEnv = {}) {
  let managed: ReturnType<typeof spawnManaged> | undefined;
  const server = await startProductionServer({
    port,
    setting: "BENCH_PORT",
    command: "npm run bench",
    databaseUrl: () => freshSqliteDatabase(`data/bench/site-${port}.db`),
    demoContent: true,
    env,
    // Under taskset, so the pinned process is the server; in the bench's cleanup, so Ctrl-C stops it.
    spawner: (command, args, options) => {
      const [pinnedCommand, pinnedArgs] = pinned.server(command, args);
      managed = spawnManaged(pinnedCommand, pinnedArgs, options);
      return managed.child;
    },
  });
  return { origin: server.origin, group: managed!.pid, stop: managed!.stop };
}
