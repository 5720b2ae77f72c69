import type { FastifyPluginAsync } from "fastify";
import { MESSAGES } from "#contract/validation";
import { POSTS_PAGE_SIZE } from "#server/lib/pagination";
import { searchTerms } from "#server/lib/text";
import { endpoint, PAGE_QUERY, queryText, sendPage } from "./http";
import type { ApiOptions } from "./options";

/** Blog search over title, excerpt, content text, author, category and tags. */
export const searchRoutes: FastifyPluginAsync<ApiOptions> = async (api, { services, config }) => {
  endpoint(
    api,
    "/search/",
    {
      GET: async (request, reply) => {
        const q = queryText(request.query, "q");
        if (q === undefined || searchTerms(q).length === 0) return reply.code(400).send({ q: [MESSAGES.blank] });
        return sendPage(request, reply, config, POSTS_PAGE_SIZE, (page) => services.posts.list({ search: q }, page));
      },
    },
    { query: [...PAGE_QUERY, "q"] },
  );
};
