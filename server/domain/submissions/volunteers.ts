import type { ContactInput } from "#contract/submissions";
import { ministryOfMessage, type MinistrySlug } from "#contract/ministries";

/**
 * The hospitality page's join form goes through the contact call, but what it sends
 * is a volunteer's application: it is kept with the ministry applications ("hospitality
 * volunteers with their areas of interest"), where the hospitality ministry's leaders work it.
 */

/** The ministry whose volunteer form sent this contact message, or null for a plain message. */
export function volunteerMinistryOf(input: Pick<ContactInput, "form_type" | "subject">): MinistrySlug | null {
  return ministryOfMessage(input) === "hospitality" ? "hospitality" : null;
}

/**
 * The form appends the volunteer's choices to the message (a blank line, the heading
 * "Areas of Interest:", then one "- label" a line).
 */
export function interestsOf(message: string): string[] {
  const match = /(?:^|\n\n)Areas of Interest:\n((?:- .*(?:\n|$))+)\s*$/.exec(message);
  return match ? match[1]!.split("\n").flatMap((line) => (line.startsWith("- ") ? [line.slice(2).trim()] : [])) : [];
}

/** A name typed in one field, as an application's first and last name (shown joined again). */
export function splitName(name: string): { first: string; last: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(" ");
  return space < 0
    ? { first: trimmed, last: "" }
    : { first: trimmed.slice(0, space), last: trimmed.slice(space + 1).trim() };
}
