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
  /** Limits on the API's POST endpoints, per client address and endpoint (off: RATE_LIMIT_DISABLED=1). */
  rateLimit: { enabled: boolean; max: number; windowMs: number };
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
    },
    shutdownTimeoutMs: Math.round(shutdownTimeout.data * 1000),
  };
}
