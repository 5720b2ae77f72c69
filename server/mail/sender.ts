import type { ChurchDetails } from "#contract/church";

/**
 * The From line of every mail: the name is the church's "Sender name of mails" (church details),
 * so the church changes it from /admin/church; the address is the operator's (MAIL_FROM, which the
 * mail server must accept), or no-reply at the site's own host when MAIL_FROM is unset. Until the
 * church has saved its details, MAIL_FROM's own name stands, and without one the neutral name.
 */
export function mailSender(saved: ChurchDetails | null, mailFrom: string | null, siteUrl: string, neutralName: string) {
  const configured = mailFrom ? /^(.*?)\s*<([^<>]+)>$/.exec(mailFrom) : null;
  const address = configured ? configured[2]! : (mailFrom ?? `no-reply@${new URL(siteUrl).hostname}`);
  const name = saved?.mailSenderName || configured?.[1]?.replace(/^"|"$/g, "").trim() || neutralName;
  // The sender name never holds < > " or @ (the church form refuses them); quoted, so a comma or a
  // full stop in it stays part of the name.
  return `"${name.replace(/["\\]/g, "")}" <${address}>`;
}
