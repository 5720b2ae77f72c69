import { Notice } from "~/ui/staff/fields";

/**
 * The plain words a staff page says when mail is not set up, so that it never claims a mail is on
 * its way: what waits, and what to do instead.
 */
export function MailNotSetUp({ children }: { children: React.ReactNode }) {
  return (
    <Notice tone="error">
      <span className="font-semibold">Mail is not set up yet.</span> {children}
    </Notice>
  );
}
