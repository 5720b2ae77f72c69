import { data } from "react-router";
import type { Route } from "./+types/reset";
import { formText } from "#contract/forms";
import { staffTitle } from "~/ui/staff/format";
import { Button, ErrorSummary, PageHeading } from "~/ui/staff/fields";
import { NewPasswordFields } from "~/features/staff-accounts/new-password-fields";
import type { SignInPageHandle } from "./layout";

/**
 * /admin/reset/:token: the link mailed from "Forgot your password?". Choosing the new password
 * signs the member in here and ends their other sessions.
 */

export const handle: SignInPageHandle = { scripts: false, signInPage: true };

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Choose a new password") }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const account = await context.staff.resetAccount(params.token);
  if (!account) return data({ account: null }, { status: 410 });
  return { account };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const password = formText(form, "password");
  if (password !== formText(form, "repeat")) {
    return data({ message: "The two passwords differ.", field: "repeat" }, { status: 400 });
  }
  const result = await context.staff.resetPassword(params.token, password).catch(context.staff.refusedSave);
  if (result instanceof Response) return result;
  const status = "status" in result ? result.status : result.field ? 400 : 410;
  return data({ message: result.message, field: result.field ?? null }, { status });
}

export default function Reset({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.account) {
    return (
      <>
        <PageHeading title="Link no longer works" />
        <div className="space-y-4">
          <p>This link has expired, has been used, or a newer one was asked for. Links work for one hour.</p>
          <p>
            <a href="/admin/forgot" className="font-semibold text-brand-700 underline dark:text-accent-300">
              Ask for a new link
            </a>
          </p>
        </div>
      </>
    );
  }
  const problem = actionData ?? null;
  return (
    <>
      <PageHeading title="Choose a new password">
        <p>
          For <strong className="break-all">{loaderData.account.email}</strong>: at least 10 characters, and not a
          common password. You are signed in with it at once, and signed out everywhere else.
        </p>
      </PageHeading>
      <form method="post" className="mt-4 space-y-4">
        <ErrorSummary problem={problem} lead="Your password is not set:" />
        <NewPasswordFields email={loaderData.account.email} problem={problem} />
        <Button className="w-full">Save and sign in</Button>
      </form>
    </>
  );
}
