import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { MEGABYTE } from "#contract/file-sizes";
import type { S3Settings } from "#server/lib/s3-bucket";
import { CURRENCIES, type Currency } from "#contract/money";
import { EMAIL_PATTERN } from "#contract/validation";

/**
 * Everything the process reads from its environment, read once and validated by one zod schema
 * (docs/operations.md, Running). A bad value stops the server with a message naming the variable.
 * Every variable is documented in the README and .env.example.
 */
/** How the server writes its log: JSON lines (for the service manager) or short lines a person reads. */
export type LogFormat = "json" | "text";

export interface Config {
  port: number;
  host: string;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
  /** Canonical origin, no trailing slash: links, the QR code, absolute URLs, trusted origins. */
  siteUrl: string;
  /**
   * Host names (no port) requests may be addressed to (Django's ALLOWED_HOSTS): the SITE_URL's,
   * those of ALLOWED_HOSTS, and in development or tests the loopback names. Any other Host is 400.
   */
  allowedHosts: string[];
  nodeEnv: "development" | "production" | "test";
  /** LOG_FORMAT: `json` or `text`; null lets the process choose (text at a terminal: server/http/log-lines.ts). */
  logFormat: LogFormat | null;
  redisUrl: string | null;
  /** Where pictures live (served under /img/). */
  mediaDir: string;
  /** The shared cache of drawn illustrations (server/domain/pictures/illustration-cache.ts): PICTURE_CACHE_DIR. */
  pictureCacheDir: string;
  /** Seed the demo content into an empty database at start (SEED_DEMO=1); never otherwise. */
  seedDemo: boolean;
  /**
   * Request limits per client (an IPv4 address or an IPv6 /64), in memory or in Redis (REDIS_URL)
   * so several processes share them; keyPrefix names the counters in Redis.
   * - submissions: each kind of form (API POSTs and the pages' form posts share one counter);
   *   off with RATE_LIMIT_DISABLED=1.
   * - general: every request to a page, the API or a picture (RATE_LIMIT_PER_MINUTE).
   */
  rateLimit: {
    enabled: boolean;
    max: number;
    windowMs: number;
    keyPrefix: string;
    general: { max: number; windowMs: number };
  };
  /**
   * The proxies whose X-Forwarded-For/-Proto/-Host are believed (TRUST_PROXY): their addresses or
   * subnets, or false to use the socket's address (a client could otherwise forge its address).
   */
  trustProxy: string[] | false;
  /** On SIGTERM: how long requests in flight may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** Timeouts and open connections per client (server/http/connections.ts). */
  connections: ConnectionLimits;
  /** The room resumable uploads may take while they wait to be finished (server/http/uploads/resumable.ts). */
  uploads: ResumableLimits;
  /** Outgoing mail (server/mail/): kept in the outbox while smtpUrl is null. */
  mail: MailConfig;
  /** Uploaded pictures in an S3-compatible bucket (S3_*); null: under MEDIA_DIR/gen. */
  s3: S3Settings | null;
  /** Caching of public pages and API reads (server/http/http-cache.ts, server/http/render-cache.ts). */
  caching: CachingConfig;
  /** Backups (server/backups/): where archives go, the daily time, how many are kept. */
  backups: BackupConfig;
  /** Giving through Paynow (server/domain/giving/, server/payments/paynow/). */
  giving: GivingConfig;
}

export interface PaynowIntegrationConfig {
  /** The integration ID Paynow shows (PAYNOW_USD_ID, PAYNOW_ZWG_ID). */
  id: string;
  /** Its integration key (PAYNOW_USD_KEY, PAYNOW_ZWG_KEY): a secret, never in a page, a log line or a message. */
  key: string;
}

export interface GivingConfig {
  /** Paynow's address, without a trailing slash (PAYNOW_URL). */
  paynowUrl: string;
  /** Paynow issues one integration per currency; a currency without one is not offered. */
  integrations: Partial<Record<Currency, PaynowIntegrationConfig>>;
  /** PAYNOW_MERCHANT_EMAIL: the `authemail` express checkout requires; set whenever an integration is. */
  merchantEmail: string | null;
  /** The largest gift given online, in cents, per currency (GIVING_MAX_USD, GIVING_MAX_ZWG). */
  maxCents: Record<Currency, number>;
  /** How long one exchange with Paynow may take (PAYNOW_TIMEOUT_SECONDS). */
  timeoutMs: number;
}

export interface BackupConfig {
  /** Where `npm run backup` and the daily backup write their archives (BACKUP_DIR). */
  dir: string;
  /** The daily backup's time of day in Harare, "HH:MM"; null: no automatic backup (BACKUP_TIME=off). */
  time: string | null;
  /** Archives kept: the newest of each of the last `keepDaily` days and `keepWeekly` weeks that have one. */
  keepDaily: number;
  keepWeekly: number;
  /** Also copy each archive into the S3 bucket under this prefix (BACKUP_S3_PREFIX); null: on disk only. */
  s3Prefix: string | null;
}

export interface CachingConfig {
  /** `s-maxage`: how long a shared cache (a CDN, nginx) serves a public answer without asking (SHARED_CACHE_SECONDS). */
  sharedMaxAgeS: number;
  /** `stale-while-revalidate`: how long after that it may serve it while it asks (STALE_WHILE_REVALIDATE_SECONDS). */
  staleWhileRevalidateS: number;
  /** The render cache's size in bytes; 0 turns it off (RENDER_CACHE_MB). */
  renderCacheBytes: number;
}

/** Timeouts and open connections per client: what server/http/connections.ts holds each request to. */
export interface ConnectionLimits {
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  idleTimeoutMs: number;
  uploadIdleTimeoutMs: number;
  connectionsPerClient: number;
}

/** The room resumable uploads may take while they wait (server/http/uploads/resumable.ts). */
export interface ResumableLimits {
  /** The most bytes one member's waiting uploads may declare together. */
  pendingBytesPerMember: number;
  /** The most bytes all waiting uploads may declare together. */
  pendingBytesTotal: number;
}

export interface MailConfig {
  /** smtp://user:pass@host:587 (STARTTLS), smtps://user:pass@host:465, smtp://host:25 (a relay); null: mails wait. */
  smtpUrl: string | null;
  /** MAIL_FROM (`Name <address>` or an address): the From address, and its name until the church saves its own sender name; null: no-reply at the site's host. */
  from: string | null;
  /** At most this many mails a minute, all processes together. */
  perMinute: number;
}

export class ConfigError extends Error {}

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/** MEDIA_DIR when unset, relative to the working directory. */
export const DEFAULT_MEDIA_DIR = "data/media";

/** PICTURE_CACHE_DIR when unset: inside MEDIA_DIR, so it lives (and is kept) where the pictures are. */
export function defaultPictureCacheDir(mediaDir: string): string {
  return path.join(mediaDir, "cache", "illustrations");
}

// proxy-addr's names for well-known ranges (Fastify accepts them).
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const PROXY_EXAMPLE = "e.g. 127.0.0.1 or 10.0.0.0/8,::1 (or loopback, uniquelocal)";

function isAddressOrSubnet(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address = "", prefix, ...rest] = value.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** A variable's text, trimmed; unset and blank are the same. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()));

const flag = optionalText.transform((value) => ["1", "true", "yes"].includes(value?.toLowerCase() ?? ""));

function wholeNumber(fallback: number, min: number, max: number) {
  return optionalText.pipe(
    z.coerce
      .number<string | undefined>({ message: "must be a number" })
      .int("must be a whole number")
      .min(min, `must be between ${min} and ${max}`)
      .max(max, `must be between ${min} and ${max}`)
      .default(fallback),
  );
}

const databaseUrl = optionalText.transform((value, context): Config["database"] => {
  if (value === undefined) return { kind: "sqlite", file: path.resolve("data/site.db") };
  if (value.startsWith("sqlite:")) {
    const file = value.slice("sqlite:".length).replace(/^\/\/(?=\/)/, "");
    if (file !== "") return { kind: "sqlite", file: file === ":memory:" ? file : path.resolve(file) };
    context.addIssue({ code: "custom", message: "sqlite: needs a file path, e.g. sqlite:./data/site.db" });
    return z.NEVER;
  }
  if (value.startsWith("postgres://") || value.startsWith("postgresql://")) {
    if (URL.canParse(value)) return { kind: "postgres", url: value };
    context.addIssue({ code: "custom", message: `"${value}" is not a valid postgres:// URL` });
    return z.NEVER;
  }
  context.addIssue({
    code: "custom",
    message: `"${value}" is not supported; use sqlite:PATH or postgres://user@host:port/database`,
  });
  return z.NEVER;
});

/** SITE_URL's origin; unset: http://localhost:PORT (filled in once the port is known). */
const siteUrl = optionalText.transform((value, context) => {
  if (value === undefined) return undefined;
  if (!URL.canParse(value)) {
    context.addIssue({ code: "custom", message: `"${value}" is not a URL; use e.g. https://www.example.org` });
    return z.NEVER;
  }
  const url = new URL(value);
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    context.addIssue({ code: "custom", message: `"${value}" must start with http:// or https://` });
    return z.NEVER;
  }
  return url.origin;
});

const HOST_NAME =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$|^\[[0-9a-f:.]+\]$/;

/** A name ALLOWED_HOSTS takes: lower case, no scheme, no port. */
export function isHostName(value: string): boolean {
  return HOST_NAME.test(value);
}

const allowedHosts = optionalText.transform((value, context) => {
  if (value === undefined) return [];
  const hosts = value.split(",").map((entry) => entry.trim().toLowerCase());
  const bad = hosts.find((host) => !HOST_NAME.test(host));
  if (bad !== undefined) {
    context.addIssue({
      code: "custom",
      message: `"${bad}" is not a host name; list names without scheme or port, e.g. www.example.org,example.org`,
    });
    return z.NEVER;
  }
  return hosts;
});

const trustProxy = optionalText.transform((value, context): string[] | false => {
  if (value === undefined || value.toLowerCase() === "false") return false;
  const fail = (message: string) => {
    context.addIssue({ code: "custom", message });
    return z.NEVER;
  };
  if (value.toLowerCase() === "true") {
    return fail(
      `"true" would believe any X-Forwarded-For a client sends; list your proxies' addresses, ${PROXY_EXAMPLE}`,
    );
  }
  if (/^\d+$/.test(value)) {
    return fail(
      `a hop count ("${value}") cannot tell a proxy from a client that connects directly; list your proxies' addresses, ${PROXY_EXAMPLE}`,
    );
  }
  const entries = value.split(",").map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrSubnet(entry));
  return bad === undefined ? entries : fail(`"${bad}" is not an IP address or subnet; ${PROXY_EXAMPLE}`);
});

/** SMTP_URL: smtp:// or smtps://, a host, a port if given in range; the password never repeated in a message. */
const smtpUrl = optionalText.transform((value, context) => {
  if (value === undefined) return null;
  const fail = (message: string) => {
    context.addIssue({ code: "custom", message });
    return z.NEVER;
  };
  const example = "use smtp://user:password@host:587, smtps://user:password@host:465 or smtp://host:25";
  if (!URL.canParse(value)) return fail(`is not a URL; ${example}`);
  const url = new URL(value);
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:")
    return fail(`must start with smtp:// or smtps://; ${example}`);
  if (url.hostname === "") return fail(`names no host; ${example}`);
  if (url.password !== "" && url.username === "") return fail(`has a password without a user name; ${example}`);
  return value;
});

// A display name and an address in angle brackets, or a bare address.
const MAIL_FROM_PATTERN = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

const mailFrom = optionalText.transform((value, context) => {
  // Unset: no-reply at the site's own host (server/mail/sender.ts); the name is the church's.
  if (value === undefined) return null;
  if (MAIL_FROM_PATTERN.test(value)) return value;
  context.addIssue({ code: "custom", message: `"${value}" is not a sender; use e.g. Our Church <hello@example.org>` });
  return z.NEVER;
});

/** BACKUP_TIME: "HH:MM" (24-hour, Harare) or off. */
const backupTime = optionalText.transform((value, context) => {
  if (value === undefined) return "02:30";
  if (value.toLowerCase() === "off") return null;
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (match && Number(match[1]) <= 23 && Number(match[2]) <= 59) return `${match[1]!.padStart(2, "0")}:${match[2]}`;
  context.addIssue({
    code: "custom",
    message: `"${value}" is not a time of day; use HH:MM in Harare time, e.g. 02:30, or off`,
  });
  return z.NEVER;
});

/** BACKUP_S3_PREFIX: a folder of the bucket, ending in "/" (picture keys never hold one, so the two never mix). */
const backupS3Prefix = optionalText.transform((value, context) => {
  if (value === undefined) return null;
  if (/^(?:[A-Za-z0-9._-]+\/)+$/.test(value) && !value.split("/").some((part) => part === "." || part === ".."))
    return value;
  context.addIssue({
    code: "custom",
    message: `"${value}" is not a folder of the bucket; use e.g. backups/ (letters, digits, . _ -, ending in /)`,
  });
  return z.NEVER;
});

const PAYNOW_DEFAULT_URL = "https://www.paynow.co.zw";
const GIVING_DEFAULT_MAX = { USD: 5_000, ZWG: 150_000 } as const;
const PAYNOW_DEFAULT_TIMEOUT_SECONDS = 20;

/** Giving switched off (no integration), with the defaults' other values: where no configuration is given (some tests, tools). */
export const GIVING_OFF: GivingConfig = {
  paynowUrl: PAYNOW_DEFAULT_URL,
  integrations: {},
  merchantEmail: null,
  maxCents: { USD: GIVING_DEFAULT_MAX.USD * 100, ZWG: GIVING_DEFAULT_MAX.ZWG * 100 },
  timeoutMs: PAYNOW_DEFAULT_TIMEOUT_SECONDS * 1000,
};

/** PAYNOW_URL: Paynow's address (the tests' simulated Paynow on loopback may use http://). */
const paynowUrl = optionalText.transform((value, context) => {
  if (value === undefined) return PAYNOW_DEFAULT_URL;
  const url = URL.canParse(value) ? new URL(value) : null;
  const loopback = url !== null && LOOPBACK_HOSTS.includes(url.hostname);
  if (url && (url.protocol === "https:" || (url.protocol === "http:" && loopback)) && !url.search && !url.hash)
    return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
  context.addIssue({
    code: "custom",
    message: `"${value}" is not Paynow's address; use https://www.paynow.co.zw (http:// only on this machine, for a test)`,
  });
  return z.NEVER;
});

const integrationId = optionalText.pipe(
  z
    .string()
    .regex(/^\d{1,10}$/, "must be the integration ID Paynow shows (its digits)")
    .optional(),
);

/** A key is a secret: a bad one is described, never repeated. */
const integrationKey = optionalText.transform((value, context) => {
  if (value === undefined || /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value))
    return value;
  context.addIssue({
    code: "custom",
    message:
      "is not an integration key: Paynow's keys look like 3e9fed89-60e1-4ce5-ab6e-6b1eb2d4f977 (copy it from the integration's page on Paynow)",
  });
  return z.NEVER;
});

const merchantEmail = optionalText.transform((value, context) => {
  if (value === undefined) return null;
  if (EMAIL_PATTERN.test(value)) return value;
  context.addIssue({
    code: "custom",
    message: `"${value}" is not an email address; use the Paynow account's login address`,
  });
  return z.NEVER;
});

const environmentSchema = z.object({
  PORT: wholeNumber(3000, 0, 65535),
  HOST: optionalText.transform((value) => value ?? "0.0.0.0"),
  DATABASE_URL: databaseUrl,
  SITE_URL: siteUrl,
  ALLOWED_HOSTS: allowedHosts,
  NODE_ENV: optionalText.pipe(
    z
      .enum(["development", "production", "test"], { message: "must be development, production or test" })
      .default("production"),
  ),
  LOG_FORMAT: optionalText.pipe(
    z
      .enum(["json", "text"], { message: "must be json or text" })
      .optional()
      .transform((value) => value ?? null),
  ),
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
      .optional()
      .transform((value) => value ?? null),
  ),
  MEDIA_DIR: optionalText.transform((value) => path.resolve(value ?? DEFAULT_MEDIA_DIR)),
  PICTURE_CACHE_DIR: optionalText.transform((value) => (value === undefined ? undefined : path.resolve(value))),
  SEED_DEMO: flag,
  TRUST_PROXY: trustProxy,
  RATE_LIMIT_DISABLED: flag,
  RATE_LIMIT_PER_MINUTE: wholeNumber(600, 1, 1_000_000),
  REQUEST_TIMEOUT_SECONDS: wholeNumber(30, 1, 3600),
  UPLOAD_IDLE_TIMEOUT_SECONDS: wholeNumber(60, 1, 3600),
  UPLOAD_PENDING_MB_PER_MEMBER: wholeNumber(300, 1, 1_000_000),
  UPLOAD_PENDING_MB_TOTAL: wholeNumber(2000, 1, 10_000_000),
  CONNECTIONS_PER_CLIENT: wholeNumber(100, 1, 100_000),
  SHUTDOWN_TIMEOUT_SECONDS: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ message: "must be a number of seconds (0 < s <= 3600)" })
      .positive("must be a number of seconds (0 < s <= 3600)")
      .max(3600, "must be a number of seconds (0 < s <= 3600)")
      .default(10),
  ),
  SMTP_URL: smtpUrl,
  MAIL_FROM: mailFrom,
  MAIL_PER_MINUTE: wholeNumber(60, 1, 100_000),
  S3_ENDPOINT: optionalText.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^/]+/, "must be the storage's address, e.g. https://s3.eu-west-1.amazonaws.com")
      .optional(),
  ),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  // 30 + 30: an edit reaches every visitor behind a CDN within a minute.
  SHARED_CACHE_SECONDS: wholeNumber(30, 0, 86_400),
  STALE_WHILE_REVALIDATE_SECONDS: wholeNumber(30, 0, 86_400),
  RENDER_CACHE_MB: wholeNumber(64, 0, 65_536),
  BACKUP_DIR: optionalText.transform((value) => path.resolve(value ?? "data/backups")),
  BACKUP_TIME: backupTime,
  BACKUP_KEEP_DAILY: wholeNumber(7, 1, 1000),
  BACKUP_KEEP_WEEKLY: wholeNumber(4, 0, 1000),
  BACKUP_S3_PREFIX: backupS3Prefix,
  PAYNOW_URL: paynowUrl,
  PAYNOW_USD_ID: integrationId,
  PAYNOW_USD_KEY: integrationKey,
  PAYNOW_ZWG_ID: integrationId,
  PAYNOW_ZWG_KEY: integrationKey,
  PAYNOW_MERCHANT_EMAIL: merchantEmail,
  PAYNOW_TIMEOUT_SECONDS: wholeNumber(PAYNOW_DEFAULT_TIMEOUT_SECONDS, 1, 120),
  GIVING_MAX_USD: wholeNumber(GIVING_DEFAULT_MAX.USD, 1, 1_000_000),
  GIVING_MAX_ZWG: wholeNumber(GIVING_DEFAULT_MAX.ZWG, 1, 100_000_000),
});

/** Each currency's Paynow integration: an ID and its key together, or neither; the merchant's email with any. */
function givingSettings(values: z.infer<typeof environmentSchema>): GivingConfig {
  const integrations: GivingConfig["integrations"] = {};
  for (const currency of CURRENCIES) {
    const [idName, keyName] = [`PAYNOW_${currency}_ID`, `PAYNOW_${currency}_KEY`] as const;
    const [id, key] = [values[idName], values[keyName]];
    if (id && !key)
      throw new ConfigError(`${keyName}: is required when ${idName} is set (Paynow gives the two together)`);
    if (key && !id)
      throw new ConfigError(`${idName}: is required when ${keyName} is set (Paynow gives the two together)`);
    if (id && key) integrations[currency] = { id, key };
  }
  if (Object.keys(integrations).length > 0 && values.PAYNOW_MERCHANT_EMAIL === null) {
    throw new ConfigError(
      "PAYNOW_MERCHANT_EMAIL: is required with a Paynow integration (express checkout sends it; in test mode it must be the Paynow account's login address)",
    );
  }
  return {
    paynowUrl: values.PAYNOW_URL,
    integrations,
    merchantEmail: values.PAYNOW_MERCHANT_EMAIL,
    maxCents: { USD: values.GIVING_MAX_USD * 100, ZWG: values.GIVING_MAX_ZWG * 100 },
    timeoutMs: values.PAYNOW_TIMEOUT_SECONDS * 1000,
  };
}

/** The bucket when S3_BUCKET is set: then its address and keys are required too. */
function s3Settings(values: z.infer<typeof environmentSchema>): S3Settings | null {
  if (!values.S3_BUCKET) {
    const stray = (["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).find((name) => values[name]);
    if (stray)
      throw new ConfigError(`${stray}: is set but S3_BUCKET is not; set S3_BUCKET to keep pictures in a bucket`);
    return null;
  }
  for (const name of ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
    if (!values[name]) throw new ConfigError(`${name}: is required when S3_BUCKET is set`);
  }
  return {
    endpoint: values.S3_ENDPOINT!,
    bucket: values.S3_BUCKET,
    region: values.S3_REGION ?? "us-east-1",
    accessKeyId: values.S3_ACCESS_KEY_ID!,
    secretAccessKey: values.S3_SECRET_ACCESS_KEY!,
  };
}

/** Every environment variable the server reads (the README and .env.example list each). */
export const CONFIG_VARIABLES = Object.keys(environmentSchema.shape);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = environmentSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    const raw = env[name];
    const message = issue?.message ?? "is invalid";
    // The custom checks' messages say what the value was; the others are told it here.
    const quoted = issue?.code === "custom" || raw === undefined ? "" : `"${raw.trim()}" `;
    throw new ConfigError(`${name}: ${quoted}${message}`);
  }
  const values = result.data;
  if (values.BACKUP_S3_PREFIX !== null && !values.S3_BUCKET) {
    throw new ConfigError("BACKUP_S3_PREFIX: is set but S3_BUCKET is not; the archives are copied into that bucket");
  }
  const siteUrl = values.SITE_URL ?? `http://localhost:${values.PORT}`;
  const allowedHosts = new Set([new URL(siteUrl).hostname, ...values.ALLOWED_HOSTS]);
  if (values.NODE_ENV !== "production") for (const host of LOOPBACK_HOSTS) allowedHosts.add(host);
  return {
    port: values.PORT,
    host: values.HOST,
    database: values.DATABASE_URL,
    siteUrl,
    allowedHosts: [...allowedHosts],
    nodeEnv: values.NODE_ENV,
    logFormat: values.LOG_FORMAT,
    redisUrl: values.REDIS_URL,
    mediaDir: values.MEDIA_DIR,
    pictureCacheDir: values.PICTURE_CACHE_DIR ?? defaultPictureCacheDir(values.MEDIA_DIR),
    seedDemo: values.SEED_DEMO,
    rateLimit: {
      enabled: !values.RATE_LIMIT_DISABLED,
      max: 10,
      windowMs: 60_000,
      keyPrefix: "klm:ratelimit:",
      general: { max: values.RATE_LIMIT_PER_MINUTE, windowMs: 60_000 },
    },
    trustProxy: values.TRUST_PROXY,
    shutdownTimeoutMs: Math.round(values.SHUTDOWN_TIMEOUT_SECONDS * 1000),
    connections: {
      requestTimeoutMs: values.REQUEST_TIMEOUT_SECONDS * 1000,
      // Headers come first and are small: 10 s, or the whole request's time when that is shorter.
      headersTimeoutMs: Math.min(10, values.REQUEST_TIMEOUT_SECONDS) * 1000,
      idleTimeoutMs: 60_000,
      uploadIdleTimeoutMs: values.UPLOAD_IDLE_TIMEOUT_SECONDS * 1000,
      connectionsPerClient: values.CONNECTIONS_PER_CLIENT,
    },
    uploads: {
      pendingBytesPerMember: values.UPLOAD_PENDING_MB_PER_MEMBER * MEGABYTE,
      pendingBytesTotal: values.UPLOAD_PENDING_MB_TOTAL * MEGABYTE,
    },
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM, perMinute: values.MAIL_PER_MINUTE },
    s3: s3Settings(values),
    caching: {
      sharedMaxAgeS: values.SHARED_CACHE_SECONDS,
      staleWhileRevalidateS: values.STALE_WHILE_REVALIDATE_SECONDS,
      renderCacheBytes: values.RENDER_CACHE_MB * 1024 * 1024,
    },
    backups: {
      dir: values.BACKUP_DIR,
      time: values.BACKUP_TIME,
      keepDaily: values.BACKUP_KEEP_DAILY,
      keepWeekly: values.BACKUP_KEEP_WEEKLY,
      s3Prefix: values.BACKUP_S3_PREFIX,
    },
    giving: givingSettings(values),
  };
}
