import type { Route } from "./+types/blog-rss";
import { buildRss, RSS_ITEM_LIMIT } from "~/features/blog/rss";

/** /blog/rss.xml: RSS 2.0 of the newest posts, linked from every blog page's head. */
export async function loader({ context }: Route.LoaderArgs) {
  let newest;
  try {
    newest = await context.services.posts.feed(RSS_ITEM_LIMIT);
  } catch (error) {
    context.log.error({ err: error }, "RSS: failed to load the posts");
    return new Response("The feed is not available right now.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
    });
  }
  return new Response(buildRss(newest, context.siteUrl, (await context.church()).name), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=900",
    },
  });
}
