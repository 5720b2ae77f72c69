import { EVENTS_PATH } from "#contract/events";
import { MINISTRIES, type MinistrySlug } from "#contract/ministries";

/**
 * The calendar's files (decision 052 records the addresses): the feed of every public event
 * (`/events.ics`), one per ministry (`/events/{ministry}.ics`, a static route per ministry, so
 * no event's address can take it: an event's slug holds no dot), one event's file
 * (`/events/{slug}/calendar.ics`) and one date's (`/events/{slug}/{occurrence}/calendar.ics`) for
 * Add to calendar. A calendar app subscribes with the webcal: scheme.
 */

export const FEED_PATH = `${EVENTS_PATH}.ics`;

export function ministryFeedPath(ministry: MinistrySlug): string {
  return `${EVENTS_PATH}/${ministry}.ics`;
}

export function eventFilePath(slug: string): string {
  return `${EVENTS_PATH}/${slug}/calendar.ics`;
}

export function dateFilePath(slug: string, occurrence: string): string {
  return `${EVENTS_PATH}/${slug}/${occurrence}/calendar.ics`;
}

/** The feed's address to subscribe to in a calendar app (webcal:), from the site's https:// one. */
export function subscribeUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/^https?:/, "webcal:")}${path}`;
}

export const FEED_MINISTRIES = Object.keys(MINISTRIES) as MinistrySlug[];

/** What the feeds answer: calendar apps poll about hourly; a browser and a proxy keep it 15 minutes. */
export const CALENDAR_HEADERS = {
  "Content-Type": "text/calendar; charset=utf-8",
  "Cache-Control": "public, max-age=900",
} as const;
