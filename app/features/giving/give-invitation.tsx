import { Link, useRouteLoaderData } from "react-router";
import { GIVE_PATH } from "#contract/giving";
import { GIVING_TEXTS } from "./texts";

/** The public layout's id (app/routes.ts) and what its loader says of giving. */
const PUBLIC_LAYOUT_ID = "public";

/** Whether giving online is set up (the public layout's loader reads it from the giving service). */
export function useGivingConfigured(): boolean {
  const data = useRouteLoaderData(PUBLIC_LAYOUT_ID) as { givingConfigured?: boolean } | undefined;
  return data?.givingConfigured === true;
}

/**
 * A short invitation to give, with the link to /give: on the home and about pages, shown only
 * once giving is configured (nothing otherwise, so the designed pages stay as they were).
 */
export function GiveInvitation() {
  if (!useGivingConfigured()) return null;
  return (
    <section aria-labelledby="give-invitation" className="bg-paper py-12 md:py-16 dark:bg-brand-950">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-4 px-4 text-center">
        <h2 id="give-invitation" className="text-2xl font-extrabold text-brand-950 md:text-3xl dark:text-white">
          {GIVING_TEXTS.title}
        </h2>
        <p className="max-w-2xl text-lg text-slate-700 dark:text-slate-300">{GIVING_TEXTS.aboutGive}</p>
        <Link
          to={GIVE_PATH}
          className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow transition hover:bg-brand-800 dark:bg-accent-500 dark:text-brand-950 dark:hover:bg-accent-400"
        >
          {GIVING_TEXTS.giveLink}
        </Link>
      </div>
    </section>
  );
}
