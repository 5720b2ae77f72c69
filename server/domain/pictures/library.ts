import type { Kysely } from "kysely";
import { foldedAlt, PICTURE_OUTCOMES, pictureAltProblem } from "#contract/pictures";
import type { Database } from "#server/db/schema";
import type { StaffMember } from "#server/auth/staff-member";
import { recordActivity, type ItemType } from "#server/domain/activity/activity";
import { asCount, offsetOf, listPage, type PagedList } from "#server/domain/staff-lists/paging";
import type { PictureStorage } from "./picture-storage";
import { removePictureFiles } from "./pictures";
import { pictureUsers, type PictureUse } from "./picture-users";

/**
 * The picture library's staff operations: the list (and the picker's pages), a picture's
 * description (alt text, which the public pages show), and deleting a picture nothing uses,
 * with its files. Uploading is the upload route's (server/http/uploads/pictures.ts).
 */

export interface LibraryPicture {
  name: string;
  originalName: string;
  /** "" when nobody has described it yet: the library marks it. */
  alt: string;
  width: number;
  height: number;
  bytes: number;
  uploadedBy: string | null;
  createdAt: string;
}

export type DescribeResult = { ok: true } | { ok: false; message: string } | null;
export type RemoveResult = { removed: true } | { removed: false; users: PictureUse[] } | null;

export interface StaffPictures {
  /** The library, newest first. */
  list(page: number): Promise<PagedList<LibraryPicture>>;
  /** One picture of the library, or null. */
  one(name: string): Promise<LibraryPicture | null>;
  /** What uses the picture (nothing: it may be deleted). */
  usersOf(name: string): Promise<PictureUse[]>;
  /** Sets its description; null when there is no such picture. */
  describe(name: string, alt: string): Promise<DescribeResult>;
  /** Deletes it and its files unless something uses it (then: what does); null when there is no such picture. */
  remove(name: string): Promise<RemoveResult>;
}

function libraryPictureOf(row: {
  name: string;
  original_name: string;
  alt: string;
  width: number | string;
  height: number | string;
  bytes: number | string;
  uploader: string | null;
  created_at: string;
}): LibraryPicture {
  return {
    name: row.name,
    originalName: row.original_name,
    alt: row.alt,
    width: Number(row.width),
    height: Number(row.height),
    bytes: Number(row.bytes),
    uploadedBy: row.uploader ?? null,
    createdAt: row.created_at,
  };
}

export function createStaffPictures(
  db: Kysely<Database>,
  require: (permission: "editContent") => StaffMember,
  storage: PictureStorage | null,
): StaffPictures {
  const itemType: ItemType = "picture";
  const pictureRows = () =>
    db
      .selectFrom("pictures")
      .leftJoin("staff", "staff.id", "pictures.uploaded_by")
      .select([
        "pictures.name",
        "pictures.original_name",
        "pictures.alt",
        "pictures.width",
        "pictures.height",
        "pictures.bytes",
        "pictures.created_at",
        "staff.name as uploader",
      ]);
  return {
    async list(page) {
      require("editContent");
      const [rows, count] = await Promise.all([
        pictureRows()
          .orderBy("pictures.created_at", "desc")
          .orderBy("pictures.id", "desc")
          .limit(25)
          .offset(offsetOf(page))
          .execute(),
        db
          .selectFrom("pictures")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow(),
      ]);
      return listPage(rows.map(libraryPictureOf), asCount(count.n), page);
    },

    async one(name) {
      require("editContent");
      const row = await pictureRows().where("pictures.name", "=", name).executeTakeFirst();
      return row ? libraryPictureOf(row) : null;
    },

    async usersOf(name) {
      require("editContent");
      return pictureUsers(db, name);
    },

    async describe(name, typed) {
      const member = require("editContent");
      const alt = foldedAlt(typed);
      const problem = pictureAltProblem(alt);
      if (problem) return { ok: false, message: PICTURE_OUTCOMES[problem] };
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom("pictures").select("alt").where("name", "=", name).executeTakeFirst();
        if (!row) return null;
        if (row.alt === alt) return { ok: true } as const;
        await trx.updateTable("pictures").set({ alt }).where("name", "=", name).execute();
        await recordActivity(
          trx,
          { staffId: member.id, name: member.name },
          {
            action: "describe-picture",
            itemType,
            itemId: name,
            summary: `${member.name} described the picture ${name}: “${alt}”`,
            changes: { alt: [row.alt, alt] },
          },
        );
        return { ok: true } as const;
      });
    },

    async remove(name) {
      const member = require("editContent");
      const result = await db.transaction().execute(async (trx): Promise<RemoveResult> => {
        const row = await trx
          .selectFrom("pictures")
          .select(["id", "original_name"])
          .where("name", "=", name)
          .executeTakeFirst();
        if (!row) return null;
        const users = await pictureUsers(trx, name);
        if (users.length > 0) return { removed: false, users };
        await trx.deleteFrom("pictures").where("id", "=", row.id).execute();
        await recordActivity(
          trx,
          { staffId: member.id, name: member.name },
          {
            action: "delete-picture",
            itemType,
            itemId: name,
            summary: `${member.name} deleted the picture ${name} (${row.original_name})`,
          },
        );
        return { removed: true };
      });
      // The row goes first: a picture never points at missing files; files a failed removal leaves are unused.
      if (result?.removed && storage) await removePictureFiles(storage, name);
      return result;
    },
  };
}
