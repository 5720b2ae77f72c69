/**
 * The next service and its calendar entry, in Harare time: the occurrence the home page counts down
 * to, the Google Calendar template link and the .ics file (docs/product.md, Times and dates).
 */
import { serviceSlots, type ServiceSlot } from "#content/site/site";
import { emailParts, formatAddress, mainPhone, type ChurchDetails } from "#contract/church";
import { HARARE_TIME_ZONE, harareInstant, harareParts } from "#contract/harare-time";
import { slugFromTitle } from "#contract/slugs";

const DAY_MS = 86_400_000;

export interface ServiceOccurrence {
  slot: ServiceSlot;
  start: Date;
  end: Date;
}

/**
 * The next service to start strictly after `now` (once the target has passed, the next
 * one is computed). During a service, that is the following one.
 */
export function nextService(now: Date, slots: readonly ServiceSlot[] = serviceSlots): ServiceOccurrence {
  if (slots.length === 0) throw new Error("nextService: no service slots");
  const today = harareParts(now);
  // Noon UTC of today's Harare date: adding whole days never crosses a date boundary by accident.
  const todayNoon = Date.UTC(today.year, today.month - 1, today.day, 12);
  let best: ServiceOccurrence | null = null;
  for (let offset = 0; offset <= 7; offset += 1) {
    const day = new Date(todayNoon + offset * DAY_MS);
    const weekday = day.getUTCDay();
    for (const slot of slots) {
      if (slot.dayOfWeek !== weekday) continue;
      const y = day.getUTCFullYear();
      const m = day.getUTCMonth() + 1;
      const d = day.getUTCDate();
      const start = harareInstant(y, m, d, slot.startHour, slot.startMinute);
      if (start.getTime() <= now.getTime()) continue;
      if (!best || start.getTime() < best.start.getTime()) {
        best = { slot, start, end: harareInstant(y, m, d, slot.endHour, slot.endMinute) };
      }
    }
    if (best) return best;
  }
  // Unreachable with at least one slot: every weekday recurs within 7 days.
  throw new Error("nextService: no occurrence within a week");
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

/** The calendar event of one service occurrence. */
export function serviceEvent(occurrence: ServiceOccurrence, church: ChurchDetails): CalendarEvent {
  const phone = mainPhone(church);
  const ask = [phone ? `Call ${phone.display}` : "", church.email ? `email ${church.email}` : ""].filter(Boolean);
  return {
    title: `${occurrence.slot.name} at ${church.name}`,
    start: occurrence.start,
    end: occurrence.end,
    details:
      `Join us for worship, prayer and the Word. All are welcome.` +
      (ask.length > 0 ? ` Questions? ${ask.join(" or ")}.` : ""),
    location: formatAddress(church),
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
