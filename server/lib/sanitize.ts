import sanitizeHtml from "sanitize-html";
import { pictureFileOf } from "#contract/images";

/**
 * Post HTML, sanitised on write (by the seed and any future back office) and again on read (by
 * the API): a small set of text tags, links with safe schemes (external ones open in a new tab
 * without an opener), images with a relative or https source. Scripts, styles, frames, event
 * handlers and javascript: URLs never survive.
 */
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

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
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
