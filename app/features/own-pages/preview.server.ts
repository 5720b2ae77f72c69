import { data, type AppLoadContext } from "react-router";
import { idOfParams } from "~/ui/staff/forms";
import { OWN_PAGES_PATH, type OwnPageView } from "#contract/own-pages";
import { ownPageInputOf } from "./form";

/**
 * The staff preview of a page is its public page itself, at /admin/pages/own/{id}/preview: behind
 * the /admin guard (`no-store`, `noindex`), the area asked again here. GET shows the page as saved,
 * whatever its status; the edit form's Preview posts its fields, shown unsaved (nothing is written).
 */
type PreviewContext = Pick<AppLoadContext, "staff">;

export async function loadOwnPagePreview(id: string, context: PreviewContext) {
  context.staff.requireArea("own-pages");
  const pageId = idOfParams({ id })!;
  const page = await context.staff.ownPages.preview(pageId);
  if (!page) throw new Response("Not found", { status: 404 });
  return { page, comingSoon: null, editPath: `${OWN_PAGES_PATH}/${pageId}` as string | null, now: 0 };
}

export type PreviewOutcome = { preview: OwnPageView } | { previewProblem: string };

export async function previewPostedPage(request: Request, id: string, context: PreviewContext) {
  context.staff.requireArea("own-pages");
  const pageId = idOfParams({ id })!;
  const result = await context.staff.ownPages.previewInput(pageId, ownPageInputOf(await request.formData()));
  if (result === null) throw new Response("Not found", { status: 404 });
  if ("message" in result) return data<PreviewOutcome>({ previewProblem: result.message }, { status: 400 });
  return data<PreviewOutcome>({ preview: result });
}
