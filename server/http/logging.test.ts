import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { pgUniqueViolation } from "#tests/support/pg-errors";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { batchedStdout, loggerOptions, pathOf, serializeError } from "./logging";

/** The log lines a Fastify instance with our logger options writes, parsed. */
function capturingApp(nodeEnv = "production") {
  const lines: string[] = [];
  const app = Fastify({ logger: loggerOptions(nodeEnv, { write: (line) => void lines.push(line) }) });
  return { app, lines, records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

const ADDRESS = "x@y.z";
const uniqueViolation = () => pgUniqueViolation(ADDRESS);

describe("the err serializer", () => {
  it("logs a pg error without the values of its detail, hint, where and query", async () => {
    const { app, lines, records } = capturingApp();
    await app.ready();
    app.log.error({ err: uniqueViolation() }, "Newsletter: failed to store");
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(ADDRESS);
    const { err } = records()[0] as { err: Record<string, unknown> };
    expect(err).toMatchObject({
      type: "DatabaseError",
      code: "23505",
      table: "newsletter_subscribers",
      constraint: "newsletter_subscribers_email_normalized_key",
      message: 'duplicate key value violates unique constraint "newsletter_subscribers_email_normalized_key"',
    });
    for (const field of ["detail", "hint", "where", "internalQuery"]) expect(err).not.toHaveProperty(field);
    await app.close();
  });

  it("also applies when an error is logged on its own, as the API's error handler does", async () => {
    const { app, lines } = capturingApp();
    await app.ready();
    app.log.error(uniqueViolation());
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("23505");
    expect(lines[0]).not.toContain(ADDRESS);
    await app.close();
  });

  it("masks an email address in a message and a stack, not a scoped package path or a version", () => {
    const error = new Error("no row for visitor@example.org");
    error.stack = `Error: no row for visitor@example.org\n    at node_modules/@fastify/compress/index.js:1:1\n    at pkg@1.2.3`;
    const logged = serializeError(error);
    expect(logged.message).toBe("no row for [email]");
    expect(logged.stack).not.toContain("visitor@example.org");
    expect(logged.stack).toContain("node_modules/@fastify/compress/index.js");
    expect(logged.stack).toContain("pkg@1.2.3");
  });

  it("hides a one-time link's secret in a message and a stack (React Router quotes the path)", () => {
    const error = new Error('No route matches URL "/admin/reset/AbC_123-xyz"');
    const logged = serializeError(error);
    expect(logged.message).toBe('No route matches URL "/admin/reset/[link]"');
    expect(logged.stack).not.toContain("AbC_123-xyz");
  });

  it("follows causes with the same rules, and stops at a cycle", () => {
    const outer = new Error("Newsletter failed", { cause: uniqueViolation() });
    const logged = serializeError(outer);
    expect(logged.cause).toMatchObject({ type: "DatabaseError", code: "23505" });
    expect(JSON.stringify(logged)).not.toContain(ADDRESS);
    const looping: Error & { cause?: unknown } = new Error("a");
    looping.cause = looping;
    expect(() => JSON.stringify(serializeError(looping))).not.toThrow();
  });

  it("logs only the kind of a thrown value that is not an Error, and a response's status", () => {
    expect(JSON.stringify(serializeError("x@y.z asked for prayer"))).not.toContain("prayer");
    expect(serializeError({ status: 503, statusText: "Service Unavailable", data: "x@y.z" })).toMatchObject({
      type: "ErrorResponse",
      status: 503,
      message: "503 Service Unavailable",
    });
    expect(JSON.stringify(serializeError({ status: 503, data: "x@y.z" }))).not.toContain("x@y.z");
  });
});

describe("request log lines", () => {
  it("carry the method and the path, not the query string", async () => {
    const { app, lines, records } = capturingApp();
    app.get("/blog/search", async () => "ok");
    await app.inject({ method: "GET", url: "/blog/search?q=grief&email=x%40y.z" });
    const request = records().find((record) => record.msg === "incoming request") as { req: unknown; reqId: string };
    expect(request.req).toEqual({
      method: "GET",
      url: "/blog/search",
      host: "localhost:80",
      remoteAddress: "127.0.0.1",
    });
    expect(records().find((record) => record.msg === "request completed")).toMatchObject({
      reqId: request.reqId,
      res: { statusCode: 200 },
    });
    expect(lines.join("\n")).not.toMatch(/grief|x%40y\.z|x@y\.z/);
    await app.close();
  });

  it("a message that quotes an address keeps no one-time link's secret (Fastify's own not-found line)", async () => {
    const { app, lines } = capturingApp();
    await app.inject({ method: "GET", url: "/admin/reset/AbC_123-xyz" });
    expect(lines.join("\n")).toContain("Route GET:/admin/reset/[link] not found");
    expect(lines.join("\n")).not.toContain("AbC_123-xyz");
    await app.close();
  });

  it("are left out below production, where only warnings and errors are written", async () => {
    const { app, lines } = capturingApp("development");
    app.get("/", async () => "ok");
    await app.inject({ method: "GET", url: "/" });
    expect(lines).toEqual([]);
    await app.close();
  });

  it("pathOf keeps a path as it is and cuts a query", () => {
    expect(pathOf("/blog")).toBe("/blog");
    expect(pathOf("/blog/search?q=a?b")).toBe("/blog/search");
  });

  // One-time links' secrets: server/http/secret-links.test.ts.
});

describe("the production log's standard output", () => {
  it("writes a turn's lines together, in order, once the turn ends", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "log-"));
    const file = path.join(dir, "out.log");
    const fd = fs.openSync(file, "w");
    try {
      const out = batchedStdout(fd);
      out.write('{"n":1}\n');
      out.write('{"n":2}\n');
      expect(fs.readFileSync(file, "utf8")).toBe("");
      await new Promise((resolve) => setImmediate(resolve));
      expect(fs.readFileSync(file, "utf8")).toBe('{"n":1}\n{"n":2}\n');
      out.write('{"n":3}\n');
      await new Promise((resolve) => setImmediate(resolve));
      expect(fs.readFileSync(file, "utf8")).toBe('{"n":1}\n{"n":2}\n{"n":3}\n');
    } finally {
      fs.closeSync(fd);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
