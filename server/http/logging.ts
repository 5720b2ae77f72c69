import fs from "node:fs";
import type { FastifyRequest, FastifyServerOptions } from "fastify";
import type { LogFormat } from "#server/config";
import { textLines, type LogDestination } from "./log-lines";

export type { LogDestination };
import { hideSecretLinks, loggablePath } from "./secret-links";

/**
 * The server's one log: Fastify's pino logger, one JSON line per event (or, at a terminal, a short
 * readable line: log-lines.ts), every line of a request
 * carrying its `reqId` (the page loaders and React Router's handleError write through
 * `request.log`, server/context.ts). What a line may carry is decided here, not at each call:
 * no line may hold a visitor's email address, message or prayer request.
 * - `err`: an allowlist of an error's fields. A database error is the usual carrier: pg's errors
 *   hold the failing values in `detail` ("Key (email_normalized)=(x@y.z) already exists.",
 *   "Failing row contains (…)"), `where`, `hint` and `internalQuery`; those never reach the log.
 *   The message and stack stay (they name the constraint, not the row), with anything shaped
 *   like an email address masked in case a driver ever puts one there, and the secret of a
 *   one-time link (secret-links.ts: React Router's messages quote the path) hidden.
 * - `req`: method, path, host and client address. The query string is left out: it can hold a
 *   search term, and until every form posts, a form's fields. A one-time link's secret is hidden.
 */

/** Fields of an error that name what failed without quoting what was sent (pg's DatabaseError among them). */
const SAFE_ERROR_FIELDS = [
  "code",
  "errno",
  "severity",
  "routine",
  "schema",
  "table",
  "column",
  "dataType",
  "constraint",
  "status",
  "statusCode",
] as const;

/** Nested causes logged at most this deep (a cycle of causes ends here too). */
const MAX_CAUSE_DEPTH = 3;

/** Something@somewhere.tld; not a stack's `node_modules/@scope/…` nor a version like `pkg@1.2.3`. */
const EMAIL_LIKE = /[^\s@"'()<>,;:=/\\]+@[^\s@"'()<>,;:=/\\]+\.[A-Za-z]+\b/g;

/** A text fit for the log: email addresses masked, one-time links' secrets hidden. */
function maskPrivate(text: string): string {
  return hideSecretLinks(text.replace(EMAIL_LIKE, "[email]"));
}

export interface LoggedError {
  type: string;
  message: string;
  /** "" when there is none (Fastify's serializer type wants a string). */
  stack: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/** pino's `err` serializer: an error's type, message, stack and safe fields, and nothing else. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    // React Router's error responses are plain objects: their status, not their data.
    if (typeof error === "object" && error !== null && "status" in error) {
      const { status, statusText } = error as { status: unknown; statusText?: unknown };
      return {
        type: "ErrorResponse",
        message: `${String(status)} ${String(statusText ?? "")}`.trim(),
        stack: "",
        status,
      };
    }
    // A thrown string or value could be anything a visitor sent: only its kind.
    return { type: typeof error, message: "(a thrown value that is not an Error)", stack: "" };
  }
  const logged: LoggedError = {
    type: error.constructor?.name || error.name || "Error",
    message: maskPrivate(error.message),
    stack: maskPrivate(error.stack ?? ""),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of SAFE_ERROR_FIELDS) {
    const value = fields[field];
    if (typeof value === "string") logged[field] = maskPrivate(value);
    else if (typeof value === "number") logged[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/**
 * The path of a request target, without its query string, and without the secret of a one-time
 * link (/admin/reset/TOKEN: whoever reads the log could take the account; secret-links.ts).
 */
export function pathOf(url: string): string {
  const query = url.indexOf("?");
  return loggablePath(query === -1 ? url : url.slice(0, query));
}

/** pino's `req` serializer (Fastify hands it the Fastify request). */
export function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: pathOf(request.url), host: request.host, remoteAddress: request.ip };
}

/**
 * Standard output, one write per turn of the event loop instead of one per line: production logs
 * two lines a request, and under load the write calls cost more than a cached page (as a
 * profile of cached pages showed). Lines wait at most until the current turn ends; on exit (a stop, a crash) what is
 * left is written synchronously. Only a SIGKILL can lose the last turn's lines.
 */
export function batchedStdout(fd = 1): LogDestination {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const text = pending.join("");
    pending = [];
    try {
      fs.writeSync(fd, text);
    } catch {
      // stdout closed (EPIPE): nowhere left to log to.
    }
  };
  process.once("exit", flush);
  return {
    write(line) {
      if (pending.length === 0) setImmediate(flush);
      pending.push(line);
    },
  };
}

/**
 * Fastify's `logger` option: production logs every request, elsewhere warnings and errors only;
 * JSON lines, or in `text` the short lines a person at a terminal reads (log-lines.ts).
 */
export function loggerOptions(
  nodeEnv: string,
  destination?: LogDestination,
  format: LogFormat = "json",
): Exclude<FastifyServerOptions["logger"], boolean | undefined> {
  const out = destination ?? batchedStdout();
  return {
    level: nodeEnv === "production" ? "info" : "warn",
    serializers: { err: serializeError, req: serializeRequest },
    hooks: {
      // A message may quote an address too (Fastify's own "Route GET:/admin/reset/… not found").
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === "string" ? hideSecretLinks(arg) : arg)) as typeof args);
      },
    },
    stream: format === "text" ? textLines(out) : out,
  };
}
