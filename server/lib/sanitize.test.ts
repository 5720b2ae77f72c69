import { describe, expect, it } from "vitest";
import { CONTENT_MAX_DEPTH, CONTENT_MAX_ELEMENTS } from "#contract/posts-authoring";
import { htmlToText, RichTextTooComplex, sanitizePostHtml, SANITIZER_VERSION, storedRichText } from "./sanitize";

describe("sanitizePostHtml", () => {
  it("keeps the allowed text tags", () => {
    const html =
      "<h2>Title</h2><h3>Sub</h3><h4>Small</h4><p>A <strong>b</strong> <em>c</em> <b>d</b> <i>e</i> <u>f</u><br></p>" +
      "<blockquote>q</blockquote><ul><li>1</li></ul><ol><li>2</li></ol><hr><pre><code>x = 1</code></pre>" +
      "<figure><figcaption>cap</figcaption></figure>";
    expect(sanitizePostHtml(html)).toBe(
      "<h2>Title</h2><h3>Sub</h3><h4>Small</h4><p>A <strong>b</strong> <em>c</em> <b>d</b> <i>e</i> <u>f</u><br /></p>" +
        "<blockquote>q</blockquote><ul><li>1</li></ul><ol><li>2</li></ol><hr /><pre><code>x = 1</code></pre>" +
        "<figure><figcaption>cap</figcaption></figure>",
    );
  });

  it("drops scripts, styles and frames with their content, and other tags but not their text", () => {
    expect(sanitizePostHtml('<p>a</p><script>alert("x")</script><style>p{}</style><iframe src="x">f</iframe>')).toBe(
      "<p>a</p>",
    );
    expect(sanitizePostHtml("<div><span>kept text</span></div><h1>big</h1>")).toBe("kept textbig");
  });

  it("drops every event handler and style attribute", () => {
    expect(sanitizePostHtml('<p onclick="x()" style="color:red" class="c" id="i">t</p>')).toBe("<p>t</p>");
    expect(sanitizePostHtml('<img src="/a.png" onerror="x()" alt="A">')).toBe('<img src="/a.png" alt="A" />');
  });

  it("allows http, https, mailto and tel links only, and opens external ones safely", () => {
    expect(sanitizePostHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizePostHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizePostHtml('<a href="data:text/html,x">x</a>')).toBe("<a>x</a>");
    expect(sanitizePostHtml('<a href="vbscript:x">x</a>')).toBe("<a>x</a>");
    expect(sanitizePostHtml('<a href="mailto:info@example.org">m</a>')).toBe('<a href="mailto:info@example.org">m</a>');
    expect(sanitizePostHtml('<a href="tel:+263771234567">t</a>')).toBe('<a href="tel:+263771234567">t</a>');
    expect(sanitizePostHtml('<a href="/sermons" target="_self" title="S">s</a>')).toBe(
      '<a href="/sermons" title="S">s</a>',
    );
    expect(sanitizePostHtml('<a href="https://example.org" rel="opener" target="x">e</a>')).toBe(
      '<a href="https://example.org" rel="noopener noreferrer" target="_blank">e</a>',
    );
  });

  it("allows relative or https image sources only, and numeric sizes", () => {
    expect(sanitizePostHtml('<img src="https://example.org/a.png" width="640" height="abc">')).toBe(
      '<img src="https://example.org/a.png" width="640" />',
    );
    expect(sanitizePostHtml('<img src="http://example.org/a.png">')).toBe("");
    expect(sanitizePostHtml('<img src="//evil.example/a.png">')).toBe("");
    expect(sanitizePostHtml('<img src="data:image/png;base64,AAAA">')).toBe("");
    expect(sanitizePostHtml('<img src="javascript:alert(1)">')).toBe("");
  });

  it("gives a picture of the site's library the size its file name says, unless the HTML gives one", () => {
    expect(sanitizePostHtml('<img src="/img/gen/photo-0123456789ab-1280x720.webp" alt="Choir">')).toBe(
      '<img src="/img/gen/photo-0123456789ab-1280x720.webp" alt="Choir" width="1280" height="720" />',
    );
    expect(sanitizePostHtml('<img src="/img/gen/photo-0123456789ab-640x360.webp" width="320">')).toBe(
      '<img src="/img/gen/photo-0123456789ab-640x360.webp" width="320" />',
    );
    // Not a file of the scheme (a width it never draws): left as it is.
    expect(sanitizePostHtml('<img src="/img/gen/photo-0123456789ab-999x999.webp">')).toBe(
      '<img src="/img/gen/photo-0123456789ab-999x999.webp" />',
    );
  });

  it("escapes text so it cannot become markup", () => {
    expect(sanitizePostHtml("<p>1 &lt; 2 &amp; 3 > 2</p>")).toBe("<p>1 &lt; 2 &amp; 3 &gt; 2</p>");
  });
});

/** `depth` elements inside one another, around `text`. */
const nested = (depth: number, text = "x") => `${"<b>".repeat(depth)}${text}${"</b>".repeat(depth)}`;

function refusal(html: string): RichTextTooComplex["bound"] | null {
  try {
    sanitizePostHtml(html);
    return null;
  } catch (error) {
    if (error instanceof RichTextTooComplex) return error.bound;
    throw error;
  }
}

describe("sanitizePostHtml's bounds", () => {
  it("stops at once at 65,000 nested tags (195 KB), which took it seconds", () => {
    const started = performance.now();
    expect(refusal(`${"<b>".repeat(65_000)}x`)).toBe("depth");
    expect(refusal(nested(65_000))).toBe("depth");
    expect(performance.now() - started).toBeLessThan(100);
  });

  it("takes a text at its bounds: the deepest nesting, and the most elements", () => {
    expect(sanitizePostHtml(nested(CONTENT_MAX_DEPTH))).toBe(nested(CONTENT_MAX_DEPTH));
    expect(refusal(nested(CONTENT_MAX_DEPTH + 1))).toBe("depth");
    const elements = (count: number) => `<p>${"<b>x</b>".repeat(count - 1)}</p>`;
    expect(refusal(elements(CONTENT_MAX_ELEMENTS))).toBeNull();
    expect(refusal(elements(CONTENT_MAX_ELEMENTS + 1))).toBe("elements");
  });

  it("counts the tree as the parser builds it: void elements, implied ends and siblings are no depth", () => {
    const deep = `<ul>${"<li>one<li>two".repeat(30)}</ul><p>${"a<br>".repeat(100)}</p>${"<p>x".repeat(40)}`;
    expect(refusal(deep)).toBeNull();
  });
});

describe("storedRichText", () => {
  it("shows what this sanitiser wrote as stored, and sanitises a row written otherwise", () => {
    const hostile = '<p onclick="x()">Hi</p><script>alert(1)</script>';
    expect(storedRichText(hostile, SANITIZER_VERSION)).toBe(hostile);
    expect(storedRichText(hostile, 0)).toBe("<p>Hi</p>");
  });

  it("keeps the words of a stored text past the bounds in one paragraph, no markup left", () => {
    expect(storedRichText(`<p>Grace</p>${nested(30, "and peace")}<script`, 0)).toBe(
      "<p>Grace and peace &lt;script</p>",
    );
    expect(storedRichText(nested(30, ""), 0)).toBe("");
  });

  it("is linear past the bounds, even where a tag never closes", () => {
    const started = performance.now();
    expect(storedRichText(`${"<b>".repeat(65_000)}${"<".repeat(100_000)}`, 0).length).toBeGreaterThan(100_000);
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe("htmlToText", () => {
  it("drops tags, separates blocks, decodes entities", () => {
    expect(htmlToText("<p>Grace&nbsp;&amp; <strong>peace</strong></p><p>Faith</p>")).toBe("Grace & peace Faith");
    expect(htmlToText("<p>&#72;&#x69; &quot;you&quot; &unknown;</p>")).toBe('Hi "you" &unknown;');
  });
});
