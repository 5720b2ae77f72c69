import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { pgError } from "#tests/support/pg-errors";
import { PictureStorageUnavailable } from "#server/domain/pictures/picture-storage";
import { storageRefusalMessage, storageRefusalOf } from "./storage-refusal";

function errno(code: string, syscall: string, file: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: refused, ${syscall} '${file}'`), { code, syscall, path: file, errno: -1 });
}

describe("storageRefusalOf", () => {
  it("reads PostgreSQL's disk-full and read-only SQLSTATEs as node-postgres reports them", () => {
    expect(
      storageRefusalOf(pgError("53100", 'could not extend file "base/16384/16385": No space left on device')),
    ).toEqual({
      kind: "disk-full",
      cause: "PostgreSQL 53100",
    });
    expect(storageRefusalOf(pgError("25006", "cannot execute INSERT in a read-only transaction"))).toEqual({
      kind: "cannot-write",
      cause: "PostgreSQL 25006",
    });
    // Other SQLSTATEs are not the storage's: a unique violation, a lost connection, a bad query.
    for (const code of ["23505", "57P01", "42P01", "53300"])
      expect(storageRefusalOf(pgError(code, "other"))).toBeNull();
  });

  it("reads the file system's refusals with the path and the call that met them", () => {
    expect(storageRefusalOf(errno("ENOSPC", "write", "/srv/media/tmp/upload-1"))).toEqual({
      kind: "disk-full",
      cause: "ENOSPC on /srv/media/tmp/upload-1 (write)",
    });
    expect(storageRefusalOf(errno("EDQUOT", "open", "/a"))?.kind).toBe("disk-full");
    for (const code of ["EROFS", "EACCES", "EPERM"])
      expect(storageRefusalOf(errno(code, "mkdir", "/a"))?.kind).toBe("cannot-write");
    for (const code of ["ENOENT", "EISDIR", "ECONNRESET"])
      expect(storageRefusalOf(errno(code, "open", "/a"))).toBeNull();
  });

  it("looks through a picture storage's failure to the file system's cause", () => {
    const failure = new PictureStorageUnavailable("writing photo-1.webp failed", {
      cause: errno("ENOSPC", "open", "/srv/media/gen/.photo-1.webp.tmp"),
    });
    expect(storageRefusalOf(failure)?.cause).toBe("ENOSPC on /srv/media/gen/.photo-1.webp.tmp (open)");
    expect(storageRefusalOf(new PictureStorageUnavailable("S3 PUT failed", { cause: new Error("503") }))).toBeNull();
  });

  it("reads SQLite's own codes, and nothing else of SQLite's", () => {
    expect(storageRefusalOf(Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" }))?.kind).toBe(
      "disk-full",
    );
    for (const code of ["SQLITE_READONLY", "SQLITE_READONLY_DBMOVED", "SQLITE_IOERR_WRITE", "SQLITE_IOERR_FSYNC"])
      expect(storageRefusalOf(Object.assign(new Error("x"), { code }))?.kind, code).toBe("cannot-write");
    for (const code of ["SQLITE_BUSY", "SQLITE_CONSTRAINT_UNIQUE", "SQLITE_ERROR", "SQLITE_IOERR_READ"])
      expect(storageRefusalOf(Object.assign(new Error("x"), { code })), code).toBeNull();
  });

  it("meets a real full SQLite file and a real read-only one", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "storage-refusal-"));
    const sqlite = new SQLite(path.join(dir, "full.db"));
    try {
      sqlite.exec("CREATE TABLE t (x TEXT)");
      sqlite.pragma(`max_page_count = ${Number(sqlite.pragma("page_count", { simple: true }))}`);
      const full = caught(() => sqlite.prepare("INSERT INTO t VALUES (?)").run("x".repeat(10_000)));
      expect(storageRefusalOf(full)).toEqual({ kind: "disk-full", cause: "SQLITE_FULL" });
      sqlite.pragma("query_only = 1");
      const readOnly = caught(() => sqlite.prepare("INSERT INTO t VALUES ('y')").run());
      expect(storageRefusalOf(readOnly)).toEqual({ kind: "cannot-write", cause: "SQLITE_READONLY" });
    } finally {
      sqlite.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("says a full disk and an unwritable one differently, to visitors and to staff", () => {
    const full = { kind: "disk-full", cause: "SQLITE_FULL" } as const;
    const readOnly = { kind: "cannot-write", cause: "EROFS on /x (open)" } as const;
    expect(storageRefusalMessage(full, "visitor")).toBe(
      "The server's disk is full, so nothing was saved. Please try again later.",
    );
    expect(storageRefusalMessage(full, "staff")).toBe(
      "The server's disk is full, so nothing was saved. Tell whoever looks after the server.",
    );
    expect(storageRefusalMessage(readOnly, "staff")).toBe(
      "The server cannot write its files, so nothing was saved. Tell whoever looks after the server.",
    );
    // Never the cause itself: paths and codes are for the log.
    expect(storageRefusalMessage(readOnly, "visitor")).not.toContain("EROFS");
  });
});

function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
}
