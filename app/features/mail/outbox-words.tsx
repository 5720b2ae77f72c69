import type { MailStatus } from "#server/mail/outbox";
import type { OutboxFilter } from "#server/mail/staff-operations";

/** The outbox's words for its statuses, and their badges' tones (the list and one mail's page). */
export const OUTBOX_LABELS: Record<OutboxFilter, string> = {
  all: "All",
  waiting: "Waiting",
  sent: "Sent",
  failed: "Failed",
  cancelled: "Cancelled",
};

export const OUTBOX_TONES: Record<MailStatus, "neutral" | "success" | "private" | "warning"> = {
  waiting: "neutral",
  sent: "success",
  failed: "private",
  cancelled: "warning",
};

/** For admins only: what to ask whoever runs the server, naming the one setting they need. */
export function OperatorAdvice() {
  return (
    <>
      To send mail, ask whoever runs the website’s server to give it a mail server to send through (the{" "}
      <code>SMTP_URL</code> setting, described in the operations guide under “Mail”) and to restart it: the waiting
      mails then go out.
    </>
  );
}
