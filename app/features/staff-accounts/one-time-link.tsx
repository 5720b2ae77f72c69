import { Notice } from "~/ui/staff/fields";

/** A one-time link shown once, right after the post that made it; it is mailed to them as well. */
export function OneTimeLink({ name, email, link }: { name: string; email: string; link: string }) {
  return (
    <Notice tone="success">
      <p className="font-semibold">
        A one-time link for {name} ({email}) is ready.
      </p>
      <p className="mt-1">
        It is mailed to them; if the mail does not reach them, copy this link and send it another way. It works once,
        for 72 hours, and is not shown again.
      </p>
      <p className="mt-2 rounded bg-white p-2 font-mono text-xs break-all text-ink select-all dark:bg-brand-950 dark:text-slate-100">
        {link}
      </p>
    </Notice>
  );
}
