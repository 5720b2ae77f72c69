import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { freePort } from "#tools/lib/production-server";
import { isDatabaseUnavailable, markUnavailable, statusFor, watchUnavailable } from "./unavailable";

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe("isDatabaseUnavailable", () => {
  it("recognises a refused PostgreSQL connection as node-postgres reports it", async () => {
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/x` });
    const error = await client.connect().then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).not.toBeNull();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("recognises a locked SQLite database", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "unavailable-"));
    const file = path.join(dir, "locked.db");
    const holder = new SQLite(file);
    const other = new SQLite(file);
    try {
      holder.pragma("journal_mode = WAL");
      holder.exec("CREATE TABLE t (x TEXT)");
      other.pragma("busy_timeout = 0");
      holder.exec("BEGIN IMMEDIATE");
      let error: unknown = null;
      try {
        other.exec("INSERT INTO t VALUES ('x')");
      } catch (caught) {
        error = caught;
      }
      expect(error).not.toBeNull();
      expect(isDatabaseUnavailable(error)).toBe(true);
      holder.exec("ROLLBACK");
    } finally {
      holder.close();
      other.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ["a server shutting down", withCode("terminating connection due to administrator command", "57P01")],
    ["a server starting up", withCode("the database system is starting up", "57P03")],
    ["a connection failure", withCode("connection failure", "08006")],
    ["a statement timeout", withCode("canceling statement due to statement timeout", "57014")],
    ["a reset socket", withCode("read ECONNRESET", "ECONNRESET")],
    ["a lost connection", new Error("Connection terminated unexpectedly")],
    ["a full pool", new Error("timeout exceeded when trying to connect")],
    [
      "a connect timeout with its cause",
      new Error("wrapped", { cause: new Error("Connection terminated due to connection timeout") }),
    ],
    ["every address refused", new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")], "")],
  ])("recognises %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a constraint violation", withCode("duplicate key value violates unique constraint", "23505")],
    ["a syntax error", withCode('syntax error at or near "SELEC"', "42601")],
    ["a SQLite constraint", withCode("UNIQUE constraint failed: t.x", "SQLITE_CONSTRAINT_UNIQUE")],
    ["a plain bug", new TypeError("Cannot read properties of undefined (reading 'id')")],
    ["a validation failure", Object.assign(new Error("Bad Request"), { statusCode: 400 })],
    ["no error at all", undefined],
    ["a string", "ECONNREFUSED"],
  ])("does not take %s for an outage", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("watchUnavailable", () => {
  const services = {
    posts: {
      list: async () => {
        throw withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED");
      },
      bug: async () => {
        throw new TypeError("a bug");
      },
      count: () => 3,
    },
  };

  it("reports an outage and passes the error on unchanged", async () => {
    const onUnavailable = vi.fn();
    const watched = watchUnavailable(services, onUnavailable);
    await expect(watched.posts.list()).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(onUnavailable).toHaveBeenCalledTimes(1);
  });

  it("stays silent for other failures and for results", async () => {
    const onUnavailable = vi.fn();
    const watched = watchUnavailable(services, onUnavailable);
    await expect(watched.posts.bug()).rejects.toThrow("a bug");
    expect(watched.posts.count()).toBe(3);
    expect(onUnavailable).not.toHaveBeenCalled();
  });
});

describe("statusFor", () => {
  it("turns a server error into 503 only for a reply marked unavailable", () => {
    const marked = {};
    const other = {};
    markUnavailable(marked);
    expect(statusFor(marked, 500)).toBe(503);
    expect(statusFor(other, 500)).toBe(500);
    expect(statusFor(marked, 200)).toBe(200);
    expect(statusFor(marked, 404)).toBe(404);
  });
});
