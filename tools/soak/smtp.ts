import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * The soak's SMTP sink: a real SMTP server on 127.0.0.1 that accepts every mail and
 * remembers each recipient's Message-IDs, so the soak can check that what the server acknowledged
 * was mailed too.
 */
export class SmtpSink {
  /** Recipient (lower case) -> the Message-IDs it received (a crash may resend one: same id). */
  readonly received = new Map<string, string[]>();
  private server: SMTPServer | null = null;
  port = 0;

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData: (stream, session, callback) => {
        let head = "";
        stream.on("data", (chunk: Buffer) => {
          if (head.length < 8192) head += chunk.toString("utf8");
        });
        stream.on("end", () => {
          const messageId = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? "";
          for (const to of session.envelope.rcptTo) {
            const address = to.address.toLowerCase();
            this.received.set(address, [...(this.received.get(address) ?? []), messageId]);
          }
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.on("error", reject);
      server.listen(0, "127.0.0.1", () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
