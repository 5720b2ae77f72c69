import type { Route } from "./+types/web-manifest";
import { webManifest } from "~/lib/web-manifest";

/** /site.webmanifest: the church's name and icon for "Add to Home Screen" (app/lib/web-manifest.ts), kept by the render cache until its details change. */
export async function loader({ context }: Route.LoaderArgs) {
  return new Response(JSON.stringify(webManifest(await context.church())), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
