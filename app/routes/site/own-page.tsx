import { data } from "react-router";
import type { Route } from "./+types/own-page";
import { ComingSoon, comingSoonMeta } from "~/features/coming-soon/coming-soon";
import { comingSoonContent } from "~/features/coming-soon/content";
import { loadOwnPagePreview, previewPostedPage } from "~/features/own-pages/preview.server";
import { OwnPageArticle, PreviewNote } from "~/features/own-pages/own-page-view";
import { pageMeta, siteUrlFromMatches } from "~/lib/seo";
import { churchFromMatches } from "~/lib/church";

/**
 * /{address}: a page staff made (server/domain/own-pages/), once published; any other single
 * segment no route of the site takes is the coming-soon screen with HTTP 404, as every unknown
 * address is. Also /admin/pages/own/{id}/preview, behind the /admin guard: the same page for
 * staff, as saved (GET) or as the edit form holds it, unsaved (POST).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (params.id !== undefined) return loadOwnPagePreview(params.id, context);
  const page = await context.services.ownPages.bySlug(params.address ?? "");
  // No such page: the coming-soon screen, as for every unknown address, with its content.
  const comingSoon = page ? null : comingSoonContent(await context.pageContent("coming-soon"));
  return data({ page, comingSoon, editPath: null as string | null, now: Date.now() }, { status: page ? 200 : 404 });
}

/** Only the staff preview takes a post (the edit form's fields); a visitor's page has no form. */
export async function action({ params, context, request }: Route.ActionArgs) {
  if (params.id === undefined) throw new Response("Method not allowed", { status: 405 });
  return previewPostedPage(request, params.id, context);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const page = loaderData?.page;
  if (params.id !== undefined)
    return [{ title: `Preview: ${page?.title ?? "page"}` }, { name: "robots", content: "noindex, nofollow" }];
  if (!page) return comingSoonMeta(true, matches, loaderData?.comingSoon ?? undefined);
  return pageMeta({
    title: page.title,
    description: page.description || undefined,
    path: `/${page.slug}`,
    siteUrl: siteUrlFromMatches(matches),
    church: churchFromMatches(matches),
    image: page.image,
    imageAlt: page.title,
  });
};

export default function OwnPage({ loaderData, actionData }: Route.ComponentProps) {
  const previewed = actionData && "preview" in actionData ? actionData.preview : null;
  const problem = actionData && "previewProblem" in actionData ? actionData.previewProblem : null;
  const page = previewed ?? loaderData.page;
  if (!page) {
    return loaderData.comingSoon ? (
      <ComingSoon notFound serverNow={loaderData.now} content={loaderData.comingSoon} />
    ) : null;
  }
  return (
    <>
      {loaderData.editPath ? <PreviewNote problem={problem} editPath={loaderData.editPath} /> : null}
      <OwnPageArticle page={page} />
    </>
  );
}
