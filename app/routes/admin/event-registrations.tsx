import { data, redirect } from "react-router";
import type { Route } from "./+types/event-registrations";
import { EVENT_LABELS, EVENT_LIMITS } from "#contract/events";
import { formText } from "#contract/forms";
import { staffTitle } from "~/ui/staff/format";
import { fieldErrorOf, idOfParams, problemStatus } from "~/ui/staff/forms";
import {
  BackLink,
  Button,
  Field,
  LinkButton,
  Notice,
  PageHeading,
  Section,
  StaffForm,
  TextArea,
} from "~/ui/staff/fields";
import { EmptyState } from "~/ui/staff/list";
import { EVENT_STAFF_TEXTS as T } from "~/features/events/staff/texts";
import { wallTimeText } from "~/features/events/staff/when";

/**
 * /admin/events/{id}/registrations/{occurrence}: who registered for one date, with the counts; the
 * page prints as a check-in list (names, people, a box to tick); Export CSV; Message registrants
 * (one mail to everyone confirmed, through the outbox).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  context.staff.requireArea("events");
  const id = idOfParams(params);
  if (id === null) throw new Response("Not found", { status: 404 });
  const [form, found] = await Promise.all([
    context.staff.events.form(id),
    context.staff.events.registrations(id, params.occurrence),
  ]);
  if (!form?.event || !found) throw new Response("Not found", { status: 404 });
  const sent = new URL(request.url).searchParams.get("sent");
  return {
    event: { id: form.event.id, title: form.event.title },
    occurrence: params.occurrence,
    ...found,
    sent: sent !== null && /^\d{1,6}$/.test(sent) ? Number(sent) : null,
  };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  context.staff.requireArea("events");
  const id = idOfParams(params);
  if (id === null) throw new Response("Not found", { status: 404 });
  const form = await request.formData();
  const input = { subject: formText(form, "subject"), body: formText(form, "body") };
  const result = await context.staff.events.messageRegistrants(id, params.occurrence, input);
  if (result === false) throw new Response("Not found", { status: 404 });
  if (typeof result !== "number") return data({ problem: result, input }, { status: problemStatus(result) });
  return redirect(`/admin/events/${id}/registrations/${encodeURIComponent(params.occurrence)}?sent=${result}`, 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: staffTitle(
      loaderData
        ? T.registrationsTitle(loaderData.event.title, wallTimeText(loaderData.occurrence))
        : T.registrationsLink,
    ),
  },
];

const CELL = "border-b border-slate-200 px-2 py-2 text-left align-top dark:border-brand-800 print:border-black";

export default function EventRegistrations({ loaderData, actionData }: Route.ComponentProps) {
  const { event, occurrence, counts, registrations, sent } = loaderData;
  const problem = actionData?.problem ?? null;
  const base = `/admin/events/${event.id}`;
  const here = `${base}/registrations/${encodeURIComponent(occurrence)}`;
  const listed = registrations.filter((registration) => registration.status !== "cancelled");
  return (
    <div className="w-full max-w-4xl">
      <div className="print:hidden">
        <BackLink href={`${base}/dates`}>{T.dates}</BackLink>
      </div>
      <PageHeading title={T.registrationsTitle(event.title, wallTimeText(occurrence))}>
        <p>{T.counts(counts.confirmed, counts.waitlisted, counts.cancelled)}</p>
      </PageHeading>
      {sent !== null ? (
        <div className="mb-6 print:hidden">
          <Notice tone="success">{T.messageSent(sent)}</Notice>
        </div>
      ) : null}
      <div className="mb-6 flex flex-wrap gap-3 print:hidden">
        <LinkButton href={`${here}/export`} variant="secondary">
          {T.exportCsv}
        </LinkButton>
        <p className="self-center text-sm">{T.print}</p>
      </div>
      {listed.length === 0 ? (
        <EmptyState>{T.registrationsEmpty}</EmptyState>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm print:text-base">
            <thead>
              <tr>
                <th className={CELL} scope="col">
                  {T.checkIn}
                </th>
                <th className={CELL} scope="col">
                  {T.name}
                </th>
                <th className={CELL} scope="col">
                  {T.people}
                </th>
                <th className={CELL} scope="col">
                  {T.statusHeading}
                </th>
                <th className={`${CELL} print:hidden`} scope="col">
                  {T.contact}
                </th>
                <th className={CELL} scope="col">
                  {T.answer}
                </th>
              </tr>
            </thead>
            <tbody>
              {listed.map((registration) => (
                <tr key={registration.id}>
                  <td className={CELL}>
                    <span
                      aria-hidden="true"
                      className="inline-block h-5 w-5 border-2 border-slate-500 print:border-black"
                    />
                  </td>
                  <td className={`${CELL} font-semibold`}>{registration.name}</td>
                  <td className={`${CELL} tabular-nums`}>{registration.party}</td>
                  <td className={CELL}>{EVENT_LABELS.registrationStatuses[registration.status]}</td>
                  <td className={`${CELL} break-all print:hidden`}>
                    {[registration.email, registration.phone].filter(Boolean).join(" · ")}
                  </td>
                  <td className={CELL}>{registration.answer ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="print:hidden">
        <Section title={T.messageTitle}>
          <StaffForm className="space-y-4" problem={problem} problemLead={T.messageProblem}>
            <p>{T.messageHint(counts.confirmed)}</p>
            <Field
              label={T.messageSubject}
              name="subject"
              required
              maxLength={EVENT_LIMITS.messageSubject}
              defaultValue={actionData?.input.subject ?? ""}
              error={fieldErrorOf(problem, "subject")}
            />
            <TextArea
              label={T.messageBody}
              name="body"
              required
              rows={6}
              maxLength={EVENT_LIMITS.messageBody}
              defaultValue={actionData?.input.body ?? ""}
              error={fieldErrorOf(problem, "body")}
            />
            <Button>{T.messageSend}</Button>
          </StaffForm>
        </Section>
      </div>
    </div>
  );
}
