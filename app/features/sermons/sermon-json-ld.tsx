/**
 * A JSON-LD script with a schema.org VideoObject for each sermon that has a video.
 * Props: sermons (NormalizedSermon[]), siteUrl (canonical origin for absolute thumbnail URLs).
 */
import type { NormalizedSermon } from "./normalize";
import { sermonJsonLd } from "./json-ld";

export function SermonJsonLd({ sermons, siteUrl }: { sermons: readonly NormalizedSermon[]; siteUrl: string }) {
  const json = sermonJsonLd(sermons, siteUrl);
  if (!json) return null;
  // The JSON is escaped by sermonJsonLd: no "<" can end the script early.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
