import type { FastifyPluginAsync } from "fastify";
import { contactSchema } from "../../contract/schemas";
import { endpoint } from "./http";
import type { ApiOptions } from "./index";
import { postRateLimit } from "./rate-limit";
import { validateBody } from "./validation";

export const CONTACT_SENT = "Your message has been sent successfully!";

/** Contact messages from every contact-style form (the form names itself in form_type and subject). */
export const contactRoutes: FastifyPluginAsync<ApiOptions> = async (api, { services, config }) => {
  endpoint(
    api,
    "/contact/contact/submit/",
    {
      POST: async (request, reply) => {
        const input = validateBody(contactSchema, request.body);
        if (!input.ok) return reply.code(400).send(input.errors);
        await services.submissions.contact(input.data);
        return reply.code(201).send({ detail: CONTACT_SENT });
      },
    },
    { rateLimit: postRateLimit(config) },
  );
};
