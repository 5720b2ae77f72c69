import { Link, useRouteLoaderData } from "react-router";

/** The public layout's id (app/routes.ts). */
const PUBLIC_LAYOUT_ID = "public";

/**
 * The link to /give and its words, as the public layout's loader gives them once giving online is
 * set up (null otherwise): no giving module reaches every page's scripts.
 */
export interface GivingLink {
  to: string;
  label: string;
  title: string;
  invitation: string;
}

export function useGivingLink(): GivingLink | null {
  const data = useRouteLoaderData(PUBLIC_LAYOUT_ID) as { giving?: GivingLink | null } | undefined;
  return data?.giving ?? null;
}

/**
 * A short invitation to give, with the link to /give: on the home and about pages, shown only
 * once giving is configured (nothing otherwise, so the designed pages stay as they were).
 */
export function GiveInvitation() {
  const giving = useGivingLink();
  if (!giving) return null;
  return (
    <section aria-labelledby="give-invitation" className="bg-paper py-12 md:py-16 dark:bg-brand-950">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-4 px-4 text-center">
        <h2 id="give-invitation" className="text-2xl font-extrabold text-brand-950 md:text-3xl dark:text-white">
          {giving.title}
        </h2>
        <p className="max-w-2xl text-lg text-slate-700 dark:text-slate-300">{giving.invitation}</p>
        <Link
          to={giving.to}
          className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow transition hover:bg-brand-800 dark:bg-accent-500 dark:text-brand-950 dark:hover:bg-accent-400"
        >
          {giving.label}
        </Link>
      </div>
    </section>
  );
}
