import { redirect } from "react-router";
import type { Route } from "./+types/own-page-trash";
import { staffTime, staffTitle } from "~/ui/staff/format";
import { formText } from "#contract/forms";
import { idOf } from "~/ui/staff/forms";
import { BackLink, Button, Notice, PageHeading, StaffForm } from "~/ui/staff/fields";
import { OWN_PAGES_PATH } from "#contract/own-pages";

/** /admin/pages/own/trash: deleted pages, each with Restore (back as a draft) or Delete for good. */
export async function loader({ context, request }: Route.LoaderArgs) {
  context.staff.requireArea("own-pages");
  return {
    pages: await context.staff.ownPages.trashed(),
    deleted: new URL(request.url).searchParams.get("deleted") === "1",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  context.staff.requireArea("own-pages");
  const form = await request.formData();
  const id = idOf(form, "id");
  const intent = formText(form, "intent");
  if (intent !== "restore" && intent !== "delete") return { problem: "Choose a page to restore or delete." };
  if (id === null) return { problem: "That page is no longer in the trash." };
  if (intent === "delete") {
    if (!(await context.staff.ownPages.remove(id))) return { problem: "That page is no longer in the trash." };
    return redirect(`${OWN_PAGES_PATH}/trash?deleted=1`, 303);
  }
  if (!(await context.staff.ownPages.restore(id))) return { problem: "That page is no longer in the trash." };
  return redirect(`${OWN_PAGES_PATH}/${id}?notice=untrashed`, 303);
}

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Trash: own pages") }];

export default function OwnPageTrash({ loaderData: { pages, deleted }, actionData }: Route.ComponentProps) {
  return (
    <div className="w-full max-w-3xl">
      <BackLink href={OWN_PAGES_PATH}>Own pages</BackLink>
      <PageHeading title="Trash">
        <p>Deleted pages are off the site. Restore one as a draft, or delete it for good with its revisions.</p>
      </PageHeading>
      <div className="mb-4 space-y-3">
        {actionData?.problem ? <Notice tone="error">{actionData.problem}</Notice> : null}
        {deleted && !actionData ? <Notice tone="success">The page is deleted for good.</Notice> : null}
      </div>
      {pages.length === 0 ? (
        <p>The trash is empty.</p>
      ) : (
        <ul aria-label="Deleted pages" className="space-y-3">
          {pages.map((page) => (
            <li
              key={page.id}
              className="rounded-lg border border-slate-200 bg-white p-4 dark:border-brand-800 dark:bg-brand-900"
            >
              <h2 className="font-semibold">{page.title}</h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Deleted {staffTime(page.deletedAt)}.</p>
              <div className="mt-2 flex flex-wrap gap-3">
                <StaffForm>
                  <input type="hidden" name="intent" value="restore" />
                  <input type="hidden" name="id" value={page.id} />
                  <Button variant="secondary" aria-label={`Restore “${page.title}”`}>
                    Restore
                  </Button>
                </StaffForm>
                <StaffForm>
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={page.id} />
                  <Button variant="danger" aria-label={`Delete “${page.title}” for good`}>
                    Delete for good
                  </Button>
                </StaffForm>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
