import type { FastifyPluginAsync } from "fastify";
import { HONEYPOT_FIELD } from "../../contract/honeypot";
import { newsletterSchema } from "../../contract/schemas";
import { endpoint } from "./http";
import type { ApiOptions } from "./index";
import { validateBody } from "./validation";

export const SUBSCRIBED = "Successfully subscribed!";

/**
 * Newsletter sign-up, idempotent: an address already on the list (in any case) answers 200 with
 * the same message, so the answer does not reveal more than that the request worked.
 */
export const newsletterRoutes: FastifyPluginAsync<ApiOptions> = async (api, { services, guard }) => {
  endpoint(
    api,
    "/newsletter/subscribe/",
    {
      POST: async (request, reply) => {
        const input = validateBody(newsletterSchema, request.body);
        if (!input.ok) return reply.code(400).send(input.errors);
        // A bot that filled the honeypot is answered as a new subscriber; nothing is stored.
        const { created } = guard.isBot("newsletter", input.body[HONEYPOT_FIELD], request.ip)
          ? { created: true }
          : await services.submissions.subscribe(input.data);
        return reply.code(created ? 201 : 200).send({ detail: SUBSCRIBED });
      },
    },
    { submission: "newsletter" },
  );
};
