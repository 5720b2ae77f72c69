import type { LinkDescriptor } from "react-router";
import { site } from "#content/site/site";

/** The sermons' podcast feed (app/features/sermons/podcast.ts builds it). */
export const PODCAST_PATH = "/sermons/podcast.xml";
export const PODCAST_TITLE = `${site.name} Sermons`;

/** The podcast feed, announced in the head of /sermons and of each sermon's page. */
export function podcastLinks(): LinkDescriptor[] {
  return [{ rel: "alternate", type: "application/rss+xml", title: PODCAST_TITLE, href: PODCAST_PATH }];
}
