import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import { requireBuild, spawnServer, waitUntilReady } from "#tools/lib/production-server";

/**
 * The site as a real process (tools/lib/production-server.ts), which the soak signals, kills
 * and starts again.
 */
export interface ServerOptions {
  port: number;
  databaseUrl: string;
  mediaDir: string;
  /** Appended with each start's output. */
  logFile: string;
  shutdownTimeoutSeconds?: number;
  /** More environment (the SMTP sink's SMTP_URL). */
  env?: Record<string, string>;
}

export class ServerProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<number | null> = Promise.resolve(null);
  readonly origin: string;

  constructor(private readonly options: ServerOptions) {
    this.origin = `http://127.0.0.1:${options.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts the server and waits until it answers a request that reads the database. */
  async start(timeoutMs = 60_000): Promise<void> {
    requireBuild("npm run soak");
    const log = fs.openSync(this.options.logFile, "a");
    const server = spawnServer({
      port: this.options.port,
      databaseUrl: this.options.databaseUrl,
      // Submissions need posts to comment on.
      demoContent: true,
      stdio: ["ignore", log, log],
      env: {
        MEDIA_DIR: this.options.mediaDir,
        SHUTDOWN_TIMEOUT_SECONDS: String(this.options.shutdownTimeoutSeconds ?? 10),
        ...this.options.env,
      },
    });
    fs.closeSync(log);
    const { child } = server;
    this.child = child;
    this.exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
    try {
      await waitUntilReady(server, `${this.origin}/api/posts/?page_size=1`, timeoutMs);
    } catch (error) {
      throw new Error(`${(error as Error).message}: see ${this.options.logFile}`);
    }
  }

  /** Sends a signal; SIGKILL is the crash. */
  signal(signal: NodeJS.Signals): void {
    this.child?.kill(signal);
  }

  /** The exit code (null when killed by a signal), or "timeout" when still running after `timeoutMs`. */
  async waitForExit(timeoutMs: number): Promise<number | null | "timeout"> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), timeoutMs);
    });
    const result = await Promise.race([this.exited, timeout]);
    clearTimeout(timer);
    return result;
  }

  /** Ends the server whatever state it is in (cleanup). */
  async kill(): Promise<void> {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill("SIGKILL");
    await this.exited;
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
