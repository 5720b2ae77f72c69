import { shareImageUrl } from "#contract/images";
import { pageImages } from "#content/site/images";
import { musicPage } from "#content/site/music";
import { musicContent } from "~/features/music/read-content";
import { MusicPage } from "~/features/music/music-page";
import { pageMeta, siteUrlFromMatches } from "~/lib/seo";
import { churchFromMatches } from "~/lib/church";
import type { Route } from "./+types/music";

/** /music: the page's frame in code, the church's words, people and pictures from its document. */
export async function loader({ context }: Route.LoaderArgs) {
  return { content: musicContent(await context.pageContent("music")) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: musicPage.meta.title,
    description: loaderData?.content.description || `${musicPage.name}: who we are, our songs and how to take part.`,
    path: musicPage.path,
    siteUrl: siteUrlFromMatches(matches),
    church: churchFromMatches(matches),
    image: shareImageUrl(loaderData?.content.heroPicture || pageImages.defaultHero),
    imageAlt: musicPage.hero.title,
  });

export default function MusicRoute({ loaderData }: Route.ComponentProps) {
  return <MusicPage content={loaderData.content} />;
}
