import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import { request } from "./http";

/**
 * The site as a real process: the production build through server/index.ts, started with node
 * itself (not npx, whose wrapper process would take the signals meant for the server).
 */
export interface ServerOptions {
  port: number;
  databaseUrl: string;
  mediaDir: string;
  /** Appended with each start's output. */
  logFile: string;
  shutdownTimeoutSeconds?: number;
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
    if (!fs.existsSync("build/server/index.js")) throw new Error("No build: run `npm run build` first.");
    const log = fs.openSync(this.options.logFile, "a");
    const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      stdio: ["ignore", log, log],
      env: {
        ...process.env,
        PORT: String(this.options.port),
        HOST: "127.0.0.1",
        DATABASE_URL: this.options.databaseUrl,
        SITE_URL: this.origin,
        NODE_ENV: "production",
        MEDIA_DIR: this.options.mediaDir,
        // The load comes from one address: the limits are for the public internet.
        RATE_LIMIT_DISABLED: "1",
        SHUTDOWN_TIMEOUT_SECONDS: String(this.options.shutdownTimeoutSeconds ?? 10),
      },
    });
    fs.closeSync(log);
    this.child = child;
    this.exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
    const deadline = Date.now() + timeoutMs;
    let exitCode: number | null | undefined;
    void this.exited.then((code) => (exitCode = code));
    while (Date.now() < deadline) {
      if (exitCode !== undefined)
        throw new Error(`The server exited (${exitCode}) while starting: see ${this.options.logFile}`);
      const answer = await request(this.origin, "GET", "/api/posts/?page_size=1", {}, undefined, 2_000).catch(
        () => null,
      );
      if (answer?.status === 200) return;
      await sleep(200);
    }
    throw new Error(`The server did not answer within ${timeoutMs / 1000} s: see ${this.options.logFile}`);
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

/** A port nobody listens on right now (for a test that was given none). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
