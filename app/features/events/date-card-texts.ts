/**
 * The texts of a date's card and of the short lists of dates on other pages (the home page, a
 * ministry's page): part of the calendar's texts (./texts.ts spreads them), in their own module so
 * that those pages download only these.
 */
export const DATE_CARD_TEXTS = {
  cancelled: "Cancelled",
  changed: "Changed",
  placesLeft: (left: number) => (left === 0 ? "Full" : `${left} ${left === 1 ? "place" : "places"} left`),
  registrationOpen: "Registration open",
  homeHeading: "Coming up",
  homeIntro: "Gatherings, conferences and ministry events: everyone is welcome.",
  seeAll: "See every event",
  ministryHeading: "Coming up",
  seeMinistry: (ministry: string) => `See every ${ministry} event`,
} as const;
