import type { FastifyPluginAsync } from "fastify";
import { POSTS_PAGE_SIZE } from "#server/lib/pagination";
import { endpoint, NOT_FOUND, PAGE_QUERY, sendPage } from "./http";
import type { ApiOptions } from "./options";

/** Posts of a tag, named by slug or by name ("Prayer Life" finds prayer-life). */
export const tagRoutes: FastifyPluginAsync<ApiOptions> = async (api, { services, config }) => {
  const { posts } = services;

  endpoint(
    api,
    "/tags/:tag/posts/",
    {
      GET: async (request, reply) => {
        const { tag: name } = request.params as { tag: string };
        const tag = await posts.tag(name);
        if (!tag) return reply.code(404).send(NOT_FOUND);
        return sendPage(request, reply, config, POSTS_PAGE_SIZE, (page) => posts.list({ tag: tag.slug }, page));
      },
    },
    { query: PAGE_QUERY },
  );
};
