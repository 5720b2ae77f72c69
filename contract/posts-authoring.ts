/**
 * Writing posts: the rules the staff pages and the server share. "Scheduled" is a
 * published post whose time is still ahead (the public queries compare it with now: no job).
 */
export const POST_STATUSES = ["draft", "scheduled", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
};

export function isPostStatus(value: string): value is PostStatus {
  return (POST_STATUSES as readonly string[]).includes(value);
}

/** Days a deleted post stays in the trash before it is deleted for good. */
export const TRASH_DAYS = 30;
/** Revisions kept per post: the newest. */
export const REVISIONS_KEPT = 20;
/** HTML characters of a post's content, under the staff forms' 256 KB body limit with room for the rest. */
export const CONTENT_MAX_LENGTH = 200_000;
/**
 * How deep a rich text's elements may sit inside one another, and how many it may hold: what the
 * editor makes stays far below both (lists in lists, a link in bold in a quotation), and the
 * sanitiser's work stays bounded (decision 042: 65,000 nested tags took it seconds).
 */
export const CONTENT_MAX_DEPTH = 20;
export const CONTENT_MAX_ELEMENTS = 5_000;
