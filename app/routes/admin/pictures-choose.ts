import type { Route } from "./+types/pictures-choose";
import { imageUrl } from "#contract/images";
import { pageParam } from "~/ui/staff/list";

/**
 * GET /admin/pictures/choose?page=: a page of the library as JSON, for the picture field's
 * dialog (public/picture-field.js): `{ page, pageCount, items: [{ name, alt, thumb, preview }] }`. Staff
 * who may open the library only; without JavaScript the field links to the library in pick mode.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.staff.requireArea("pictures");
  const list = await context.staff.pictures.list(pageParam(new URL(request.url)));
  return Response.json(
    {
      page: list.page,
      pageCount: list.pageCount,
      items: list.items.map((picture) => ({
        name: picture.name,
        alt: picture.alt,
        thumb: imageUrl(picture.name, "card", 160, "webp"),
        preview: imageUrl(picture.name, "wide", 640, "webp"),
      })),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}
