import { data, redirect } from "react-router";
import type { Route } from "./+types/account";
import { formText } from "#contract/forms";
import { problemStatus, type SaveProblem } from "~/ui/staff/forms";
import { MailNotSetUp } from "~/features/mail/mail-not-set-up";
import { staffTime, staffTitle } from "~/ui/staff/format";
import { Button, Field, LABEL, Notice, PageHeading, Section, Select, StaffForm } from "~/ui/staff/fields";
import { MINISTRIES } from "#contract/ministries";

/**
 * /admin/account: the member's own details (a new address waits for the link mailed to it), their
 * notices, their password, and signing out of every device.
 */

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Account") }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const member = context.staff.requireArea("account");
  const search = new URL(request.url).searchParams;
  return {
    notices: await context.staff.mail.noticeChoices(),
    choiceOptions: context.staff.mail.choiceOptions,
    noticesSaved: search.get("changed") === "notices",
    name: member.name,
    email: member.email,
    role: context.staff.roles.find((role) => role.value === member.role)?.label ?? member.role,
    ministries: member.ministries.map((slug) => MINISTRIES[slug as keyof typeof MINISTRIES] ?? slug),
    lastSignedInAt: member.lastSignedInAt,
    changed: search.get("changed") === "password",
    passwordReset: search.get("changed") === "reset",
    detailsSaved: search.get("changed") === "details",
    emailConfirmed: search.get("changed") === "email",
    pendingEmail: await context.staff.pendingEmail(),
    mailConfigured: context.staff.mailConfigured,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  if (formText(form, "intent") === "notices") {
    const values: Record<string, string> = {};
    for (const [key, value] of form) if (typeof value === "string") values[key] = value;
    const problem = await context.staff.mail.saveNoticeChoices(values).catch(context.staff.refusedSave);
    if (problem)
      return data({ message: problem.message, field: "notices", values }, { status: problemStatus(problem) });
    return redirect("/admin/account?changed=notices", 303);
  }
  if (formText(form, "intent") === "details") {
    const values = { name: formText(form, "name"), email: formText(form, "email") };
    const result = await context.staff.saveOwnDetails(values).catch(context.staff.refusedSave);
    if ("message" in result) {
      // Every field's message by its field (a full disk's sentence stands alone, by no field).
      const errors: Partial<Record<string, string>> =
        "errors" in result && result.errors ? result.errors : result.field ? { [result.field]: result.message } : {};
      return data(
        { message: result.message, field: "details", errors, values, status: problemStatus(result) },
        { status: problemStatus(result) },
      );
    }
    return redirect("/admin/account?changed=details", 303);
  }
  const password = formText(form, "password");
  if (password !== formText(form, "repeat")) {
    return data({ message: "The two new passwords differ.", field: "repeat" }, { status: 400 });
  }
  const problem = await context.staff
    .changePassword(formText(form, "current"), password)
    .catch(context.staff.refusedSave);
  // Passwords are never sent back into the page, refused or not.
  if (problem) {
    const field = problemStatus(problem) === 503 ? null : (problem.field ?? "password");
    return data(
      { message: problem.message, field, status: problemStatus(problem) },
      { status: problemStatus(problem) },
    );
  }
  return redirect("/admin/account?changed=password", 303);
}

/** The refusal of one of the page's three forms, for its summary: by the `field` the answer names. */
function refusalOf(
  answer: { message: string; field?: string | null; errors?: unknown; status?: number } | null,
  form: "details" | "notices" | "password",
): SaveProblem | null {
  if (!answer) return null;
  const of = answer.field === "details" || answer.field === "notices" ? answer.field : "password";
  if (of !== form) return null;
  if (form === "details")
    return { message: answer.message, errors: answer.errors as SaveProblem["errors"], status: answer.status };
  return { message: answer.message, field: form === "password" ? answer.field : null, status: answer.status };
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-slate-600 dark:text-slate-300">{term}</dt>
      <dd className="mb-3 break-words sm:mb-0">{children}</dd>
    </div>
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const problem = actionData ?? null;
  const errorOf = (field: string) => (problem?.field === field ? problem.message : null);
  // The choices of a refused save, shown again.
  const typedChoices =
    problem?.field === "notices" && "values" in problem ? (problem.values as Record<string, string>) : null;
  const detailsTyped =
    problem?.field === "details" && "values" in problem ? (problem.values as { name: string; email: string }) : null;
  const detailsError = (field: string) =>
    problem?.field === "details" && "errors" in problem
      ? ((problem.errors as Partial<Record<string, string>>)[field] ?? null)
      : null;
  return (
    <>
      <PageHeading title="Account" />
      {loaderData.passwordReset && !problem ? (
        <div className="mb-6">
          <Notice tone="success">
            Your new password is saved. You are signed in here and signed out everywhere else.
          </Notice>
        </div>
      ) : null}
      <Section title="Your details">
        <div className="max-w-md space-y-4">
          {loaderData.detailsSaved && !problem ? <Notice tone="success">Your details are saved.</Notice> : null}
          {loaderData.emailConfirmed && !problem ? (
            <Notice tone="success">
              Your new address is confirmed: you sign in with it from now on. A notice went to the old one.
            </Notice>
          ) : null}
          {loaderData.pendingEmail ? (
            <Notice tone="success">
              A link to confirm <strong className="break-all">{loaderData.pendingEmail}</strong>{" "}
              {loaderData.mailConfigured ? "was mailed there" : "is to be mailed there"}. Your address changes when you
              open it (within a day); until then you sign in as <span className="break-all">{loaderData.email}</span>.
            </Notice>
          ) : null}
          {loaderData.pendingEmail && !loaderData.mailConfigured ? (
            <MailNotSetUp>
              The confirmation waits in the outbox and cannot reach you for now: ask an admin to open it in the outbox
              and pass the link on to you.
            </MailNotSetUp>
          ) : null}
          <StaffForm className="space-y-4" problem={refusalOf(problem, "details")} problemLead="Not saved:">
            <input type="hidden" name="intent" value="details" />
            <Field
              label="Name"
              name="name"
              autoComplete="name"
              required
              defaultValue={detailsTyped?.name ?? loaderData.name}
              error={detailsError("name")}
            />
            <Field
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              hint="A new address is used once you confirm it through the link mailed to it."
              defaultValue={detailsTyped?.email ?? loaderData.email}
              error={detailsError("email")}
            />
            <Button>Save details</Button>
          </StaffForm>
        </div>
        <dl className="mt-6 space-y-2">
          <Detail term="Role">{loaderData.role}</Detail>
          {loaderData.ministries.length > 0 ? (
            <Detail term="Ministries">{loaderData.ministries.join(", ")}</Detail>
          ) : null}
          <Detail term="Last signed in">
            {loaderData.lastSignedInAt ? staffTime(loaderData.lastSignedInAt) : "Never"}
          </Detail>
        </dl>
      </Section>

      <Section title="Email notices">
        <div className="max-w-md space-y-4">
          <p className="text-slate-700 dark:text-slate-300">
            What you are told by email when something arrives. A private prayer request&rsquo;s text is never in a mail:
            the mail links to it.
          </p>
          {loaderData.noticesSaved && !problem ? <Notice tone="success">Your choices are saved.</Notice> : null}
          <StaffForm className="space-y-4" problem={refusalOf(problem, "notices")}>
            <input type="hidden" name="intent" value="notices" />
            {loaderData.notices.map((notice) => (
              <div key={notice.kind}>
                <label htmlFor={`notice-${notice.kind}`} className={LABEL}>
                  {notice.label}
                </label>
                <Select
                  id={`notice-${notice.kind}`}
                  name={notice.kind}
                  defaultValue={typedChoices?.[notice.kind] ?? notice.choice}
                >
                  {loaderData.choiceOptions.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </Select>
              </div>
            ))}
            <Button>Save notices</Button>
          </StaffForm>
        </div>
      </Section>

      <Section title="Change password">
        <div className="max-w-md space-y-4">
          {loaderData.changed && !problem ? (
            <Notice tone="success">Your password is changed. Your other devices are signed out.</Notice>
          ) : null}
          <StaffForm
            className="space-y-4"
            problem={refusalOf(problem, "password")}
            problemLead="Your password is not changed:"
          >
            <Field
              label="Current password"
              name="current"
              type="password"
              autoComplete="current-password"
              required
              error={errorOf("current")}
            />
            <Field
              label="New password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              hint="At least 10 characters, and not a common password."
              error={errorOf("password")}
            />
            <Field
              label="Repeat the new password"
              name="repeat"
              type="password"
              autoComplete="new-password"
              required
              error={errorOf("repeat")}
            />
            <Button>Change password</Button>
          </StaffForm>
        </div>
      </Section>

      <Section title="Sign out everywhere">
        <p className="mb-4 max-w-prose text-slate-700 dark:text-slate-300">
          Lost a phone, or signed in on a shared computer? This ends every session of your account, on every device,
          this one included.
        </p>
        <StaffForm action="/admin/sign-out">
          <input type="hidden" name="everywhere" value="1" />
          <Button variant="danger">Sign out everywhere</Button>
        </StaffForm>
      </Section>
    </>
  );
}
