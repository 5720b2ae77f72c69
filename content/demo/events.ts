import type { EventKind, Weekday } from "#contract/events";
import type { MinistrySlug } from "#contract/ministries";

/**
 * The demo church's calendar: the two weekly services the site was designed around (Wednesday
 * 15:30-19:00 and Sunday 15:30-17:30, Harare time), the music ministry's worship calendar (the
 * music page's former list of events) and a few gatherings with registration. Services repeat
 * without end from a fixed first date; every other event is placed ahead of the day the demo is
 * seeded (so a demo always has dates to come): the Sunday of the feast it names, or the first
 * given weekday at least so many weeks ahead. The seed is server/domain/events/seed.ts.
 */

/** When a demo event takes place: fixed (services), a feast's Sunday, or a weekday some weeks ahead. */
export type DemoWhen =
  | { from: string; to: string }
  | { feast: "easter" | "pentecost"; start: string; end: string }
  | { weekday: Weekday; weeksAhead: number; start: string; end: string };

export interface DemoEvent {
  slug: string;
  title: string;
  /** HTML, sanitised by the seed. */
  description: string;
  kind: EventKind;
  ministry: MinistrySlug | null;
  place: string;
  address: string;
  image: string | null;
  when: DemoWhen;
  /** RRULE value, or none. */
  rule: string | null;
  registration?: { capacity: number | null; waitlist: boolean; closesHours: number; question: string | null };
}

const CHURCH = "14 Josiah Chinamano Avenue, Avenues, Harare";
const MAP = "https://www.openstreetmap.org/search?query=14%20Josiah%20Chinamano%20Avenue%2C%20Harare";

export const DEMO_MAP_URL = MAP;

export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    slug: "sunday-service",
    title: "Sunday Service",
    description:
      "<p>Worship, the Word and prayer with the whole church family. Children have their own church in the hall next door.</p>",
    kind: "service",
    ministry: null,
    place: "Main sanctuary",
    address: CHURCH,
    image: null,
    when: { from: "2025-01-05T15:30", to: "2025-01-05T17:30" },
    rule: "FREQ=WEEKLY;BYDAY=SU",
  },
  {
    slug: "midweek-service",
    title: "Midweek Service",
    description: "<p>Prayer, teaching and fellowship in the middle of the week: our intercessors meet first.</p>",
    kind: "service",
    ministry: null,
    place: "Main sanctuary",
    address: CHURCH,
    image: null,
    when: { from: "2025-01-01T15:30", to: "2025-01-01T19:00" },
    rule: "FREQ=WEEKLY;BYDAY=WE",
  },
  {
    slug: "easter-sunday-worship-celebration",
    title: "Easter Sunday Worship Celebration",
    description: "<p>The choir, the band and the marimba section together, celebrating the risen Christ.</p>",
    kind: "event",
    ministry: "music",
    place: "Main sanctuary",
    address: CHURCH,
    image: "hands-marimba-players-celebration",
    when: { feast: "easter", start: "15:30", end: "17:30" },
    rule: null,
  },
  {
    slug: "songwriters-workshop",
    title: "Songwriters' Workshop",
    description:
      "<p>A morning on writing worship songs rooted in Scripture, with time to share and shape new songs.</p>",
    kind: "event",
    ministry: "music",
    place: "Fellowship hall",
    address: CHURCH,
    image: null,
    when: { weekday: "SA", weeksAhead: 2, start: "10:00", end: "13:00" },
    rule: null,
    registration: { capacity: 24, waitlist: true, closesHours: 24, question: "Do you play an instrument? Which one?" },
  },
  {
    slug: "night-of-worship-hosanna",
    title: "Night of Worship: Hosanna",
    description: "<p>Three hours of worship and prayer for our city, with songs in English, Shona and Ndebele.</p>",
    kind: "event",
    ministry: "music",
    place: "Main sanctuary",
    address: CHURCH,
    image: "light-sound-desk-livestream",
    when: { weekday: "FR", weeksAhead: 3, start: "18:00", end: "21:00" },
    rule: null,
  },
  {
    slug: "choir-and-band-auditions",
    title: "Choir and Band Auditions",
    description: "<p>Open auditions for singers, instrumentalists and sound technicians who want to join the team.</p>",
    kind: "event",
    ministry: "music",
    place: "Rehearsal room",
    address: CHURCH,
    image: null,
    when: { weekday: "SA", weeksAhead: 4, start: "14:00", end: "17:00" },
    rule: null,
  },
  {
    slug: "pentecost-sunday-praise",
    title: "Pentecost Sunday Praise",
    description:
      "<p>A Spirit-filled celebration of Pentecost with the combined choirs and a special offering of new songs.</p>",
    kind: "event",
    ministry: "music",
    place: "Main sanctuary",
    address: CHURCH,
    image: null,
    when: { feast: "pentecost", start: "15:30", end: "17:30" },
    rule: null,
  },
  {
    slug: "youth-worship-jam",
    title: "Youth Worship Jam",
    description:
      "<p>The youth band leads an afternoon of worship, with an open slot for young singers and musicians.</p>",
    kind: "event",
    ministry: "music",
    place: "Fellowship hall",
    address: CHURCH,
    image: null,
    when: { weekday: "SA", weeksAhead: 6, start: "15:00", end: "18:00" },
    rule: null,
  },
  {
    slug: "youth-fellowship",
    title: "Youth Fellowship",
    description: "<p>Games, worship and a talk for young people aged 13 to 25, every second Saturday of the month.</p>",
    kind: "event",
    ministry: "youth",
    place: "Fellowship hall",
    address: CHURCH,
    image: null,
    when: { weekday: "SA", weeksAhead: 0, start: "14:00", end: "16:30" },
    // Its first date is set to a second Saturday by the seed.
    rule: "FREQ=MONTHLY;BYDAY=2SA;COUNT=12",
    registration: { capacity: 40, waitlist: true, closesHours: 2, question: null },
  },
  {
    slug: "couples-dinner",
    title: "Couples' Dinner",
    description: "<p>An evening for married and engaged couples: a meal together, a short talk and time to talk.</p>",
    kind: "event",
    ministry: null,
    place: "Fellowship hall",
    address: CHURCH,
    image: null,
    when: { weekday: "FR", weeksAhead: 5, start: "18:30", end: "21:30" },
    rule: null,
    registration: {
      capacity: 30,
      waitlist: true,
      closesHours: 48,
      question: "Any food we should know about (allergies)?",
    },
  },
];
