import { shareImageUrl } from "#contract/images";
import { musicPage } from "#content/site/music";
import { MusicPage } from "~/features/music/music-page";
import { pageMeta, siteUrlFromMatches } from "~/lib/seo";
import { churchFromMatches } from "~/lib/church";
import type { Route } from "./+types/music";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: musicPage.meta.title,
    description: musicPage.meta.description,
    path: musicPage.path,
    siteUrl: siteUrlFromMatches(matches),
    church: churchFromMatches(matches),
    image: shareImageUrl(musicPage.hero.image),
    imageAlt: musicPage.hero.title,
  });

export default function MusicRoute() {
  return <MusicPage />;
}
