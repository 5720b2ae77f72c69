import type { MetaDescriptor } from "react-router";
import { shareImageUrl } from "#contract/images";
import { pageImages } from "#content/site/images";
import { pageMeta, siteUrlFromMatches } from "~/lib/seo";
import { churchFromMatches } from "~/lib/church";
import type { MinistryContent } from "./types";

/** Title, description, canonical URL and share card of a ministry page, from its content. */
export function ministryMeta(
  content: MinistryContent,
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
): MetaDescriptor[] {
  return pageMeta({
    title: content.meta.title,
    description: content.meta.description,
    path: content.path,
    siteUrl: siteUrlFromMatches(matches),
    church: churchFromMatches(matches),
    image: shareImageUrl(content.hero.image ?? pageImages.defaultHero),
    imageAlt: content.hero.title,
  });
}
