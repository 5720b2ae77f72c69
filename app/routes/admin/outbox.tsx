import { data, redirect } from "react-router";
import type { Route } from "./+types/outbox";
import type { OutboxFilter } from "#server/mail/staff-operations";
import { formText } from "#contract/forms";
import { fieldErrorOf, idOf, problemStatus } from "~/ui/staff/forms";
import { countOf, staffTime, staffTitle } from "~/ui/staff/format";
import {
  Badge,
  Card,
  CardLink,
  CardList,
  EmptyState,
  FilterTabs,
  Pagination,
  pageParam,
  StaffListPage,
  StaffTime,
} from "~/ui/staff/list";
import { Button, ErrorSummary, Field, Notice, Section, StaffForm } from "~/ui/staff/fields";
import { MailNotSetUp } from "~/features/mail/mail-not-set-up";
import { OUTBOX_LABELS as LABELS, OUTBOX_TONES as TONES, OperatorAdvice } from "~/features/mail/outbox-words";

/**
 * /admin/outbox (admins): every mail the site has queued, newest first, by status; a
 * failed one shows the mail server's answer and a Retry button; each opens on its own page (its text,
 * and Cancel while it waits). A banner says when mail is not set up (the mails wait), and what to
 * ask the server's operator. The daily digest's time is set here too.
 */

const FILTERS = ["all", "waiting", "sent", "failed", "cancelled"] as const satisfies readonly OutboxFilter[];

export async function loader({ request, context }: Route.LoaderArgs) {
  context.staff.requireArea("outbox");
  const url = new URL(request.url);
  const asked = url.searchParams.get("status");
  const filter = (FILTERS as readonly string[]).includes(asked ?? "") ? (asked as OutboxFilter) : "all";
  const outbox = await context.staff.mail.outbox(filter, pageParam(url));
  return { ...outbox, done: url.searchParams.get("done") };
}

export async function action({ request, context }: Route.ActionArgs) {
  context.staff.requireArea("outbox");
  const form = await request.formData();
  const intent = formText(form, "intent");
  if (intent === "retry") {
    const id = idOf(form, "id");
    const problem = id === null ? { message: "That mail does not exist." } : await context.staff.mail.retry(id);
    if (problem) return data(problem, { status: 400 });
    return redirect("/admin/outbox?status=waiting&done=retried", 303);
  }
  if (intent === "digest-time") {
    const digestTime = formText(form, "digestTime");
    const problem = await context.staff.mail.setDigestTime(digestTime).catch(context.staff.refusedSave);
    // Refused: the form comes back with what was typed.
    if (problem) return data({ ...problem, digestTime }, { status: problemStatus(problem) });
    return redirect("/admin/outbox?done=digest-time", 303);
  }
  return data({ message: "Unknown action." }, { status: 400 });
}

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Outbox") }];

export default function Outbox({ loaderData: outbox, actionData }: Route.ComponentProps) {
  const problem = actionData ?? null;
  // The digest form's refusal is summed up in it; a retry's at the top.
  const digestProblem = problem && "digestTime" in problem ? problem : null;
  return (
    <StaffListPage
      title="Outbox"
      summary={`${countOf(outbox.total, "mail")}${outbox.filter === "all" ? "" : ` ${LABELS[outbox.filter].toLowerCase()}`}, newest first`}
      filters={
        <FilterTabs
          label="Mails by status"
          name="status"
          current={outbox.filter}
          defaultValue="all"
          options={FILTERS.map((value) => ({
            value,
            label: LABELS[value],
            count: value === "all" ? undefined : outbox.counts[value],
          }))}
        />
      }
    >
      <div className="mb-5 space-y-3 empty:hidden">
        {!outbox.smtpConfigured ? (
          <MailNotSetUp>
            {outbox.counts.waiting} {outbox.counts.waiting === 1 ? "mail waits" : "mails wait"} here and nothing is
            sent. Open a waiting mail to copy its link and pass it on yourself. <OperatorAdvice />
          </MailNotSetUp>
        ) : null}
        {problem && !digestProblem ? <ErrorSummary problem={problem} lead="Nothing was done:" /> : null}
        {outbox.done === "retried" && !problem ? <Notice tone="success">The mail is queued again.</Notice> : null}
        {outbox.done === "cancelled" && !problem ? (
          <Notice tone="success">The mail is cancelled: it will not be sent.</Notice>
        ) : null}
        {outbox.done === "digest-time" && !problem ? (
          <Notice tone="success">The daily digest’s time is saved.</Notice>
        ) : null}
      </div>
      {outbox.items.length === 0 ? (
        <EmptyState>{outbox.filter === "failed" ? "No mail has failed." : "No mail here."}</EmptyState>
      ) : (
        <CardList label="Mails">
          {outbox.items.map((mail) => (
            <Card
              key={mail.id}
              id={`mail-${mail.id}`}
              title={<CardLink to={`/admin/outbox/${mail.id}`}>{mail.subject}</CardLink>}
              meta={
                <>
                  <StaffTime iso={mail.createdAt} text={staffTime(mail.createdAt)} />
                  <Badge tone={TONES[mail.status]}>{LABELS[mail.status]}</Badge>
                </>
              }
            >
              <p className="break-all">To {mail.recipient}</p>
              <p>
                {countOf(mail.attempts, "try", "tries")}
                {mail.status === "sent" && mail.sentAt ? `, sent ${staffTime(mail.sentAt)}` : null}
                {mail.status === "waiting" ? `, next try ${staffTime(mail.nextAttemptAt)}` : null}
              </p>
              {mail.lastError ? (
                <p className="break-words">
                  <span className="font-semibold">
                    {mail.status === "failed" ? "The server answered" : "Last answer"}:
                  </span>{" "}
                  <code className="text-sm">{mail.lastError}</code>
                </p>
              ) : null}
              {mail.status === "failed" ? (
                <StaffForm>
                  <input type="hidden" name="intent" value="retry" />
                  <input type="hidden" name="id" value={mail.id} />
                  <Button variant="secondary">Retry</Button>
                </StaffForm>
              ) : null}
            </Card>
          ))}
        </CardList>
      )}
      <Pagination variant="staff" page={outbox.page} pageCount={outbox.pageCount} />
      <div className="mt-8">
        <Section title="Daily digest">
          <StaffForm className="max-w-md space-y-3" problem={digestProblem}>
            <input type="hidden" name="intent" value="digest-time" />
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
              <div className="grow">
                <Field
                  label="Time of the daily digest (Harare)"
                  name="digestTime"
                  type="time"
                  defaultValue={digestProblem ? String(digestProblem.digestTime) : outbox.digestTime}
                  required
                  error={fieldErrorOf(digestProblem, "digestTime")}
                />
              </div>
              <Button>Save</Button>
            </div>
          </StaffForm>
        </Section>
      </div>
    </StaffListPage>
  );
}
