import { useRouteLoaderData } from "react-router";
import type { ChurchDetails } from "#contract/church";
import type { FooterPageLink } from "#contract/own-pages";
import type { ServiceTime } from "#contract/events";

/**
 * The church's details on every page: the root loader reads them once per render from the load
 * context (server/domain/church/church.ts) and every component and `meta` function reads them here.
 */

interface RootData {
  siteUrl: string;
  church: ChurchDetails;
  footerPages: FooterPageLink[];
  serviceTimes: ServiceTime[];
}

/** The church's details, in a component under the root. */
export function useChurch(): ChurchDetails {
  const root = useRouteLoaderData("root") as RootData | undefined;
  if (!root) throw new Error("The root loader's data is missing: useChurch() outside the document?");
  return root.church;
}

/** The church's details, read from the route matches inside a `meta` function. */
export function churchFromMatches(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): ChurchDetails {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  if (!root) throw new Error("The root loader's data is missing from the matches");
  return root.church;
}

/** The church's details when the root loader gave them, else null (an error page of the root's own loader). */
export function useChurchIfLoaded(): ChurchDetails | null {
  return (useRouteLoaderData("root") as RootData | undefined)?.church ?? null;
}

/** The footer's quick links to pages staff made (server/domain/own-pages/pages.ts), from the root loader. */
export function useFooterPages(): FooterPageLink[] {
  return (useRouteLoaderData("root") as RootData | undefined)?.footerPages ?? [];
}

/** The weekly services' times, Sunday first (server/domain/events/reads.ts serviceTimes), from the root loader; none without services. */
export function useServiceTimes(): ServiceTime[] {
  return (useRouteLoaderData("root") as RootData | undefined)?.serviceTimes ?? [];
}
