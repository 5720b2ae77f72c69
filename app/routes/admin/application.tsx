import type { Route } from "./+types/application";
import { ItemHistory } from "~/features/activity/activity-list";
import { fieldLabel, staffTime, staffTitle } from "~/ui/staff/format";
import { inboxItemRoute } from "~/features/inbox/action";
import { ActionNotice, ReplyLinks, WorkflowPanel } from "~/features/inbox/workflow";
import { Badge, EmailLink, FieldList, PhoneLink, LongText, StaffListPage, StaffTime } from "~/ui/staff/list";

/** /admin/applications/:id: every field the form sent. Outside a ministry leader's ministries it is a 404. */
const route = inboxItemRoute("applications");
export const loader = route.loader;
export const action = route.action;

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Application") }];

export default function Application({ loaderData, actionData }: Route.ComponentProps) {
  const { item, history, done } = loaderData;
  const optional = (label: string, value: string): Array<[string, string]> => (value ? [[label, value]] : []);
  return (
    <StaffListPage
      title={`${item.ministry.name}: ${item.name}`}
      back={{ to: "/admin/applications", label: "Applications" }}
    >
      <div className="space-y-4">
        <ActionNotice done={done} problem={actionData?.problem ?? null} typed={actionData?.typed ?? null} />
        {item.message ? <LongText label="Message" text={item.message} /> : null}
        <ReplyLinks workflow={item.workflow} item={item} about="application" />
        <WorkflowPanel workflow={item.workflow} typed={actionData?.typed ?? null} />
        <h2 className="text-lg font-semibold text-brand-950 dark:text-white">Applicant and answers</h2>
        <FieldList
          fields={[
            [
              "Ministry",
              <Badge key="ministry" tone="warning">
                {item.ministry.name}
              </Badge>,
            ],
            ["Name", item.name],
            ["Email", <EmailLink key="email" email={item.email} />],
            ["Phone", <PhoneLink key="phone" phone={item.phone} />],
            ["Sent", <StaffTime key="sent" iso={item.createdAt} text={staffTime(item.createdAt)} />],
            ...optional("Subject", item.subject),
            ...optional("Specific interest", item.specificInterest),
            ...optional("Age group", item.ageGroup),
            ...item.extra.map(([key, value]): [string, string] => [fieldLabel(key), value]),
          ]}
        />
      </div>
      <ItemHistory rows={history} />
    </StaffListPage>
  );
}
