import type { MetaDescriptor } from "react-router";
import { SHARE_IMAGE, shareImageFor } from "#contract/images";
import { logoShareImage, type ChurchDetails } from "#contract/church";
import { site } from "#content/site/site";

export interface PageMetaInput {
  /** The page's own title; the site name is appended. */
  title: string;
  description?: string;
  /** Path of the canonical URL, e.g. "/blog/my-post". */
  path: string;
  /** Canonical origin (root loader's siteUrl). */
  siteUrl: string;
  /** The church's name, description and logo (root loader's church: app/lib/church.ts, churchFromMatches). */
  church: Pick<ChurchDetails, "name" | "description" | "logo">;
  /**
   * The page's picture: any URL of its set (the API's `image`, an imageSet's src) or its share
   * JPEG. The preview shows that picture's 1200x630 JPEG; a page without a picture of the scheme
   * shows the church's logo when it picked one, else the site's.
   */
  image?: string | null;
  /** What the picture shows (og:image:alt, twitter:image:alt); the title when not given. */
  imageAlt?: string;
  type?: "website" | "article";
  /** Extra tags, e.g. article:published_time. */
  extra?: MetaDescriptor[];
}

function absolute(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/**
 * Title, description, canonical URL, Open Graph and Twitter card for one page, so a link shared
 * on WhatsApp, Facebook or X shows a preview from the first HTML: always a JPEG of a known size
 * with its alt text.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { church } = input;
  const title = input.title === church.name ? church.name : `${input.title} | ${church.name}`;
  const description = input.description ?? church.description;
  const url = absolute(input.siteUrl, input.path);
  const own = shareImageFor(input.image);
  const fallback = defaultShareImage(church);
  const image = absolute(input.siteUrl, own ?? fallback.image);
  const imageAlt = own ? (input.imageAlt ?? input.title) : fallback.alt;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: church.name },
    { property: "og:locale", content: site.locale },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: SHARE_IMAGE.type },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...(input.extra ?? []),
  ];
}

/** The preview of a page without a picture of its own: the church's logo (named by the church's name), else the site's picture. */
export function defaultShareImage(church: Pick<ChurchDetails, "name" | "logo">): { image: string; alt: string } {
  const logo = logoShareImage(church);
  return logo ? { image: logo, alt: church.name } : { image: site.defaultShareImage, alt: site.defaultShareImageAlt };
}

/** The root loader's siteUrl, read from the route matches inside a `meta` function. */
export function siteUrlFromMatches(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const root = matches.find((match) => match?.id === "root")?.data as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "";
}
