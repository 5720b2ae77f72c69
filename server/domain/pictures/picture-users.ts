import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import { OWN_PAGES_PATH } from "#contract/own-pages";
import { pageDefinition } from "#contract/page-content";

/**
 * What uses a picture: one question, asked before a picture may leave the library. Each feature
 * whose rows name pictures adds one finder to PICTURE_USERS below (a new content type: one
 * finder, one line), and the library lists what they find, with a title and a staff link.
 */
export interface PictureUse {
  /** What kind of thing uses it, for people: "Post (cover image)". */
  what: string;
  title: string;
  /** The staff page where it can be changed. */
  href: string;
}

export type PictureUserFinder = (db: Kysely<Database>, name: string) => Promise<PictureUse[]>;

/** Picture names are `photo-` and hex digits (contract/pictures.ts): safe inside a LIKE pattern. */
function containing(name: string): string {
  return `%${name}%`;
}

const postPictures: PictureUserFinder = async (db, name) => {
  const rows = await db
    .selectFrom("posts")
    .select(["id", "title", "image", "author_image", "content"])
    .where((eb) =>
      eb.or([eb("image", "=", name), eb("author_image", "=", name), eb("content", "like", containing(name))]),
    )
    .orderBy("id")
    .execute();
  return rows.map((row) => {
    const uses = [
      row.image === name ? "cover image" : null,
      row.author_image === name ? "author image" : null,
      row.content.includes(name) ? "in the text" : null,
    ].filter(Boolean);
    return { what: `Post (${uses.join(", ")})`, title: row.title, href: `/admin/posts/${Number(row.id)}` };
  });
};

const sermonPictures: PictureUserFinder = async (db, name) => {
  const rows = await db.selectFrom("sermons").select(["id", "title"]).where("image", "=", name).orderBy("id").execute();
  return rows.map((row) => ({ what: "Sermon", title: row.title, href: `/admin/sermons/${Number(row.id)}` }));
};

const churchLogo: PictureUserFinder = async (db, name) => {
  const row = await db.selectFrom("church_details").select("name").where("logo", "=", name).executeTakeFirst();
  return row ? [{ what: "Church logo", title: row.name, href: "/admin/church" }] : [];
};

const ownPagePictures: PictureUserFinder = async (db, name) => {
  const rows = await db
    .selectFrom("own_pages")
    .select(["id", "title", "image", "content"])
    .where((eb) => eb.or([eb("image", "=", name), eb("content", "like", containing(name))]))
    .orderBy("id")
    .execute();
  return rows.map((row) => {
    const uses = [row.image === name ? "cover picture" : null, row.content.includes(name) ? "in the text" : null];
    return {
      what: `Page (${uses.filter(Boolean).join(", ")})`,
      title: row.title,
      href: `${OWN_PAGES_PATH}/${Number(row.id)}`,
    };
  });
};

/** The built-in pages' documents hold picture names as field values (contract/page-content.ts). */
const builtInPagePictures: PictureUserFinder = async (db, name) => {
  const rows = await db
    .selectFrom("page_contents")
    .select("page")
    .where("content", "like", containing(`"${name}"`))
    .orderBy("page")
    .execute();
  return rows.map((row) => ({
    what: "Page",
    title: pageDefinition(row.page)?.title ?? row.page,
    href: `/admin/pages/${row.page}`,
  }));
};

const eventPictures: PictureUserFinder = async (db, name) => {
  const rows = await db
    .selectFrom("events")
    .select(["id", "title", "image", "description"])
    .where((eb) => eb.or([eb("image", "=", name), eb("description", "like", containing(name))]))
    .orderBy("id")
    .execute();
  return rows.map((row) => {
    const uses = [row.image === name ? "picture" : null, row.description.includes(name) ? "in the text" : null];
    return {
      what: `Event (${uses.filter(Boolean).join(", ")})`,
      title: row.title,
      href: `/admin/events/${Number(row.id)}`,
    };
  });
};

/** Every feature's finder. Add yours here when your rows name pictures. */
export const PICTURE_USERS: readonly PictureUserFinder[] = [
  postPictures,
  sermonPictures,
  churchLogo,
  ownPagePictures,
  builtInPagePictures,
  eventPictures,
];

/** Everything that uses the picture `name`, in the order of PICTURE_USERS. */
export async function pictureUsers(
  db: Kysely<Database>,
  name: string,
  finders: readonly PictureUserFinder[] = PICTURE_USERS,
): Promise<PictureUse[]> {
  return (await Promise.all(finders.map((find) => find(db, name)))).flat();
}
