import type { Page, TestInfo } from "@playwright/test";
import { MINISTRY_CONTACT_SUBJECTS } from "#contract/ministries";
import { openDatabase } from "#server/db/connection";
import { allowConsoleErrors, expect, expectNoSeriousA11yViolations, test } from "#tests/e2e/support/fixtures";
import { insertPost, uniqueSlug } from "#tests/e2e/support/blog-fixtures";
import { queryRows } from "#tests/e2e/support/db";
import { addMember, openListFilters, signInAs, type TestMember } from "#tests/e2e/support/staff";
import { currentWidth, shoot } from "#tests/e2e/support/screenshots";

/**
 * The staff lists, read-only: each list as an admin at 390 and 1280 px in light and
 * dark (screenshots, axe), a private prayer request's openings in the activity log, an editor
 * refused the inbox, and a youth ministry leader seeing only youth messages and applications.
 * The sign-in pages are built elsewhere, so sessions are started straight in the e2e database.
 */

/**
 * A refused page logs to the console: the browser its 403 or 404, and the root's error page (until
 * the admin layout, built elsewhere, answers a 403 with its own page) the error object, whose name
 * the build minifies. A refusal test expects those and nothing is learnt from their wording.
 */
function expectRefusals(page: Page) {
  allowConsoleErrors(page, /./);
}

interface Seeded {
  members: Record<"admin" | "editor" | "youth", TestMember>;
  privateText: string;
  privatePrayerId: number;
  youthMessageId: number;
  healingMessageId: number;
  youthApplicationId: number;
  childrenApplicationId: number;
  marker: string;
}

let seeded: Seeded;

async function seed(testInfo: TestInfo): Promise<Seeded> {
  const handle = openDatabase({ kind: "sqlite", file: process.env.E2E_DB_FILE! });
  const db = handle.db;
  const marker = `${testInfo.project.name}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const now = new Date().toISOString();
  try {
    const members = {
      admin: await addMember("admin"),
      editor: await addMember("editor"),
      youth: await addMember("ministry-leader", { ministries: ["youth"] }),
    };

    const privateText = `Private ${marker}: please pray for my mother's operation on Friday.`;
    const prayer = (request: string, isPrivate: number) => ({
      name: `Rudo ${marker}`,
      email: "rudo@example.co.zw",
      phone: "0772145590",
      request,
      is_private: isPrivate,
      created_at: now,
    });
    const privatePrayer = await db
      .insertInto("prayer_requests")
      .values(prayer(privateText, 1))
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("prayer_requests")
      .values(prayer(`Public ${marker}: thanks for the rains and a good harvest.`, 0))
      .execute();

    const message = (subject: string, body: string) => ({
      name: `Tinashe ${marker}`,
      email: "tinashe@example.co.zw",
      phone: "077 214 5590",
      subject,
      message: body,
      form_type: "",
      details: JSON.stringify({ additionalDetails: "Evenings are best" }),
      created_at: now,
    });
    const youthMessage = await db
      .insertInto("contact_messages")
      .values(message(MINISTRY_CONTACT_SUBJECTS.youth, `Youth ${marker}: when does the youth camp start?`))
      .returning("id")
      .executeTakeFirstOrThrow();
    const healingMessage = await db
      .insertInto("contact_messages")
      .values(message(MINISTRY_CONTACT_SUBJECTS.healing, `Healing ${marker}: may I come on Sunday?`))
      .returning("id")
      .executeTakeFirstOrThrow();

    const application = (ministry: string, extra: object) => ({
      ministry,
      first_name: "Chipo",
      last_name: `${ministry} ${marker}`,
      email: "chipo@example.co.zw",
      phone: "0772000000",
      subject: `${ministry} application`,
      message: "I would like to serve.",
      specific_interest: "",
      age_group: "",
      extra: JSON.stringify(extra),
      created_at: now,
    });
    const youthApplication = await db
      .insertInto("ministry_applications")
      .values(application("youth", { availability: "Saturdays" }))
      .returning("id")
      .executeTakeFirstOrThrow();
    const childrenApplication = await db
      .insertInto("ministry_applications")
      .values(application("children", { childAge: "7" }))
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("ministry_applications")
      .values(application("hospitality", { areasOfInterest: ["Welcome desk", "Tea and refreshments"] }))
      .execute();

    // A draft of the test's own: the public pages other tests read at the same time (newest posts,
    // comment counts, archives) must not change under them.
    const post = {
      id: insertPost({
        slug: uniqueSlug("rooms", marker),
        title: `Rooms post ${marker}`,
        content: "<p>A post for the rooms' comments.</p>",
        publishedAt: "2019-06-01T08:00:00.000Z",
        status: "draft",
      }),
    };
    const parent = await db
      .insertInto("comments")
      .values({
        post_id: post.id,
        parent_id: null,
        name: `Farai ${marker}`,
        email: `farai.${marker}@example.com`,
        text: "What a blessing this was.",
        status: "approved",
        created_at: "2020-01-01T08:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("comments")
      .values({
        post_id: post.id,
        parent_id: parent.id,
        name: `Nyasha ${marker}`,
        email: `FARAI.${marker}@example.com`,
        text: `Pending ${marker}: amen to that.`,
        status: "pending",
        created_at: "2020-01-01T09:00:00.000Z",
      })
      .execute();
    // Enough for two pages of a search, as on a real list.
    await db
      .insertInto("newsletter_subscribers")
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          email: `page${i}.${marker}@example.org`,
          email_normalized: `page${i}.${marker}@example.org`,
          name: `Reader ${i}`,
          created_at: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
        })),
      )
      .execute();
    await db
      .insertInto("newsletter_subscribers")
      .values({
        email: `sub.${marker}@example.com`,
        email_normalized: `sub.${marker}@example.com`,
        name: "Sub Scriber",
        created_at: now,
      })
      .execute();

    return {
      members,
      privateText,
      privatePrayerId: privatePrayer.id,
      youthMessageId: youthMessage.id,
      healingMessageId: healingMessage.id,
      youthApplicationId: youthApplication.id,
      childrenApplicationId: childrenApplication.id,
      marker,
    };
  } finally {
    await handle.close();
  }
}

// Playwright reads the fixtures a hook asks for from its first parameter: none here.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  seeded = await seed(testInfo);
});

const ROOMS = [
  { path: "/admin/comments", title: "Comments", shows: (s: Seeded) => `Pending ${s.marker}: amen to that.` },
  {
    path: "/admin/messages",
    title: "Messages",
    shows: (s: Seeded) => `Youth ${s.marker}: when does the youth camp start?`,
  },
  {
    path: "/admin/prayer-requests",
    title: "Prayer requests",
    shows: (s: Seeded) => `Public ${s.marker}: thanks for the rains`,
  },
  { path: "/admin/applications", title: "Applications", shows: (s: Seeded) => `Chipo hospitality ${s.marker}` },
  { path: "/admin/subscribers", title: "Subscribers", shows: (s: Seeded) => `sub.${s.marker}@example.com` },
  { path: "/admin/posts", title: "Posts", shows: () => "Published" },
  { path: "/admin/sermons", title: "Sermons", shows: () => "Published" },
];

test.describe("an admin in the staff lists", () => {
  test.beforeEach(async ({ context }) => {
    await signInAs(context, seeded.members.admin);
  });

  for (const room of ROOMS) {
    test(`${room.title}: the list, light and dark, accessible`, async ({ page }) => {
      const response = await page.goto(room.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${room.title} · Staff`);
      await expect(page.getByRole("heading", { level: 1, name: room.title })).toBeVisible();
      await expect(page.getByText(room.shows(seeded)).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      const name = room.path.split("/").pop()!;
      await shoot(page, `list-${name}-light`, currentWidth(page));
      await page.emulateMedia({ colorScheme: "dark" });
      await page.reload();
      await expect(page.locator("html")).toHaveClass(/dark/);
      await expectNoSeriousA11yViolations(page);
      await shoot(page, `list-${name}-dark`, currentWidth(page));
    });
  }

  test("the comment queue shows the reply's parent and the writer's record, and its tabs are links", async ({
    page,
  }) => {
    await page.goto("/admin/comments");
    const card = page.getByRole("listitem").filter({ hasText: `Pending ${seeded.marker}` });
    await expect(card).toContainText(`Replying to Farai ${seeded.marker}: “What a blessing this was.”`);
    await expect(card).toContainText("1 approved comment before");
    await expect(
      page.getByRole("navigation", { name: "Comments by status" }).getByRole("link", { name: /Pending/ }),
    ).toHaveAttribute("aria-current", "page");
    await page.getByRole("link", { name: /^Approved/ }).click();
    await expect(page).toHaveURL(/\?status=approved$/);
    // Newest first, and other tests approve comments at the same time: the 2020 parent is found by a search.
    await openListFilters(page);
    await page.getByRole("searchbox", { name: "Search comments" }).fill(seeded.marker);
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/status=approved/);
    await expect(page.getByRole("heading", { level: 2, name: `Farai ${seeded.marker}` })).toBeVisible();
  });

  test("a private prayer request: not in the list, one activity row per opening, never its text", async ({ page }) => {
    await page.goto("/admin/prayer-requests");
    const card = page
      .getByRole("listitem")
      .filter({ hasText: `Rudo ${seeded.marker}` })
      .filter({ hasText: "Private" });
    await expect(card).toContainText("Private: open to read");
    await expect(page.getByText(seeded.privateText)).toHaveCount(0);
    const openings = () =>
      queryRows<{ summary: string; changes: string }>(
        "SELECT summary, changes FROM activity_log WHERE action = 'prayer-request.opened' AND item_id = ?",
        String(seeded.privatePrayerId),
      );
    const before = openings().length;

    await card.getByRole("link").click();
    await expect(page).toHaveURL(`/admin/prayer-requests/${seeded.privatePrayerId}`);
    await expect(page.getByText(seeded.privateText)).toBeVisible();
    await expect(page).toHaveTitle("Prayer request · Staff");
    await shoot(page, "list-prayer-request-private", currentWidth(page));
    await expectNoSeriousA11yViolations(page);
    expect(openings()).toHaveLength(before + 1);
    await page.reload();
    expect(openings()).toHaveLength(before + 2);
    // The item's own history on its page: at least this member's two openings.
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByRole("listitem").filter({ hasText: "opened" })).not.toHaveCount(0);
    for (const row of openings()) expect(`${row.summary}${row.changes}`).not.toContain("please pray");
  });

  test("a message and an application whole, their extra fields as fields", async ({ page }) => {
    await page.goto(`/admin/messages/${seeded.healingMessageId}`);
    await expect(page.getByRole("heading", { level: 1, name: `Message from Tinashe ${seeded.marker}` })).toBeVisible();
    await expect(page.getByText(MINISTRY_CONTACT_SUBJECTS.healing)).toBeVisible();
    await expect(page.getByText(`Healing ${seeded.marker}: may I come on Sunday?`)).toBeVisible();
    await expect(page.getByText("Healing & Deliverance").first()).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "Evenings are best" })).toBeVisible();
    await expect(page.getByRole("link", { name: "077 214 5590" })).toHaveAttribute("href", "tel:0772145590");
    await shoot(page, "list-message", currentWidth(page));
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/admin/applications?ministry=hospitality`);
    await page.getByRole("link", { name: `Chipo hospitality ${seeded.marker}` }).click();
    await expect(page.getByText("Welcome desk, Tea and refreshments")).toBeVisible();
    await expect(page.getByText("Areas of interest")).toBeVisible();
    await shoot(page, "list-application", currentWidth(page));
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("lists in pages", () => {
  test("a search of subscribers pages through links that keep the search", async ({ page, context }) => {
    await signInAs(context, seeded.members.admin);
    await page.goto("/admin/subscribers");
    await page.getByLabel("Email or name contains").fill(`.${seeded.marker}@example.org`);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=.*${seeded.marker}`));
    await expect(page.getByText(`30 subscribers matching`)).toBeVisible();
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages).toContainText("Page 1 of 2");
    await shoot(page, "list-subscribers-search-page-1", currentWidth(page));
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/&page=2$/);
    await expect(page.getByRole("list", { name: "Subscribers" }).getByRole("listitem")).toHaveCount(5);
    await expect(page.getByText("Reader 0", { exact: true })).toBeVisible();
    await pages.getByRole("link", { name: "Previous" }).click();
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByText("Reader 29", { exact: true })).toBeVisible();
  });
});

test.describe("who may open what", () => {
  // An editor's 403s (prayer requests, messages, applications) and their comment queue are checked
  // over HTTP: tests/api/staff-roles.test.ts and staff-inbox.test.ts.
  test("a youth ministry leader sees youth messages and applications only; another ministry's item is a 404", async ({
    page,
    context,
  }) => {
    expectRefusals(page);
    await signInAs(context, seeded.members.youth);
    await page.goto("/admin/messages");
    await expect(page.getByText(`Youth ${seeded.marker}`)).toBeVisible();
    await expect(page.getByText(`Healing ${seeded.marker}`)).toHaveCount(0);
    expect((await page.goto(`/admin/messages/${seeded.healingMessageId}`))?.status()).toBe(404);
    expect((await page.goto(`/admin/messages/${seeded.youthMessageId}`))?.status()).toBe(200);

    await page.goto("/admin/applications");
    await expect(page.getByRole("link", { name: `Chipo youth ${seeded.marker}` })).toBeVisible();
    await expect(page.getByText(`children ${seeded.marker}`)).toHaveCount(0);
    await expect(page.getByRole("combobox", { name: "Ministry" })).toHaveCount(0);
    await shoot(page, "list-applications-youth-leader", currentWidth(page));
    expect((await page.goto(`/admin/applications/${seeded.childrenApplicationId}`))?.status()).toBe(404);
    expect((await page.goto(`/admin/applications/${seeded.youthApplicationId}`))?.status()).toBe(200);
    expect((await page.goto("/admin/prayer-requests"))?.status()).toBe(403);
  });
});
