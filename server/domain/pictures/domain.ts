import { defineDomain } from "#server/domain/define-domain";
import { createStaffPictures } from "./library";

/** The picture library: uploads re-encoded for the pages (server/http/uploads/pictures.ts), kept by staff. */
export const picturesDomain = defineDomain({
  name: "pictures",
  staff: ({ db, require, pictureStorage }) => ({ pictures: createStaffPictures(db, require, pictureStorage) }),
  areas: ["pictures"],
  versionedTables: ["pictures"],
});
