import { areaByKey } from "#server/auth/areas";
import { defineDomain, type StaffDeps } from "#server/domain/define-domain";
import { readSetting } from "#server/domain/settings/settings";
import type { StaffRefusal } from "#server/lib/staff-input";
import { createCommentService } from "./comments";
import { COMMENT_BLOCKLIST } from "./comment-hints";
import {
  moderateComments,
  replyToComment,
  saveBlocklist,
  undoModeration,
  undoModerations,
  type BulkUndoResult,
  type Moderation,
  type ModerationResult,
  type ReplyResult,
  type UndoResult,
} from "./moderation";

/** The comment queue's actions (./moderation.ts), each logged in its transaction. */
export interface StaffComments {
  /** An id that names no row (null: contract/row-ids.ts) is counted as missing. */
  moderateComments(ids: readonly (number | null)[], moderation: Moderation): Promise<ModerationResult>;
  replyToComment(parentId: number | null, text: string): Promise<ReplyResult>;
  /** Puts a comment back as it was before the member's own last moderation of it, if nobody changed it since. */
  undoModeration(id: number | null): Promise<UndoResult>;
  /** The same for a bulk action's comments: those moved since are left as they are, and counted. */
  undoModerations(ids: readonly (number | null)[]): Promise<BulkUndoResult>;
  /** The comment blocklist the queue's hints read (admin: manageSettings). */
  commentBlocklist(): Promise<string[]>;
  saveCommentBlocklist(text: string): Promise<StaffRefusal | null>;
}

function staffComments({ db, require }: StaffDeps): StaffComments {
  const moderator = () => require(areaByKey("comments").permission);
  return {
    moderateComments: async (ids, moderation) => moderateComments(db, moderator(), ids, moderation),
    replyToComment: async (parentId, text) => replyToComment(db, moderator(), parentId, text),
    undoModeration: async (id) => undoModeration(db, moderator(), id),
    undoModerations: async (ids) => undoModerations(db, moderator(), ids),
    async commentBlocklist() {
      require("manageSettings");
      return readSetting(db, COMMENT_BLOCKLIST);
    },
    async saveCommentBlocklist(text) {
      const saved = await saveBlocklist(db, require("manageSettings"), text);
      return saved.ok ? null : { message: saved.message, field: "blocklist" };
    },
  };
}

/** Comments: a post's approved ones and a visitor's new one; the queue staff moderate. */
export const commentsDomain = defineDomain({
  name: "comments",
  services: ({ db }) => ({ comments: createCommentService(db) }),
  staff: staffComments,
  areas: ["comments"],
  permissions: ["moderateComments"],
  noticeKinds: ["comments"],
  /** Only an approved comment shows: a pending one's insert leaves the version (server/db/content-version.ts). */
  versionedTables: ["comments"],
});
