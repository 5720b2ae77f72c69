import path from "node:path";
import { sql, type Kysely } from "kysely";
import * as comingSoon from "#content/site/coming-soon";
import * as home from "#content/site/home";
import * as images from "#content/site/images";
import * as children from "#content/site/ministries/children";
import * as evangelism from "#content/site/ministries/evangelism";
import * as healing from "#content/site/ministries/healing";
import * as hospitality from "#content/site/ministries/hospitality";
import * as ministryPages from "#content/site/ministries/index";
import * as intercession from "#content/site/ministries/intercession";
import * as media from "#content/site/ministries/media";
import * as youth from "#content/site/ministries/youth";
import * as music from "#content/site/music";
import * as salvation from "#content/site/salvation";
import * as site from "#content/site/site";
import { IMAGE_NAME_PATTERN, IMAGE_URL_PREFIX, parseImageFile } from "#contract/images";
import type { Database } from "#server/db/schema";
import { pagePictureNames } from "#server/domain/pages/pages";

/** Every module of content/site/, by its path there (a test checks that none is missing). */
export const CONTENT_MODULES: Readonly<Record<string, object>> = {
  "coming-soon.ts": comingSoon,
  "home.ts": home,
  "images.ts": images,
  "ministries/children.ts": children,
  "ministries/evangelism.ts": evangelism,
  "ministries/healing.ts": healing,
  "ministries/hospitality.ts": hospitality,
  "ministries/index.ts": ministryPages,
  "ministries/intercession.ts": intercession,
  "ministries/media.ts": media,
  "ministries/youth.ts": youth,
  "music.ts": music,
  "salvation.ts": salvation,
  "site.ts": site,
};

/** A key whose values name pictures: `image`, `images`, `heroImage`, `pageImages`... */
const IMAGE_KEY = /^images?$|Images?$/;

/** The illustration a content string names: a name, or a generated image's URL; else null. */
function illustrationName(value: string): string | null {
  if (value.startsWith(IMAGE_URL_PREFIX)) return parseImageFile(path.posix.basename(value))?.name ?? null;
  return IMAGE_NAME_PATTERN.test(value) && value.length <= 80 ? value : null;
}

/** Every illustration name under an image key (at any depth below it) of `value`. */
function collectNames(value: unknown, underImageKey: boolean, names: Set<string>): void {
  if (typeof value === "string") {
    const name = underImageKey ? illustrationName(value) : null;
    if (name) names.add(name);
  } else if (Array.isArray(value)) {
    for (const item of value) collectNames(item, underImageKey, names);
  } else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) collectNames(item, underImageKey || IMAGE_KEY.test(key), names);
  }
}

/** The names the site's static content uses (content/site/), read once. */
export function staticImageNames(modules: Readonly<Record<string, object>> = CONTENT_MODULES): ReadonlySet<string> {
  const names = new Set<string>();
  for (const module of Object.values(modules)) collectNames({ ...module }, false, names);
  return names;
}

/**
 * Whether the site uses an illustration name (docs/decisions/003, 021): the static content's names
 * from memory; otherwise one indexed lookup of the database's image columns (posts.image,
 * posts.author_image, sermons.image; migration 003), and the built-in pages' documents (read once,
 * at the first name not known from memory). The start draws only the listed pictures
 * (server/domain/pictures/site-pictures.ts) whose names are used, so a site without the demo content does
 * not hold the demo posts' pictures, nor those of the demo church's pages.
 */
export function createImageNameCheck(
  db: Kysely<Database>,
  known: ReadonlySet<string> = staticImageNames(),
): (name: string) => Promise<boolean> {
  let onPages: Promise<Set<string>> | null = null;
  return async (name) => {
    if (known.has(name)) return true;
    onPages ??= pagePictureNames(db);
    if ((await onPages).has(name)) return true;
    const used = (table: "posts" | "sermons", column: "image" | "author_image") =>
      db
        .selectFrom(table)
        .select(sql<number>`1`.as("used"))
        .where(column, "=", name);
    const row = await used("posts", "image")
      .unionAll(used("posts", "author_image"))
      .unionAll(used("sermons", "image"))
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  };
}
