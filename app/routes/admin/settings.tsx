import { data, redirect } from "react-router";
import type { Route } from "./+types/settings";
import { formText } from "#contract/forms";
import { fieldErrorOf, problemStatus } from "~/ui/staff/forms";
import { staffTitle } from "~/ui/staff/format";
import { Button, FieldError, LABEL, Notice, PageHeading, Section, StaffForm } from "~/ui/staff/fields";

/**
 * /admin/settings (admin only): the site's settings staff change. For now the comment blocklist
 *: words or phrases, one a line, that mark a comment in the queue ("Blocked word: …").
 */

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Settings") }];

export async function loader({ context, request }: Route.LoaderArgs) {
  context.staff.requireArea("settings");
  return {
    blocklist: (await context.staff.commentBlocklist()).join("\n"),
    saved: new URL(request.url).searchParams.get("saved") === "blocklist",
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  context.staff.requireArea("settings");
  const form = await request.formData();
  const text = formText(form, "blocklist");
  const problem = await context.staff.saveCommentBlocklist(text).catch(context.staff.refusedSave);
  if (problem) return data({ problem, text }, { status: problemStatus(problem) });
  return redirect("/admin/settings?saved=blocklist", 303);
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const problem = actionData?.problem ?? null;
  // The field's own message (every problem of its text at once), or the disk's refusal by it.
  const error = fieldErrorOf(problem, "blocklist") ?? problem?.message ?? null;
  return (
    <div className="w-full max-w-3xl">
      <PageHeading title="Settings" />
      <Section title="Comment blocklist">
        <StaffForm className="space-y-4" problem={problem}>
          {loaderData.saved && !problem ? <Notice tone="success">The blocklist is saved.</Notice> : null}
          <div>
            <label htmlFor="blocklist" className={LABEL}>
              Words and phrases to look out for
            </label>
            <p id="blocklist-hint" className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              One a line. A comment whose name or text holds one as a whole word, in any case, is marked in the queue
              (“Blocked word: …”). It still waits for you like any other.
            </p>
            <textarea
              id="blocklist"
              name="blocklist"
              rows={10}
              defaultValue={actionData?.text ?? loaderData.blocklist}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "blocklist-hint blocklist-error" : "blocklist-hint"}
              className="mt-2 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-base text-ink dark:border-slate-500 dark:bg-brand-900 dark:text-slate-100"
            />
            {error ? <FieldError id="blocklist-error">{error}</FieldError> : null}
          </div>
          <Button>Save blocklist</Button>
        </StaffForm>
      </Section>
    </div>
  );
}
