import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A mail as the test SMTP server received it. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Map<string, unknown>;
  raw: string;
}

export interface SmtpSink {
  port: number;
  received: ReceivedMail[];
  /** Stops listening (connections are then refused); `start()` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Refuse every mail with this answer (null: accept). */
  refuse(answer: string | null): void;
}

/** A real SMTP server on 127.0.0.1 (smtp-server), reading every mail with mailparser. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let refusal: string | null = null;
  let server: SMTPServer;
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (refusal !== null) {
            const error = new Error(refusal) as Error & { responseCode: number };
            error.responseCode = Number(refusal.slice(0, 3));
            return callback(error);
          }
          const raw = Buffer.concat(chunks).toString("utf8");
          simpleParser(raw).then(
            (parsed) => {
              for (const to of session.envelope.rcptTo) {
                received.push({
                  to: to.address,
                  subject: parsed.subject ?? "",
                  text: parsed.text ?? "",
                  html: typeof parsed.html === "string" ? parsed.html : "",
                  messageId: parsed.messageId ?? "",
                  headers: parsed.headers,
                  raw,
                });
              }
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
  const listen = (at: number) =>
    new Promise<number>((resolve, reject) => {
      server = make();
      server.on("error", reject);
      server.listen(at, "127.0.0.1", () => resolve((server.server.address() as AddressInfo).port));
    });
  const bound = await listen(port);
  return {
    port: bound,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    start: async () => {
      await listen(bound);
    },
    refuse(answer) {
      refusal = answer;
    },
  };
}
