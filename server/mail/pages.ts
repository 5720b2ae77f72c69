import type { FastifyInstance, FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { site } from "../../app/content/site";
import type { Database } from "../db/schema";
import { confirmationState, confirmPath, confirmSubscription, isUnsubscribeToken, unsubscribe, unsubscribePath } from "./subscriptions";

/**
 * The newsletter's two public pages (issue 16), plain server-rendered HTML with no script, outside
 * the React app so no public bundle changes: the confirmation link's page, whose button POSTs (a
 * GET confirms nothing: mail scanners follow links), and the unsubscribe link's page. A POST to an
 * unsubscribe link unsubscribes at once whatever its body (RFC 8058 one-click, sent by mail
 * providers without any cookie or form token: the unguessable token in the URL is the authority).
 */

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escape(title)} | ${escape(site.name)}</title><style>body{margin:0;font:17px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1c1917;background:#fafaf9}main{max-width:34rem;margin:0 auto;padding:3rem 1.25rem}.site{font-weight:700;color:#1c1917;text-decoration:none}h1{font-size:1.6rem;line-height:1.25;margin:2rem 0 1rem}button{font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:.5rem;padding:.8rem 1.4rem;min-height:44px;cursor:pointer}button:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}a{color:#1d4ed8}@media (prefers-color-scheme:dark){body{background:#1c1917;color:#f5f5f4}.site{color:#f5f5f4}a{color:#93c5fd}}</style></head><body><main><a class="site" href="/">${escape(site.name)}</a><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

const paragraph = (text: string) => `<p>${escape(text)}</p>`;
const button = (action: string, label: string, field?: string) =>
  `<form method="post" action="${escape(action)}">${field ? `<input type="hidden" name="${field.split("=")[0]}" value="${field.split("=")[1]}">` : ""}<button type="submit">${escape(label)}</button></form>`;
const home = `<p><a href="/">Back to the home page</a></p>`;

function send(reply: FastifyReply, status: number, html: string): FastifyReply {
  // Personal pages: never kept by a cache, never indexed.
  return reply.code(status).header("cache-control", "no-store").header("x-robots-tag", "noindex").type("text/html; charset=utf-8").send(html);
}

const DEAD_LINK = page(
  "This link no longer works",
  paragraph("It may be old, or already used for an address that left the list. To subscribe, use the newsletter form on any page.") + home,
);

export async function registerNewsletterPages(app: FastifyInstance, db: Kysely<Database>): Promise<void> {
  await app.register(async (scope) => {
    // The button's form and the one-click POST: the body says nothing the URL does not.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 4096 }, (_request, _body, done) => done(null, null));

    scope.get<{ Params: { token: string } }>("/newsletter/confirm/:token", async (request, reply) => {
      const { token } = request.params;
      const state = await confirmationState(db, token);
      if (state === "unknown") return send(reply, 404, DEAD_LINK);
      if (state === "confirmed") {
        return send(reply, 200, page("You are subscribed", paragraph(`Thank you: the ${site.name} newsletter will come to this address. Every one carries a link to unsubscribe.`) + home));
      }
      return send(
        reply,
        200,
        page("Confirm your subscription", paragraph(`Press the button to receive the ${site.name} newsletter at the address this link was sent to.`) + button(confirmPath(token), "Confirm my subscription")),
      );
    });

    scope.post<{ Params: { token: string } }>("/newsletter/confirm/:token", async (request, reply) => {
      const { token } = request.params;
      if (!(await confirmSubscription(db, token))) return send(reply, 404, DEAD_LINK);
      return reply.code(303).header("location", confirmPath(token)).send();
    });

    scope.get<{ Params: { token: string }; Querystring: { done?: string } }>("/newsletter/unsubscribe/:token", async (request, reply) => {
      const { token } = request.params;
      if (!(await isUnsubscribeToken(db, token))) return send(reply, 404, DEAD_LINK);
      if (request.query.done !== undefined) {
        return send(reply, 200, page("You are unsubscribed", paragraph("This address will get no more newsletters from us. To come back, subscribe again with the form on any page.") + home));
      }
      return send(
        reply,
        200,
        page("Unsubscribe from the newsletter", paragraph(`Press the button and this address will get no more ${site.name} newsletters.`) + button(unsubscribePath(token), "Unsubscribe", "List-Unsubscribe=One-Click")),
      );
    });

    scope.post<{ Params: { token: string } }>("/newsletter/unsubscribe/:token", async (request, reply) => {
      const { token } = request.params;
      if (!(await unsubscribe(db, token))) return send(reply, 404, DEAD_LINK);
      return reply.code(303).header("location", `${unsubscribePath(token)}?done`).send();
    });
  });
}
