import { canonicalPath, CONFIRM_EMAIL_PATH, RESET_PATH, WELCOME_PATH } from "#server/auth/areas";
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "#contract/newsletter-links";
import { REGISTRATION_LINK_PATH } from "#contract/events";
import { GIFT_LINK_PATH, GIFT_RECEIPT_LINK_PATH } from "#contract/giving";

/**
 * The addresses whose next segment is a secret: the one-time links mailed to someone (a new
 * member's welcome, a password reset, a new address's confirmation, a subscriber's confirmation
 * and unsubscribe links, an event registrant's own page, a giver's gift and its receipt). Whoever reads a log line holding one could use it: choose a member's
 * password, take over the account, unsubscribe someone. This is the one list every place that
 * writes an address to the log reads (the request line's path, an error's message and stack, the
 * sign-in redirect's `next`). Query strings never reach a log at all (`pathOf` in logging.ts cuts
 * them), so a secret there needs no entry. A test walks the route table (app/routes.ts) and the
 * server's own routes for a parameter named like a secret and fails while its address is missing.
 */
export const SECRET_LINK_PATHS: readonly string[] = [
  WELCOME_PATH,
  RESET_PATH,
  CONFIRM_EMAIL_PATH,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  REGISTRATION_LINK_PATH,
  GIFT_LINK_PATH,
  GIFT_RECEIPT_LINK_PATH,
];

/** What a secret is written as. */
export const HIDDEN_SECRET = "[link]";

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A listed address followed by its secret anywhere in a text, in any case (routes match without
 * case), the secret running to the next slash, query, space or quote (`TOKEN.data` included).
 */
const SECRET_IN_TEXT = new RegExp(`(${SECRET_LINK_PATHS.map(escaped).join("|")})(?:/|%2f)+[^/?#\\s"'<>\`]+`, "gi");

/** `text` with the secret of every listed link replaced by HIDDEN_SECRET. */
export function hideSecretLinks(text: string): string {
  return text.replace(SECRET_IN_TEXT, (_match, prefix: string) => `${prefix}/${HIDDEN_SECRET}`);
}

/**
 * A request's path (no query) fit for the log: as it came, unless it leads to a secret link. The
 * path is also read as React Router will route it (escapes decoded, slashes folded, any case:
 * `canonicalPath`), so `/ADMIN//reset/%54OKEN` is caught too and logged in its plain form.
 */
export function loggablePath(path: string): string {
  const canonical = canonicalPath(path);
  for (const prefix of SECRET_LINK_PATHS) {
    if (canonical.startsWith(`${prefix}/`) || canonical.startsWith(`${prefix}%2f`)) return `${prefix}/${HIDDEN_SECRET}`;
  }
  return hideSecretLinks(path);
}

/** Whether a request target holds a secret link anywhere (path or query). */
export function holdsSecretLink(target: string): boolean {
  const query = target.indexOf("?");
  const path = query === -1 ? target : target.slice(0, query);
  return loggablePath(path) !== path || hideSecretLinks(target) !== target;
}
