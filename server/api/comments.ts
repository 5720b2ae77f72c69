import type { FastifyPluginAsync } from "fastify";
import { HONEYPOT_FIELD } from "../../contract/honeypot";
import { commentSchema } from "../../contract/schemas";
import { endpoint } from "./http";
import type { ApiOptions } from "./index";
import { validateBody } from "./validation";

export const COMMENT_CREATED = "Your comment has been submitted successfully and is pending approval.";

/** New comments: stored as pending, never shown until approved; the email is never returned. */
export const commentRoutes: FastifyPluginAsync<ApiOptions> = async (api, { services, guard }) => {
  endpoint(
    api,
    "/comments/create/",
    {
      POST: async (request, reply) => {
        const input = validateBody(commentSchema, request.body);
        if (!input.ok) return reply.code(400).send(input.errors);
        // A bot that filled the honeypot gets the same checks and answer; nothing is stored.
        const store = !guard.isBot("comments", input.body[HONEYPOT_FIELD], request.ip);
        const result = await services.comments.create(input.data, { store });
        if (!result.ok) return reply.code(400).send(result.errors);
        return reply.code(201).send({ ...result.comment, detail: COMMENT_CREATED });
      },
    },
    { submission: "comments" },
  );
};
