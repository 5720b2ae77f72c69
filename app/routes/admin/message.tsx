import type { Route } from "./+types/message";
import { ItemHistory } from "~/features/activity/activity-list";
import { fieldLabel, staffTime, staffTitle } from "~/ui/staff/format";
import { ActionNotice, ReplyLinks, WorkflowPanel } from "~/features/inbox/workflow";
import { inboxItemRoute } from "~/features/inbox/action";
import { EmailLink, FieldList, LongText, PhoneLink, StaffListPage, StaffTime } from "~/ui/staff/list";
import { messageHeading, OriginBadges } from "~/ui/staff/list/origin-badges";

/** /admin/messages/:id: one message whole, its status, assignee and notes. Outside a ministry leader's ministries it is a 404, as if it did not exist. */
const route = inboxItemRoute("messages");
export const loader = route.loader;
export const action = route.action;

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Message") }];

export default function Message({ loaderData, actionData }: Route.ComponentProps) {
  const { item: message, history, done } = loaderData;
  return (
    <StaffListPage
      title={messageHeading(message)}
      back={{ to: "/admin/messages", label: "Messages" }}
      summary={
        <span className="flex flex-wrap items-center gap-2">
          <OriginBadges origin={message.origin} />
        </span>
      }
    >
      <div className="space-y-4">
        <ActionNotice done={done} problem={actionData?.problem ?? null} typed={actionData?.typed ?? null} />
        <LongText label="Message" text={message.message} />
        <ReplyLinks workflow={message.workflow} item={message} about="message" />
        <WorkflowPanel workflow={message.workflow} typed={actionData?.typed ?? null} />
        <h2 className="text-lg font-semibold text-brand-950 dark:text-white">Sender and details</h2>
        <FieldList
          fields={[
            ["From", message.name],
            ["Email", <EmailLink key="email" email={message.email} />],
            ["Phone", <PhoneLink key="phone" phone={message.phone} />],
            ["Sent", <StaffTime key="sent" iso={message.createdAt} text={staffTime(message.createdAt)} />],
            ["Form", message.origin.formType || "Contact form"],
            ["Subject", message.origin.subject || "None"],
            ...(message.interests.length > 0
              ? [["Areas of interest", message.interests.join(", ")] as [string, string]]
              : []),
            ...message.details.map(([key, value]): [string, string] => [fieldLabel(key), value]),
          ]}
        />
      </div>
      <ItemHistory rows={history} />
    </StaffListPage>
  );
}
