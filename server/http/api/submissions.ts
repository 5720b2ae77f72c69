import type { FastifyPluginAsync } from "fastify";
import type { SubmissionKind } from "#contract/submissions";
import { IDEMPOTENCY_HEADER, INVALID_KEY, readKey } from "#server/domain/submissions/idempotency";
import { endpoint } from "./http";
import type { ApiOptions } from "./options";

/** Where each kind of submission is posted. */
export const SUBMISSION_PATHS: Record<SubmissionKind, string> = {
  comments: "/comments/create/",
  contact: "/contact/contact/submit/",
  newsletter: "/newsletter/subscribe/",
  prayers: "/prayers/submit/",
  "ministry-forms": "/ministry-forms/",
};

/**
 * The API's POST endpoints: each hands its parsed body to the submission handler of its kind
 * (server/domain/submissions/handlers.ts), which the pages' no-JavaScript posts share, and answers what it
 * says: 200/201 with the answer, or 400 with DRF's field messages. Rate-limited per client address
 * and kind before the body is read (the `submission` route config, server/http/api/index.ts).
 */
export const submissionRoutes: FastifyPluginAsync<ApiOptions> = async (api, { submit, idempotency }) => {
  for (const [kind, path] of Object.entries(SUBMISSION_PATHS) as [SubmissionKind, string][]) {
    endpoint(
      api,
      path,
      {
        POST: async (request, reply) => {
          const store = async () => {
            const outcome = await submit[kind](request.body, request.ip);
            return outcome.ok
              ? { status: outcome.status, body: outcome.answer }
              : { status: 400, body: outcome.errors };
          };
          // An Idempotency-Key: a repeat gets the first answer back and stores nothing.
          const key = readKey(request.headers[IDEMPOTENCY_HEADER]);
          if (key === null) return reply.code(400).send(INVALID_KEY);
          if (key === undefined) {
            const answer = await store();
            return reply.code(answer.status).send(answer.body);
          }
          const begun = await idempotency.begin(kind, key, request.body);
          if (begun.kind !== "fresh") {
            if (begun.kind === "repeat") reply.header("idempotent-replayed", "true");
            return reply.code(begun.answer.status).send(begun.answer.body);
          }
          let answer;
          try {
            answer = await store();
          } catch (error) {
            await idempotency.abandon(kind, key).catch(() => undefined);
            throw error;
          }
          await idempotency.finish(kind, key, answer);
          return reply.code(answer.status).send(answer.body);
        },
      },
      { submission: kind },
    );
  }
};
