import { data } from "react-router";
import type { Route } from "./+types/forgot";
import { formText } from "#contract/forms";
import { formHeaders } from "~/lib/form-post.server";
import { staffTitle } from "~/ui/staff/format";
import { Button, ErrorSummary, Field, Notice, PageHeading } from "~/ui/staff/fields";
import { MailNotSetUp } from "~/features/mail/mail-not-set-up";
import type { SignInPageHandle } from "./layout";

/**
 * /admin/forgot: a link to choose a new password, mailed to the address given. The answer is one
 * sentence whether or not the address has an account, under limits like sign-in's. Without mail
 * (no SMTP_URL) no link could reach anyone: the page says to ask an admin instead, with no form,
 * and a post anyway is answered the same (503), nothing made.
 */

export const handle: SignInPageHandle = { scripts: false, signInPage: true };

export const headers: Route.HeadersFunction = formHeaders;

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Forgot your password?") }];

export function loader({ context }: Route.LoaderArgs) {
  return { mailConfigured: context.staff.mailConfigured };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const email = formText(form, "email");
  const result = await context.staff
    .forgotPassword(email)
    .catch((error: unknown) => ({ retryAfterSeconds: undefined, ...context.staff.refusedSave(error) }));
  const headers: HeadersInit = result.retryAfterSeconds ? { "retry-after": String(result.retryAfterSeconds) } : {};
  return data(
    { email, message: result.message, sent: result.status === 200, mailMissing: result.status === 503 },
    { status: result.status, headers },
  );
}

const BACK_TO_SIGN_IN = (
  <p>
    <a href="/admin/sign-in" className="font-semibold text-brand-700 underline dark:text-accent-300">
      Back to sign in
    </a>
  </p>
);

export default function Forgot({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.mailConfigured || actionData?.mailMissing) {
    return (
      <>
        <PageHeading title="Ask an admin for a new link" />
        <div className="space-y-4">
          <MailNotSetUp>
            This site cannot send email yet, so no link can reach you by email. Ask an admin for a new sign-in link:
            they make one on the Staff page and pass it to you themselves.
          </MailNotSetUp>
          <p>
            No admin can sign in? Whoever runs the site&apos;s server makes one there with{" "}
            <code className="break-all">npm run staff -- reset --email your@address</code>.
          </p>
          {BACK_TO_SIGN_IN}
        </div>
      </>
    );
  }
  if (actionData?.sent) {
    return (
      <>
        <PageHeading title="Check your email" />
        <div className="space-y-4">
          <Notice tone="success">{actionData.message}</Notice>
          <p>
            Nothing after a few minutes? Look in the spam folder, or{" "}
            <a href="/admin/forgot" className="font-semibold text-brand-700 underline dark:text-accent-300">
              ask again
            </a>
            : a new link replaces the old one.
          </p>
          {BACK_TO_SIGN_IN}
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeading title="Forgot your password?">
        <p>Give the email address you sign in with: a link to choose a new password is mailed to it.</p>
      </PageHeading>
      <div className="mt-4 space-y-4">
        <ErrorSummary problem={actionData ? { message: actionData.message } : null} lead="" />
        <form method="post" className="space-y-4">
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={actionData?.email ?? ""}
          />
          <Button className="w-full">Mail me a link</Button>
        </form>
        <p className="text-center">
          <a
            href="/admin/sign-in"
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline dark:text-accent-300"
          >
            Back to sign in
          </a>
        </p>
      </div>
    </>
  );
}
