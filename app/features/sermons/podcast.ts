import { createHash } from "node:crypto";
import type { SermonPageData } from "#server/domain/types";
import { clockDuration } from "#contract/sermon-audio";
import { logoCoverImage, type ChurchDetails } from "#contract/church";
import { escapeXml, rfc822 } from "~/features/blog/rss";
import { PODCAST_PATH, podcastTitle } from "./seo";

/**
 * The sermons' podcast, served at /sermons/podcast.xml: RSS 2.0 with the iTunes and
 * Podcasting 2.0 tags Apple Podcasts and Spotify ask for. Episodes are published sermons with an
 * audio file; each enclosure gives the file's exact byte length and type.
 */

export const PODCAST_EPISODE_LIMIT = 300;
/** A square 1400 px JPEG drawn once by tools/podcast-cover.mjs: the cover while the church has no logo of its own. */
export const PODCAST_COVER = "/podcast-cover.jpg";

/** The feed's cover art: the church's logo as a 1400 px JPEG when it picked one (contract/church.ts), else the built-in cover. */
export function podcastCover(church: Pick<ChurchDetails, "logo">): string {
  return logoCoverImage(church) ?? PODCAST_COVER;
}
/** The podcast's description (the city and country when the church gave them). */
function podcastDescription(church: ChurchDetails): string {
  const place = [church.address.city, church.address.country].filter(Boolean).join(", ");
  return `Sermons preached at ${church.name}${place ? ` in ${place}` : ""}: the Word for every week, to listen to anywhere.`;
}

/** Podcasting 2.0's namespace for `podcast:guid` (a UUIDv5 of the feed URL without its scheme). */
const PODCAST_NAMESPACE = "ead4c236-bf58-58c6-a2c6-a6b28d128cb6";

export function podcastGuid(feedUrl: string): string {
  const name = feedUrl.replace(/^[a-z]+:\/\//i, "").replace(/\/+$/, "");
  const hash = createHash("sha1")
    .update(Buffer.from(PODCAST_NAMESPACE.replace(/-/g, ""), "hex"))
    .update(name, "utf8")
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function buildPodcast(
  episodes: readonly SermonPageData[],
  siteUrl: string,
  church: ChurchDetails,
  now = new Date(),
): string {
  const cover = `${siteUrl}${podcastCover(church)}`;
  const items = episodes
    .filter((episode) => episode.audio)
    .map(({ sermon, audio, series, scripture }) => {
      const link = `${siteUrl}/sermons/${encodeURIComponent(sermon.slug)}`;
      const pubDate = rfc822(`${sermon.date}T08:00:00Z`) ?? now.toUTCString();
      const summary = [
        sermon.description,
        scripture ? `Scripture: ${scripture}` : "",
        series ? `Series: ${series}` : "",
      ]
        .filter(Boolean)
        .join("\n\n");
      return `<item>
      <title>${escapeXml(sermon.title)}</title>
      <description>${escapeXml(summary)}</description>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="false">${escapeXml(`sermon-${sermon.id}`)}</guid>
      <pubDate>${pubDate}</pubDate>
      <enclosure url="${escapeXml(`${siteUrl}${audio!.url}`)}" length="${audio!.bytes}" type="${escapeXml(audio!.type)}"/>
      <itunes:duration>${clockDuration(audio!.seconds)}</itunes:duration>
      <itunes:author>${escapeXml(sermon.sermon_from)}</itunes:author>
      <itunes:explicit>false</itunes:explicit>
      <itunes:episodeType>full</itunes:episodeType>
    </item>`;
    });
  const newest = episodes[0]
    ? (rfc822(`${episodes[0].sermon.date}T08:00:00Z`) ?? now.toUTCString())
    : now.toUTCString();
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(podcastTitle(church.name))}</title>
    <link>${escapeXml(`${siteUrl}/sermons`)}</link>
    <atom:link href="${escapeXml(`${siteUrl}${PODCAST_PATH}`)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(podcastDescription(church))}</description>
    <language>en</language>
    <copyright>${escapeXml(`© ${church.name}`)}</copyright>
    <lastBuildDate>${newest}</lastBuildDate>
    <itunes:author>${escapeXml(church.name)}</itunes:author>
    <itunes:owner>
      <itunes:name>${escapeXml(church.name)}</itunes:name>
${church.email ? `      <itunes:email>${escapeXml(church.email)}</itunes:email>\n` : ""}    </itunes:owner>
    <itunes:image href="${escapeXml(cover)}"/>
    <image>
      <url>${escapeXml(cover)}</url>
      <title>${escapeXml(podcastTitle(church.name))}</title>
      <link>${escapeXml(`${siteUrl}/sermons`)}</link>
    </image>
    <itunes:category text="Religion &amp; Spirituality">
      <itunes:category text="Christianity"/>
    </itunes:category>
    <itunes:explicit>false</itunes:explicit>
    <itunes:type>episodic</itunes:type>
    <podcast:locked>no</podcast:locked>
    <podcast:guid>${podcastGuid(`${siteUrl}${PODCAST_PATH}`)}</podcast:guid>
    ${items.join("\n    ")}
  </channel>
</rss>
`;
}
