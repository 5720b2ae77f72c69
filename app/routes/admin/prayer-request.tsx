import type { Route } from "./+types/prayer-request";
import { ItemHistory } from "~/features/activity/activity-list";
import { staffTime, staffTitle } from "~/ui/staff/format";
import { inboxItemRoute } from "~/features/inbox/action";
import { PrayerPanel } from "~/features/inbox/prayer-panel";
import { ActionNotice, ReplyLinks, WorkflowPanel } from "~/features/inbox/workflow";
import { Badge, EmailLink, FieldList, PhoneLink, LongText, StaffListPage, StaffTime } from "~/ui/staff/list";

/** /admin/prayer-requests/:id: one request; opening a private one writes a row to the activity log (the service does). */
const route = inboxItemRoute("prayer-requests");
export const loader = route.loader;
export const action = route.action;

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Prayer request") }];

export default function PrayerRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { item, history, done } = loaderData;
  return (
    <StaffListPage
      title={`Prayer request from ${item.name}`}
      back={{ to: "/admin/prayer-requests", label: "Prayer requests" }}
      summary={
        <span className="flex flex-wrap items-center gap-2">
          {item.urgent ? <Badge tone="warning">Urgent</Badge> : null}
          {item.answeredAt ? <Badge tone="success">Answered</Badge> : null}
          <span>
            {item.isPrivate
              ? "Private: for church leaders only. Your opening of it has been recorded."
              : "Public: the sender allowed it to be shared."}
          </span>
        </span>
      }
    >
      <div className="space-y-4">
        <ActionNotice done={done} problem={actionData?.problem ?? null} typed={actionData?.typed ?? null} />
        <LongText label="Request" text={item.request} />
        <ReplyLinks workflow={item.workflow} item={item} about="prayer request" />
        <PrayerPanel item={item} typed={actionData?.typed ?? null} />
        <WorkflowPanel workflow={item.workflow} typed={actionData?.typed ?? null} />
        <h2 className="text-lg font-semibold text-brand-950 dark:text-white">Sender</h2>
        <FieldList
          fields={[
            ["From", item.name],
            ["Email", <EmailLink key="email" email={item.email} />],
            ["Phone", <PhoneLink key="phone" phone={item.phone} />],
            ["Sent", <StaffTime key="sent" iso={item.createdAt} text={staffTime(item.createdAt)} />],
            [
              "Visibility",
              item.isPrivate ? (
                <Badge key="v" tone="private">
                  Private
                </Badge>
              ) : (
                <Badge key="v" tone="success">
                  Public
                </Badge>
              ),
            ],
            ...(item.praiseReport ? [["Praise report", item.praiseReport] as [string, string]] : []),
          ]}
        />
      </div>
      <ItemHistory rows={history} />
    </StaffListPage>
  );
}
