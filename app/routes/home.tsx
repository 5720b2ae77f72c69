import { Link } from "react-router";
import type { Route } from "./+types/home";
import { site } from "~/content/site";
import { pageMeta, siteUrlFromMatches } from "~/lib/seo";

export async function loader({ context }: Route.LoaderArgs) {
  const latest = await context.services.posts.latest(3);
  return { latest };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: site.name, path: "/", siteUrl: siteUrlFromMatches(matches) });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold">{site.name}</h1>
      <h2 className="mt-8 text-xl font-semibold">Latest News</h2>
      <ul>
        {loaderData.latest.map((post) => (
          <li key={post.id}>
            <Link to={`/blog/${post.slug}`}>{post.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
