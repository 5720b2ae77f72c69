import nodemailer from "nodemailer";
import type { ClaimedMail } from "./outbox";

/** Sends one mail; throws with the SMTP server's answer when it is refused or cannot be sent. */
export interface MailTransport {
  send(mail: ClaimedMail, from: string): Promise<void>;
  close(): void;
}

/** An SMTP answer that will not change on a retry (5xx: the address or the mail refused). */
export function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** The error as an admin reads it at /admin/outbox: the server's answer when there is one. */
export function smtpAnswer(error: unknown): string {
  const { response, code, message } = error as { response?: unknown; code?: unknown; message?: unknown };
  if (typeof response === "string" && response !== "") return response;
  return [typeof code === "string" ? code : null, typeof message === "string" ? message : String(error)]
    .filter(Boolean)
    .join(": ");
}

/**
 * nodemailer over SMTP_URL: smtps:// is TLS from the start; smtp:// upgrades with STARTTLS when
 * the server offers it, and insists on it when there is a password to send (never in clear).
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const user = decodeURIComponent(url.username);
  const transporter = nodemailer.createTransport({
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    requireTLS: !secure && user !== "",
    auth: user !== "" ? { user, pass: decodeURIComponent(url.password) } : undefined,
    pool: true,
    maxConnections: 2,
    // Well under the outbox's lease: a hung server fails the try before another process may take the mail.
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 45_000,
  });
  return {
    async send(mail, from) {
      await transporter.sendMail({
        from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        date: new Date(mail.createdAt),
        headers: mail.headers,
        attachments: mail.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
      });
    },
    close: () => transporter.close(),
  };
}
