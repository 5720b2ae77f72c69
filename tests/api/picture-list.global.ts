import { PICTURE_LIST_FILE, readPictureList } from "#server/domain/pictures/picture-list";

/**
 * The API suite's check that the build's list of the site's pictures is there: the page editors
 * accept a built-in picture only if it is listed (server/domain/pages/pages.ts), and
 * picture-files.test.ts compares the list with the site. Without it, say so once, not in a
 * dozen refused forms.
 */
export default function setup(): void {
  if (readPictureList() === null) {
    throw new Error(
      `The API suite needs the build's list of pictures (${PICTURE_LIST_FILE}): run npm run build first.`,
    );
  }
}
