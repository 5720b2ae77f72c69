import net from "node:net";

/**
 * A TCP proxy between the server and PostgreSQL, so a test can take "the database" away without
 * stopping this machine's PostgreSQL (other suites use it): `stop()` closes every connection and
 * refuses new ones, as a stopped server does; `start()` accepts them again on the same port.
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();

  /** `port` 0 takes a free port on the first start and keeps it for the next ones. */
  constructor(
    public port: number,
    private readonly target: { host: string; port: number },
  ) {}

  get running(): boolean {
    return this.server !== null;
  }

  async start(): Promise<void> {
    if (this.server) return;
    const server = net.createServer((client) => this.pipe(client));
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => {
        server.off("error", reject);
        this.port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
    this.server = server;
  }

  /** Refuses new connections and cuts the open ones, as a database that went down. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await closed;
  }

  private pipe(client: net.Socket): void {
    const upstream = net.connect(this.target.port, this.target.host);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on("close", () => this.sockets.delete(socket));
      // A cut connection ends its other half; the error itself is the point of the exercise.
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
