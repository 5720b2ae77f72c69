import type { Kysely } from "kysely";
import { isSlug } from "#contract/slugs";
import type { CommentInput } from "#contract/submissions";
import type { CommentNode, ReceivedComment, ValidationErrors } from "#contract/types";
import type { Database } from "#server/db/schema";
import { queueNotices } from "#server/mail/notices";
import { toIsoString } from "#server/lib/dates";
import type { CommentService } from "#server/domain/types";

export const COMMENT_MESSAGES = {
  postNotFound: "Blog post not found.",
  invalidParent: "Invalid parent comment.",
} as const;

/** Comments of public posts: approved ones are shown as a tree, new ones wait for approval. */
export function createCommentService(db: Kysely<Database>): CommentService {
  async function publicPostId(slug: string): Promise<number | null> {
    if (!isSlug(slug)) return null;
    const row = await db
      .selectFrom("posts")
      .select("id")
      .where("slug", "=", slug)
      .where("status", "=", "published")
      .where("published_at", "<=", new Date().toISOString())
      .executeTakeFirst();
    return row ? Number(row.id) : null;
  }

  async function treeForPost(postSlug: string): Promise<CommentNode[] | null> {
    const postId = await publicPostId(postSlug);
    if (postId === null) return null;
    const rows = await db
      .selectFrom("comments")
      .select(["id", "parent_id", "name", "text", "created_at", "staff_id"])
      .where("post_id", "=", postId)
      .where("status", "=", "approved")
      .orderBy("created_at", "asc")
      .orderBy("id", "asc")
      .execute();
    const nodes = new Map<number, CommentNode>();
    for (const row of rows) {
      nodes.set(Number(row.id), {
        id: Number(row.id),
        name: row.name,
        text: row.text,
        date: toIsoString(row.created_at),
        parent: row.parent_id === null ? null : Number(row.parent_id),
        replies: [],
        // A staff member's reply (server/domain/comments/moderation.ts): the page marks it as from the church.
        from_church: row.staff_id !== null,
      });
    }
    // A reply to a comment that is not shown (pending, rejected, or itself hidden) is not shown.
    const roots: CommentNode[] = [];
    for (const node of nodes.values()) {
      if (node.parent === null) roots.push(node);
      else nodes.get(node.parent)?.replies.push(node);
    }
    return roots;
  }

  async function create(
    input: CommentInput,
    { store = true }: { store?: boolean } = {},
  ): Promise<{ ok: true; comment: ReceivedComment } | { ok: false; errors: ValidationErrors }> {
    const postId = await publicPostId(input.post_slug);
    if (postId === null) return { ok: false, errors: { post_slug: [COMMENT_MESSAGES.postNotFound] } };
    if (input.parent !== null) {
      const parent = await db
        .selectFrom("comments")
        .select("id")
        .where("id", "=", input.parent)
        .where("post_id", "=", postId)
        .where("status", "=", "approved")
        .executeTakeFirst();
      if (!parent) return { ok: false, errors: { parent: [COMMENT_MESSAGES.invalidParent] } };
    }
    const createdAt = new Date().toISOString();
    // Not stored for a bot (honeypot); the answer is the same either way, and carries no id: ids
    // count every comment, pending ones included, and the form adds its comment locally anyway.
    if (store) {
      // The moderators' notices in the comment's own transaction.
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("comments")
          .values({
            post_id: postId,
            parent_id: input.parent,
            name: input.name,
            email: input.email,
            text: input.text,
            status: "pending",
            created_at: createdAt,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await queueNotices(trx, { kind: "comments", id: Number(row.id) });
      });
    }
    return {
      ok: true,
      comment: { name: input.name, text: input.text, date: createdAt, parent: input.parent, replies: [] },
    };
  }

  return { treeForPost, create };
}
