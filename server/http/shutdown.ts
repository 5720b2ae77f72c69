import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "#server/db/connection";
import { RETRY_AFTER_SECONDS } from "#server/db/unavailable";

/**
 * Graceful stop (docs/operations.md, Stopping): on SIGTERM or SIGINT the server stops accepting
 * connections, lets the requests in flight finish, closes the database and exits 0. Idle
 * keep-alive connections are closed at once (Fastify's forceCloseConnections "idle"), so they
 * cannot hold the exit; after `timeoutMs` the process exits 1 whatever is still running.
 */

export const DRAINING = { detail: "The server is restarting. Please try again in a moment." } as const;

/**
 * While closing: a request that still arrives on an open keep-alive connection is answered 503
 * (in the API's shape under /api/; Fastify's own 503 is off), and every answer asks the client
 * to close its connection so busy connections end with their last response. Returns whether it is
 * draining (the render cache's early lookup then leaves every request to Fastify).
 */
export function registerDraining(app: FastifyInstance): () => boolean {
  let draining = false;
  app.addHook("preClose", async () => {
    draining = true;
  });
  app.addHook("onRequest", async (request, reply) => {
    if (!draining) return;
    reply.code(503).header("retry-after", String(RETRY_AFTER_SECONDS)).header("connection", "close");
    if (request.url.startsWith("/api/")) return reply.send(DRAINING);
    return reply.type("text/plain; charset=utf-8").send(DRAINING.detail);
  });
  app.addHook("onSend", async (_request, reply) => {
    if (draining) reply.header("connection", "close");
  });
  return () => draining;
}

export interface StopOptions {
  /** Hard deadline: exit 1 when the requests in flight have not finished by then. */
  timeoutMs: number;
  log?: (message: string) => void;
}

/** Installs the SIGTERM/SIGINT handlers; further signals while stopping change nothing. */
export function stopOnSignals(app: FastifyInstance, database: DatabaseHandle, options: StopOptions): void {
  const log = options.log ?? ((message: string) => console.log(message));
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // Ctrl-C under `npm start` reaches the server twice (the terminal and the wrapper): one stop.
    if (stopping) return;
    stopping = true;
    log(`${signal}: finishing the requests in flight (at most ${options.timeoutMs / 1000} s), then exiting`);
    const deadline = setTimeout(() => {
      log(`Requests still in flight after ${options.timeoutMs / 1000} s: exiting anyway`);
      process.exit(1);
    }, options.timeoutMs);
    app
      .close()
      .then(() => database.close())
      .then(
        () => {
          clearTimeout(deadline);
          log("Closed cleanly");
          process.exit(0);
        },
        (error: unknown) => {
          log(`Could not close cleanly: ${(error as Error).message}`);
          process.exit(1);
        },
      );
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
