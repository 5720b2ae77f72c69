import { describe, expect, it } from "vitest";
import { imageSet, parseImageFile, shareImageFor, shareImageUrl } from "#contract/images";
import { site } from "#content/site/site";
import { DEMO_CHURCH } from "#content/demo/church";
import { pageMeta } from "./seo";

const SITE = "https://example.org";

function tags(input: Parameters<typeof pageMeta>[0]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const tag of pageMeta(input) as Array<Record<string, string>>) {
    const key = tag.property ?? tag.name;
    if (key && tag.content !== undefined) found[key] = tag.content;
  }
  return found;
}

describe("the share picture's file name", () => {
  it("is a 1200x630 JPEG of the scheme, and only that size is a JPEG", () => {
    expect(shareImageUrl("dove-prayer")).toBe("/img/gen/dove-prayer-1200x630.jpg");
    expect(parseImageFile("dove-prayer-1200x630.jpg")).toMatchObject({ name: "dove-prayer", format: "jpg" });
    for (const other of ["dove-prayer-1280x672.jpg", "dove-prayer-1200x630.jpeg", "dove-prayer-1200x630.png"]) {
      expect(parseImageFile(other), other).toBeNull();
    }
  });

  it("is found from any URL of a picture's set, and not from other URLs", () => {
    expect(shareImageFor(imageSet("hills-a", "wide").src)).toBe("/img/gen/hills-a-1200x630.jpg");
    expect(shareImageFor("https://example.org/img/gen/hills-a-160x160.avif?v=1")).toBe("/img/gen/hills-a-1200x630.jpg");
    expect(shareImageFor("/img/gen/hills-a-1200x630.jpg")).toBe("/img/gen/hills-a-1200x630.jpg");
    for (const other of [null, "", "/img/photo.jpg", "https://cdn.example.com/a.jpg", "/img/gen/Bad-640x480.webp"]) {
      expect(shareImageFor(other), String(other)).toBeNull();
    }
  });
});

describe("pageMeta's link preview", () => {
  it("a page with a picture: its JPEG with type, size, alt for Open Graph and X, site name and locale", () => {
    const meta = tags({
      title: "A post",
      path: "/blog/a",
      siteUrl: SITE,
      church: DEMO_CHURCH,
      image: "/img/gen/hills-a-1280x720.webp",
      imageAlt: "Hills",
    });
    expect(meta).toMatchObject({
      "og:image": `${SITE}/img/gen/hills-a-1200x630.jpg`,
      "og:image:type": "image/jpeg",
      "og:image:width": "1200",
      "og:image:height": "630",
      "og:image:alt": "Hills",
      "twitter:image": `${SITE}/img/gen/hills-a-1200x630.jpg`,
      "twitter:image:alt": "Hills",
      "og:site_name": DEMO_CHURCH.name,
      "og:locale": site.locale,
    });
  });

  it("a page without one, or with a picture outside the scheme: the site's, described as the site's", () => {
    for (const image of [undefined, null, "/img/legacy.png"]) {
      const meta = tags({
        title: "A page",
        path: "/x",
        siteUrl: SITE,
        church: DEMO_CHURCH,
        image,
        imageAlt: "Not this",
      });
      expect(meta["og:image"]).toBe(`${SITE}${site.defaultShareImage}`);
      expect(meta["og:image:alt"]).toBe(site.defaultShareImageAlt);
      expect(meta["twitter:image:alt"]).toBe(site.defaultShareImageAlt);
      expect(meta["og:image:type"]).toBe("image/jpeg");
    }
  });

  it("a page without one when the church picked a logo: the logo's preview JPEG, named by the church's name", () => {
    const logo = "photo-0123456789ab";
    const withLogo = { ...DEMO_CHURCH, logo };
    const meta = tags({ title: "A page", path: "/x", siteUrl: SITE, church: withLogo });
    expect(meta["og:image"]).toBe(`${SITE}${shareImageUrl(logo)}`);
    expect(meta["twitter:image"]).toBe(`${SITE}${shareImageUrl(logo)}`);
    expect(meta["og:image:alt"]).toBe(DEMO_CHURCH.name);
    expect(meta["og:image:type"]).toBe("image/jpeg");
    // A page's own picture still wins over the logo.
    const own = tags({
      title: "A page",
      path: "/x",
      siteUrl: SITE,
      church: withLogo,
      image: imageSet("hills-a", "wide").src,
    });
    expect(own["og:image"]).toBe(`${SITE}/img/gen/hills-a-1200x630.jpg`);
  });
});
