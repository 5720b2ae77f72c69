import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from "fastify";
import type { Paginated } from "#contract/types";
import type { QueryHandle } from "#contract/page-query";
import type { Config } from "#server/config";
import { lastValue, pageLinks, parsePage, parsePageSize } from "#server/lib/pagination";
import type { PageRequest, PageResult } from "#server/domain/types";
import type { GuardedKind } from "#contract/submissions";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Routes that answer before CSRF matters (unknown paths, wrong methods). */
    skipCsrf?: boolean;
    /** A POST that stores a submission: rate-limited per client address and kind. */
    submission?: GuardedKind;
    /** The query parameters a GET's answer reads: the others are dropped before it is looked up or made (contract/page-query.ts). */
    query?: QueryHandle["query"];
  }
}

export const NOT_FOUND = { detail: "Not found." } as const;
export const INVALID_PAGE = { detail: "Invalid page." } as const;

type Verb = "GET" | "POST";
const OTHER_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

export interface EndpointOptions {
  /** The endpoint's POST stores this kind of submission (rate limit, honeypot). */
  submission?: GuardedKind;
  /** The query parameters its GET reads (none when not said): no other reaches it (contract/page-query.ts). */
  query?: readonly string[];
}

/** What a paged list reads (sendPage). */
export const PAGE_QUERY = ["page", "page_size"] as const;

/**
 * One API path: its handlers, 405 for every other method (with Allow, as DRF answers), and an
 * OPTIONS answer listing what is allowed. HEAD follows GET.
 */
export function endpoint(
  api: FastifyInstance,
  path: string,
  handlers: Partial<Record<Verb, RouteHandlerMethod>>,
  options: EndpointOptions = {},
): void {
  const verbs = (Object.keys(handlers) as Verb[]).filter((verb) => handlers[verb]);
  const allow = [...verbs, ...(verbs.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", ");
  for (const verb of verbs) {
    const config = verb === "POST" ? { submission: options.submission } : { query: options.query ?? [] };
    api.route({ method: verb, url: path, handler: handlers[verb]!, config });
  }
  const notAllowed = async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(405)
      .header("allow", allow)
      .send({ detail: `Method "${request.method}" not allowed.` });
  for (const method of OTHER_METHODS) {
    if (verbs.includes(method as Verb)) continue;
    // Answered in onRequest, before the body is read: a wrong method is 405 whatever the body.
    api.route({ method, url: path, onRequest: notAllowed, handler: notAllowed, config: { skipCsrf: true } });
  }
  api.route({
    method: "OPTIONS",
    url: path,
    config: { skipCsrf: true },
    handler: async (_request, reply) =>
      reply.header("allow", allow).send({ renders: ["application/json"], parses: ["application/json"] }),
  });
}

/**
 * This request's absolute URL (DRF builds page links from it), on the configured site's origin:
 * never on the Host header, which a client chooses.
 */
export function absoluteUrl(request: FastifyRequest, siteUrl: string): string {
  return new URL(request.url, siteUrl).toString();
}

export type Query = Record<string, unknown>;

/** A query parameter's value, trimmed; undefined when absent or blank. */
export function queryText(query: unknown, name: string): string | undefined {
  const value = lastValue((query as Query | undefined)?.[name])?.trim();
  return value === undefined || value === "" ? undefined : value;
}

/**
 * Answers one page of a list in DRF's shape, or 404 "Invalid page." for a page that is not a
 * positive integer or lies past the end (page 1 of an empty list is fine).
 */
export async function sendPage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  defaultPageSize: number,
  load: (page: PageRequest) => Promise<PageResult<T> | null>,
): Promise<FastifyReply> {
  const query = request.query as Query | undefined;
  const page = parsePage(query?.page);
  if (page === null) return reply.code(404).send(INVALID_PAGE);
  const pageSize = parsePageSize(query?.page_size, defaultPageSize);
  const result = await load({ page, pageSize });
  if (result === null) return reply.code(404).send(INVALID_PAGE);
  const links = pageLinks(absoluteUrl(request, config.siteUrl), result.count, page, pageSize);
  const body: Paginated<T> = {
    count: result.count,
    next: links.next,
    previous: links.previous,
    results: result.results,
  };
  return reply.send(body);
}
