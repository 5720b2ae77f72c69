import { test, expect, gotoPage, allowConsoleErrors } from "#tests/e2e/support/fixtures";
import { insertComment, insertPost, uniqueSlug } from "#tests/e2e/support/blog-fixtures";

/**
 * Stored HTML is sanitised (docs/architecture.md, Data flow): a post whose stored content carries
 * <script>, onerror= and javascript: links renders none of them; comments are plain text; a
 * title cannot break out of the JSON-LD script.
 */
test("a post with hostile HTML renders none of it", async ({ page }, testInfo) => {
  const slug = uniqueSlug("hostile", testInfo.project.name);
  const postId = insertPost({
    slug,
    title: "Hostile </script><script>window.__xssTitle = 1</script> Title",
    excerpt: "<img src=x onerror=alert(1)>",
    content: [
      "<p>Safe paragraph survives.</p>",
      "<script>window.__xss = 'script'; alert('script')</script>",
      '<img src="/img/none.webp" onerror="window.__xss = \'onerror\'; alert(\'onerror\')" alt="broken">',
      "<p><a href=\"javascript:window.__xss='link';alert('link')\">Click for a blessing</a></p>",
      '<p><a href="JaVaScRiPt:alert(1)">Mixed case</a> <a href="&#106;avascript:alert(1)">Encoded</a></p>',
      '<div onclick="alert(\'click\')" style="background:url(javascript:alert(1))">Div with handlers</div>',
      '<iframe src="javascript:alert(1)"></iframe><svg><script>alert(1)</script></svg>',
      '<a href="https://www.biblegateway.com/passage/?search=Psalm+23">Psalm 23</a>',
    ].join(""),
  });
  insertComment({ postId, name: "<b>Bold Visitor</b>", text: "<img src=x onerror=\"alert('comment')\">Hello" });

  // The stored <img> points at a missing file, so that its onerror would fire were it kept.
  allowConsoleErrors(page, /status of 404/);
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });

  await gotoPage(page, `/blog/${slug}`);
  const content = page.locator("article").first();
  await expect(content.getByText("Safe paragraph survives.")).toBeVisible();
  await expect(content.getByRole("link", { name: "Psalm 23" })).toHaveAttribute("href", /^https:\/\/www\.biblegateway/);

  // Nothing executable reached the DOM.
  const found = await page.evaluate(() => {
    const main = document.querySelector("main")!;
    const withHandlers = [...main.querySelectorAll("*")].filter((element) =>
      [...element.attributes].some((attribute) => attribute.name.toLowerCase().startsWith("on")),
    );
    const scriptUrls = [...main.querySelectorAll("[href], [src], [action], [formaction]")].filter((element) =>
      ["href", "src", "action", "formaction"].some((name) =>
        (element.getAttribute(name) ?? "").replace(/\s/g, "").toLowerCase().startsWith("javascript:"),
      ),
    );
    return {
      scripts: main.querySelectorAll("script").length,
      iframes: main.querySelectorAll("iframe").length,
      handlers: withHandlers.map((element) => element.outerHTML.slice(0, 80)),
      scriptUrls: scriptUrls.map((element) => element.outerHTML.slice(0, 80)),
      styles: [...main.querySelectorAll("[style]")].map((element) => element.getAttribute("style")),
      html: main.querySelector("[data-post-content]")?.innerHTML ?? "",
      xss: (window as unknown as { __xss?: string; __xssTitle?: number }).__xss ?? null,
      xssTitle: (window as unknown as { __xssTitle?: number }).__xssTitle ?? null,
    };
  });
  expect(found.scripts).toBe(0);
  expect(found.iframes).toBe(0);
  expect(found.handlers).toEqual([]);
  expect(found.scriptUrls).toEqual([]);
  expect(found.styles.filter((style) => /javascript/i.test(style ?? ""))).toEqual([]);
  expect(found.html).toContain("Safe paragraph survives.");
  expect(found.html).not.toMatch(/javascript:/i);
  expect(found.html).not.toMatch(/onerror=/i);

  // The sanitised link is inert: clicking it runs nothing.
  const blessing = content.getByText("Click for a blessing");
  if ((await blessing.count()) > 0) await blessing.click();

  // Comment name and text are shown as text, not markup.
  await expect(page.getByText("<img src=x onerror=\"alert('comment')\">Hello")).toBeVisible();
  await expect(page.getByRole("article", { name: "Comment by <b>Bold Visitor</b>" })).toBeVisible();

  // The title sits in the JSON-LD escaped, so it could not close the script element.
  const ldScripts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ""));
  expect(ldScripts.length).toBeGreaterThan(0);
  for (const json of ldScripts) expect(json).not.toContain("<");
  const posting = ldScripts.map((json) => JSON.parse(json)).find((item) => item["@type"] === "BlogPosting");
  expect(posting?.headline).toBe("Hostile </script><script>window.__xssTitle = 1</script> Title");

  await page.waitForTimeout(300);
  const after = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: string }).__xss ?? null,
    xssTitle: (window as unknown as { __xssTitle?: number }).__xssTitle ?? null,
  }));
  expect(after).toEqual({ xss: null, xssTitle: null });
  expect(dialogs).toEqual([]);
});
