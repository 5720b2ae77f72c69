import type { Route } from "./+types/robots";

/** /robots.txt: everything may be crawled except the API; the sitemap's address. */
export function loader({ context }: Route.LoaderArgs) {
  const body = ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${context.siteUrl}/sitemap.xml`, ""].join(
    "\n",
  );
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
