import { data, redirect } from "react-router";
import type { Route } from "./+types/outbox-mail";
import { formText } from "#contract/forms";
import { staffTime, staffTitle } from "~/ui/staff/format";
import { Badge, FieldList, found, idParam, LongText, StaffListPage } from "~/ui/staff/list";
import { Button, Notice, StaffForm } from "~/ui/staff/fields";
import { MailNotSetUp } from "~/features/mail/mail-not-set-up";
import { OUTBOX_LABELS, OUTBOX_TONES, OperatorAdvice } from "~/features/mail/outbox-words";

/**
 * /admin/outbox/:id (admins, as the outbox): one mail, its recipient, subject and text as sent (a
 * link in it can be copied and passed on when mail is not set up). A waiting one can be cancelled,
 * after a confirmation step (`?cancel=1`, a page of its own: no script needed).
 */

export async function loader({ params, request, context }: Route.LoaderArgs) {
  context.staff.requireArea("outbox");
  const mail = found(await context.staff.mail.mail(idParam(params.id)));
  return {
    mail,
    confirming: new URL(request.url).searchParams.get("cancel") === "1" && mail.status === "waiting",
    mailConfigured: context.staff.mailConfigured,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  context.staff.requireArea("outbox");
  const id = idParam(params.id);
  const form = await request.formData();
  if (formText(form, "intent") !== "cancel") return data({ message: "Unknown action." }, { status: 400 });
  const problem = await context.staff.mail.cancel(id).catch(context.staff.refusedSave);
  if (problem) return data({ message: problem.message }, { status: "status" in problem ? 503 : 400 });
  return redirect("/admin/outbox?status=cancelled&done=cancelled", 303);
}

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Mail") }];

export default function OutboxMail({ loaderData, actionData }: Route.ComponentProps) {
  const { mail, confirming } = loaderData;
  return (
    <StaffListPage
      title={mail.subject}
      back={{ to: "/admin/outbox", label: "Outbox" }}
      summary={<Badge tone={OUTBOX_TONES[mail.status]}>{OUTBOX_LABELS[mail.status]}</Badge>}
    >
      <div className="space-y-4">
        {actionData ? <Notice tone="error">{actionData.message}</Notice> : null}
        {mail.status === "waiting" && !loaderData.mailConfigured ? (
          <MailNotSetUp>
            This mail waits here and is not sent: copy what it says below and pass it on yourself, then cancel it.{" "}
            <OperatorAdvice />
          </MailNotSetUp>
        ) : null}
        {confirming ? (
          <section
            aria-labelledby="cancel-heading"
            className="rounded-xl border border-red-700 bg-red-50 p-4 dark:border-red-400 dark:bg-red-950"
          >
            <h2 id="cancel-heading" className="text-lg font-semibold text-red-900 dark:text-red-100">
              Cancel this mail?
            </h2>
            <p className="mt-1 text-red-900 dark:text-red-100">
              It will never be sent to <span className="break-all">{mail.recipient}</span>. This cannot be undone.
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <StaffForm>
                <input type="hidden" name="intent" value="cancel" />
                <Button variant="danger">Yes, cancel the mail</Button>
              </StaffForm>
              <a
                href={`/admin/outbox/${mail.id}`}
                className="inline-flex min-h-11 items-center px-2 font-semibold text-brand-700 underline dark:text-accent-300"
              >
                No, keep it
              </a>
            </div>
          </section>
        ) : null}
        <FieldList
          fields={[
            ["To", <span className="break-all">{mail.recipient}</span>],
            ["Subject", mail.subject],
            ["Queued", staffTime(mail.createdAt)],
            [
              "Tries",
              `${mail.attempts}${mail.status === "sent" && mail.sentAt ? `, sent ${staffTime(mail.sentAt)}` : ""}${mail.status === "waiting" ? `, next ${staffTime(mail.nextAttemptAt)}` : ""}`,
            ],
            ...(mail.lastError
              ? [
                  ["The server answered", <code className="text-sm">{mail.lastError}</code>] as [
                    string,
                    React.ReactNode,
                  ],
                ]
              : []),
          ]}
        />
        <LongText label="The mail's text" text={mail.text} />
        {mail.status === "waiting" && !confirming ? (
          <p>
            <a
              href={`/admin/outbox/${mail.id}?cancel=1`}
              className="inline-flex min-h-11 items-center rounded-md border border-red-700 px-4 py-2 text-sm font-semibold text-red-800 dark:border-red-400 dark:text-red-200"
            >
              Cancel this mail…
            </a>
          </p>
        ) : null}
      </div>
    </StaffListPage>
  );
}
