import type { FastifyPluginAsync } from "fastify";
import { newsletterSchema } from "../../contract/schemas";
import { endpoint } from "./http";
import type { ApiOptions } from "./index";
import { postRateLimit } from "./rate-limit";
import { validateBody } from "./validation";

export const SUBSCRIBED = "Successfully subscribed!";

/**
 * Newsletter sign-up, idempotent: an address already on the list (in any case) answers 200 with
 * the same message, so the answer does not reveal more than that the request worked.
 */
export const newsletterRoutes: FastifyPluginAsync<ApiOptions> = async (api, { services, config }) => {
  endpoint(
    api,
    "/newsletter/subscribe/",
    {
      POST: async (request, reply) => {
        const input = validateBody(newsletterSchema, request.body);
        if (!input.ok) return reply.code(400).send(input.errors);
        const { created } = await services.submissions.subscribe(input.data);
        return reply.code(created ? 201 : 200).send({ detail: SUBSCRIBED });
      },
    },
    { rateLimit: postRateLimit(config) },
  );
};
