import { BUILT_IN_FAVICON, uploadedLogo, type ChurchDetails } from "#contract/church";
import { imageUrl } from "#contract/images";

/**
 * /site.webmanifest (app/routes/site/web-manifest.ts): what "Add to Home Screen" shows, from the
 * church's details: its name, its short name under the icon, its description, and its logo as the
 * icon once it has one (the built-in mark before).
 */
export function webManifest(church: Pick<ChurchDetails, "name" | "shortName" | "description" | "logo">) {
  const logo = uploadedLogo(church);
  return {
    name: church.name,
    short_name: church.shortName || church.name,
    description: church.description,
    start_url: "/",
    display: "standalone",
    background_color: "#fbfaf7",
    theme_color: "#141f3d",
    icons: logo
      ? ([160, 640] as const).map((width) => ({
          src: imageUrl(logo, "square", width, "webp"),
          sizes: `${width}x${width}`,
          type: "image/webp",
        }))
      : [{ src: BUILT_IN_FAVICON, sizes: "any", type: "image/svg+xml" }],
  };
}
