import { randomBytes } from "node:crypto";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { REGISTRATION_ANSWERS, REGISTRATION_BODY, REGISTRATION_KIND, registrationPath } from "#contract/events";
import { HONEYPOT_FIELD } from "#contract/honeypot";
import { isPlainObject, validateBody } from "#contract/validation";
import { IDEMPOTENCY_HEADER, INVALID_KEY, readKey, type Answer } from "#server/domain/submissions/idempotency";
import { EVENTS_PAGE_SIZE } from "#server/domain/events/reads";
import { endpoint, NOT_FOUND, PAGE_QUERY, queryText, sendPage } from "./http";
import type { ApiOptions } from "./options";

/**
 * The church's calendar (docs/api.md, Events): the events with a date to come (`?ministry=`), one
 * event with its next dates, and registration for one of its dates. Registration is guarded as every
 * public form post is (the `submission` route config: cross-site check, then the rate limit per
 * client before the body is read; the honeypot; an Idempotency-Key), and its answer carries the
 * registrant's own private link and nothing of anyone else.
 */

/** An occurrence key as the domain writes it: "2026-01-04T15:30" or "2026-01-04". */
const OCCURRENCE_FORMAT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/;

export const eventRoutes: FastifyPluginAsync<ApiOptions> = async (api, { services, config, guard, idempotency }) => {
  const { events } = services;

  endpoint(
    api,
    "/events/",
    {
      GET: (request, reply) =>
        sendPage(request, reply, config, EVENTS_PAGE_SIZE, (page) =>
          events.list({ ministry: queryText(request.query, "ministry") }, page),
        ),
    },
    { query: [...PAGE_QUERY, "ministry"] },
  );

  endpoint(api, "/events/:slug/", {
    GET: async (request, reply) => {
      const { slug } = request.params as { slug: string };
      const event = await events.bySlug(slug);
      return event ? event : reply.code(404).send(NOT_FOUND);
    },
  });

  /** The registration itself: 201 with the private link, or the refusal in DRF's shape; nothing stored on a refusal. */
  async function registration(request: FastifyRequest, slug: string): Promise<Answer> {
    const body = request.body;
    if (!isPlainObject(body)) {
      return { status: 400, body: { non_field_errors: [REGISTRATION_ANSWERS.notAnObject] } };
    }
    const occurrence = body.occurrence;
    if (typeof occurrence !== "string" || !OCCURRENCE_FORMAT.test(occurrence)) {
      return { status: 400, body: { occurrence: [REGISTRATION_ANSWERS.occurrence] } };
    }
    const checked = validateBody(REGISTRATION_BODY, body);
    if (!checked.ok) return { status: 400, body: checked.errors };
    if (guard.isBot(REGISTRATION_KIND, body[HONEYPOT_FIELD], request.ip)) {
      // Answered as a confirmation with a link that opens nothing: the bot learns nothing.
      const token = randomBytes(32).toString("base64url");
      return { status: 201, body: answerOf("confirmed", token) };
    }
    const outcome = await events.register(slug, occurrence, body);
    if (outcome.ok) return { status: 201, body: answerOf(outcome.status, outcome.token) };
    if (outcome.reason === "not-found") return { status: 404, body: NOT_FOUND };
    return { status: 400, body: outcome.errors };
  }

  endpoint(
    api,
    "/events/:slug/register/",
    {
      POST: async (request: FastifyRequest, reply: FastifyReply) => {
        const { slug } = request.params as { slug: string };
        // An Idempotency-Key (an offline phone sending again): a repeat gets the first answer back and stores nothing.
        const key = readKey(request.headers[IDEMPOTENCY_HEADER]);
        if (key === null) return reply.code(400).send(INVALID_KEY);
        if (key === undefined) {
          const answer = await registration(request, slug);
          return reply.code(answer.status).send(answer.body);
        }
        const begun = await idempotency.begin(REGISTRATION_KIND, key, { slug, body: request.body });
        if (begun.kind !== "fresh") {
          if (begun.kind === "repeat") reply.header("idempotent-replayed", "true");
          return reply.code(begun.answer.status).send(begun.answer.body);
        }
        let answer: Answer;
        try {
          answer = await registration(request, slug);
        } catch (error) {
          await idempotency.abandon(REGISTRATION_KIND, key).catch(() => undefined);
          throw error;
        }
        await idempotency.finish(REGISTRATION_KIND, key, answer);
        return reply.code(answer.status).send(answer.body);
      },
    },
    { submission: REGISTRATION_KIND },
  );
};

function answerOf(status: "confirmed" | "waitlisted", token: string) {
  return {
    status,
    detail: status === "confirmed" ? REGISTRATION_ANSWERS.confirmed : REGISTRATION_ANSWERS.waitlisted,
    registration_url: registrationPath(token),
  };
}
