import { whatsAppShareUrl } from "#contract/share";
import { EVENT_TEXTS } from "./texts";

/**
 * A registration's confirmation: shown by the form once the API answered (JavaScript), and by the
 * registrant's own page after a no-JavaScript post. Its WhatsApp link carries the event's details
 * and its public page, never the private link.
 */
export function Confirmation({
  status,
  title,
  when,
  party,
  privateUrl,
  eventUrl,
}: {
  status: "confirmed" | "waitlisted";
  title: string;
  when: string;
  party: number;
  privateUrl?: string;
  eventUrl?: string;
}) {
  const shareUrl = eventUrl ?? (typeof window === "undefined" ? "" : window.location.href.split(/[?#]/)[0]);
  return (
    <div
      id="confirmation"
      role="status"
      tabIndex={-1}
      className="scroll-mt-24 space-y-3 rounded-2xl border border-green-300 bg-green-50 p-6 text-green-900 dark:border-green-700 dark:bg-green-950 dark:text-green-100"
    >
      <h3 className="text-xl font-bold">
        {status === "confirmed" ? EVENT_TEXTS.confirmedHeading : EVENT_TEXTS.waitlistedHeading}
      </h3>
      <p>{EVENT_TEXTS.confirmedText(title, when, party)}</p>
      <p className="text-sm">{EVENT_TEXTS.mailSent}</p>
      {privateUrl ? (
        <p>
          <a href={privateUrl} className="font-semibold underline underline-offset-2">
            {EVENT_TEXTS.privateLink}
          </a>
        </p>
      ) : null}
      <p>
        <a
          href={whatsAppShareUrl(`${title}, ${when}`, shareUrl)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-green-600"
        >
          {EVENT_TEXTS.shareDetails}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
