import os from "node:os";
import type { Config } from "./config";
import type { PicturesReport } from "#server/domain/pictures/prepare-illustrations";
import { describeDatabase, describeSmtp } from "#server/lib/settings-text";

/**
 * What `npm start` prints once the server listens: a few lines for whoever started it, saying the
 * address to open, the database, whether mail goes out, and where media is. Every address it
 * prints is one the server answers (the host check refuses the others, server/http/requests.ts), so
 * nobody opens a printed link to meet "Invalid host header".
 */
export interface StartFacts {
  config: Pick<Config, "siteUrl" | "allowedHosts" | "host" | "database" | "mediaDir"> & {
    mail: Pick<Config["mail"], "smtpUrl">;
    s3: Pick<NonNullable<Config["s3"]>, "bucket"> | null;
  };
  /** The port the socket listens on (PORT, or the one the system chose for 0). */
  port: number;
  pid: number;
  /** Migrations this start applied. */
  migrationsApplied: number;
  demoSeeded: boolean;
  /** The start's pictures, or null when they could not be prepared (the error was printed). */
  pictures: PicturesReport | null;
  /** This machine's addresses on its networks (machineAddresses()). */
  machineAddresses: readonly string[];
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** This machine's IPv4 addresses on its networks (not loopback): where a phone on the same Wi-Fi reaches it. */
export function machineAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .flatMap((entry) => (entry && !entry.internal && entry.family === "IPv4" ? [entry.address] : []));
}

/** Whether a browser reaches a socket bound to `host` (HOST) at `address` (a name or a literal; IPv6 in brackets). */
function listensOn(host: string, address: string): boolean {
  const ipv6 = address.startsWith("[");
  if (host === "::" || host === "") return true;
  if (host === "0.0.0.0") return !ipv6;
  // A browser tries both loopback addresses for "localhost".
  if (host === "localhost") return address === "localhost";
  if (host === "127.0.0.1") return address === "127.0.0.1" || address === "localhost";
  if (host === "::1") return address === "[::1]" || address === "localhost";
  return host === address || `[${host}]` === address;
}

/** The site's addresses this process answers: SITE_URL, then the local names the host check allows. */
export function answeredAddresses(facts: Pick<StartFacts, "config" | "port" | "machineAddresses">): string[] {
  const { config, port } = facts;
  const allowed = new Set(config.allowedHosts);
  const addresses = [config.siteUrl];
  for (const address of [...LOOPBACK, ...facts.machineAddresses]) {
    if (!allowed.has(address) || !listensOn(config.host, address)) continue;
    const origin = new URL(`http://${address}:${port}`).origin;
    if (!addresses.includes(origin)) addresses.push(origin);
  }
  return addresses;
}

function describeMedia(facts: StartFacts): string {
  const parts = [facts.config.mediaDir];
  const report = facts.pictures;
  if (report === null) parts.push("(the pictures could not be prepared: see above)");
  else {
    const made = [
      report.drawn > 0 ? `${report.drawn} drawn now in ${report.seconds} s` : "",
      report.copied > 0 ? `${report.copied} copied from the cache` : "",
    ].filter(Boolean);
    parts.push(`(${report.files} pictures ready${made.length > 0 ? `: ${made.join(", ")}` : ""})`);
  }
  const text = parts.join(" ");
  return facts.config.s3 ? `${text}; uploaded pictures in the bucket ${facts.config.s3.bucket}` : text;
}

export function startSummary(facts: StartFacts): string[] {
  const { config } = facts;
  const [open, ...also] = answeredAddresses(facts);
  const siteHost = new URL(config.siteUrl).hostname;
  // SITE_URL names a proxy or a domain: say where this process itself listens.
  const elsewhere = !LOOPBACK.has(siteHost) && !facts.machineAddresses.includes(siteHost);
  const database = [
    facts.migrationsApplied > 0 ? `migrations applied now: ${facts.migrationsApplied}` : "",
    facts.demoSeeded ? "demo content seeded" : "",
  ].filter(Boolean);
  const smtp = describeSmtp(config.mail.smtpUrl);
  const lines = [
    `The website is running (pid ${facts.pid}).`,
    `  Open:     ${open}${elsewhere ? ` (this process listens on ${config.host}:${facts.port})` : ""}`,
    ...also.map((address) => `            ${address}`),
    `  Database: ${describeDatabase(config.database)}${database.length > 0 ? ` (${database.join(", ")})` : ""}`,
    `  Mail:     ${smtp ? `sent through ${smtp}` : "not set up: mails wait in the outbox (/admin/outbox) until SMTP_URL is set"}`,
    `  Media:    ${describeMedia(facts)}`,
  ];
  // The quick start on a laptop: a phone on the same Wi-Fi needs the machine's address allowed.
  const unreachable = facts.machineAddresses.filter(
    (address) => !config.allowedHosts.includes(address) && listensOn(config.host, address),
  );
  if (LOOPBACK.has(siteHost) && unreachable.length > 0) {
    lines.push(
      `  To open it from another device on this network, add this machine's address to ALLOWED_HOSTS ` +
        `(ALLOWED_HOSTS=${unreachable[0]}); to post forms and sign in from there too, make SITE_URL ` +
        `this machine's address and port instead. Then restart.`,
    );
  }
  return lines;
}
