/**
 * The next service and its calendar entry, in Harare time: the date the home page counts down to
 * (of the services in the church's calendar, server/domain/events/), the Google Calendar template
 * link and the .ics file (docs/product.md, Times and dates).
 */
import { emailParts, formatAddress, mainPhone, type ChurchDetails } from "#contract/church";
import type { ServiceDate } from "#contract/events";
import { HARARE_TIME_ZONE } from "#contract/harare-time";
import { slugFromTitle } from "#contract/slugs";

/**
 * The date the countdown aims at: the first of the services' next dates (the server's, soonest
 * first) that starts after `now`; null when none is left (no services, or a page open for weeks).
 */
export function nextServiceDate(dates: readonly ServiceDate[], now: Date): ServiceDate | null {
  return dates.find((date) => Date.parse(date.start) > now.getTime()) ?? null;
}

export interface CalendarEvent {
  title: string;
  start: Date;
  end: Date;
  details: string;
  location: string;
  /** Who publishes it (the calendar file's PRODID) and the host of its UID (the church's mail domain). */
  publisher: string;
  uidHost: string;
}

/** The calendar event of one service's date. */
export function serviceEvent(date: ServiceDate, church: ChurchDetails): CalendarEvent {
  const phone = mainPhone(church);
  const ask = [phone ? `Call ${phone.display}` : "", church.email ? `email ${church.email}` : ""].filter(Boolean);
  return {
    title: `${date.title} at ${church.name}`,
    start: new Date(date.start),
    end: new Date(date.end),
    details:
      `Join us for worship, prayer and the Word. All are welcome.` +
      (ask.length > 0 ? ` Questions? ${ask.join(" or ")}.` : ""),
    location: date.address || formatAddress(church),
    publisher: church.name,
    uidHost: church.email ? emailParts(church.email)[1] : "church.invalid",
  };
}

/** 20250309T133000Z */
function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** Google Calendar's event template (opens prefilled in a new tab). */
export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${utcStamp(event.start)}/${utcStamp(event.end)}`,
    details: event.details,
    location: event.location,
    ctz: HARARE_TIME_ZONE,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Escapes a TEXT value of RFC 5545. */
function icsText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** The UTF-8 length of one code point. */
function utf8Length(char: string): number {
  const code = char.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** Folds a content line at 75 octets (RFC 5545 §3.1). */
function foldLine(line: string): string {
  const chunks: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const charSize = utf8Length(char);
    const limit = chunks.length === 0 ? 75 : 74;
    if (size + charSize > limit) {
      chunks.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += charSize;
  }
  chunks.push(current);
  return chunks.join("\r\n ");
}

/**
 * An iCalendar file with one event, for phones without Google Calendar. `stamp` is when the file
 * was made (RFC 5545 DTSTAMP), not when the event starts.
 */
export function icsFile(event: CalendarEvent, stamp: Date): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${event.publisher}//Services//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${utcStamp(event.start)}-service@${event.uidHost}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${icsText(event.title)}`,
    `DESCRIPTION:${icsText(event.details)}`,
    `LOCATION:${icsText(event.location)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

/** The .ics file's name: the church's short name as a slug ("kingdom-light-service.ics"), "church-service.ics" without one. */
export function icsFileName(church: Pick<ChurchDetails, "shortName" | "name">): string {
  return `${slugFromTitle(church.shortName || church.name, "church")}-service.ics`;
}

/** The .ics file as a data: URL (works without a server round trip, also before hydration). */
export function icsDataUrl(event: CalendarEvent, stamp: Date): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(icsFile(event, stamp))}`;
}
