import Fastify, { type FastifyBaseLogger } from "fastify";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { handleContactPost } from "~/features/contact/action.server";
import { loggerOptions } from "#server/http/logging";
import { pgUniqueViolation } from "#tests/support/pg-errors";
import { createTestApi, formPost, pageContext, type TestApi } from "./support";

/**
 * A page's form that fails to store without JavaScript is logged through the request's logger, in
 * the server's one log format (server/http/logging.ts): its reqId on the line, what failed named, and
 * nothing the visitor sent; never console.error.
 */
const ADDRESS = "chipo.private@example.org";
const MESSAGE = "Please pray for my sister's marriage.";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(async () => {
  await t?.close();
});

/** A request's logger as in production, writing into `lines`. */
function requestLogger(lines: string[], reqId: string): FastifyBaseLogger {
  const app = Fastify({ logger: loggerOptions("production", { write: (line) => void lines.push(line) }) });
  return app.log.child({ reqId });
}

describe("a form post that fails to store", () => {
  it("is logged once through the request's logger, without the visitor's address or message", async () => {
    const consoleError = vi.spyOn(console, "error");
    vi.spyOn(t.services.submissions, "contact").mockRejectedValueOnce(pgUniqueViolation(ADDRESS));
    const lines: string[] = [];
    const context: AppLoadContext = { ...pageContext(t), log: requestLogger(lines, "req-42") };
    const fields = { intent: "message", firstName: "Chipo", lastName: "Dube", email: ADDRESS, subject: "Prayer" };
    const result = await handleContactPost(formPost("/contact-us", { ...fields, message: MESSAGE }), context);

    expect(result).toMatchObject({ ok: false, message: "There was an error sending your message." });
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      level: 50,
      reqId: "req-42",
      kind: "contact",
      msg: "Form post failed (contact, no JavaScript)",
      err: { type: "DatabaseError", code: "23505", constraint: "newsletter_subscribers_email_normalized_key" },
    });
    expect(lines.join("\n")).not.toContain(ADDRESS);
    expect(lines.join("\n")).not.toContain("sister");
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
