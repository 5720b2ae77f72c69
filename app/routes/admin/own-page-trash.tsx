import { redirect } from "react-router";
import type { Route } from "./+types/own-page-trash";
import { staffTime, staffTitle } from "~/ui/staff/format";
import { formText } from "#contract/forms";
import { idOf } from "~/ui/staff/forms";
import { Notice } from "~/ui/staff/fields";
import { TrashView } from "~/features/editing/revisions-and-trash";
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
    <TrashView
      back={{ href: OWN_PAGES_PATH, label: "Own pages" }}
      intro="Deleted pages are off the site. Restore one as a draft, or delete it for good with its revisions."
      notices={
        <>
          {actionData?.problem ? <Notice tone="error">{actionData.problem}</Notice> : null}
          {deleted && !actionData ? <Notice tone="success">The page is deleted for good.</Notice> : null}
        </>
      }
      label="Deleted pages"
      items={pages.map((page) => ({ ...page, note: `Deleted ${staffTime(page.deletedAt)}.` }))}
      deleteForGood
    />
  );
}
