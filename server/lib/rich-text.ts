import { CONTENT_MAX_LENGTH } from "#contract/posts-authoring";
import { StaffInputError } from "./staff-input";
import { htmlToText, sanitizePostHtml } from "./sanitize";

/**
 * The rich text of the staff editors (posts and staff's own pages: the same Tiptap field, the
 * same allowlist): at most CONTENT_MAX_LENGTH characters of HTML, sanitised; `requiredMessage`
 * refuses it empty (a draft may be empty, a published text may not).
 */
export function checkedRichText(value: string, requiredMessage: string | null, field = "content"): string {
  if (value.length > CONTENT_MAX_LENGTH)
    throw new StaffInputError(
      `Content is too long (at most ${CONTENT_MAX_LENGTH.toLocaleString("en")} characters of HTML).`,
      field,
    );
  const content = sanitizePostHtml(value).trim();
  if (requiredMessage && !content) throw new StaffInputError(requiredMessage, field);
  return content;
}

/** The first words of rich text, for a link preview's description: whole words, at most `limit` characters. */
export function richTextSummary(html: string, limit = 160): string {
  const text = htmlToText(html);
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}
