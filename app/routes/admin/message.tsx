import type { Route } from "./+types/message";
import { fieldLabel, staffDateTime, staffTitle } from "~/features/admin/format";
import { EmailLink, FieldList, found, idParam, LongText, Room, StaffTime } from "~/features/admin/list";
import { OriginBadges } from "~/features/admin/rooms/OriginBadges";

/** /admin/messages/:id: one message whole. Outside a ministry leader's ministries it is a 404, as if it did not exist. */
export async function loader({ params, context }: Route.LoaderArgs) {
  context.staff.require("readMessages");
  return found(await context.staff.rooms.message(idParam(params.id)));
}

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Message") }];

export default function Message({ loaderData: message }: Route.ComponentProps) {
  return (
    <Room
      title={message.origin.subject || `Message from ${message.name}`}
      back={{ to: "/admin/messages", label: "Messages" }}
    >
      <div className="space-y-4">
        <FieldList
          fields={[
            ["From", message.name],
            ["Email", <EmailLink key="email" email={message.email} />],
            [
              "Phone",
              message.phone ? (
                <a
                  href={`tel:${message.phone.replace(/[^\d+]/g, "")}`}
                  className="text-brand-700 underline underline-offset-2 dark:text-brand-200"
                >
                  {message.phone}
                </a>
              ) : (
                "Not given"
              ),
            ],
            ["Sent", <StaffTime key="sent" iso={message.createdAt} text={staffDateTime(message.createdAt)} />],
            [
              "Came from",
              <span key="origin" className="flex flex-wrap gap-2">
                <OriginBadges origin={message.origin} />
              </span>,
            ],
            ...message.details.map(([key, value]): [string, string] => [fieldLabel(key), value]),
          ]}
        />
        <h2 className="font-serif text-lg font-semibold text-brand-900 dark:text-white">Message</h2>
        <LongText label="Message" text={message.message} />
      </div>
    </Room>
  );
}
