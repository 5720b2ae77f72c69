import { data, isRouteErrorResponse, Outlet, useLoaderData, useMatches } from "react-router";
import type { Route } from "./+types/layout";
import { staffLayoutData, type StaffLayoutData } from "~/ui/staff/layout-data";
import { SignInLayout, StaffLayout } from "~/ui/staff/staff-layout";
import { staffTitle } from "~/ui/staff/format";
import { PageHeading, useStaffLayout } from "~/ui/staff/fields";
import type { PageScriptsHandle } from "~/lib/page-scripts";
import staffStylesheet from "~/staff.css?url";

/**
 * The staff side's layout (/admin): the layout around every back-office page, beside the public
 * layout. Its pages are plain server-rendered HTML (no JavaScript: the handle tells app/root.tsx);
 * the staff guard (server/http/staff-guard.ts) has already sent anyone without a session to sign in.
 */

/** Pages of the way in (sign-in, one-time link) say so in their handle: a card, no navigation. */
export interface SignInPageHandle extends PageScriptsHandle {
  signInPage: true;
}

export const handle: PageScriptsHandle = { scripts: false };

/** The staff side's own classes, after the site's stylesheet (app/staff.css): no public page loads them. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: staffStylesheet, precedence: "default" }];

export async function loader({ context }: Route.LoaderArgs) {
  const layout = await staffLayoutData(context.staff);
  // The staff guard found this area closed to the member's role: the 403 page, inside their layout.
  if (context.staff.forbidden) throw data({ layout }, { status: 403 });
  return layout;
}

function isSignInPage(matches: ReturnType<typeof useMatches>): boolean {
  return matches.some((match) => (match.handle as Partial<SignInPageHandle> | undefined)?.signInPage === true);
}

export default function AdminLayout() {
  const layout = useLoaderData<typeof loader>();
  const signInPage = isSignInPage(useMatches());
  if (signInPage || !layout.member) {
    return (
      <SignInLayout>
        <Outlet />
      </SignInLayout>
    );
  }
  return (
    <StaffLayout layout={layout}>
      <Outlet />
    </StaffLayout>
  );
}

/** The staff layout of a thrown 403 (the layout's own loader) or of any error below the layout. */
function layoutOfError(error: unknown): StaffLayoutData | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const carried = (error.data as { layout?: StaffLayoutData } | null)?.layout;
  return carried?.member ? carried : undefined;
}

function errorText(error: unknown): { title: string; message: string } {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 403) return { title: "Not allowed", message: "You do not have permission to see this page." };
  if (status === 404) return { title: "Page not found", message: "There is no staff page at this address." };
  // A write the server's disk refused: the sentence says what happened and whom to tell (server/http/refused-writes.ts).
  if (status === 503 && isRouteErrorResponse(error) && typeof error.data === "string" && error.data !== "") {
    return { title: "Nothing was saved", message: error.data };
  }
  return { title: "Something went wrong", message: "We could not show this page. Please try again in a moment." };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useStaffLayout() ?? layoutOfError(error);
  const { title, message } = errorText(error);
  const content = (
    <>
      <title>{staffTitle(title)}</title>
      {/* A post answered with this page was not saved: the forms' script keeps what was typed. */}
      <div data-form-refused="">
        <PageHeading title={title}>
          <p>{message}</p>
        </PageHeading>
      </div>
      <a className="font-semibold text-brand-700 underline dark:text-accent-300" href="/admin">
        Back to the dashboard
      </a>
    </>
  );
  return layout?.member ? <StaffLayout layout={layout}>{content}</StaffLayout> : <SignInLayout>{content}</SignInLayout>;
}
