import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { pgUniqueViolation } from "#tests/support/pg-errors";
import { logFormatOf, textLines } from "./log-lines";
import { loggerOptions } from "./logging";

/** A Fastify instance logging as production does, in `format`, into `lines`. */
function app(format: "json" | "text") {
  const lines: string[] = [];
  const instance = Fastify({ logger: loggerOptions("production", { write: (line) => void lines.push(line) }, format) });
  return { instance, lines };
}

const CLOCK = /^\d\d:\d\d:\d\d {2}/;

describe("which format the log takes", () => {
  it("LOG_FORMAT when set; else readable lines at a terminal, JSON for a service manager, a pipe or a file", () => {
    expect(logFormatOf(null, true)).toBe("text");
    expect(logFormatOf(null, false)).toBe("json");
    expect(logFormatOf("json", true)).toBe("json");
    expect(logFormatOf("text", false)).toBe("text");
  });
});

describe("the text lines a person at a terminal reads", () => {
  it("one short line per request, with its status and time, instead of two JSON objects", async () => {
    const { instance, lines } = app("text");
    instance.get("/sermons", async () => "ok");
    instance.get("/admin/reset/:token", async (_request, reply) => reply.code(404).send("gone"));
    await instance.inject({ method: "GET", url: "/sermons?q=grief" });
    await instance.inject({ method: "GET", url: "/admin/reset/AbC_123-secret" });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d {2}GET \/sermons {2}200 {2}\d+ ms\n$/);
    // The same serializers: no query string, no one-time link's secret.
    expect(lines[1]).toMatch(/^\d\d:\d\d:\d\d {2}GET \/admin\/reset\/\[link\] {2}404 {2}\d+ ms\n$/);
    expect(lines.join("")).not.toMatch(/grief|AbC_123/);
    await instance.close();
  });

  it("a message with its level, an error with its type and message, and its stack when it is an error", async () => {
    const { instance, lines } = app("text");
    await instance.ready();
    instance.log.warn("Rate limits: Redis unavailable; requests are not counted until it is back.");
    instance.log.error({ err: pgUniqueViolation("x@y.z") }, "Newsletter: failed to store");
    expect(lines[0]).toMatch(CLOCK);
    expect(lines[0]).toContain("  WARN  Rate limits: Redis unavailable; requests are not counted until it is back.\n");
    const [first, ...stack] = lines[1]!.trimEnd().split("\n");
    expect(first).toContain(
      '  ERROR  Newsletter: failed to store: DatabaseError: duplicate key value violates unique constraint "newsletter_subscribers_email_normalized_key"',
    );
    expect(stack.length).toBeGreaterThan(0);
    for (const frame of stack) expect(frame).toMatch(/^ {4}at /);
    expect(lines.join("")).not.toContain("x@y.z");
    await instance.close();
  });

  it("JSON stays one object a line, as the service's journal takes it", async () => {
    const { instance, lines } = app("json");
    instance.get("/", async () => "ok");
    await instance.inject({ method: "GET", url: "/" });
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
      "incoming request",
      "request completed",
    ]);
    await instance.close();
  });

  it("passes on a line that is not JSON, and forgets requests that never completed", () => {
    const out: string[] = [];
    const text = textLines({ write: (line) => void out.push(line) });
    text.write("not json\n");
    for (let i = 0; i < 1500; i++)
      text.write(
        JSON.stringify({ level: 30, msg: "incoming request", reqId: `r${i}`, req: { method: "GET", url: "/" } }),
      );
    text.write(JSON.stringify({ level: 30, msg: "request completed", reqId: "r0", res: { statusCode: 200 } }));
    expect(out[0]).toBe("not json\n");
    expect(out[1]).toMatch(/ {2}\(request\) {2}200\n$/);
  });
});
