import type { Kysely } from "kysely";
import { isRowId } from "#contract/row-ids";
import { COMMENT_BODY } from "#contract/submissions";
import type { Database } from "#server/db/schema";
import type { StaffMember } from "#server/auth/staff-member";
import { recordActivity } from "#server/domain/activity/activity";
import { COMMENT_BLOCKLIST, parseBlocklist } from "./comment-hints";
import { checkStaffFields, refusalOf, StaffInputError, staffFormProblem, staffText } from "#server/lib/staff-input";
import { requirePermission } from "#server/auth/permissions";
import { requireArea } from "#server/auth/areas";
import { readSetting, writeSetting } from "#server/domain/settings/settings";

/**
 * The comment queue's actions: approve, reject, mark as spam (one comment or several
 * at once), a staff reply, and the blocklist the queue's hints read. Each change and its activity
 * row are one transaction; a comment already in the state asked for, or gone, is counted and
 * said, never an error.
 */

/** What each action makes of a comment, and the activity log's name for it. */
export const MODERATIONS = {
  approve: { status: "approved", action: "comment.approved", verb: "approved" },
  reject: { status: "rejected", action: "comment.rejected", verb: "rejected" },
  spam: { status: "spam", action: "comment.spam", verb: "marked as spam" },
} as const;
export type Moderation = keyof typeof MODERATIONS;

export function isModeration(value: string): value is Moderation {
  return Object.hasOwn(MODERATIONS, value);
}

/** A bulk action takes at most this many comments (a page holds 25). */
export const MODERATION_MAX = 100;

export interface ModerationResult {
  /** Comments whose status changed. */
  changed: number;
  /** Their ids, for the notice's Undo. */
  changedIds: number[];
  /** Already in that state (or changed by someone else meanwhile to it). */
  unchanged: number;
  /** Not found: deleted, or never there. */
  missing: number;
}

function actorOf(member: StaffMember) {
  return { staffId: member.id, name: member.name };
}

export async function moderateComments(
  db: Kysely<Database>,
  member: StaffMember,
  ids: readonly (number | null)[],
  moderation: Moderation,
  now = new Date(),
): Promise<ModerationResult> {
  requireArea(member, "comments");
  const asked = [...new Set(ids)].slice(0, MODERATION_MAX);
  const wanted = asked.filter(isRowId);
  const { status, action, verb } = MODERATIONS[moderation];
  return db.transaction().execute(async (trx) => {
    const result: ModerationResult = { changed: 0, changedIds: [], unchanged: 0, missing: 0 };
    const rows =
      wanted.length === 0
        ? []
        : await trx.selectFrom("comments").select(["id", "name", "status"]).where("id", "in", wanted).execute();
    result.missing = asked.length - rows.length;
    for (const row of rows) {
      if (row.status === status) {
        result.unchanged += 1;
        continue;
      }
      // Only from the status just read: another moderator's change meanwhile is not overwritten unseen.
      const updated = await trx
        .updateTable("comments")
        .set({ status })
        .where("id", "=", row.id)
        .where("status", "=", row.status)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        result.unchanged += 1;
        continue;
      }
      result.changed += 1;
      result.changedIds.push(Number(row.id));
      await recordActivity(
        trx,
        actorOf(member),
        {
          action,
          itemType: "comment",
          itemId: row.id,
          summary: `${member.name} ${verb} the comment by ${row.name}`,
          changes: { status: [row.status, status] },
        },
        now,
      );
    }
    return result;
  });
}

const STATUS_WORDS: Record<string, string> = {
  pending: "pending",
  approved: "approved",
  rejected: "rejected",
  spam: "marked as spam",
};
const MODERATION_ACTIONS: readonly string[] = Object.values(MODERATIONS).map((m) => m.action);

export type UndoResult = { ok: true; name: string; status: string } | { ok: false; message: string };

/**
 * Undo of a member's own last moderation of a comment: the comment goes back to the status it
 * had. The log says what that was, so the form sends only the comment: the undo is refused unless
 * the comment's latest moderation is this member's and the comment is still where they left it
 * (nobody has moderated it since). Logged as any change.
 */
export async function undoModeration(
  db: Kysely<Database>,
  member: StaffMember,
  id: number | null,
  now = new Date(),
): Promise<UndoResult> {
  requireArea(member, "comments");
  return db.transaction().execute((trx) => undoOne(trx, member, id, now));
}

export interface BulkUndoResult {
  /** Comments put back, and the status they are back in (when all share one, as a bulk action's do). */
  undone: number;
  now: string | null;
  /** Comments left as they are: moderated since, by someone else or again, or gone. */
  left: number;
}

/**
 * Undo of a bulk moderation: each comment as `undoModeration` would (only the member's own last
 * change, only where nobody has moved it since), all in one transaction; the others are left as
 * they are and counted.
 */
export async function undoModerations(
  db: Kysely<Database>,
  member: StaffMember,
  ids: readonly (number | null)[],
  now = new Date(),
): Promise<BulkUndoResult> {
  requireArea(member, "comments");
  const asked = [...new Set(ids)].slice(0, MODERATION_MAX);
  return db.transaction().execute(async (trx) => {
    const statuses = new Set<string>();
    let undone = 0;
    for (const id of asked) {
      const result = await undoOne(trx, member, id, now);
      if (!result.ok) continue;
      undone += 1;
      statuses.add(result.status);
    }
    return { undone, now: statuses.size === 1 ? [...statuses][0]! : null, left: asked.length - undone };
  });
}

async function undoOne(trx: Kysely<Database>, member: StaffMember, id: number | null, now: Date): Promise<UndoResult> {
  const gone = { ok: false as const, message: "That comment no longer exists." };
  if (!isRowId(id)) return gone;
  const comment = await trx
    .selectFrom("comments")
    .select(["id", "name", "status"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!comment) return gone;
  const last = await trx
    .selectFrom("activity_log")
    .select(["staff_id", "action", "changes"])
    .where("item_type", "=", "comment")
    .where("item_id", "=", String(id))
    .where("action", "in", [...MODERATION_ACTIONS, "comment.undone"])
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!last || last.action === "comment.undone" || last.staff_id !== member.id)
    return { ok: false, message: `Only your own last change to the comment by ${comment.name} can be undone.` };
  const [before, after] = (JSON.parse(last.changes) as { status?: [string, string] }).status ?? [];
  if (!before || !(before in STATUS_WORDS) || after !== comment.status)
    return {
      ok: false,
      message: `The comment by ${comment.name} has changed since (it is ${STATUS_WORDS[comment.status] ?? comment.status} now), so it was left as it is.`,
    };
  const updated = await trx
    .updateTable("comments")
    .set({ status: before as "pending" })
    .where("id", "=", id)
    .where("status", "=", comment.status)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    return { ok: false, message: `The comment by ${comment.name} changed meanwhile, so it was left as it is.` };
  await recordActivity(
    trx,
    actorOf(member),
    {
      action: "comment.undone",
      itemType: "comment",
      itemId: id,
      summary: `${member.name} undid their change: the comment by ${comment.name} is ${STATUS_WORDS[before]} again`,
      changes: { status: [comment.status, before] },
    },
    now,
  );
  return { ok: true, name: comment.name, status: before };
}

/** The longest staff reply: the public form's limit. */
export const REPLY_MAX = COMMENT_BODY.fields.text.max;

export type ReplyResult = { ok: true; replyId: number; approvedParent: boolean } | { ok: false; message: string };

/**
 * A staff reply, published at once under the member's name and marked as theirs (staff_id). A
 * reply to a pending comment approves that comment too (the reply would be hidden with it, and
 * answering it says it is fit to show); the approval is logged as any other. A spam or rejected
 * comment is not answered: approve it first.
 */
export async function replyToComment(
  db: Kysely<Database>,
  member: StaffMember,
  parentId: number | null,
  text: string,
  now = new Date(),
): Promise<ReplyResult> {
  requireArea(member, "comments");
  const refused = staffFormProblem({ reply: text });
  if (refused) return { ok: false, message: refused.message };
  const body = text.replace(/\r\n?/g, "\n").trim();
  if (!body) return { ok: false, message: "Write your reply before sending it." };
  if (body.length > REPLY_MAX) return { ok: false, message: `A reply can have at most ${REPLY_MAX} characters.` };
  if (!isRowId(parentId)) return { ok: false, message: "That comment no longer exists." };
  return db.transaction().execute(async (trx): Promise<ReplyResult> => {
    const parent = await trx
      .selectFrom("comments")
      .select(["id", "post_id", "name", "status"])
      .where("id", "=", parentId)
      .executeTakeFirst();
    if (!parent) return { ok: false, message: "That comment no longer exists." };
    if (parent.status === "spam" || parent.status === "rejected")
      return {
        ok: false,
        message: `${parent.name}'s comment is ${parent.status === "spam" ? "marked as spam" : "rejected"}: approve it before replying.`,
      };
    const actor = actorOf(member);
    let approvedParent = false;
    if (parent.status === "pending") {
      const updated = await trx
        .updateTable("comments")
        .set({ status: "approved" })
        .where("id", "=", parent.id)
        .where("status", "=", "pending")
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0)
        return { ok: false, message: "That comment changed meanwhile. Try again." };
      approvedParent = true;
      await recordActivity(
        trx,
        actor,
        {
          action: MODERATIONS.approve.action,
          itemType: "comment",
          itemId: parent.id,
          summary: `${member.name} approved the comment by ${parent.name} by replying to it`,
          changes: { status: ["pending", "approved"] },
        },
        now,
      );
    }
    const reply = await trx
      .insertInto("comments")
      .values({
        post_id: parent.post_id,
        parent_id: parent.id,
        name: member.name,
        email: member.email,
        text: body,
        status: "approved",
        created_at: now.toISOString(),
        staff_id: member.id,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordActivity(
      trx,
      actor,
      {
        action: "comment.replied",
        itemType: "comment",
        itemId: reply.id,
        summary: `${member.name} replied to the comment by ${parent.name}`,
        changes: { status: [null, "approved"], parent: [null, parent.id] },
      },
      now,
    );
    return { ok: true, replyId: Number(reply.id), approvedParent };
  });
}

/** The blocklist as the settings page's textarea shows it: one entry a line. */
export function blocklistText(entries: readonly string[]): string {
  return entries.join("\n");
}

/** Saves the blocklist (admin: manageSettings) with its activity row; the reason when the text is refused. */
export async function saveBlocklist(
  db: Kysely<Database>,
  member: StaffMember,
  text: string,
  now = new Date(),
): Promise<{ ok: true; entries: string[] } | { ok: false; message: string }> {
  requirePermission(member, "manageSettings");
  let entries: string[];
  try {
    // The form's one field on the staff forms' engine: its message holds every problem of the text.
    ({ blocklist: entries } = checkStaffFields({
      blocklist: () => {
        staffText(text, "blocklist");
        const parsed = parseBlocklist(text);
        if (!parsed.ok) throw new StaffInputError(parsed.message, "blocklist");
        return parsed.entries;
      },
    }));
  } catch (error) {
    return { ok: false, message: refusalOf(error).message };
  }
  const parsed = { ok: true as const, entries };
  await db.transaction().execute(async (trx) => {
    const before = await readSetting(trx, COMMENT_BLOCKLIST);
    await writeSetting(trx, COMMENT_BLOCKLIST, parsed.entries, now);
    await recordActivity(
      trx,
      actorOf(member),
      {
        action: "setting.changed",
        itemType: "setting",
        itemId: COMMENT_BLOCKLIST.key,
        summary: `${member.name} changed the comment blocklist (${parsed.entries.length} ${parsed.entries.length === 1 ? "entry" : "entries"})`,
        changes: { [COMMENT_BLOCKLIST.key]: [before, parsed.entries] },
      },
      now,
    );
  });
  return parsed;
}
