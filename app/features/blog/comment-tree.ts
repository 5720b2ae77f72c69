import type { CommentNode } from "#contract/types";

/**
 * The comment tree as the post page holds it: approved comments from the server, plus
 * the visitor's own new comments, added locally at once with a temporary id until a moderator
 * approves them.
 */
export interface DisplayComment extends CommentNode {
  replies: DisplayComment[];
  /** True for a comment this visitor just sent: it awaits approval and is not public yet. */
  pending?: boolean;
}

let lastTemporaryId = 0;

/** Temporary ids are negative, so they never collide with the server's. */
export function temporaryCommentId(): number {
  lastTemporaryId -= 1;
  return lastTemporaryId;
}

/** A new local comment, awaiting approval. */
export function localComment(input: { name: string; text: string; parent: number | null }, now = new Date()) {
  const comment: DisplayComment = {
    id: temporaryCommentId(),
    name: input.name,
    text: input.text,
    date: now.toISOString(),
    parent: input.parent,
    replies: [],
    from_church: false,
    pending: true,
  };
  return comment;
}

/**
 * Returns a new tree with `comment` added: at the end of its parent's replies when `comment.parent`
 * is found anywhere in the tree, otherwise at the end of the top level. The input is not changed.
 */
export function insertComment(tree: DisplayComment[], comment: DisplayComment): DisplayComment[] {
  if (comment.parent === null) return [...tree, comment];
  let inserted = false;
  const visit = (nodes: DisplayComment[]): DisplayComment[] =>
    nodes.map((node) => {
      if (inserted) return node;
      if (node.id === comment.parent) {
        inserted = true;
        return { ...node, replies: [...node.replies, comment] };
      }
      if (node.replies.length === 0) return node;
      const replies = visit(node.replies);
      return inserted ? { ...node, replies } : node;
    });
  const next = visit(tree);
  return inserted ? next : [...tree, comment];
}

/** Every comment in the tree, replies included. */
export function countComments(tree: readonly CommentNode[]): number {
  return tree.reduce((total, node) => total + 1 + countComments(node.replies), 0);
}
