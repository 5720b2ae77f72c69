import type { FastifyBaseLogger } from "fastify";
import { STORAGE_REFUSAL_MESSAGES, type StorageRefusalKind } from "#contract/storage-refusal";

/**
 * "Storage refused the write": the one place that tells a full disk or a storage that will not be
 * written (the database, MEDIA_DIR, on either engine) from every other failure. Every layer asks
 * it: the API's error handler and the site's (503 with a sentence that says what happened), the
 * public forms, the staff forms and the uploads. Such a failure is the operator's to fix, not a
 * bug: never a 500, and the log says what refused (SQLITE_FULL, ENOSPC on which path) so whoever
 * looks after the server knows where to look.
 */

export interface StorageRefusal {
  kind: StorageRefusalKind;
  /** What refused, for the log: "SQLITE_FULL", "ENOSPC on /srv/klm/media/tmp/upload-… (open)", "PostgreSQL 53100". */
  cause: string;
}

/** Seconds a client is told to wait: space must be freed by someone, so not the outage's few seconds. */
export const STORAGE_RETRY_AFTER_SECONDS = 300;

/** Node's errno codes of a file write the file system refused. */
const ERRNO_KINDS: Record<string, StorageRefusalKind> = {
  ENOSPC: "disk-full",
  EDQUOT: "disk-full",
  EROFS: "cannot-write",
  EACCES: "cannot-write",
  EPERM: "cannot-write",
};

/** PostgreSQL SQLSTATEs: disk_full, read_only_sql_transaction (a standby, or a database set read-only). */
const PG_KINDS: Record<string, StorageRefusalKind> = {
  "53100": "disk-full",
  "25006": "cannot-write",
};

/**
 * SQLite's result codes (better-sqlite3 puts the extended name in `code`). SQLITE_FULL is a full
 * disk or max_page_count; SQLite reports ENOSPC on its files as SQLITE_FULL, and any other failed
 * write or sync of them as these SQLITE_IOERR variants.
 */
function sqliteKind(code: string): StorageRefusalKind | null {
  if (code === "SQLITE_FULL") return "disk-full";
  if (code === "SQLITE_READONLY" || code.startsWith("SQLITE_READONLY_") || code === "SQLITE_PERM")
    return "cannot-write";
  if (
    code === "SQLITE_IOERR_WRITE" ||
    code === "SQLITE_IOERR_FSYNC" ||
    code === "SQLITE_IOERR_DIR_FSYNC" ||
    code === "SQLITE_IOERR_TRUNCATE" ||
    code === "SQLITE_IOERR_SHMSIZE"
  )
    return "cannot-write";
  return null;
}

const MAX_DEPTH = 4;

/**
 * The refusal `error` stands for, looking through its causes (a picture storage's failure carries
 * the file system's), or null when it is anything else.
 */
export function storageRefusalOf(error: unknown, depth = 0): StorageRefusal | null {
  if (typeof error !== "object" || error === null || depth > MAX_DEPTH) return null;
  const { code, path, syscall, cause } = error as {
    code?: unknown;
    path?: unknown;
    syscall?: unknown;
    cause?: unknown;
  };
  if (typeof code === "string") {
    if (code.startsWith("SQLITE_")) {
      const kind = sqliteKind(code);
      if (kind) return { kind, cause: code };
    } else if (Object.hasOwn(PG_KINDS, code) && "severity" in error) {
      return { kind: PG_KINDS[code]!, cause: `PostgreSQL ${code}` };
    } else if (Object.hasOwn(ERRNO_KINDS, code)) {
      const where = typeof path === "string" ? ` on ${path}` : "";
      const call = typeof syscall === "string" ? ` (${syscall})` : "";
      return { kind: ERRNO_KINDS[code]!, cause: `${code}${where}${call}` };
    }
  }
  if (error instanceof AggregateError) {
    for (const item of error.errors) {
      const found = storageRefusalOf(item, depth + 1);
      if (found) return found;
    }
  }
  return storageRefusalOf(cause, depth + 1);
}

/** The sentence for whoever is told: a visitor (try again later) or a member of staff (tell the server's keeper). */
export function storageRefusalMessage(refusal: StorageRefusal, audience: "visitor" | "staff"): string {
  return STORAGE_REFUSAL_MESSAGES[audience][refusal.kind];
}

/**
 * The log line of a refusal: what refused (`storage`), the error through the log's serializer
 * (its type, message, code and causes; never a failing row), and what was being done.
 */
export function logStorageRefusal(
  log: FastifyBaseLogger,
  error: unknown,
  refusal: StorageRefusal,
  doing: string,
): void {
  log.error(
    { err: error, storage: refusal.cause },
    `Storage refused the write (${refusal.cause}) while ${doing}: nothing was saved`,
  );
}

/**
 * The load context's `refusedWrite` for a request's logger: a refusal is logged with what was being
 * done and turned into the visitor's sentence; any other failure is left to the caller (null).
 */
export function visitorRefusals(log: FastifyBaseLogger) {
  return (error: unknown, doing: string): { kind: StorageRefusalKind; message: string } | null => {
    const refusal = storageRefusalOf(error);
    if (!refusal) return null;
    logStorageRefusal(log, error, refusal, doing);
    return { kind: refusal.kind, message: storageRefusalMessage(refusal, "visitor") };
  };
}
