import { interceptFailures } from "#server/lib/intercept-failures";

/**
 * "The database cannot be reached right now" as its own answer: 503 with a clear message and
 * Retry-After, for the API and for the pages, instead of a 500 (docs/operations.md, Outages).
 * Anything else that fails stays a 500: a bug must not hide behind "try again later".
 */
export const SERVICE_UNAVAILABLE = {
  detail: "The service is temporarily unavailable. Please try again in a moment.",
} as const;

/** Seconds a client is told to wait (Retry-After) before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/** PostgreSQL SQLSTATEs of a server that is gone, going, starting, full, or too slow to answer. */
const PG_UNAVAILABLE_CODES = new Set([
  "57P01", // admin_shutdown: the server is stopping
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up or shutting down
  "53300", // too_many_connections
  "57014", // query_canceled: statement_timeout (the database is too slow to answer)
]);

/** Socket errors on the way to the database server. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** node-postgres reports a lost or refused connection with these messages and no code. */
const PG_CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed)/;

/** True when `error` says the database is unreachable or busy, not that the query or the data is wrong. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 3) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === "string") {
    // Class 08: connection exception (the connection failed or broke).
    if (/^08[0-9A-Z]{3}$/.test(code) || PG_UNAVAILABLE_CODES.has(code) || NETWORK_CODES.has(code)) return true;
    // SQLite: another connection holds the lock for longer than busy_timeout.
    if (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED")) return true;
  }
  if (typeof message === "string" && PG_CONNECTION_MESSAGES.test(message)) return true;
  // Connecting to "localhost" tries every address and fails with an AggregateError of each.
  if (error instanceof AggregateError && error.errors.some((item) => isDatabaseUnavailable(item, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * Wraps an object of services so that `onUnavailable` is called whenever one of its methods
 * fails because the database is unavailable; the error itself passes through unchanged, so
 * loaders keep their own error handling and the caller only learns the answer should be 503.
 */
export function watchUnavailable<T extends object>(target: T, onUnavailable: () => void): T {
  return interceptFailures(target, (error) => {
    if (isDatabaseUnavailable(error)) onUnavailable();
    return error;
  });
}

const unavailableReplies = new WeakSet<object>();

/** Marks a reply whose request found the database unavailable (see `statusFor`). */
export function markUnavailable(reply: object): void {
  unavailableReplies.add(reply);
}

/** A server error on a request that found the database unavailable is a 503. */
export function statusFor(reply: object, status: number): number {
  return status >= 500 && unavailableReplies.has(reply) ? 503 : status;
}
