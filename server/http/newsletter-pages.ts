import type { FastifyInstance, FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { escapeHtml as escape } from "#server/lib/text";
import { paragraph, plainPage as page } from "./plain-page";
import type { Database } from "#server/db/schema";
import {
  confirmationState,
  confirmPath,
  confirmSubscription,
  isUnsubscribeToken,
  unsubscribe,
  unsubscribePath,
} from "#server/domain/subscribers/subscriptions";
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "#contract/newsletter-links";

/**
 * The newsletter's two public pages, plain server-rendered HTML with no script, outside
 * the React app so no public bundle changes: the confirmation link's page, whose button POSTs (a
 * GET confirms nothing: mail scanners follow links), and the unsubscribe link's page. A POST to an
 * unsubscribe link unsubscribes at once whatever its body (RFC 8058 one-click, sent by mail
 * providers without any cookie or form token: the unguessable token in the URL is the authority).
 */

const button = (action: string, label: string, field?: string) =>
  `<form method="post" action="${escape(action)}">${field ? `<input type="hidden" name="${field.split("=")[0]}" value="${field.split("=")[1]}">` : ""}<button type="submit">${escape(label)}</button></form>`;
const home = `<p><a href="/">Back to the home page</a></p>`;

function send(reply: FastifyReply, status: number, html: string): FastifyReply {
  // Personal pages: never kept by a cache, never indexed.
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .header("x-robots-tag", "noindex")
    .type("text/html; charset=utf-8")
    .send(html);
}

const DEAD_LINK = page(
  "This link no longer works",
  paragraph(
    "It may be old, or already used for an address that left the list. To subscribe, use the newsletter form on any page.",
  ) + home,
);

export async function registerNewsletterPages(app: FastifyInstance, db: Kysely<Database>): Promise<void> {
  await app.register(async (scope) => {
    // The button's form and the one-click POST: the body says nothing the URL does not.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, null),
    );

    scope.get<{ Params: { token: string } }>(`${NEWSLETTER_CONFIRM_PATH}/:token`, async (request, reply) => {
      const { token } = request.params;
      const state = await confirmationState(db, token);
      if (state === "unknown") return send(reply, 404, DEAD_LINK);
      if (state === "confirmed") {
        return send(
          reply,
          200,
          page(
            "You are subscribed",
            paragraph(`Thank you: our newsletter will come to this address. Every one carries a link to unsubscribe.`) +
              home,
          ),
        );
      }
      return send(
        reply,
        200,
        page(
          "Confirm your subscription",
          paragraph(`Press the button to receive our newsletter at the address this link was sent to.`) +
            button(confirmPath(token), "Confirm my subscription"),
        ),
      );
    });

    scope.post<{ Params: { token: string } }>(`${NEWSLETTER_CONFIRM_PATH}/:token`, async (request, reply) => {
      const { token } = request.params;
      if (!(await confirmSubscription(db, token))) return send(reply, 404, DEAD_LINK);
      return reply.code(303).header("location", confirmPath(token)).send();
    });

    scope.get<{ Params: { token: string }; Querystring: { done?: string } }>(
      `${NEWSLETTER_UNSUBSCRIBE_PATH}/:token`,
      async (request, reply) => {
        const { token } = request.params;
        if (!(await isUnsubscribeToken(db, token))) return send(reply, 404, DEAD_LINK);
        if (request.query.done !== undefined) {
          return send(
            reply,
            200,
            page(
              "You are unsubscribed",
              paragraph(
                "This address will get no more newsletters from us. To come back, subscribe again with the form on any page.",
              ) + home,
            ),
          );
        }
        return send(
          reply,
          200,
          page(
            "Unsubscribe from the newsletter",
            paragraph(`Press the button and this address will get no more of our newsletters.`) +
              button(unsubscribePath(token), "Unsubscribe", "List-Unsubscribe=One-Click"),
          ),
        );
      },
    );

    scope.post<{ Params: { token: string } }>(`${NEWSLETTER_UNSUBSCRIBE_PATH}/:token`, async (request, reply) => {
      const { token } = request.params;
      if (!(await unsubscribe(db, token))) return send(reply, 404, DEAD_LINK);
      return reply
        .code(303)
        .header("location", `${unsubscribePath(token)}?done`)
        .send();
    });
  });
}
