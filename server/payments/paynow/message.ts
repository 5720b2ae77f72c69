/**
 * Paynow's messages (developers.paynow.co.zw, "Initiate a transaction", "Status Update"): fields
 * URL-encoded as a form post, both ways, in an order that matters (the hash is over the values in
 * the order they come). Field names are read in lower case: Paynow writes `Status=Ok&BrowserUrl=…`
 * in one answer and `status=Ok&pollurl=…` in another.
 */

export type PaynowField = readonly [name: string, value: string];
export type PaynowMessage = readonly PaynowField[];

/** Far above any message Paynow sends (a few hundred characters); a longer one is not read. */
export const MESSAGE_MAX_LENGTH = 16 * 1024;
const MAX_FIELDS = 64;

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text.replaceAll("+", " "));
  } catch {
    return null;
  }
}

/** The fields of a message in their order; null when it is not one (empty, too long, badly encoded, a name twice). */
export function parseMessage(text: string): PaynowMessage | null {
  const body = text.trim();
  if (body === "" || body.length > MESSAGE_MAX_LENGTH) return null;
  const fields: PaynowField[] = [];
  for (const pair of body.split("&")) {
    if (pair === "") continue;
    const at = pair.indexOf("=");
    const name = decoded(at < 0 ? pair : pair.slice(0, at))
      ?.trim()
      .toLowerCase();
    const value = decoded(at < 0 ? "" : pair.slice(at + 1));
    if (!name || value === null || fields.some(([seen]) => seen === name)) return null;
    fields.push([name, value]);
  }
  return fields.length > 0 && fields.length <= MAX_FIELDS ? fields : null;
}

/** A field's value, or null when the message has none. */
export function fieldOf(message: PaynowMessage, name: string): string | null {
  return message.find(([field]) => field === name)?.[1] ?? null;
}

/** The message as a form post's body. */
export function encodeMessage(fields: PaynowMessage): string {
  return new URLSearchParams(fields.map(([name, value]) => [name, value])).toString();
}
