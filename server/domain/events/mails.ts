import { renderMail, type Block, type MailChurch, type RenderedMail } from "#server/mail/templates";

/**
 * The calendar's mails to registrants, in the shared layout (server/mail/templates.ts: the church's
 * name, logo and address from its details). Every text of them is here. A mail names the event,
 * the date, the place and the registrant's own private link; nobody else's details.
 */

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** "Sunday 4 January 2026, 15:30" from a Harare wall time; "Sunday 4 January 2026" from a date. */
export function whenText(local: string, allDay: boolean): string {
  // From the parts: ICU versions differ on a comma after the weekday.
  const parts = Object.fromEntries(
    dayFormat.formatToParts(new Date(`${local.slice(0, 10)}T00:00:00Z`)).map((part) => [part.type, part.value]),
  );
  const day = `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
  return allDay || local.length === 10 ? day : `${day}, ${local.slice(11, 16)}`;
}

/** A date's span as people read it: "Sunday 4 January 2026, 15:30 to 17:30" (Harare time). */
export function spanText(startLocal: string, endLocal: string, allDay: boolean): string {
  if (allDay)
    return startLocal === endLocal
      ? whenText(startLocal, true)
      : `${whenText(startLocal, true)} to ${whenText(endLocal, true)}`;
  const sameDay = startLocal.slice(0, 10) === endLocal.slice(0, 10);
  return `${whenText(startLocal, false)} to ${sameDay ? endLocal.slice(11, 16) : whenText(endLocal, false)} (Harare time)`;
}

/** What a registrant's mail says of their date. */
export interface RegistrationDetails {
  name: string;
  title: string;
  /** spanText of the date. */
  when: string;
  place: string;
  address: string;
  mapUrl: string | null;
  party: number;
  eventUrl: string;
  /** The registrant's own page (cancel, stop reminders). */
  registrationUrl: string;
}

function where(details: RegistrationDetails): Block[] {
  const place = [details.place, details.address].filter(Boolean).join(", ");
  const blocks: Block[] = [{ paragraph: `When: ${details.when}` }];
  if (place) blocks.push({ paragraph: `Where: ${place}` });
  if (details.mapUrl) blocks.push({ links: [{ label: "Map", href: details.mapUrl }] });
  return blocks;
}

function people(party: number): string {
  return party === 1 ? "1 person" : `${party} people`;
}

const CHANGE_OR_CANCEL = "Plans changed? Open your registration to cancel it, so that your place goes to someone else.";

export function confirmedMail(church: MailChurch, details: RegistrationDetails): RenderedMail {
  return renderMail(church, `You are registered: ${details.title}`, [
    { paragraph: `Hello ${details.name},` },
    { paragraph: `You are registered for ${details.title} (${people(details.party)}). We look forward to seeing you.` },
    ...where(details),
    { paragraph: "The attached file adds the date to your calendar." },
    { button: "See the event", href: details.eventUrl },
    { paragraph: CHANGE_OR_CANCEL },
    { links: [{ label: "My registration", href: details.registrationUrl }] },
  ]);
}

export function waitlistedMail(church: MailChurch, details: RegistrationDetails): RenderedMail {
  return renderMail(church, `On the waiting list: ${details.title}`, [
    { paragraph: `Hello ${details.name},` },
    {
      paragraph: `${details.title} is full for now, so you are on the waiting list (${people(details.party)}). If places free up, you move up in turn and we write to you at once.`,
    },
    ...where(details),
    { paragraph: "No longer coming? Open your registration to leave the waiting list." },
    { links: [{ label: "My registration", href: details.registrationUrl }] },
  ]);
}

export function promotedMail(church: MailChurch, details: RegistrationDetails): RenderedMail {
  return renderMail(church, `A place for you: ${details.title}`, [
    { paragraph: `Hello ${details.name},` },
    {
      paragraph: `Places have freed up: you have moved from the waiting list and are now registered for ${details.title} (${people(details.party)}).`,
    },
    ...where(details),
    { paragraph: "The attached file adds the date to your calendar." },
    { button: "See the event", href: details.eventUrl },
    { paragraph: CHANGE_OR_CANCEL },
    { links: [{ label: "My registration", href: details.registrationUrl }] },
  ]);
}

export function cancelledMail(church: MailChurch, details: RegistrationDetails): RenderedMail {
  return renderMail(church, `Registration cancelled: ${details.title}`, [
    { paragraph: `Hello ${details.name},` },
    { paragraph: `Your registration for ${details.title} on ${details.when} is cancelled, as you asked.` },
    { paragraph: "Changed your mind? You are welcome to register again while places are open." },
    { button: "See the event", href: details.eventUrl },
  ]);
}

export function reminderMail(church: MailChurch, details: RegistrationDetails): RenderedMail {
  return renderMail(church, `Tomorrow: ${details.title}`, [
    { paragraph: `Hello ${details.name},` },
    { paragraph: `A reminder: you are registered for ${details.title} (${people(details.party)}).` },
    ...where(details),
    { button: "See the event", href: details.eventUrl },
    { paragraph: `${CHANGE_OR_CANCEL} You can also stop these reminders there.` },
    { links: [{ label: "My registration", href: details.registrationUrl }] },
  ]);
}

/** The church cancelled the registrant's date. */
export function dateCancelledMail(church: MailChurch, details: RegistrationDetails): RenderedMail {
  return renderMail(church, `Cancelled: ${details.title}, ${details.when}`, [
    { paragraph: `Hello ${details.name},` },
    {
      paragraph: `We are sorry: ${details.title} on ${details.when} is cancelled. Your registration for that date no longer applies.`,
    },
    { button: "See the event's other dates", href: details.eventUrl },
  ]);
}

/** The church moved the registrant's date; `details.when` is the new time. */
export function dateMovedMail(church: MailChurch, details: RegistrationDetails): RenderedMail {
  return renderMail(church, `New time: ${details.title}`, [
    { paragraph: `Hello ${details.name},` },
    { paragraph: `${details.title}, for which you are registered, has moved. Your registration stays.` },
    ...where(details),
    { button: "See the event", href: details.eventUrl },
    { paragraph: "If the new time does not suit you, open your registration to cancel it." },
    { links: [{ label: "My registration", href: details.registrationUrl }] },
  ]);
}

/** A message the church's staff wrote to everyone confirmed for one date; `body` is plain text, a paragraph per blank line. */
export function staffMessageMail(
  church: MailChurch,
  details: RegistrationDetails,
  message: { subject: string; body: string },
): RenderedMail {
  const paragraphs = message.body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return renderMail(church, message.subject, [
    { paragraph: `Hello ${details.name},` },
    ...paragraphs.map((paragraph) => ({ paragraph })),
    { paragraph: `You are registered for ${details.title} on ${details.when}.` },
    { button: "See the event", href: details.eventUrl },
    { links: [{ label: "My registration", href: details.registrationUrl }] },
  ]);
}
