import { data } from "react-router";
import type { Route } from "./+types/welcome";
import { formText } from "#contract/forms";
import { staffTitle } from "~/ui/staff/format";
import { Button, ErrorSummary, PageHeading } from "~/ui/staff/fields";
import { NewPasswordFields } from "~/features/staff-accounts/new-password-fields";
import type { SignInPageHandle } from "./layout";

/**
 * /admin/welcome/:token: the one-time link where a new (or reset) member chooses their password.
 * Choosing it signs them in here (as a reset link does) and ends their other sessions.
 */

export const handle: SignInPageHandle = { scripts: false, signInPage: true };

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Choose your password") }];

const LINK_GONE = "This link has expired or has been used. Ask an admin for a new one.";

export async function loader({ context, params }: Route.LoaderArgs) {
  const account = await context.staff.linkAccount(params.token);
  if (!account) return data({ account: null }, { status: 410 });
  return { account: { name: account.name, email: account.email } };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const password = formText(form, "password");
  if (password !== formText(form, "repeat")) {
    return data({ message: "The two passwords differ.", field: "repeat" }, { status: 400 });
  }
  const result = await context.staff.choosePassword(params.token, password).catch(context.staff.refusedSave);
  if (result instanceof Response) return result;
  const status = "status" in result ? result.status : result.field ? 400 : 410;
  return data({ message: result.message, field: result.field ?? null }, { status });
}

export default function Welcome({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.account) {
    return (
      <>
        <PageHeading title="Link no longer works" />
        <p>{LINK_GONE}</p>
      </>
    );
  }
  const problem = actionData ?? null;
  return (
    <>
      <PageHeading title={`Welcome, ${loaderData.account.name}`}>
        <p>
          Choose the password you will sign in with as <strong className="break-all">{loaderData.account.email}</strong>
          : at least 10 characters, and not a common password. You are signed in with it at once.
        </p>
      </PageHeading>
      <form method="post" className="mt-4 space-y-4">
        <ErrorSummary problem={problem} lead="Your password is not set:" />
        <NewPasswordFields email={loaderData.account.email} problem={problem} />
        <Button className="w-full">Set password and sign in</Button>
      </form>
    </>
  );
}
