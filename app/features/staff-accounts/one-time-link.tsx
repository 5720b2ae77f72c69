import { Notice, TextArea } from "~/ui/staff/fields";
import { whatsAppShareUrl } from "#contract/share";

/**
 * A one-time link shown once, right after the post that made it, with what became of its mail:
 * sent on, or waiting in the outbox because mail is not set up (then the admin passes it on).
 * No script (the staff pages load none): the whole link sits in a read-only field to copy, and a
 * WhatsApp link carries it.
 */
export function OneTimeLink({
  name,
  email,
  link,
  mailConfigured,
}: {
  name: string;
  email: string;
  link: string;
  mailConfigured: boolean;
}) {
  return (
    <Notice tone="success">
      <p className="font-semibold">
        A one-time link for {name} ({email}) is ready.
      </p>
      <p className="mt-1">
        {mailConfigured
          ? "It is being mailed to them; if the mail does not reach them, copy the link below and send it another way."
          : "Mail is not set up yet, so this invitation waits in the outbox: copy the link below and send it yourself."}{" "}
        It works once, for 72 hours, and is not shown again.
      </p>
      <div className="mt-2">
        <TextArea
          label="The link, to copy (press and hold, then Select all)"
          name="link"
          id="one-time-link"
          readOnly
          rows={3}
          value={link}
          className="w-full resize-none rounded-md border border-slate-400 bg-white p-2 font-mono text-sm break-all text-ink dark:bg-brand-950 dark:text-slate-100"
        />
      </div>
      <p className="mt-2">
        <a
          href={whatsAppShareUrl(`Hello ${name}, here is your link to the church website’s back office:`, link)}
          className="inline-flex min-h-11 items-center font-semibold underline"
        >
          Share on WhatsApp
        </a>
      </p>
    </Notice>
  );
}
