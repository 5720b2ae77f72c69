import type { LinkDescriptor } from "react-router";

/** The sermons' podcast feed (app/features/sermons/podcast.ts builds it). */
export const PODCAST_PATH = "/sermons/podcast.xml";

/** The podcast's title: the church's name and "Sermons". */
export function podcastTitle(churchName: string): string {
  return `${churchName} Sermons`;
}

/**
 * The podcast feed, announced in the head of /sermons and of each sermon's page (route `links`,
 * which sees no loader data: so the title without the church's name; the feed itself carries it).
 */
export function podcastLinks(): LinkDescriptor[] {
  return [{ rel: "alternate", type: "application/rss+xml", title: "Sermons podcast", href: PODCAST_PATH }];
}
