import type { Route } from "./+types/prayer-request";
import { ItemHistory } from "~/features/admin/ActivityList";
import { staffTime, staffTitle } from "~/features/admin/format";
import {
  Badge,
  EmailLink,
  FieldList,
  PhoneLink,
  found,
  idParam,
  LongText,
  Room,
  StaffTime,
} from "~/features/admin/list";

/** /admin/prayer-requests/:id: one request; opening a private one writes a row to the activity log (the service does). */
export async function loader({ params, context }: Route.LoaderArgs) {
  context.staff.require("readPrayerRequests");
  const id = idParam(params.id);
  const item = found(await context.staff.rooms.prayerRequest(id));
  return { item, history: await context.staff.activityOf("prayer_request", id) };
}

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Prayer request") }];

export default function PrayerRequest({ loaderData }: Route.ComponentProps) {
  const { item: item, history } = loaderData;
  return (
    <Room
      title={`Prayer request from ${item.name}`}
      back={{ to: "/admin/prayer-requests", label: "Prayer requests" }}
      summary={
        item.isPrivate
          ? "Private: for church leaders only. Your opening of it has been recorded."
          : "Public: the sender allowed it to be shared."
      }
    >
      <div className="space-y-4">
        <LongText label="Request" text={item.request} />
        <h2 className="font-serif text-lg font-semibold text-brand-900 dark:text-white">Sender</h2>
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
          ]}
        />
      </div>
      <ItemHistory rows={history} />
    </Room>
  );
}
