import type { Route } from "./+types/message";
import { ItemHistory } from "~/features/admin/ActivityList";
import { fieldLabel, staffTime, staffTitle } from "~/features/admin/format";
import { EmailLink, FieldList, found, idParam, LongText, PhoneLink, Room, StaffTime } from "~/features/admin/list";
import { messageHeading, OriginBadges } from "~/features/admin/rooms/OriginBadges";

/** /admin/messages/:id: one message whole. Outside a ministry leader's ministries it is a 404, as if it did not exist. */
export async function loader({ params, context }: Route.LoaderArgs) {
  context.staff.require("readMessages");
  const id = idParam(params.id);
  const item = found(await context.staff.rooms.message(id));
  return { item, history: await context.staff.activityOf("message", id) };
}

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Message") }];

export default function Message({ loaderData }: Route.ComponentProps) {
  const { item: message, history } = loaderData;
  return (
    <Room
      title={messageHeading(message)}
      back={{ to: "/admin/messages", label: "Messages" }}
      summary={
        <span className="flex flex-wrap items-center gap-2">
          <OriginBadges origin={message.origin} />
        </span>
      }
    >
      <div className="space-y-4">
        <LongText label="Message" text={message.message} />
        <h2 className="font-serif text-lg font-semibold text-brand-900 dark:text-white">Sender and details</h2>
        <FieldList
          fields={[
            ["From", message.name],
            ["Email", <EmailLink key="email" email={message.email} />],
            ["Phone", <PhoneLink key="phone" phone={message.phone} />],
            ["Sent", <StaffTime key="sent" iso={message.createdAt} text={staffTime(message.createdAt)} />],
            ["Form", message.origin.formType || "Contact form"],
            ["Subject", message.origin.subject || "None"],
            ...message.details.map(([key, value]): [string, string] => [fieldLabel(key), value]),
          ]}
        />
      </div>
      <ItemHistory rows={history} />
    </Room>
  );
}
