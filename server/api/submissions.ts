import type { FastifyPluginAsync } from "fastify";
import type { SubmissionKind } from "../submissions/guard";
import { endpoint } from "./http";
import type { ApiOptions } from "./index";

/** Where each kind of submission is posted (SPEC §7). */
export const SUBMISSION_PATHS: Record<SubmissionKind, string> = {
  comments: "/comments/create/",
  contact: "/contact/contact/submit/",
  newsletter: "/newsletter/subscribe/",
  prayers: "/prayers/submit/",
  "ministry-forms": "/ministry-forms/",
};

/**
 * The spec's POST endpoints: each hands its parsed body to the intake of its kind
 * (server/submissions/intake.ts), which the pages' no-JavaScript posts share, and answers what it
 * says: 200/201 with the answer, or 400 with DRF's field messages. Rate-limited per client address
 * and kind before the body is read (the `submission` route config, server/api/index.ts).
 */
export const submissionRoutes: FastifyPluginAsync<ApiOptions> = async (api, { intake }) => {
  for (const [kind, path] of Object.entries(SUBMISSION_PATHS) as [SubmissionKind, string][]) {
    endpoint(
      api,
      path,
      {
        POST: async (request, reply) => {
          const outcome = await intake[kind](request.body, request.ip);
          return outcome.ok ? reply.code(outcome.status).send(outcome.answer) : reply.code(400).send(outcome.errors);
        },
      },
      { submission: kind },
    );
  }
};
