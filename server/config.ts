import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

/** Everything the process reads from its environment, read once and validated (DESIGN.md, Configuration). */
export interface Config {
  port: number;
  host: string;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
  /** Canonical origin, no trailing slash: links, the QR code, trusted origins for CSRF. */
  siteUrl: string;
  nodeEnv: "development" | "production" | "test";
  redisUrl: string | null;
  /** Where generated images live (served under /img/). */
  mediaDir: string;
  /**
   * Limits on every submission (API POSTs and the pages' form posts), per client address and kind
   * (off: RATE_LIMIT_DISABLED=1); keyPrefix names the counters in Redis.
   */
  rateLimit: { enabled: boolean; max: number; windowMs: number; keyPrefix: string };
  /**
   * The proxies whose X-Forwarded-For/-Proto/-Host are believed (TRUST_PROXY): their addresses or
   * subnets, or false to use the socket's address (a client could otherwise forge its address).
   */
  trustProxy: string[] | false;
  /** On SIGTERM: how long requests in flight may take before the process exits anyway. */
  shutdownTimeoutMs: number;
}

export class ConfigError extends Error {}

const port = z.coerce
  .number({ message: "must be a number" })
  .int("must be a whole number")
  .min(0, "must be between 0 and 65535")
  .max(65535, "must be between 0 and 65535");

function parseDatabaseUrl(raw: string | undefined): Config["database"] {
  if (raw === undefined || raw.trim() === "") {
    return { kind: "sqlite", file: path.resolve("data/site.db") };
  }
  const value = raw.trim();
  if (value.startsWith("sqlite:")) {
    const file = value.slice("sqlite:".length).replace(/^\/\/(?=\/)/, "");
    if (file === "") throw new ConfigError("DATABASE_URL: sqlite: needs a file path, e.g. sqlite:./data/site.db");
    return { kind: "sqlite", file: file === ":memory:" ? file : path.resolve(file) };
  }
  if (value.startsWith("postgres://") || value.startsWith("postgresql://")) {
    try {
      new URL(value);
    } catch {
      throw new ConfigError(`DATABASE_URL: "${value}" is not a valid postgres:// URL`);
    }
    return { kind: "postgres", url: value };
  }
  throw new ConfigError(
    `DATABASE_URL: "${value}" is not supported; use sqlite:PATH or postgres://user@host:port/database`,
  );
}

function parseSiteUrl(raw: string | undefined, portNumber: number): string {
  const value = raw?.trim() || `http://localhost:${portNumber}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`SITE_URL: "${value}" is not a URL; use e.g. https://www.example.org`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ConfigError(`SITE_URL: "${value}" must start with http:// or https://`);
  }
  return url.origin;
}

// proxy-addr's names for well-known ranges (Fastify accepts them).
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrSubnet(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address = "", prefix, ...rest] = value.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (family === 4 ? 32 : 128);
}

function parseTrustProxy(raw: string | undefined): string[] | false {
  const value = raw?.trim() ?? "";
  if (value === "" || value.toLowerCase() === "false") return false;
  const example = "e.g. 127.0.0.1 or 10.0.0.0/8,::1 (or loopback, uniquelocal)";
  if (value.toLowerCase() === "true") {
    throw new ConfigError(
      `TRUST_PROXY: "true" would believe any X-Forwarded-For a client sends; list your proxies' addresses, ${example}`,
    );
  }
  if (/^\d+$/.test(value)) {
    throw new ConfigError(
      `TRUST_PROXY: a hop count ("${value}") cannot tell a proxy from a client that connects directly; list your proxies' addresses, ${example}`,
    );
  }
  const entries = value.split(",").map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrSubnet(entry));
  if (bad !== undefined) {
    throw new ConfigError(`TRUST_PROXY: "${bad}" is not an IP address or subnet; ${example}`);
  }
  return entries;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const portResult = port.safeParse(env.PORT?.trim() || "3000");
  if (!portResult.success) {
    throw new ConfigError(`PORT: "${env.PORT}" ${portResult.error.issues[0]?.message ?? "is invalid"}`);
  }
  const nodeEnv = env.NODE_ENV?.trim() || "production";
  if (nodeEnv !== "development" && nodeEnv !== "production" && nodeEnv !== "test") {
    throw new ConfigError(`NODE_ENV: "${nodeEnv}" must be development, production or test`);
  }
  const shutdownTimeout = z.coerce
    .number()
    .positive()
    .max(3600)
    .safeParse(env.SHUTDOWN_TIMEOUT_SECONDS?.trim() || "10");
  if (!shutdownTimeout.success) {
    throw new ConfigError(
      `SHUTDOWN_TIMEOUT_SECONDS: "${env.SHUTDOWN_TIMEOUT_SECONDS}" must be a number of seconds (0 < s <= 3600)`,
    );
  }
  const redisUrl = env.REDIS_URL?.trim() || null;
  if (redisUrl !== null && !/^rediss?:\/\//.test(redisUrl)) {
    throw new ConfigError(`REDIS_URL: "${redisUrl}" must start with redis:// or rediss://`);
  }
  return {
    port: portResult.data,
    host: env.HOST?.trim() || "0.0.0.0",
    database: parseDatabaseUrl(env.DATABASE_URL),
    siteUrl: parseSiteUrl(env.SITE_URL, portResult.data),
    nodeEnv,
    redisUrl,
    mediaDir: path.resolve(env.MEDIA_DIR?.trim() || "data/media"),
    rateLimit: {
      enabled: !["1", "true", "yes"].includes(env.RATE_LIMIT_DISABLED?.trim().toLowerCase() ?? ""),
      max: 10,
      windowMs: 60_000,
      keyPrefix: "klm:ratelimit:",
    },
    shutdownTimeoutMs: Math.round(shutdownTimeout.data * 1000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
