import type { Route } from "./+types/activity";
import { ActivityList } from "~/features/activity/activity-list";
import { fieldLabel, parseItemFilter, staffTitle } from "~/ui/staff/format";
import { pageParam } from "~/ui/staff/list/params";
import { Pagination } from "~/ui/pagination";
import { Button, LABEL, PageHeading, Select } from "~/ui/staff/fields";

/** /admin/activity (admin only): the activity log, newest first, filtered by action, item type or one item. */

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Activity") }];

export async function loader({ context, request }: Route.LoaderArgs) {
  context.staff.requireArea("activity");
  const url = new URL(request.url);
  const action = url.searchParams.get("action") ?? "";
  const itemType = url.searchParams.get("type") ?? "";
  const item = parseItemFilter(url.searchParams.get("item"));
  const page = pageParam(url);
  const [facets, { rows, total, pageCount }] = await Promise.all([
    context.staff.activityFacets(),
    context.staff.activity(
      { action: action || undefined, itemType: item?.itemType ?? (itemType || undefined), itemId: item?.itemId },
      page,
    ),
  ]);
  return {
    facets,
    rows,
    total,
    pageCount,
    page,
    action,
    itemType,
    item: item ? `${item.itemType}:${item.itemId}` : null,
  };
}

function FilterSelect({
  id,
  label,
  name,
  value,
  choices,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  choices: string[];
}) {
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <Select id={id} name={name} defaultValue={value}>
        <option value="">All</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {fieldLabel(choice)}
          </option>
        ))}
      </Select>
    </div>
  );
}

export default function Activity({ loaderData }: Route.ComponentProps) {
  const { facets, rows, total, pageCount, page, action, itemType, item } = loaderData;
  return (
    <>
      <PageHeading title="Activity">
        <p>Who did what, and when (Harare time). {total === 1 ? "1 entry" : `${total} entries`}.</p>
      </PageHeading>
      <form method="get" className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <FilterSelect id="filter-action" label="Action" name="action" value={action} choices={facets.actions} />
        <FilterSelect id="filter-type" label="Item type" name="type" value={itemType} choices={facets.itemTypes} />
        <Button variant="secondary">Filter</Button>
      </form>
      {item ? (
        <p className="mb-4 text-sm">
          History of{" "}
          <strong>
            {fieldLabel(item.split(":")[0]!)} {item.split(":")[1]}
          </strong>
          .{" "}
          <a href="/admin/activity" className="font-semibold text-brand-700 underline dark:text-accent-300">
            Show everything
          </a>
        </p>
      ) : null}
      {rows.length === 0 ? <p>Nothing matches.</p> : <ActivityList rows={rows} />}
      <Pagination variant="staff" page={page} pageCount={pageCount} />
    </>
  );
}
