import type { FastifyPluginAsync } from "fastify";
import { POSTS_PAGE_SIZE } from "#server/lib/pagination";
import { endpoint, NOT_FOUND, PAGE_QUERY, sendPage } from "./http";
import type { ApiOptions } from "./options";

/** Blog categories and their posts; a category is named by numeric id or slug. */
export const categoryRoutes: FastifyPluginAsync<ApiOptions> = async (api, { services, config }) => {
  const { posts } = services;

  endpoint(api, "/categories/", { GET: async () => posts.categories() });

  endpoint(
    api,
    "/categories/:id/posts/",
    {
      GET: async (request, reply) => {
        const { id } = request.params as { id: string };
        const category = await posts.category(id);
        if (!category) return reply.code(404).send(NOT_FOUND);
        return sendPage(request, reply, config, POSTS_PAGE_SIZE, (page) =>
          posts.list({ category: category.slug }, page),
        );
      },
    },
    { query: PAGE_QUERY },
  );
};
