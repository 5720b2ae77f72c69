import type { FastifyPluginAsync } from "fastify";
import { HONEYPOT_FIELD } from "../../contract/honeypot";
import { MESSAGES, prayerSchema } from "../../contract/schemas";
import { endpoint } from "./http";
import type { ApiOptions } from "./index";
import { isPlainObject, validateBody } from "./validation";

export const PRAYER_RECEIVED = "Your prayer request has been submitted. Our team will be praying for you.";

function hasText(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}

/** Prayer requests: private (leaders only) unless the visitor says otherwise; never read back. */
export const prayerRoutes: FastifyPluginAsync<ApiOptions> = async (api, { services, guard }) => {
  endpoint(
    api,
    "/prayers/submit/",
    {
      POST: async (request, reply) => {
        const input = validateBody(prayerSchema, request.body);
        if (!input.ok) {
          // The schema checks the request text only once the other fields pass; report it with them.
          const body = request.body === undefined ? {} : request.body;
          const errors = input.errors;
          if (
            isPlainObject(body) &&
            !errors.request &&
            !errors.request_text &&
            !hasText(body.request) &&
            !hasText(body.request_text)
          ) {
            errors.request = [MESSAGES.required];
          }
          return reply.code(400).send(errors);
        }
        // A bot that filled the honeypot gets the same answer; nothing is stored.
        if (!guard.isBot("prayers", input.body[HONEYPOT_FIELD], request.ip)) {
          await services.submissions.prayer(input.data);
        }
        return reply.code(201).send({ detail: PRAYER_RECEIVED });
      },
    },
    { submission: "prayers" },
  );
};
