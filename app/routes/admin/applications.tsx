import type { Route } from "./+types/applications";
import { countOf, staffTime, staffTitle } from "~/ui/staff/format";
import { Badge, Card, CardLink, EmailLink, pageParam, SelectField, StaffTime } from "~/ui/staff/list";
import { InboxListPage, InboxMeta } from "~/features/inbox/list-parts";
import { inboxFilterParams } from "~/ui/staff/list/params";

/** /admin/applications: the ministry forms' applications and inquiries, searchable, filterable by ministry, status and date; a ministry leader's own only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.staff.requireArea("applications");
  const url = new URL(request.url);
  return context.staff.lists.applications({
    ...inboxFilterParams(url),
    ministry: url.searchParams.get("ministry"),
    page: pageParam(url),
  });
}

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Applications") }];

export default function Applications({ loaderData: list }: Route.ComponentProps) {
  const filtered = list.ministries.find((option) => option.slug === list.ministry);
  const forMinistry = filtered ? ` for ${filtered.name}` : "";
  return (
    <InboxListPage
      title="Applications"
      summary={`${countOf(list.total, "application", undefined, list.countCap)}${forMinistry}, newest first`}
      list={list}
      empty={`No application${forMinistry} matches.`}
      extraFilterActive={Boolean(list.ministry) && list.ministries.length > 1}
      extraFilter={
        list.ministries.length > 1 ? (
          <SelectField
            name="ministry"
            label="Ministry"
            value={list.ministry ?? ""}
            options={[
              { value: "", label: "All ministries" },
              ...list.ministries.map((option) => ({ value: option.slug, label: option.name })),
            ]}
          />
        ) : undefined
      }
      card={(item) => (
        <Card
          title={<CardLink to={`/admin/applications/${item.id}`}>{item.name}</CardLink>}
          meta={
            <>
              <StaffTime iso={item.createdAt} text={staffTime(item.createdAt)} />
              <Badge tone="warning">{item.ministry.name}</Badge>
            </>
          }
        >
          <p>
            <EmailLink email={item.email} />
          </p>
          <p className="flex flex-wrap gap-2">
            <InboxMeta item={item} words={list.filter.words} />
          </p>
          {item.subject ? <p className="font-medium text-ink dark:text-slate-100">{item.subject}</p> : null}
          {item.interests ? (
            <p>
              <span className="font-medium">Areas of interest:</span> {item.interests}
            </p>
          ) : null}
          <p className="text-slate-600 dark:text-slate-300">{item.excerpt}</p>
        </Card>
      )}
    />
  );
}
