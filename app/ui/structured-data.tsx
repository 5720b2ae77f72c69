import { useRouteLoaderData } from "react-router";
import { churchJsonLd, jsonLdText } from "~/lib/structured-data";
import { useChurch, useServiceTimes } from "~/lib/church";

/** The canonical origin from the root loader (empty before it loaded, as in an error page). */
export function useSiteUrl(): string {
  return (useRouteLoaderData("root") as { siteUrl?: string } | undefined)?.siteUrl ?? "";
}

/** One schema.org block in the body, read by search engines and link scrapers from the first HTML. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

/** The church (address, telephone, service times): on home, about and contact. */
export function ChurchJsonLd() {
  return <JsonLd data={churchJsonLd(useSiteUrl(), useChurch(), useServiceTimes())} />;
}
