import type { FastifyPluginAsync } from "fastify";
import { HONEYPOT_FIELD } from "../../contract/honeypot";
import { ministrySchema } from "../../contract/schemas";
import { endpoint } from "./http";
import type { ApiOptions } from "./index";
import { NON_FIELD_ERRORS, validateBody } from "./validation";

export const MINISTRY_RECEIVED = "Thank you! Your form has been received and the ministry team will be in touch soon.";
/** Characters of JSON the fields SPEC §3 does not name may take. */
export const EXTRA_LIMIT = 4000;
export const EXTRA_TOO_LARGE = `The additional fields are too long: at most ${EXTRA_LIMIT} characters in all.`;

// The honeypot is not an extra answer of the form: never kept in `extra`.
const KNOWN_FIELDS = new Set([...Object.keys(ministrySchema.shape), HONEYPOT_FIELD]);

/** Ministry applications and inquiries; keys beyond the named fields are kept as JSON in `extra`. */
export const ministryRoutes: FastifyPluginAsync<ApiOptions> = async (api, { services, guard }) => {
  endpoint(
    api,
    "/ministry-forms/",
    {
      POST: async (request, reply) => {
        const input = validateBody(ministrySchema, request.body);
        if (!input.ok) return reply.code(400).send(input.errors);
        const extra = Object.fromEntries(Object.entries(input.body).filter(([key]) => !KNOWN_FIELDS.has(key)));
        if (JSON.stringify(extra).length > EXTRA_LIMIT) {
          return reply.code(400).send({ [NON_FIELD_ERRORS]: [EXTRA_TOO_LARGE] });
        }
        // A bot that filled the honeypot gets the same answer; nothing is stored.
        if (!guard.isBot("ministry-forms", input.body[HONEYPOT_FIELD], request.ip)) {
          await services.submissions.ministry(input.data, extra);
        }
        return reply.code(201).send({ detail: MINISTRY_RECEIVED });
      },
    },
    { submission: "ministry-forms" },
  );
};
