import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkToolVersion, connectionForTools, majorOfVersionLine } from "./postgres-tools";
import { describeError, withoutSecrets } from "./error-text";

/** A folder holding only a `pg_dump` that prints `version` (a stand-in for an old client package). */
function fakeTool(version: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fake-pg-"));
  fs.writeFileSync(path.join(dir, "pg_dump"), `#!/bin/sh\necho "${version}"\n`, { mode: 0o755 });
  return dir;
}

describe("PostgreSQL's tools", () => {
  it("read the major version of --version", () => {
    expect(majorOfVersionLine("pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)")).toBe(15);
    expect(majorOfVersionLine("pg_restore (PostgreSQL) 17.2")).toBe(17);
    expect(majorOfVersionLine("pg_dump (PostgreSQL) 9.6.24")).toBeCloseTo(9.6);
    expect(majorOfVersionLine("something else")).toBeNull();
  });

  it("not installed: the message names the Debian package postgresql-client", async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), "no-pg-"));
    await expect(checkToolVersion("pg_dump", 15, { PATH: empty })).rejects.toThrow(
      /pg_dump is not installed .*apt-get install postgresql-client.*postgresql-client-15/,
    );
  });

  it("older than the server: refused, saying which package to install", async () => {
    await expect(checkToolVersion("pg_dump", 15, { PATH: fakeTool("pg_dump (PostgreSQL) 13.16") })).rejects.toThrow(
      /pg_dump 13 is older than the PostgreSQL server \(15\): install the Debian package postgresql-client/,
    );
    await expect(checkToolVersion("pg_dump", 15, { PATH: fakeTool("pg_dump (PostgreSQL) 16.4") })).resolves.toBe(16);
  });

  it("get the password in PGPASSWORD, never on their command line", () => {
    const { url, env } = connectionForTools("postgres://church:s%40cret@db.example.org:5432/site?sslmode=require");
    expect(url).toBe("postgres://church@db.example.org:5432/site?sslmode=require");
    expect(env.PGPASSWORD).toBe("s@cret");
  });
});

describe("a failure's words", () => {
  it("blank out secrets and the credentials of any URL, and keep the causes", () => {
    const text = withoutSecrets(
      "connect to postgres://church:hunter22@db:5432/site failed; key abcdSECRETkey in the answer",
      ["abcdSECRETkey"],
    );
    expect(text).toBe("connect to postgres://[hidden]@db:5432/site failed; key [hidden] in the answer");
    const error = new Error("S3 PUT backups/x failed", {
      cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:9"), { code: "ECONNREFUSED" }),
    });
    expect(describeError(error)).toBe("S3 PUT backups/x failed: connect ECONNREFUSED 127.0.0.1:9");
  });
});
