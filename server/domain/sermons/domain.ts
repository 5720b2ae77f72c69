import { defineDomain } from "#server/domain/define-domain";
import { createSermonService } from "./sermons";
import { createStaffSermons } from "./authoring";

/** Sermons: the public list, a sermon's page and the podcast, and their writing by staff (audio included). */
export const sermonsDomain = defineDomain({
  name: "sermons",
  services: ({ db, engine, mediaDir }) => ({ sermons: createSermonService(db, engine, mediaDir) }),
  /** Writing sermons (./authoring.ts): a deleted sermon's audio leaves MEDIA_DIR. */
  staff: ({ db, require, mediaDir }) => ({ sermons: createStaffSermons(db, require, mediaDir) }),
  areas: ["sermons"],
  versionedTables: ["sermon_categories", "sermons", "sermon_category_links"],
});
