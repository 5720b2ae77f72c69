import { data, redirect } from "react-router";
import type { Route } from "./+types/sign-in";
import { formText } from "#contract/forms";
import { formHeaders } from "~/lib/form-post.server";
import { staffTitle } from "~/ui/staff/format";
import { Button, ErrorSummary, Field, Notice, PageHeading } from "~/ui/staff/fields";
import type { SignInPageHandle } from "./layout";

/** /admin/sign-in: the way in. The message for a wrong email and a wrong password is the same. */

export const handle: SignInPageHandle = { scripts: false, signInPage: true };

// React Router puts an action's headers on the page's answer only through the route's `headers`:
// without it the 429's Retry-After was dropped.
export const headers: Route.HeadersFunction = formHeaders;

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Sign in") }];

export function loader({ context, request }: Route.LoaderArgs) {
  // Already signed in: straight to the dashboard.
  if (context.staff.member) throw redirect("/admin", 303);
  const url = new URL(request.url);
  return {
    next: url.searchParams.get("next") ?? "",
    emailChanged: url.searchParams.get("changed") === "email",
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const email = formText(form, "email");
  const result = await context.staff
    .signIn({
      email,
      password: formText(form, "password"),
      next: formText(form, "next") || null,
    })
    // A disk that refuses the session's write: the page again, with the address typed and the sentence.
    .catch((error: unknown) => ({ retryAfterSeconds: undefined, ...context.staff.refusedSave(error) }));
  if (result instanceof Response) return result;
  const headers: HeadersInit = result.retryAfterSeconds ? { "retry-after": String(result.retryAfterSeconds) } : {};
  return data({ email, message: result.message }, { status: result.status, headers });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeading title="Sign in" />
      <div className="space-y-4">
        {loaderData.emailChanged && !actionData ? (
          <Notice tone="success">Your new address is confirmed. Sign in with it.</Notice>
        ) : null}
        <ErrorSummary problem={actionData ? { message: actionData.message } : null} lead="" />
        <form method="post" className="space-y-4">
          <input type="hidden" name="next" value={loaderData.next} />
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={actionData?.email ?? ""}
          />
          <Field label="Password" name="password" type="password" autoComplete="current-password" required />
          <Button className="w-full">Sign in</Button>
        </form>
        <p className="text-center">
          <a
            href="/admin/forgot"
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline dark:text-accent-300"
          >
            Forgot your password?
          </a>
        </p>
      </div>
    </>
  );
}
