import { data, redirect } from "react-router";
import type { Route } from "./+types/newsletter";
import { formText } from "#contract/forms";
import { fieldErrorOf, problemStatus, type SaveProblem } from "~/ui/staff/forms";
import { EditorBar, editorFormProps } from "~/ui/staff/editor-bar";
import { newsletterDraftOf, type NewsletterDraftInput } from "~/features/mail/newsletter-draft";
import { countOf, staffTime, staffTitle } from "~/ui/staff/format";
import { Badge, Card, CardList, StaffListPage } from "~/ui/staff/list";
import { MailNotSetUp } from "~/features/mail/mail-not-set-up";
import { Button, Field, FieldError, LABEL, Notice, Section, StaffForm } from "~/ui/staff/fields";

/**
 * /admin/newsletter (admins, leaders): write a plain-text newsletter (kept as it is typed, through
 * /admin/newsletter/autosave, until it is sent), send a test to oneself, then send it to every
 * confirmed subscriber after a confirmation step (no JavaScript: the step is the action's
 * answer). The mails go through the outbox; the page counts them, and refreshes itself while some
 * still wait.
 */

export async function loader({ request, context }: Route.LoaderArgs) {
  context.staff.requireArea("newsletter");
  const overview = await context.staff.mail.newsletter();
  const url = new URL(request.url);
  return { ...overview, done: url.searchParams.get("done"), outbox: context.staff.mayOpen("outbox") };
}

type Draft = NewsletterDraftInput;

type ActionAnswer =
  | { step: "confirm"; draft: Draft; count: number }
  | { step: "edit"; draft: Draft; message: string; field?: string; errors?: SaveProblem["errors"]; tested?: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  context.staff.requireArea("newsletter");
  const form = await request.formData();
  const draft = newsletterDraftOf(form);
  const intent = formText(form, "intent");
  const refuse = (problem: SaveProblem) =>
    data<ActionAnswer>(
      { step: "edit", draft, message: problem.message, field: problem.field ?? undefined, errors: problem.errors },
      { status: problemStatus(problem) },
    );
  if (intent === "test") {
    const problem = await context.staff.mail.sendNewsletterTest(draft).catch(context.staff.refusedSave);
    if (problem) return refuse(problem);
    return data<ActionAnswer>({ step: "edit", draft, message: "", tested: true });
  }
  if (intent === "review") {
    const { confirmed } = await context.staff.mail.newsletter();
    const problem = context.staff.mail.checkNewsletter(draft);
    if (problem) return refuse(problem);
    if (confirmed === 0) return refuse({ message: "Nobody has confirmed a subscription yet." });
    return data<ActionAnswer>({ step: "confirm", draft, count: confirmed });
  }
  // Back from the confirm step: the form again, as it was.
  if (intent === "edit") return data<ActionAnswer>({ step: "edit", draft, message: "" });
  if (intent === "send") {
    const result = await context.staff.mail
      .sendNewsletter(draft, Number(formText(form, "count")))
      .catch(context.staff.refusedSave);
    if ("message" in result) return refuse(result);
    return redirect("/admin/newsletter?done=sent", 303);
  }
  return refuse({ message: "Unknown action." });
}

export const meta: Route.MetaFunction = ({ data: page }) => {
  const sending = page?.batches.some((batch) => batch.counts.waiting > 0) ?? false;
  // Staff pages have no JavaScript: the counts move by the page reloading itself while mails wait.
  return [{ title: staffTitle("Newsletter") }, ...(sending ? [{ httpEquiv: "refresh", content: "10" }] : [])];
};

function DraftFields({ draft }: { draft: Draft }) {
  return (
    <>
      <input type="hidden" name="subject" value={draft.subject} />
      <input type="hidden" name="body" value={draft.body} />
      {draft.includePosts ? <input type="hidden" name="posts" value="1" /> : null}
    </>
  );
}

export default function Newsletter({ loaderData: page, actionData }: Route.ComponentProps) {
  const answer = (actionData ?? null) as ActionAnswer | null;
  // What was posted, else the newsletter as its autosave last kept it.
  const draft = answer?.draft ?? page.draft ?? { subject: "", body: "", includePosts: false };
  const problem = answer?.step === "edit" && answer.message !== "" ? answer : null;
  const errorOf = (field: string) => fieldErrorOf(problem, field);
  return (
    <StaffListPage title="Newsletter" summary={`${countOf(page.confirmed, "confirmed subscriber")}`}>
      <div className="mb-5 space-y-3 empty:hidden">
        {!page.smtpConfigured ? (
          <MailNotSetUp>
            A newsletter, and a test copy, wait in the outbox and nobody receives them until it is. An admin can see
            what to ask for on the Outbox page.
          </MailNotSetUp>
        ) : null}
        {page.done === "sent" ? (
          <Notice tone="success">
            {page.smtpConfigured
              ? "The newsletter is on its way: the counts below follow it."
              : "The newsletter is queued: it waits in the outbox until mail is set up."}
          </Notice>
        ) : null}
        {answer?.step === "edit" && answer.tested ? (
          <Notice tone="success">
            {page.smtpConfigured
              ? "A test copy is on its way to your address."
              : "A test copy is queued for your address, but it waits in the outbox until mail is set up."}
          </Notice>
        ) : null}
      </div>

      {answer?.step === "confirm" ? (
        <Section title="Send it?">
          <p className="mb-4 max-w-prose">
            Send “{answer.draft.subject}” to {countOf(answer.count, "confirmed subscriber")}? It cannot be called back
            once sent.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <StaffForm>
              <DraftFields draft={answer.draft} />
              <input type="hidden" name="count" value={answer.count} />
              <input type="hidden" name="intent" value="send" />
              <Button>Yes, send to {countOf(answer.count, "subscriber")}</Button>
            </StaffForm>
            <StaffForm>
              <DraftFields draft={answer.draft} />
              <input type="hidden" name="intent" value="edit" />
              <Button variant="secondary">Back to editing</Button>
            </StaffForm>
          </div>
        </Section>
      ) : (
        <Section title="Write">
          <StaffForm
            className="space-y-4"
            problem={problem}
            problemLead="The newsletter is not sent yet:"
            {...editorFormProps("/admin/newsletter/autosave")}
            bar={
              <EditorBar
                status={
                  page.draft ? `Draft, kept ${staffTime(page.draft.savedAt)} (${page.draft.savedBy})` : "New newsletter"
                }
              >
                <Button variant="secondary" name="intent" value="test">
                  Send a test to me
                </Button>
              </EditorBar>
            }
          >
            <Field
              label="Subject"
              name="subject"
              defaultValue={draft.subject}
              required
              maxLength={200}
              error={errorOf("subject")}
            />
            <div>
              <label htmlFor="body" className={LABEL}>
                Text
              </label>
              <p id="body-hint" className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                Plain text; an empty line starts a new paragraph. Each mail ends with the church’s address and the
                reader’s own unsubscribe link.
              </p>
              <textarea
                id="body"
                name="body"
                rows={12}
                required
                defaultValue={draft.body}
                aria-describedby={errorOf("body") ? "body-hint body-error" : "body-hint"}
                aria-invalid={errorOf("body") ? true : undefined}
                className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-ink shadow-sm dark:border-slate-500 dark:bg-brand-900 dark:text-slate-100"
              />
              {errorOf("body") ? <FieldError id="body-error">{errorOf("body")}</FieldError> : null}
            </div>
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                name="posts"
                value="1"
                defaultChecked={draft.includePosts}
                className="mt-1 size-5"
              />
              <span>
                Add “New posts this month”
                <span className="block text-sm text-slate-600 dark:text-slate-300">
                  {page.posts.length === 0
                    ? "No post is published this month yet."
                    : page.posts.map((post) => post.title).join(" · ")}
                </span>
              </span>
            </label>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button name="intent" value="review">
                Send to {countOf(page.confirmed, "confirmed subscriber")}
              </Button>
            </div>
          </StaffForm>
        </Section>
      )}

      <Section title="Sent newsletters">
        {page.batches.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-300">None yet.</p>
        ) : (
          <CardList label="Sent newsletters">
            {page.batches.map((batch) => (
              <Card
                key={batch.batch}
                title={batch.subject}
                meta={
                  <>
                    <span>{staffTime(batch.createdAt)}</span>
                    {batch.counts.waiting > 0 ? <Badge tone="info">Sending</Badge> : <Badge tone="success">Done</Badge>}
                  </>
                }
              >
                <p>
                  {batch.counts.sent.toLocaleString("en-GB")} sent · {batch.counts.waiting.toLocaleString("en-GB")}{" "}
                  waiting · {batch.counts.failed.toLocaleString("en-GB")} failed
                  {batch.counts.failed > 0 && page.outbox ? (
                    <>
                      {" "}
                      (
                      <a href="/admin/outbox?status=failed" className="underline">
                        see the outbox
                      </a>
                      )
                    </>
                  ) : null}
                </p>
              </Card>
            ))}
          </CardList>
        )}
      </Section>
    </StaffListPage>
  );
}
