import type { EventDetail, EventOccurrence } from "#contract/events";

/**
 * An event's page as schema.org `Event` (search engines' event listings): its next date not
 * cancelled, or the next one marked cancelled; the place; free entry with its availability when
 * registration is open.
 */
export function eventJsonLd(
  event: EventDetail,
  siteUrl: string,
  church: { name: string },
  url: string,
): Record<string, unknown> | null {
  const date: EventOccurrence | undefined =
    event.next_dates.find((each) => each.status !== "cancelled") ?? event.next_dates[0];
  if (!date) return null;
  const status =
    date.status === "cancelled"
      ? "https://schema.org/EventCancelled"
      : date.status === "changed"
        ? "https://schema.org/EventRescheduled"
        : "https://schema.org/EventScheduled";
  const description = event.description
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: date.title,
    startDate: date.start,
    endDate: date.end,
    eventStatus: status,
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: date.place || church.name,
      ...(date.address ? { address: date.address } : {}),
    },
    ...(description ? { description } : {}),
    ...(event.image ? { image: [event.image.startsWith("http") ? event.image : `${siteUrl}${event.image}`] } : {}),
    organizer: { "@type": "Organization", name: church.name, url: siteUrl },
    url,
    ...(event.registration
      ? {
          offers: {
            "@type": "Offer",
            price: "0",
            priceCurrency: "USD",
            url: `${url}#register`,
            availability: date.places_left === 0 ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
          },
        }
      : {}),
  };
}
