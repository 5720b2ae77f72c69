import { data, redirect } from "react-router";
import type { Route } from "./+types/giving-gift";
import { GIFT_PROBLEMS, METHOD_LABELS, STATUS_LABELS } from "#contract/giving";
import { formatMoney } from "#contract/money";
import { formText } from "#contract/forms";
import { problemStatus } from "~/ui/staff/forms";
import { staffTime, staffTitle } from "~/ui/staff/format";
import { Button, Field, Notice, Section, StaffForm } from "~/ui/staff/fields";
import { EmailLink, FieldList, found, idParam, notFound, PhoneLink, StaffListPage } from "~/ui/staff/list";
import { GIVING_PATH, isRefusal, StatusBadge } from "~/features/giving/staff-parts";
import { GIVING_STAFF_TEXTS as T } from "~/features/giving/staff-texts";

/**
 * /admin/giving/:id (admins, treasurers): one gift with every change of its status; "Check with
 * Paynow" asks Paynow about a gift given online now; a gift recorded by hand (or one held for
 * review) is cancelled with a reason. Both are plain posts, 303 back here.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  context.staff.requireArea("giving");
  const gift = found(await context.staff.giving.gift(idParam(params.id)));
  const search = new URL(request.url).searchParams;
  return { gift, checked: search.get("checked") === "1", cancelled: search.get("cancelled") === "1" };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  context.staff.requireArea("giving");
  const id = idParam(params.id);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const giving = context.staff.giving;
  if (intent === "check") {
    found(await giving.checkWithPaynow(id));
    return redirect(`${GIVING_PATH}/${id}?checked=1`, 303);
  }
  if (intent !== "cancel") throw notFound();
  const reason = formText(form, "reason");
  const cancelled = found(await giving.cancelGift(id, reason).catch(context.staff.refusedSave));
  if (isRefusal(cancelled)) return data({ problem: cancelled, reason }, { status: problemStatus(cancelled) });
  return redirect(`${GIVING_PATH}/${id}?cancelled=1`, 303);
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: staffTitle(loaded ? T.giftTitle(loaded.gift.reference) : T.title) },
];

export default function GiftPage({ loaderData, actionData }: Route.ComponentProps) {
  const { gift } = loaderData;
  const F = T.giftFields;
  const cancellable = (gift.batchId !== null && gift.status === "paid") || gift.status === "review";
  return (
    <StaffListPage title={T.giftTitle(gift.reference)} back={{ to: GIVING_PATH, label: T.backToGifts }}>
      <div className="space-y-4">
        {loaderData.checked ? <Notice tone="success">{T.checked}</Notice> : null}
        {loaderData.cancelled ? <Notice tone="success">{T.cancelled}</Notice> : null}
        <FieldList
          fields={[
            [F.status, <StatusBadge key="status" status={gift.status} />],
            [F.amount, formatMoney(gift.amountCents, gift.currency)],
            [F.fund, gift.fund],
            [F.method, `${METHOD_LABELS[gift.method]}${gift.batchId !== null ? ` (${T.byHand})` : ""}`],
            [F.date, staffTime(gift.datedAt)],
            [F.receipt, gift.receiptNumber ?? "—"],
            [F.giver, gift.giverName ?? T.anonymous],
            [F.email, gift.giverEmail ? <EmailLink key="email" email={gift.giverEmail} /> : "—"],
            ...(gift.phone
              ? [[F.phone, <PhoneLink key="phone" phone={gift.phone} />] as [string, React.ReactNode]]
              : []),
            ...(gift.problem
              ? [[F.problem, gift.problemDetail ?? GIFT_PROBLEMS[gift.problem]] as [string, React.ReactNode]]
              : []),
            ...(gift.batchId === null
              ? [
                  [F.paynowStatus, gift.paynowStatus ?? "—"] as [string, React.ReactNode],
                  [F.paynowReference, gift.paynowReference ?? "—"] as [string, React.ReactNode],
                ]
              : [[F.batch, String(gift.batchId)] as [string, React.ReactNode]]),
          ]}
        />
        {gift.batchId === null ? (
          <StaffForm>
            <input type="hidden" name="intent" value="check" />
            <Button variant="secondary">{T.checkWithPaynow}</Button>
          </StaffForm>
        ) : null}
        <Section title={T.historyHeading}>
          <ol className="divide-y divide-slate-200 dark:divide-brand-800">
            {gift.history.map((entry, index) => (
              <li key={index} className="py-2 text-sm">
                <span className="font-medium">
                  <time dateTime={entry.at}>{staffTime(entry.at)}</time> ·{" "}
                  {T.historySources[entry.source] ?? entry.source}
                </span>
                <span className="block">
                  {entry.statusBefore ? `${STATUS_LABELS[entry.statusBefore]} → ` : ""}
                  {STATUS_LABELS[entry.statusAfter]}
                  {entry.paynowStatus ? ` (Paynow: ${entry.paynowStatus})` : ""}
                </span>
                {entry.note ? <span className="block text-slate-600 dark:text-slate-300">{entry.note}</span> : null}
              </li>
            ))}
          </ol>
        </Section>
        {cancellable ? (
          <Section title={T.cancelHeading}>
            <StaffForm className="space-y-3" problem={actionData?.problem} problemLead={T.cancelLead}>
              <p className="text-sm text-slate-700 dark:text-slate-300">{T.cancelHint}</p>
              <input type="hidden" name="intent" value="cancel" />
              <Field
                label={T.cancelReason}
                name="reason"
                required
                maxLength={200}
                defaultValue={actionData?.reason ?? ""}
                error={actionData?.problem?.field === "reason" ? actionData.problem.message : null}
              />
              <Button variant="danger">{T.cancelButton}</Button>
            </StaffForm>
          </Section>
        ) : null}
      </div>
    </StaffListPage>
  );
}
