import { defineDomain } from "#server/domain/define-domain";
import { createStaffTaxonomy } from "./authoring";

/** Posts' categories and tags: read through the posts' service, kept by staff here. */
export const taxonomyDomain = defineDomain({
  name: "taxonomy",
  staff: ({ db, require }) => ({ taxonomy: createStaffTaxonomy(db, require) }),
  areas: ["categories", "tags"],
  versionedTables: ["categories", "tags"],
});
