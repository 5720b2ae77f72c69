import { defineDomain } from "#server/domain/define-domain";
import { createOwnPageService } from "./pages";
import { createStaffOwnPages } from "./authoring";

/** Staff's own pages: a published one by its address, the footer's links; the list, form, trash and revisions. */
export const ownPagesDomain = defineDomain({
  name: "own-pages",
  services: ({ db }) => ({ ownPages: createOwnPageService(db) }),
  staff: ({ db, require, reservedAddresses }) => ({ ownPages: createStaffOwnPages(db, require, reservedAddresses) }),
  areas: ["own-pages"],
  versionedTables: ["own_pages"],
});
