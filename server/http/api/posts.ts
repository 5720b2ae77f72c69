import type { FastifyPluginAsync } from "fastify";
import { POSTS_PAGE_SIZE } from "#server/lib/pagination";
import { parseArchive } from "#server/lib/dates";
import { endpoint, NOT_FOUND, PAGE_QUERY, queryText, sendPage } from "./http";
import type { ApiOptions } from "./options";

export const ARCHIVE_DATE_MESSAGE = 'Enter a month as month-year, e.g. "march-2025" (or "2025-03").';
export const REQUIRED_MESSAGE = "This field is required.";

/** The blog's posts: lists, one post, its approved comments, archives. */
export const postRoutes: FastifyPluginAsync<ApiOptions> = async (api, { services, config }) => {
  const { posts, comments } = services;

  endpoint(
    api,
    "/posts/",
    { GET: (request, reply) => sendPage(request, reply, config, POSTS_PAGE_SIZE, (page) => posts.list({}, page)) },
    { query: PAGE_QUERY },
  );
  endpoint(api, "/posts/featured/", { GET: async () => posts.featured() });
  endpoint(api, "/posts/latest/", { GET: async () => posts.latest() });
  endpoint(api, "/posts/recent/", { GET: async () => posts.recent() });
  endpoint(api, "/posts/archives/", { GET: async () => posts.archives() });

  endpoint(
    api,
    "/posts/archive/",
    {
      GET: async (request, reply) => {
        const date = queryText(request.query, "date");
        if (date === undefined) return reply.code(400).send({ date: [REQUIRED_MESSAGE] });
        if (!parseArchive(date)) return reply.code(400).send({ date: [ARCHIVE_DATE_MESSAGE] });
        return sendPage(request, reply, config, POSTS_PAGE_SIZE, (page) => posts.list({ archive: date }, page));
      },
    },
    { query: [...PAGE_QUERY, "date"] },
  );

  endpoint(api, "/posts/:slug/", {
    GET: async (request, reply) => {
      const { slug } = request.params as { slug: string };
      const post = await posts.bySlug(slug);
      return post ? post : reply.code(404).send(NOT_FOUND);
    },
  });

  endpoint(api, "/posts/:slug/comments/", {
    GET: async (request, reply) => {
      const { slug } = request.params as { slug: string };
      const tree = await comments.treeForPost(slug);
      return tree ? tree : reply.code(404).send(NOT_FOUND);
    },
  });
};
