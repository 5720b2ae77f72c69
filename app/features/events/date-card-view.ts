import { eventPath, type UpcomingOccurrence } from "#contract/events";
import type { DateCardView } from "./date-card";
import { DATE_CARD_TEXTS } from "./date-card-texts";
import { badgeOf, whenText } from "./format";

/**
 * What a date's card shows (./date-card.tsx), worked out once: by the calendar's page as it
 * renders, by the home and ministry pages' loaders on the server. `places`: whether registration
 * and the places left are shown (only on pages kept fresh within the minute, decision 052);
 * `ministry`: whether the ministry is named (not on its own page).
 */
export function dateCardOf(
  date: UpcomingOccurrence,
  { places, ministry = true }: { places: boolean; ministry?: boolean },
): DateCardView {
  const cancelled = date.status === "cancelled";
  return {
    key: `${date.event.id}-${date.occurrence}`,
    href: eventPath(date.event.slug),
    title: date.title,
    when: whenText(date),
    place: date.place,
    ministry: ministry ? (date.event.ministry?.name ?? null) : null,
    badge: badgeOf(date),
    cancelled,
    status: cancelled ? DATE_CARD_TEXTS.cancelled : date.status === "changed" ? DATE_CARD_TEXTS.changed : null,
    places:
      places && !cancelled && date.event.registration
        ? date.places_left === null
          ? DATE_CARD_TEXTS.registrationOpen
          : DATE_CARD_TEXTS.placesLeft(date.places_left)
        : null,
  };
}
