import { harareParts, MONTH_NAMES } from "#contract/harare-time";

/**
 * The first words of a WhatsApp reply, filled in so a pastor on a phone only writes the rest:
 * "Hello Rutendo, this is Pastor Tendai from Kingdom Light Ministries, about your message of
 * 24 November: ". The sender by their first name, the day in Harare time.
 */
export function whatsappGreeting({
  to,
  from,
  church,
  about,
  sentAt,
}: {
  to: string;
  from: string;
  church: string;
  about: string;
  sentAt: string;
}): string {
  const first = to.trim().split(/\s+/)[0] ?? "";
  const date = new Date(sentAt);
  const day = Number.isNaN(date.getTime()) ? null : harareParts(date);
  const hello = first ? `Hello ${first}` : "Hello";
  const who = [from.trim() && `this is ${from.trim()}`, church.trim() && `from ${church.trim()}`]
    .filter(Boolean)
    .join(" ");
  const when = day ? ` of ${day.day} ${MONTH_NAMES[day.month - 1]}` : "";
  return `${hello}${who ? `, ${who}` : ""}, about your ${about}${when}: `;
}

/** The wa.me link with the greeting as its text. */
export function withGreeting(link: string, greeting: string): string {
  return `${link}?text=${encodeURIComponent(greeting)}`;
}
