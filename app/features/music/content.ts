import { MONTH_NAMES } from "#contract/harare-time";
import { MUSIC_TABS, type MusicTabId } from "./tabs";

/**
 * The worship and music page's content as the page shows it (read from its stored document by
 * read-content.ts, in the loader: the page-content engine never reaches the browser). The
 * interface's words (tab names, section headings, labels) stay in the sections; what the document
 * leaves empty is left out, and a tab with nothing to show (no team members, songs, pictures or
 * events) leaves the page.
 */

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  /** A picture's name; empty for none. */
  picture: string;
}

export interface MusicEvent {
  title: string;
  /** Harare local time as stored: 2025-04-20T15:30. */
  start: string;
  /** Harare local time, or empty for no end time. */
  end: string;
  /** The start and end as instants (ISO), read in the loader; end null without one. */
  startsAt: string;
  endsAt: string | null;
  place: string;
  description: string;
}

export interface GalleryImage {
  picture: string;
  alt: string;
  caption: string;
}

export interface Song {
  title: string;
  writers: string;
  language: string;
  key: string;
  feel: string;
  description: string;
  /** A short line from the song. */
  line: string;
  /** Where to listen (an https address), or empty. */
  link: string;
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

export interface MusicContent {
  subtitle: string;
  /** The banner's picture; empty for the site's own banner. */
  heroPicture: string;
  description: string;
  about: {
    heading: string;
    paragraphs: string[];
    values: Array<{ title: string; text: string }>;
    scripture: { text: string; reference: string; version: string } | null;
  };
  team: TeamMember[];
  songsIntro: string;
  songs: Song[];
  galleryIntro: string;
  gallery: GalleryImage[];
  eventsIntro: string;
  events: MusicEvent[];
  join: {
    intro: string;
    steps: Array<{ title: string; text: string }>;
    requirements: string[];
    contactText: string;
  };
  testimonials: Testimonial[];
}

/** What every tab's section is given: the page's content, and which tabs have something to show. */
export interface SectionProps {
  content: MusicContent;
  tabs: readonly MusicTabId[];
}

/** The tabs with something to show, in the tabs' order: About and Join Us always. */
export function tabsWithContent(content: MusicContent): MusicTabId[] {
  const shown: Record<MusicTabId, boolean> = {
    about: true,
    team: content.team.length > 0,
    music: content.songs.length > 0,
    gallery: content.gallery.length > 0,
    events: content.events.length > 0,
    join: true,
  };
  return MUSIC_TABS.map((tab) => tab.id).filter((id) => shown[id]);
}

const COUNT_WORDS = ["One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve"];

/** "Five songs", "One song": how many of a thing, in words up to twelve. */
export function countOf(count: number, one: string, many: string): string {
  return `${COUNT_WORDS[count - 1] ?? String(count)} ${count === 1 ? one : many}`;
}

/** The months the events cover: "April to June 2025", "June 2025", "December 2025 to January 2026". */
export function eventsSpan(events: readonly MusicEvent[]): string {
  const starts = events.map((event) => event.start.slice(0, 7)).sort();
  if (starts.length === 0) return "";
  const month = (yearMonth: string) => MONTH_NAMES[Number(yearMonth.slice(5, 7)) - 1] ?? "";
  const [first, last] = [starts[0]!, starts[starts.length - 1]!];
  if (first === last) return `${month(first)} ${first.slice(0, 4)}`;
  if (first.slice(0, 4) === last.slice(0, 4)) return `${month(first)} to ${month(last)} ${last.slice(0, 4)}`;
  return `${month(first)} ${first.slice(0, 4)} to ${month(last)} ${last.slice(0, 4)}`;
}
