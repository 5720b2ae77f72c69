import type { FastifyPluginAsync } from "fastify";
import { SERMONS_PAGE_SIZE } from "#server/lib/pagination";
import { endpoint, PAGE_QUERY, queryText, sendPage } from "./http";
import type { ApiOptions } from "./options";

/**
 * Published sermons, newest first, with DRF-style filters: `search`, `categories__slug`,
 * `categories__name` (case-insensitive) and `category` (slug, name or id). An unknown category
 * gives an empty page, as a DRF filter does.
 */
export const sermonRoutes: FastifyPluginAsync<ApiOptions> = async (api, { services, config }) => {
  const { sermons } = services;

  endpoint(
    api,
    "/sermons/",
    {
      GET: (request, reply) =>
        sendPage(request, reply, config, SERMONS_PAGE_SIZE, (page) =>
          sermons.list(
            {
              search: queryText(request.query, "search"),
              categorySlug: queryText(request.query, "categories__slug"),
              categoryName: queryText(request.query, "categories__name"),
              category: queryText(request.query, "category"),
            },
            page,
          ),
        ),
    },
    { query: [...PAGE_QUERY, "search", "categories__slug", "categories__name", "category"] },
  );
  endpoint(api, "/sermons/latest/", { GET: async () => sermons.latest() });
  endpoint(api, "/sermons/categories/", { GET: async () => sermons.categories() });
};
