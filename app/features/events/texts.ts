/**
 * Every interface text of the public calendar's pages (/events, an event's page, a registrant's
 * own page, the feeds' plain answers), in one place so they can move to the catalogues. The
 * messages of a refused registration are the server's (contract/events.ts REGISTRATION_MESSAGES).
 */

import { DATE_CARD_TEXTS } from "./date-card-texts";

const people = (count: number) => `${count} ${count === 1 ? "person" : "people"}`;

export const EVENT_TEXTS = {
  notFound: "There is no such event or date.",
  feedUnavailable: "The calendar is not available right now.",

  // /events
  title: "Events",
  subtitle: "Services, gatherings and ministry events: come as you are, bring a friend.",
  metaDescription: (church: string) =>
    `What is on at ${church}: services, gatherings and ministry events, month by month.`,
  listHeading: "Coming up",
  nextService: "Next service",
  allMinistries: "All",
  filterLabel: "Show the events of",
  empty: "Nothing is on the calendar yet for these dates. Check back soon.",
  loadFailed: "The calendar could not be loaded just now. Please try again in a moment.",
  feedsHeading: "In your calendar",
  feedsText: "Subscribe and the church's dates appear in your phone's calendar, kept up to date.",
  subscribeAll: "Subscribe to every event",
  subscribeMinistry: (ministry: string) => `Subscribe to ${ministry} events`,
  downloadFeed: "or download the .ics file",
  ...DATE_CARD_TEXTS,
  repeats: "Repeats",
  page: (page: number) => `Events, page ${page}`,
  more: "Later dates",
  earlier: "Earlier dates",

  // an event's page
  when: "When",
  where: "Where",
  ministry: "Ministry",
  map: "Open the map",
  nextDates: "Next dates",
  noDates: "No dates to come.",
  addToCalendar: "Add to calendar",
  downloadIcs: "Download (.ics)",
  googleCalendar: "Google Calendar",
  shareWhatsApp: "Share on WhatsApp",
  shareText: (title: string, when: string, url: string) => `${title}, ${when}: ${url}`,
  allDates: "All dates (.ics)",
  placesFresh: "Places left are counted again every minute.",

  // the registration form
  registerHeading: "Register",
  registerIntro: "Tell us you are coming: we keep your place and send a reminder the day before.",
  registrationClosed: "Registration is not open for this event.",
  noOpenDate: "No date of this event is open for registration.",
  date: "Date",
  name: "Your name",
  email: "Email",
  phone: "Phone (WhatsApp)",
  contactHint: "An email address or a phone number, so that we can reach you.",
  party: "How many people (you included)",
  reminders: "Send me a reminder the day before (by email)",
  submit: "Register",
  sending: "Registering...",
  waitlistNote: "When a date is full you join its waiting list.",
  queued: "You are offline: your registration is kept on this phone and sent as soon as you are back online.",
  sendFailed: "Your registration could not be sent just now. Please try again in a moment.",

  // the confirmation
  confirmedHeading: "You are registered",
  waitlistedHeading: "You are on the waiting list",
  confirmedText: (title: string, when: string, party: number) => `${title}, ${when}, for ${people(party)}.`,
  privateLink: "Your registration (keep this link: it lets you cancel)",
  shareDetails: "Send the details to yourself or a friend on WhatsApp",
  mailSent: "If you gave an email address, a confirmation is on its way.",

  // a registrant's own page
  yourRegistration: "Your registration",
  privateNote: "This page is yours alone: anyone with its link can see and cancel this registration.",
  status: "Status",
  forPeople: (party: number) => people(party),
  cancel: "Cancel my registration",
  cancelledDone: "Your registration is cancelled. Thank you for letting us know.",
  notCancellable: "This date has passed or the registration is already cancelled.",
  stopReminders: "Stop the reminders",
  remindersStopped: "No more reminders will be sent for this registration.",
  remindersOff: "Reminders are off for this registration.",
  backToEvent: "See the event",
  unknownLink: "This link does not match any registration: it may have been mistyped.",
} as const;
