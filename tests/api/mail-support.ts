import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { Kysely } from "kysely";
import type { Database } from "../../server/db/schema";
import type { Engine } from "../../server/db/connection";
import { createMailWorker, type MailWorker } from "../../server/mail/worker";
import { smtpTransport } from "../../server/mail/transport";
import { SITE_URL } from "./support";

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

/** A clock the test moves by hand. */
export function fakeClock(start: Date): { now: () => Date; set(at: Date): void; advance(ms: number): void } {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    set: (date) => {
      at = date.getTime();
    },
    advance: (ms) => {
      at += ms;
    },
  };
}

/** A worker sending to `port` on the fake clock, as the server's would. */
export function testWorker(db: Kysely<Database>, engine: Engine, port: number, now: () => Date, perMinute = 1000): MailWorker {
  return createMailWorker({
    db,
    engine,
    siteUrl: SITE_URL,
    mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: "Kingdom Light Ministries <hello@example.org>", perMinute },
    clock: now,
    transport: smtpTransport(`smtp://127.0.0.1:${port}`),
  });
}

/** The link in a mail's text that starts with `SITE_URL + prefix`. */
export function linkIn(text: string, prefix: string): string {
  const match = new RegExp(`${SITE_URL.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}${prefix}[^\\s)>]+`).exec(text);
  if (!match) throw new Error(`No link ${prefix} in:\n${text}`);
  return match[0];
}

/**
 * A test's clean start: no notice left to mail from another test, and nothing waiting in the rooms
 * (every prayer request, application and message dealt with, as the inbox's Done leaves them).
 */
export async function nothingWaiting(db: Kysely<Database>): Promise<void> {
  await db.updateTable("staff_notices").set({ mailed_at: "2000-01-01T00:00:00.000Z" }).where("mailed_at", "is", null).execute();
  const done = { status: "done", handled_at: "2000-01-01T00:00:00.000Z" };
  await db.updateTable("prayer_requests").set(done).execute();
  await db.updateTable("ministry_applications").set(done).execute();
  await db.updateTable("contact_messages").set(done).execute();
}
