import { data, redirect } from "react-router";
import type { Route } from "./+types/staff";
import { formText } from "#contract/forms";
import { fieldErrorOf, idOf, problemStatus, textsOf, type SaveProblem } from "~/ui/staff/forms";
import { staffTime, staffTitle } from "~/ui/staff/format";
import { OneTimeLink } from "~/features/staff-accounts/one-time-link";
import { RoleFields, roleFieldIds } from "~/features/staff-accounts/role-fields";
import { Button, ErrorSummary, Field, LinkButton, Notice, PageHeading, Section, StaffForm } from "~/ui/staff/fields";
import type { FormProblem, IssuedLink } from "#server/staff-context";
import type { StaffMember } from "#server/auth/staff-member";

/**
 * /admin/staff (admin only): the accounts, an invitation, and per account its role, on/off and a
 * new one-time link. A link is shown once, in the answer to the post that made it, never in an address.
 */

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Staff") }];

/** What a post did, said after its redirect (`?done=...&staff=ID`). */
const DONE: Partial<Record<string, (name: string) => string>> = {
  role: (name) => `${name}'s role is saved.`,
  disabled: (name) => `${name}'s account is disabled and signed out everywhere.`,
  enabled: (name) => `${name}'s account is enabled.`,
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const self = context.staff.requireArea("staff");
  const accounts = await context.staff.listStaff();
  const params = new URL(request.url).searchParams;
  const done = DONE[params.get("done") ?? ""];
  const subject = accounts.find((account) => String(account.id) === params.get("staff"));
  return {
    selfId: self.id,
    accounts,
    roles: context.staff.roles,
    ministryChoices: context.staff.ministryChoices,
    done: done && subject ? done(subject.name) : null,
    mailConfigured: context.staff.mailConfigured,
    // `?disable=12`: Disable asks first (a link, then the real button): no JavaScript needed.
    asking: accounts.find((account) => account.active && String(account.id) === params.get("disable"))?.id ?? null,
  };
}

type ActionAnswer =
  | { issued: { name: string; email: string; link: string }; problem?: undefined }
  | {
      issued?: undefined;
      problem: { message: string; field: string | null; errors?: SaveProblem["errors"] };
      intent: string;
      staffId: number | null;
      values?: Record<string, string | string[]>;
    };

function isIssued(result: IssuedLink | FormProblem | SaveProblem): result is IssuedLink {
  return !("message" in result);
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, "intent");
  const staffId = idOf(form, "staff");
  const refused = (problem: SaveProblem, values?: Record<string, string | string[]>) =>
    data<ActionAnswer>(
      {
        problem: { message: problem.message, field: problem.field ?? null, errors: problem.errors },
        intent,
        staffId,
        values,
      },
      { status: problemStatus(problem) },
    );
  const { refusedSave } = context.staff;
  const issued = (result: IssuedLink) =>
    data<ActionAnswer>({
      issued: {
        name: result.member.name,
        email: result.member.email,
        link: `${context.siteUrl}/admin/welcome/${result.linkToken}`,
      },
    });
  const done = (what: string) => redirect(`/admin/staff?done=${what}&staff=${staffId}`, 303);

  if (intent === "invite") {
    const details = {
      name: formText(form, "name"),
      email: formText(form, "email"),
      role: formText(form, "role"),
      ministries: textsOf(form, "ministries"),
    };
    const result = await context.staff.inviteStaff(details).catch(refusedSave);
    return isIssued(result) ? issued(result) : refused(result, details);
  }
  if (staffId === null) return refused({ message: "That staff account does not exist." });
  if (intent === "role") {
    const chosen = { role: formText(form, "role"), ministries: textsOf(form, "ministries") };
    const problem = await context.staff.changeStaffRole(staffId, chosen.role, chosen.ministries).catch(refusedSave);
    return problem ? refused(problem, chosen) : done("role");
  }
  if (intent === "disable" || intent === "enable") {
    const problem = await context.staff.setStaffActive(staffId, intent === "enable").catch(refusedSave);
    return problem ? refused(problem) : done(intent === "enable" ? "enabled" : "disabled");
  }
  if (intent === "link") {
    const result = await context.staff.newStaffLink(staffId).catch(refusedSave);
    return isIssued(result) ? issued(result) : refused(result);
  }
  return refused({ message: "Unknown action." });
}

function stateOf(account: StaffMember): { label: string; className: string } {
  if (!account.active)
    return { label: "Disabled", className: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100" };
  if (!account.hasPassword)
    return { label: "Invited", className: "bg-accent-100 text-accent-900 dark:bg-accent-800 dark:text-accent-50" };
  return { label: "Active", className: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50" };
}

function AccountCard({
  account,
  isSelf,
  roles,
  ministryChoices,
  problem,
  typed,
  asking,
}: {
  account: StaffMember;
  isSelf: boolean;
  /** Disable was pressed: the card asks to be sure. */
  asking: boolean;
  roles: readonly { value: string; label: string }[];
  ministryChoices: readonly { value: string; label: string }[];
  problem: SaveProblem | null;
  /** The role and ministries chosen in a refused role change, shown again. */
  typed?: Record<string, string | string[]>;
}) {
  const state = stateOf(account);
  const roleLabel = roles.find((role) => role.value === account.role)?.label ?? account.role;
  const ministries = account.ministries.map(
    (slug) => ministryChoices.find((choice) => choice.value === slug)?.label ?? slug,
  );
  return (
    <li
      id={`staff-${account.id}`}
      className="rounded-lg border border-slate-200 bg-white p-4 dark:border-brand-800 dark:bg-brand-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-brand-950 dark:text-white">
            {account.name}
            {isSelf ? <span className="font-normal text-slate-600 dark:text-slate-300"> (you)</span> : null}
          </h3>
          <p className="text-sm break-all text-slate-700 dark:text-slate-300">{account.email}</p>
        </div>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${state.className}`}>{state.label}</span>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600 dark:text-slate-300">Role</dt>
        <dd>{roleLabel}</dd>
        {ministries.length > 0 ? (
          <>
            <dt className="text-slate-600 dark:text-slate-300">Ministries</dt>
            <dd>{ministries.join(", ")}</dd>
          </>
        ) : null}
        <dt className="text-slate-600 dark:text-slate-300">Last signed in</dt>
        <dd>{account.lastSignedInAt ? staffTime(account.lastSignedInAt) : "Never"}</dd>
      </dl>
      {problem && !typed ? (
        <div className="mt-3">
          <ErrorSummary problem={problem} lead="Nothing was done:" />
        </div>
      ) : null}
      <details className="mt-3" open={typed ? true : undefined}>
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-brand-800 dark:text-accent-200">
          Change role
        </summary>
        <StaffForm
          className="mt-2 space-y-4"
          problem={typed ? problem : null}
          idOf={roleFieldIds(`staff-${account.id}`)}
        >
          <input type="hidden" name="intent" value="role" />
          <input type="hidden" name="staff" value={account.id} />
          <RoleFields
            idPrefix={`staff-${account.id}`}
            roles={roles}
            ministryChoices={ministryChoices}
            role={typeof typed?.role === "string" ? typed.role : account.role}
            ministries={Array.isArray(typed?.ministries) ? typed.ministries : account.ministries}
            problem={problem}
          />
          <Button>Save</Button>
        </StaffForm>
      </details>
      {asking ? (
        <StaffForm
          aria-label={`Disable ${account.name}?`}
          className="mt-3 space-y-3 rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-sm text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-100"
        >
          <input type="hidden" name="staff" value={account.id} />
          <p>
            Disable {account.name}? They are signed out everywhere and cannot sign in until an admin enables the account
            again. Nothing they wrote is lost.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" name="intent" value="disable">
              Yes, disable {account.name}
            </Button>
            <LinkButton variant="secondary" href={`/admin/staff#staff-${account.id}`}>
              Cancel
            </LinkButton>
          </div>
        </StaffForm>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {account.active ? (
          <LinkButton
            variant="danger"
            href={`/admin/staff?disable=${account.id}#staff-${account.id}`}
            aria-label={`Disable ${account.name}`}
          >
            Disable
          </LinkButton>
        ) : (
          <StaffForm>
            <input type="hidden" name="staff" value={account.id} />
            <Button variant="secondary" name="intent" value="enable" aria-label={`Enable ${account.name}`}>
              Enable
            </Button>
          </StaffForm>
        )}
        {account.active ? (
          <StaffForm>
            <input type="hidden" name="staff" value={account.id} />
            <Button variant="secondary" name="intent" value="link" aria-label={`New link for ${account.name}`}>
              New link
            </Button>
          </StaffForm>
        ) : null}
        <a
          href={`/admin/activity?item=staff:${account.id}`}
          className="ml-auto py-2 text-sm font-semibold text-brand-700 underline dark:text-accent-300"
          aria-label={`History of ${account.name}`}
        >
          History
        </a>
      </div>
    </li>
  );
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as ActionAnswer | undefined;
  const problem = answer?.problem ? answer : null;
  const inviteProblem = problem?.intent === "invite" ? problem.problem : null;
  const inviteValues = problem?.intent === "invite" ? (problem.values ?? {}) : {};
  const valueOf = (name: string) => (typeof inviteValues[name] === "string" ? (inviteValues[name] as string) : "");
  const errorOf = (field: string) => fieldErrorOf(inviteProblem, field);
  // A refusal about an account that is not in the list (gone, or never there) is said at the top.
  const unlisted =
    problem && problem.intent !== "invite" && !loaderData.accounts.some((account) => account.id === problem.staffId)
      ? problem.problem
      : null;
  return (
    <>
      <PageHeading title="Staff">
        <p>Accounts of the people who run the site. Each change is written to the activity log.</p>
      </PageHeading>
      <div className="mb-6 space-y-3">
        {loaderData.done ? <Notice tone="success">{loaderData.done}</Notice> : null}
        {answer?.issued ? <OneTimeLink {...answer.issued} mailConfigured={loaderData.mailConfigured} /> : null}
        {unlisted ? <ErrorSummary problem={unlisted} lead="Nothing was done:" /> : null}
      </div>

      <Section title="Invite">
        <StaffForm className="max-w-xl space-y-4" problem={inviteProblem} idOf={roleFieldIds("invite")}>
          <input type="hidden" name="intent" value="invite" />
          <Field
            label="Name"
            name="name"
            required
            autoComplete="off"
            defaultValue={valueOf("name")}
            error={errorOf("name")}
          />
          <Field
            label="Email"
            name="email"
            type="email"
            required
            autoComplete="off"
            defaultValue={valueOf("email")}
            error={errorOf("email")}
          />
          <RoleFields
            idPrefix="invite"
            roles={loaderData.roles}
            ministryChoices={loaderData.ministryChoices}
            role={valueOf("role") || "editor"}
            ministries={Array.isArray(inviteValues.ministries) ? inviteValues.ministries : []}
            problem={inviteProblem}
          />
          <Button>Invite</Button>
        </StaffForm>
      </Section>

      <section aria-labelledby="accounts-heading">
        <h2 id="accounts-heading" className="mb-4 text-lg font-semibold text-brand-950 dark:text-white">
          Accounts ({loaderData.accounts.length})
        </h2>
        <ul className="space-y-4">
          {loaderData.accounts.map((account) => (
            <AccountCard
              key={account.id}
              account={account}
              isSelf={account.id === loaderData.selfId}
              roles={loaderData.roles}
              ministryChoices={loaderData.ministryChoices}
              problem={
                problem && problem.intent !== "invite" && problem.staffId === account.id ? problem.problem : null
              }
              typed={problem?.intent === "role" && problem.staffId === account.id ? problem.values : undefined}
              asking={loaderData.asking === account.id}
            />
          ))}
        </ul>
      </section>
    </>
  );
}
