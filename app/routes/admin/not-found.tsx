import { data } from "react-router";
import { staffTitle } from "~/ui/staff/format";
import { PageHeading } from "~/ui/staff/fields";

/** Any other /admin address: the staff side's own "Page not found" (404), never the public coming-soon page. */
export function loader() {
  return data(null, { status: 404 });
}

export default function AdminNotFound() {
  return (
    <>
      <title>{staffTitle("Page not found")}</title>
      <PageHeading title="Page not found">
        <p>There is no staff page at this address.</p>
      </PageHeading>
      <a className="font-semibold text-brand-700 underline dark:text-accent-300" href="/admin">
        Back to the dashboard
      </a>
    </>
  );
}
