import type { FastifyPluginAsync } from "fastify";
import { HONEYPOT_FIELD } from "../../contract/honeypot";
import { contactSchema } from "../../contract/schemas";
import { endpoint } from "./http";
import type { ApiOptions } from "./index";
import { validateBody } from "./validation";

export const CONTACT_SENT = "Your message has been sent successfully!";

/** Contact messages from every contact-style form (the form names itself in form_type and subject). */
export const contactRoutes: FastifyPluginAsync<ApiOptions> = async (api, { services, guard }) => {
  endpoint(
    api,
    "/contact/contact/submit/",
    {
      POST: async (request, reply) => {
        const input = validateBody(contactSchema, request.body);
        if (!input.ok) return reply.code(400).send(input.errors);
        // A bot that filled the honeypot gets the same answer; nothing is stored.
        if (!guard.isBot("contact", input.body[HONEYPOT_FIELD], request.ip)) {
          await services.submissions.contact(input.data);
        }
        return reply.code(201).send({ detail: CONTACT_SENT });
      },
    },
    { submission: "contact" },
  );
};
