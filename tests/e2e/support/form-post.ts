import { expect, type Locator, type Page } from "@playwright/test";

/**
 * A form posted without JavaScript (Post/Redirect/Get): a successful post answers 303
 * to a page the browser then asks for with GET, and reloading that page posts nothing again.
 */

/** Clicks the form's submit button and checks the post was answered with a 303 redirect. */
export async function submitExpectingRedirect(page: Page, button: Locator): Promise<void> {
  const answer = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.request().isNavigationRequest(),
  );
  await button.click();
  const response = await answer;
  expect(response.status(), `the post to ${response.url()} answers with a redirect`).toBe(303);
}

/** Reloads the page the post redirected to and checks nothing was posted again. */
export async function reloadSendsNothing(page: Page): Promise<void> {
  const posts: string[] = [];
  const record = (request: { method(): string; url(): string }) => {
    if (request.method() === "POST") posts.push(request.url());
  };
  page.on("request", record);
  try {
    await page.reload();
  } finally {
    page.off("request", record);
  }
  expect(posts, "a reload sends nothing again").toEqual([]);
}
