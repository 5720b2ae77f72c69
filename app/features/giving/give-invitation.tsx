import { Link } from "react-router";

/** The link to /give and its words: the footer's line (the public layout's data) and the invitation's. */
export interface GivingLink {
  to: string;
  label: string;
}

/** The invitation to give on the home and about pages, from their loaders (givingInvitation). */
export interface GivingInvitation extends GivingLink {
  title: string;
  text: string;
}

/**
 * A short invitation to give, with the link to /give: on the home and about pages, shown only
 * once giving is configured (nothing otherwise, so the designed pages stay as they were).
 */
export function GiveInvitation({ invitation }: { invitation: GivingInvitation | null }) {
  if (!invitation) return null;
  return (
    <section aria-labelledby="give-invitation" className="bg-paper py-12 md:py-16 dark:bg-brand-950">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-4 px-4 text-center">
        <h2 id="give-invitation" className="text-2xl font-extrabold text-brand-950 md:text-3xl dark:text-white">
          {invitation.title}
        </h2>
        <p className="max-w-2xl text-lg text-slate-700 dark:text-slate-300">{invitation.text}</p>
        <Link
          to={invitation.to}
          className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow transition hover:bg-brand-800 dark:bg-accent-500 dark:text-brand-950 dark:hover:bg-accent-400"
        >
          {invitation.label}
        </Link>
      </div>
    </section>
  );
}
