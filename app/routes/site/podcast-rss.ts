import type { Route } from "./+types/podcast-rss";
import { buildPodcast, PODCAST_EPISODE_LIMIT } from "~/features/sermons/podcast";

/** /sermons/podcast.xml: the sermons that have audio, as a podcast, linked from /sermons. */
export async function loader({ context }: Route.LoaderArgs) {
  let episodes;
  try {
    episodes = await context.services.sermons.podcast(PODCAST_EPISODE_LIMIT);
  } catch (error) {
    context.log.error({ err: error }, "Podcast: failed to load the sermons");
    return new Response("The feed is not available right now.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
    });
  }
  return new Response(buildPodcast(episodes, context.siteUrl, await context.church()), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=900",
    },
  });
}
