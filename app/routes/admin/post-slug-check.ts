import type { Route } from "./+types/post-slug-check";
import { rowIdOf } from "#contract/row-ids";

/**
 * GET /admin/posts/slug-check?slug=&title=&id=: the post form's slug as it is typed,
 * staff only (the /admin guard, then `editContent` here): the slug the server would use and why it
 * cannot be used, as JSON `{ "slug": "...", "problem": null | "message" }`. The save checks again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.staff.requireArea("posts");
  const url = new URL(request.url);
  const exceptId = rowIdOf(url.searchParams.get("id"));
  const answer = await context.staff.posts.checkSlug(
    (url.searchParams.get("slug") ?? "").slice(0, 400),
    (url.searchParams.get("title") ?? "").slice(0, 400),
    exceptId,
  );
  return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
}
