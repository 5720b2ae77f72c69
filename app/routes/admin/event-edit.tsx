import { data, redirect } from "react-router";
import type { Route } from "./+types/event-edit";
import { formText } from "#contract/forms";
import { EVENT_LABELS } from "#contract/events";
import type { PageScriptsHandle } from "~/lib/page-scripts";
import { staffTitle } from "~/ui/staff/format";
import { fieldErrorOf, idOfParams, problemStatus } from "~/ui/staff/forms";
import { VersionField } from "~/features/editing/version-field";
import { EditorBar } from "~/ui/staff/editor-bar";
import { BackLink, Button, Notice, PageHeading, Section, StaffForm } from "~/ui/staff/fields";
import { EventFields, eventValues, type NewEventKind } from "~/features/events/staff/event-fields";
import { eventInputOf } from "~/features/events/staff/event-input";
import { EVENT_STAFF_TEXTS as T } from "~/features/events/staff/texts";

/**
 * /admin/events/new and /admin/events/{id}: the event form (urlencoded, saves without JavaScript;
 * with it, the description is the posts' rich-text editor, hence the page's scripts) and Delete
 * behind a second step. An event that is not the member's (a ministry leader's other ministries) is 404.
 */
export const handle: PageScriptsHandle = { scripts: true };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  context.staff.requireArea("events");
  const form = await context.staff.events.form(idOfParams(params));
  if (!form) throw new Response("Not found", { status: 404 });
  const query = new URL(request.url).searchParams;
  const newKind: NewEventKind = query.get("kind") === "service" ? "service" : "event";
  return { ...form, saved: query.get("saved") === "1", newKind };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  context.staff.requireArea("events");
  const id = idOfParams(params);
  const form = await request.formData();
  if (formText(form, "intent") === "delete" && id !== null) {
    const removed = await context.staff.events.remove(id);
    if (removed === false) throw new Response("Not found", { status: 404 });
    if (removed !== true)
      return data({ problem: null, input: undefined, deleteProblem: removed.message }, { status: 400 });
    return redirect("/admin/events?deleted=1", 303);
  }
  const input = eventInputOf(form);
  const result = await context.staff.events.save(id, input).catch(context.staff.refusedSave);
  if (result === null) throw new Response("Not found", { status: 404 });
  if ("message" in result)
    return data({ problem: result, input, deleteProblem: null }, { status: problemStatus(result) });
  return redirect(`/admin/events/${result.id}?saved=1`, 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: staffTitle(loaderData?.event ? `Edit: ${loaderData.event.title}` : T.newTitle) },
];

export default function EventEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { event, ministries, saved, newKind } = loaderData;
  const problem = actionData?.problem ?? null;
  const typed = actionData?.input;
  const errorOf = (field: string) => fieldErrorOf(problem, field);
  return (
    <div className="w-full max-w-3xl">
      <BackLink href="/admin/events">{T.listTitle}</BackLink>
      <PageHeading title={event ? T.editTitle : T.newTitle}>
        {event ? (
          <p>
            {event.status === "published" ? (
              <a className="underline underline-offset-2" href={`/events/${event.slug}`}>
                /events/{event.slug}
              </a>
            ) : (
              T.draftOffSite(event.slug)
            )}{" "}
            <a className="underline underline-offset-2" href={`/admin/events/${event.id}/dates`}>
              {T.datesLink}
            </a>
          </p>
        ) : null}
        {event?.seriesOf ? <p>{T.seriesOf}</p> : null}
      </PageHeading>
      {saved && !problem ? (
        <div className="mb-6">
          <Notice tone="success">{T.saved}</Notice>
        </div>
      ) : null}

      <Section title={T.formLabel}>
        <StaffForm
          className="space-y-5"
          aria-label={T.formLabel}
          problem={problem}
          problemLead={T.notSaved}
          bar={
            <EditorBar status={event ? EVENT_LABELS.statuses[event.status as "draft" | "published"] : T.newTitle}>
              <Button>{event ? T.save : T.create}</Button>
            </EditorBar>
          }
        >
          {event ? (
            <VersionField current={Number(event.version)} posted={typed?.version} problemField={problem?.field} />
          ) : null}
          <EventFields values={eventValues(typed, event, newKind)} ministries={ministries} errorOf={errorOf} />
        </StaffForm>
      </Section>

      {event ? (
        <Section title={T.deleteSection}>
          <details open={Boolean(actionData?.deleteProblem)}>
            <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-red-800 dark:text-red-200">
              {T.deleteOpen}
            </summary>
            <div className="mt-3 space-y-3">
              {actionData?.deleteProblem ? <Notice tone="error">{actionData.deleteProblem}</Notice> : null}
              <p>{T.deleteWarning}</p>
              <StaffForm>
                <input type="hidden" name="intent" value="delete" />
                <Button variant="danger">{T.deleteConfirm(event.title)}</Button>
              </StaffForm>
            </div>
          </details>
        </Section>
      ) : null}
    </div>
  );
}
