import { data, redirect } from "react-router";
import type { Route } from "./+types/confirm-email";
import { staffTitle } from "~/ui/staff/format";
import { Button, Notice, PageHeading } from "~/ui/staff/fields";
import type { SignInPageHandle } from "./layout";

/**
 * /admin/confirm-email/:token: the link mailed to a member's new address. Opening it changes
 * nothing (a mail program may open links by itself); the button does, and the old address is told.
 * Then on to the account page, or to sign in with the new address.
 */

export const handle: SignInPageHandle = { scripts: false, signInPage: true };

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Confirm your new address") }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const change = await context.staff.emailChangeOfLink(params.token);
  if (!change) return data({ change: null, signedIn: context.staff.member !== null }, { status: 410 });
  return { change, signedIn: context.staff.member !== null };
}

export async function action({ context, params }: Route.ActionArgs) {
  const result = await context.staff.confirmEmail(params.token).catch(context.staff.refusedSave);
  if ("message" in result) return data({ problem: result.message }, { status: 400 });
  // Onward to a page of its own: this one's link is used up now (its loader would answer 410).
  return redirect(context.staff.member ? "/admin/account?changed=email" : "/admin/sign-in?changed=email", 303);
}

const LINK = "font-semibold text-brand-700 underline dark:text-accent-300";

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const onward = loaderData.signedIn ? (
    <a href="/admin/account" className={LINK}>
      Back to your account
    </a>
  ) : (
    <a href="/admin/sign-in" className={LINK}>
      Sign in
    </a>
  );
  if (!loaderData.change) {
    return (
      <>
        <PageHeading title="Link no longer works" />
        <div className="space-y-4">
          <p>
            This link has expired, has been used, or a newer one was asked for. Change your address again on your
            account page.
          </p>
          <p>{onward}</p>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeading title="Confirm your new address">
        <p>
          {loaderData.change.name}, from now on you will sign in as{" "}
          <strong className="break-all">{loaderData.change.newEmail}</strong> instead of{" "}
          <span className="break-all">{loaderData.change.oldEmail}</span>.
        </p>
      </PageHeading>
      <div className="mt-4 space-y-4">
        {actionData?.problem ? <Notice tone="error">{actionData.problem}</Notice> : null}
        <form method="post">
          <Button className="w-full">Confirm my new address</Button>
        </form>
      </div>
    </>
  );
}
