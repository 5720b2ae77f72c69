import { CONTENT_MAX_DEPTH, CONTENT_MAX_ELEMENTS, CONTENT_MAX_LENGTH } from "#contract/posts-authoring";
import { StaffInputError } from "./staff-input";
import { htmlToText, RichTextTooComplex, sanitizePostHtml } from "./sanitize";

/**
 * The rich text of the staff editors (posts and staff's own pages: the same Tiptap field, the
 * same allowlist): at most CONTENT_MAX_LENGTH characters of HTML, nested at most CONTENT_MAX_DEPTH
 * deep with at most CONTENT_MAX_ELEMENTS elements, sanitised; `requiredMessage` refuses it empty
 * (a draft may be empty, a published text may not).
 */
export function checkedRichText(value: string, requiredMessage: string | null, field = "content"): string {
  if (value.length > CONTENT_MAX_LENGTH)
    throw new StaffInputError(
      `Content is too long (at most ${CONTENT_MAX_LENGTH.toLocaleString("en")} characters of HTML).`,
      field,
    );
  const content = boundedSanitized(value, field).trim();
  if (requiredMessage && !content) throw new StaffInputError(requiredMessage, field);
  return content;
}

/** What the bounds say to the member, by the bound the text went past. */
const TOO_COMPLEX: Record<RichTextTooComplex["bound"], string> = {
  depth: `Content has formatting nested too deeply (more than ${CONTENT_MAX_DEPTH} levels inside one another): remove some of it, such as formatting pasted from another program.`,
  elements: `Content has too many parts (more than ${CONTENT_MAX_ELEMENTS.toLocaleString("en")} paragraphs, links and pieces of formatting): split it in two.`,
};

function boundedSanitized(value: string, field: string): string {
  try {
    return sanitizePostHtml(value);
  } catch (error) {
    if (error instanceof RichTextTooComplex) throw new StaffInputError(TOO_COMPLEX[error.bound], field);
    throw error;
  }
}

/** How much of the HTML a summary reads: its first words are near the start, whatever the text's length. */
const SUMMARY_SOURCE_MAX = 4_000;

/**
 * The first words of (sanitised) rich text, for a link preview's description: whole words, at
 * most `limit` characters. Read from the first few thousand characters only, so a render pays
 * the same for a long text as for a short one.
 */
export function richTextSummary(html: string, limit = 160): string {
  const text = htmlToText(html.length <= SUMMARY_SOURCE_MAX ? html : htmlStart(html, SUMMARY_SOURCE_MAX));
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

/** The first `length` characters of HTML, or fewer so as not to end inside a tag. */
function htmlStart(html: string, length: number): string {
  const start = html.slice(0, length);
  const open = start.lastIndexOf("<");
  return open > start.lastIndexOf(">") ? start.slice(0, open) : start;
}
