import type { FastifyPluginAsync } from "fastify";
import { commentSchema } from "../../contract/schemas";
import { endpoint } from "./http";
import type { ApiOptions } from "./index";
import { postRateLimit } from "./rate-limit";
import { validateBody } from "./validation";

export const COMMENT_CREATED = "Your comment has been submitted successfully and is pending approval.";

/** New comments: stored as pending, never shown until approved; the email is never returned. */
export const commentRoutes: FastifyPluginAsync<ApiOptions> = async (api, { services, config }) => {
  endpoint(
    api,
    "/comments/create/",
    {
      POST: async (request, reply) => {
        const input = validateBody(commentSchema, request.body);
        if (!input.ok) return reply.code(400).send(input.errors);
        const result = await services.comments.create(input.data);
        if (!result.ok) return reply.code(400).send(result.errors);
        return reply.code(201).send({ ...result.comment, detail: COMMENT_CREATED });
      },
    },
    { rateLimit: postRateLimit(config) },
  );
};
