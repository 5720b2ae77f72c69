import { data, redirect } from "react-router";
import type { Route } from "./+types/event-dates";
import { formText } from "#contract/forms";
import type { OccurrenceInput } from "#server/domain/events";
import type { PageScriptsHandle } from "~/lib/page-scripts";
import { staffTitle } from "~/ui/staff/format";
import { fieldErrorOf, idOfParams, problemStatus, type SaveProblem } from "~/ui/staff/forms";
import { EditorBar } from "~/ui/staff/editor-bar";
import { VersionField } from "~/features/editing/version-field";
import { BackLink, Button, Field, Notice, PageHeading, Section, StaffForm, TextArea } from "~/ui/staff/fields";
import { Badge, Card, CardList, EmptyState } from "~/ui/staff/list";
import { EventFields, eventValues } from "~/features/events/staff/event-fields";
import { eventInputOf, occurrenceInputOf } from "~/features/events/staff/event-input";
import { EVENT_STAFF_TEXTS as T } from "~/features/events/staff/texts";
import { wallTimeText } from "~/features/events/staff/when";

/**
 * /admin/events/{id}/dates: an event's dates from two months back, each with its registrations'
 * counts: cancel or restore one, change one (its time, place, note), or change it and the following
 * (?following={occurrence}: the event form prefilled from that date, posting "this and the
 * following", which splits the series). Plain forms: everything works without JavaScript.
 */
export const handle: PageScriptsHandle = { scripts: true };

const DONE = ["cancelled", "restored", "changed"] as const;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  context.staff.requireArea("events");
  const id = idOfParams(params);
  if (id === null) throw new Response("Not found", { status: 404 });
  const [found, form] = await Promise.all([context.staff.events.occurrences(id), context.staff.events.form(id)]);
  if (!found || !form) throw new Response("Not found", { status: 404 });
  const url = new URL(request.url);
  const done = url.searchParams.get("done");
  const following = url.searchParams.get("following");
  return {
    ...found,
    ministries: form.ministries,
    done: (DONE as readonly string[]).includes(done ?? "") ? (done as (typeof DONE)[number]) : null,
    following: found.occurrences.find((occurrence) => occurrence.occurrence === following) ?? null,
  };
}

type Refused =
  | { kind: "date"; occurrence: string; problem: SaveProblem; input: OccurrenceInput }
  | { kind: "following"; occurrence: string; problem: SaveProblem; input: ReturnType<typeof eventInputOf> }
  | { kind: "state"; occurrence: string; problem: SaveProblem };

export async function action({ params, context, request }: Route.ActionArgs) {
  context.staff.requireArea("events");
  const id = idOfParams(params);
  if (id === null) throw new Response("Not found", { status: 404 });
  const form = await request.formData();
  const intent = formText(form, "intent");
  const occurrence = formText(form, "occurrence");
  const events = context.staff.events;
  const dates = `/admin/events/${id}/dates`;
  if (intent === "cancel" || intent === "restore") {
    const result = await (intent === "cancel" ? events.cancelOccurrence : events.restoreOccurrence)(id, occurrence);
    if (result === false) throw new Response("Not found", { status: 404 });
    if (result !== true) return data<Refused>({ kind: "state", occurrence, problem: result }, { status: 400 });
    return redirect(`${dates}?done=${intent === "cancel" ? "cancelled" : "restored"}`, 303);
  }
  if (intent === "change") {
    const input = occurrenceInputOf(form);
    const result = await events.changeOccurrence(id, occurrence, input).catch(context.staff.refusedSave);
    if (result === false) throw new Response("Not found", { status: 404 });
    if (result !== true)
      return data<Refused>({ kind: "date", occurrence, problem: result, input }, { status: problemStatus(result) });
    return redirect(`${dates}?done=changed`, 303);
  }
  if (intent === "following") {
    const input = eventInputOf(form);
    const result = await events.changeFollowing(id, occurrence, input).catch(context.staff.refusedSave);
    if (result === null) throw new Response("Not found", { status: 404 });
    if ("message" in result)
      return data<Refused>(
        { kind: "following", occurrence, problem: result, input },
        { status: problemStatus(result) },
      );
    return redirect(`/admin/events/${result.id}/dates?done=changed`, 303);
  }
  return data<Refused>({ kind: "state", occurrence, problem: { message: "Unknown action." } }, { status: 400 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: staffTitle(loaderData ? T.datesTitle(loaderData.event.title) : T.dates) },
];

const SMALL_LINK =
  "inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200";

export default function EventDates({ loaderData, actionData }: Route.ComponentProps) {
  const { event, occurrences, ministries, done } = loaderData;
  const refused = actionData ?? null;
  const following =
    refused?.kind === "following"
      ? (occurrences.find((occurrence) => occurrence.occurrence === refused.occurrence) ?? loaderData.following)
      : loaderData.following;
  const base = `/admin/events/${event.id}`;
  if (following) {
    const problem = refused?.kind === "following" ? refused.problem : null;
    const values =
      refused?.kind === "following"
        ? eventValues(refused.input, null)
        : eventValues(undefined, { ...event, start: following.startLocal, end: following.endLocal });
    return (
      <div className="w-full max-w-3xl">
        <BackLink href={`${base}/dates`}>{T.dates}</BackLink>
        <PageHeading title={T.changeFollowingTitle(wallTimeText(following.startLocal))}>
          <p>{T.changeFollowingHint}</p>
        </PageHeading>
        <Section title={T.formLabel}>
          <StaffForm
            className="space-y-5"
            aria-label={T.formLabel}
            problem={problem}
            problemLead={T.notSaved}
            bar={
              <EditorBar status={event.title}>
                <Button name="intent" value="following">
                  {T.changeFollowingSave}
                </Button>
              </EditorBar>
            }
          >
            <input type="hidden" name="occurrence" value={following.occurrence} />
            <VersionField
              current={Number(event.version)}
              posted={refused?.kind === "following" ? refused.input.version : undefined}
              problemField={problem?.field}
            />
            <EventFields values={values} ministries={ministries} errorOf={(field) => fieldErrorOf(problem, field)} />
          </StaffForm>
        </Section>
      </div>
    );
  }
  return (
    <div className="w-full max-w-3xl">
      <BackLink href={base}>{event.title}</BackLink>
      <PageHeading title={T.datesTitle(event.title)}>
        <p>{T.datesSummary}</p>
      </PageHeading>
      {done ? (
        <div className="mb-6">
          <Notice tone="success">{T.done[done]}</Notice>
        </div>
      ) : null}
      {refused?.kind === "state" ? (
        <div className="mb-6">
          <Notice tone="error">{refused.problem.message}</Notice>
        </div>
      ) : null}
      {occurrences.length === 0 ? (
        <EmptyState>{T.noDates}</EmptyState>
      ) : (
        <CardList label={T.dates}>
          {occurrences.map((date) => {
            const problem = refused?.kind === "date" && refused.occurrence === date.occurrence ? refused : null;
            const typed = problem?.input;
            const errorOf = (field: string) => fieldErrorOf(problem?.problem, field);
            const cancelled = date.status === "cancelled";
            return (
              <Card
                key={date.occurrence}
                title={
                  <span className={cancelled ? "line-through" : undefined}>
                    {wallTimeText(date.startLocal)}
                    {date.title === event.title ? null : ` · ${date.title}`}
                  </span>
                }
                meta={
                  date.status === "scheduled" ? null : (
                    <Badge tone={cancelled ? "warning" : "info"}>{T.status[date.status]}</Badge>
                  )
                }
              >
                {event.registration ? (
                  <p className="flex flex-wrap items-center gap-x-4">
                    <span>
                      {T.counts(date.confirmed, date.waitlisted, date.cancelled)}
                      {date.placesLeft === null ? null : ` · ${T.placesLeft(date.placesLeft)}`}
                    </span>
                    <a className={SMALL_LINK} href={`${base}/registrations/${encodeURIComponent(date.occurrence)}`}>
                      {T.registrationsLink}
                    </a>
                  </p>
                ) : null}
                <div className="flex flex-wrap items-center gap-3">
                  <StaffForm>
                    <input type="hidden" name="occurrence" value={date.occurrence} />
                    {cancelled ? (
                      <Button variant="secondary" name="intent" value="restore">
                        {T.restoreDate}
                      </Button>
                    ) : (
                      <Button variant="danger" name="intent" value="cancel" title={T.cancelWarning}>
                        {T.cancelDate}
                      </Button>
                    )}
                  </StaffForm>
                  <a className={SMALL_LINK} href={`?following=${encodeURIComponent(date.occurrence)}`}>
                    {T.changeFollowing}
                  </a>
                </div>
                <details open={problem !== null}>
                  <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700 dark:text-brand-200">
                    {T.changeDate}
                  </summary>
                  <StaffForm
                    className="mt-3 space-y-4"
                    problem={problem?.problem}
                    problemLead={T.dateProblem}
                    idOf={(field) => `${field}-${date.occurrence}`}
                  >
                    <input type="hidden" name="occurrence" value={date.occurrence} />
                    <p className="text-sm">{T.changeDateHint}</p>
                    <div className="grid gap-4 sm:grid-cols-2">
                      <Field
                        label={T.occurrenceFields.start}
                        name="start"
                        id={`start-${date.occurrence}`}
                        type={event.allDay ? "date" : "datetime-local"}
                        defaultValue={typed?.start ?? date.startLocal}
                        error={errorOf("start")}
                      />
                      <Field
                        label={T.occurrenceFields.end}
                        name="end"
                        id={`end-${date.occurrence}`}
                        type={event.allDay ? "date" : "datetime-local"}
                        defaultValue={typed?.end ?? date.endLocal}
                        error={errorOf("end")}
                      />
                    </div>
                    <Field
                      label={T.occurrenceFields.title}
                      name="title"
                      id={`title-${date.occurrence}`}
                      defaultValue={typed?.title ?? ""}
                      error={errorOf("title")}
                    />
                    <Field
                      label={T.occurrenceFields.place}
                      name="place"
                      id={`place-${date.occurrence}`}
                      defaultValue={typed?.place ?? ""}
                      error={errorOf("place")}
                    />
                    <Field
                      label={T.occurrenceFields.address}
                      name="address"
                      id={`address-${date.occurrence}`}
                      defaultValue={typed?.address ?? ""}
                      error={errorOf("address")}
                    />
                    <TextArea
                      label={T.occurrenceFields.description}
                      name="description"
                      id={`description-${date.occurrence}`}
                      rows={3}
                      defaultValue={typed?.description ?? ""}
                      error={errorOf("description")}
                    />
                    <Button name="intent" value="change">
                      {T.changeDateSave}
                    </Button>
                  </StaffForm>
                </details>
              </Card>
            );
          })}
        </CardList>
      )}
    </div>
  );
}
