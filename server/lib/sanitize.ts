import sanitizeHtml from "sanitize-html";
import { pictureFileOf } from "#contract/images";
import { CONTENT_MAX_DEPTH, CONTENT_MAX_ELEMENTS } from "#contract/posts-authoring";

/**
 * The rich text of posts and staff's own pages, sanitised once, on write (the editors, the seed,
 * a revision restored, migration 025 for what was stored before; decision 042): a small set of
 * text tags, links with safe schemes (external ones open in a new tab without an opener), images
 * with a relative or https source. Scripts, styles, frames, event handlers and javascript: URLs
 * never survive. A row says which sanitiser wrote it (`sanitized_with`): pages show it as stored
 * when it is this one, and sanitise on read only a row written otherwise (storedRichText).
 */

/**
 * The sanitiser's version, stored with what it wrote. Raise it when the allowlist or the bounds
 * change: rows written by an older one are then sanitised again on read until saved again.
 */
export const SANITIZER_VERSION = 1;
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "strong",
    "em",
    "b",
    "i",
    "u",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "figure",
    "figcaption",
    "hr",
    "code",
    "pre",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "width", "height"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Dropped with everything inside them, not just their tags.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template", "svg"],
  transformTags: {
    a: (tagName, attribs) => {
      const result: sanitizeHtml.Attributes = {};
      if (attribs.href !== undefined) result.href = attribs.href;
      if (attribs.title !== undefined) result.title = attribs.title;
      if (attribs.href !== undefined && /^\s*https?:\/\//i.test(attribs.href)) {
        result.rel = "noopener noreferrer";
        result.target = "_blank";
      }
      return { tagName, attribs: result };
    },
    img: (tagName, attribs) => {
      const result: sanitizeHtml.Attributes = {};
      for (const name of ["src", "alt"] as const) if (attribs[name] !== undefined) result[name] = attribs[name];
      for (const name of ["width", "height"] as const) {
        if (attribs[name] !== undefined && /^\d{1,5}$/.test(attribs[name].trim())) result[name] = attribs[name].trim();
      }
      // A picture of the site's own library says its size in its file name: with it, the page
      // keeps the picture's room while it loads (no layout shift).
      const file = pictureFileOf(result.src);
      if (file && result.width === undefined && result.height === undefined) {
        result.width = String(file.width);
        result.height = String(file.height);
      }
      return { tagName, attribs: result };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/** A rich text past the bounds of contract/posts-authoring.ts (nesting depth, number of elements). */
export class RichTextTooComplex extends Error {
  constructor(readonly bound: "depth" | "elements") {
    super(`The rich text goes past its ${bound} bound.`);
    this.name = "RichTextTooComplex";
  }
}

/**
 * Sanitises rich text, or throws RichTextTooComplex as soon as the parser meets an element nested
 * deeper than CONTENT_MAX_DEPTH or past CONTENT_MAX_ELEMENTS: the sanitiser's work grows with the
 * depth times the text (65,000 nested tags took it seconds), so it stops before it grows.
 */
export function sanitizePostHtml(html: string): string {
  let depth = 0;
  let elements = 0;
  return sanitizeHtml(html, {
    ...OPTIONS,
    // The parser's own view of the tree: void elements and implied ends close here too.
    onOpenTag() {
      depth += 1;
      elements += 1;
      if (depth > CONTENT_MAX_DEPTH) throw new RichTextTooComplex("depth");
      if (elements > CONTENT_MAX_ELEMENTS) throw new RichTextTooComplex("elements");
    },
    onCloseTag() {
      depth -= 1;
    },
  });
}

/**
 * Stored rich text as pages show it: as stored when this sanitiser wrote it (`sanitizedWith`);
 * else (a row written before it, by hand, or by an older allowlist) sanitised now, within the
 * bounds, or past them its words alone. Never more than the bounds' work.
 */
export function storedRichText(html: string, sanitizedWith: number): string {
  if (sanitizedWith === SANITIZER_VERSION) return html;
  try {
    return sanitizePostHtml(html);
  } catch (error) {
    if (error instanceof RichTextTooComplex) return flattenedRichText(html);
    throw error;
  }
}

/**
 * Stored rich text past the bounds, as text alone in one paragraph: for rows written before the
 * bounds existed. Linear: the tags are cut out without parsing.
 */
function flattenedRichText(html: string): string {
  const text = html
    .replace(/<[^<>]*>/g, " ")
    .replace(/[<>]/g, (character) => (character === "<" ? "&lt;" : "&gt;"))
    .replace(/\s+/g, " ")
    .trim();
  return text ? `<p>${text}</p>` : "";
}

const BLOCK_BOUNDARY = /<\/?(?:p|br|h[1-6]|blockquote|ul|ol|li|figure|figcaption|hr|pre|div|tr|td|th)\b[^>]*>/gi;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The readable text of (sanitised) post HTML, for search: tags removed, entities decoded. */
export function htmlToText(html: string): string {
  return sanitizeHtml(html.replace(BLOCK_BOUNDARY, " "), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
      if (body[0] === "#") {
        const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";
      }
      return ENTITIES[body.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}
