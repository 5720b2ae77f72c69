import type { FastifyInstance } from "fastify";
import { PAYNOW_RESULT_PATH } from "#contract/giving";
import type { Giving } from "#server/domain/giving/giving";

/** A status update is a handful of short fields; anything larger is not Paynow's. */
const RESULT_BODY_LIMIT = 8 * 1024;

/**
 * Paynow's result URL (docs/decisions/048-giving-through-paynow.md): Paynow posts each status
 * update here, URL-encoded, from its own servers (no browser, no Origin: outside the pages'
 * same-origin rule). The update is verified with its gift's key, then not believed: the domain
 * polls Paynow and only the poll's answer changes the gift. A verified update whose poll did not
 * answer gets 503, so Paynow sends it again; one we cannot use gets 400 and changes nothing. The
 * answer says nothing of the gift; the log line names only the outcome.
 */
export async function registerPaynowResult(app: FastifyInstance, giving: Giving): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string", bodyLimit: RESULT_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(PAYNOW_RESULT_PATH, async (request, reply) => {
      reply.header("cache-control", "no-store").type("text/plain; charset=utf-8");
      const body = typeof request.body === "string" ? request.body : "";
      const outcome = await giving.handleResultPost(body);
      if (!outcome.accepted) {
        request.log.warn(`Paynow status update refused (${outcome.reason})`);
        return reply.code(400).send("Refused");
      }
      if (!outcome.confirmed) return reply.code(503).header("retry-after", "30").send("Not confirmed yet");
      return reply.code(200).send("OK");
    });
  });
}
