import type { Page, TestInfo } from "@playwright/test";
import { test, expect, gotoPage, expectNoSeriousA11yViolations } from "#tests/e2e/support/fixtures";
import { waitForRow } from "#tests/e2e/support/db";

/**
 * The seven ministry landing pages (docs/product.md, Ministry pages): the loading
 * spinner, the content, the shared contact details, and every form end to end — the row the
 * server stored, and what the visitor sees when the server refuses.
 */

interface ContactRow {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  form_type: string;
  details: string;
}

interface ApplicationRow {
  ministry: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  specific_interest: string;
  age_group: string;
  extra: string;
}

/** An address no other test (or width) uses. */
function uniqueEmail(testInfo: TestInfo, who: string): string {
  return `${who}.${testInfo.project.name}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.co.zw`;
}

/** Opens a ministry page and waits for the site overlay and the page's own 800 ms spinner. */
async function openMinistry(page: Page, path: string) {
  const response = await gotoPage(page, path);
  await expect(page.locator("[data-ministry-loading]")).toHaveCount(0);
  return response;
}

/**
 * Fakes the page's timers and stops time (Playwright's fake clock otherwise keeps ticking in real
 * time), so a test moves it on with runFor instead of waiting seconds.
 */
async function freezeClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 500);
}

/** The failures that are only logged, and the browser's own line for the refused call. */
function dropExpectedErrors(consoleErrors: string[], pattern: RegExp) {
  const kept = consoleErrors.filter((text) => !pattern.test(text));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

const REFUSED = /Form submission failed|status of (400|500)/;

/** Tests that made the server refuse a form: their expected console lines are dropped at the end. */
const refusingTests = new Set<string>();

test.afterEach(({ consoleErrors }, testInfo) => {
  if (refusingTests.has(testInfo.testId)) dropExpectedErrors(consoleErrors, REFUSED);
});

function refuse(page: Page, path: string, status: number, body: unknown = { detail: "A server error occurred." }) {
  refusingTests.add(test.info().testId);
  return page.route(`**/api/${path}`, (route) =>
    route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) }),
  );
}

/** What every ministry page shows: its h1 and breadcrumb, its vision, its own items, the contact details and social links, and no serious axe finding. */
async function pageIsComplete(page: Page, title: string, items: string[]) {
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(/Kingdom Light Ministries/);
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(page.locator("main").getByText(/^(Our Vision|About Our Ministry)$/)).toBeVisible();
  for (const item of items) await expect(page.getByText(item).first()).toBeAttached();
  await contactDetailsAreShown(page);
  await expectNoSeriousA11yViolations(page);
}

async function contactDetailsAreShown(page: Page) {
  const details = page.locator("#ministry-contact");
  await expect(details.getByRole("link", { name: "admin@kingdomlightministries.org" })).toHaveAttribute(
    "href",
    "mailto:admin@kingdomlightministries.org",
  );
  await expect(details.getByRole("link", { name: "+263 71 386 2047" })).toHaveAttribute("href", "tel:+263713862047");
  await expect(details.getByText("P.O. Box CY 1234, Causeway, Harare, Zimbabwe")).toBeVisible();
  await expect(details.getByText("14 Josiah Chinamano Avenue, Avenues, Harare, Zimbabwe")).toBeVisible();
  for (const network of ["Facebook", "YouTube", "Instagram", "WhatsApp"]) {
    const link = details.getByRole("link", { name: `${network} (opens in a new tab)` });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
}

// The content in the server's HTML under the spinner (an API test: public-forms-no-js.test.ts)
// and the spinner's 800 ms, then the page at the top (a component test:
// app/features/ministries/sections/ministry-loading.test.tsx).

test.describe("intercession", () => {
  test("page, and the contact form: stored, thanked for 3 s then cleared, Send another message, silent failure", async ({
    page,
    consoleErrors,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "rutendo");
    await openMinistry(page, "/intercession");
    await pageIsComplete(page, "Intercession Ministry", [
      "Spiritual Covering",
      "Global Missions",
      "Crisis Response",
      "James 5:16",
    ]);

    const card = page.locator("#intercession-contact");
    await expect(card.getByRole("heading", { name: "Share a Prayer Need" })).toBeVisible();
    await card.getByLabel("Full Name").fill("Rutendo Ncube");
    await card.getByLabel("Email Address").fill(email);
    await card.getByLabel("How can we pray with you?").fill("Please pray for my mother's recovery.");
    await freezeClock(page);
    await card.getByRole("button", { name: "Send Message" }).click();
    await expect(card.getByRole("status")).toContainText("Thank you for reaching out!");

    const row = await waitForRow<ContactRow>("SELECT * FROM contact_messages WHERE email = ?", email);
    expect(row).toMatchObject({
      name: "Rutendo Ncube",
      email,
      subject: "Intercession Ministry Contact Form",
      message: "Please pray for my mother's recovery.",
      phone: "",
      form_type: "",
    });
    expect(JSON.parse(row.details)).toEqual({});

    await page.clock.runFor(2_900);
    await expect(card.getByRole("button", { name: "Send another message" })).toBeVisible();
    await page.clock.runFor(200);
    await expect(card.getByRole("status")).toHaveCount(0);
    await expect(card.getByLabel("Full Name")).toHaveValue("");
    await expect(card.getByLabel("How can we pray with you?")).toHaveValue("");

    // Send another message returns at once.
    await card.getByLabel("Full Name").fill("Farai Mutasa");
    await card.getByLabel("Email Address").fill(uniqueEmail(testInfo, "farai"));
    await card.getByLabel("How can we pray with you?").fill("Guidance for my studies.");
    await card.getByRole("button", { name: "Send Message" }).click();
    await card.getByRole("button", { name: "Send another message" }).click();
    await expect(card.getByLabel("Full Name")).toHaveValue("");
    await expect(card.getByLabel("Full Name")).toBeFocused();

    // A failure goes back to idle with nothing shown (only logged).
    await refuse(page, "contact/contact/submit/", 500);
    await card.getByLabel("Full Name").fill("Rutendo Ncube");
    await card.getByLabel("Email Address").fill(uniqueEmail(testInfo, "silent"));
    await card.getByLabel("How can we pray with you?").fill("Peace in our home.");
    await card.getByRole("button", { name: "Send Message" }).click();
    await expect(card.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await expect(card.getByRole("alert")).toHaveCount(0);
    await expect(card.getByRole("status")).toHaveCount(0);
    await expect(card.getByLabel("Full Name")).toHaveValue("Rutendo Ncube");
    expect(consoleErrors.some((text) => text.includes("Form submission failed"))).toBe(true);
  });

  test("the application form: the server's message with Try Again, then stored and reset after 5 s", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "tendai");
    await openMinistry(page, "/intercession");
    const card = page.locator("#intercession-application");
    await card.getByLabel("First Name").fill("Tendai");
    await card.getByLabel("Last Name").fill("Moyo");
    await card.getByLabel("Email Address").fill(email);
    await card.getByLabel("Subject").fill("Early morning prayer watch");
    await card
      .getByLabel("Why would you like to join?")
      .fill("I have prayed at home for years and want to pray with a team.");

    await refuse(page, "ministry-forms/", 400, { message: "Applications open again on Monday." });
    await card.getByRole("button", { name: "Submit Application" }).click();
    await expect(card.getByRole("alert")).toContainText("Applications open again on Monday.");
    await card.getByRole("button", { name: "Try Again" }).click();
    await expect(card.getByLabel("First Name")).toHaveValue("Tendai");

    await page.unroute("**/api/ministry-forms/");
    await freezeClock(page);
    await card.getByRole("button", { name: "Submit Application" }).click();
    await expect(card.getByRole("status")).toContainText("Application received!");
    const row = await waitForRow<ApplicationRow>("SELECT * FROM ministry_applications WHERE email = ?", email);
    expect(row).toMatchObject({
      ministry: "intercession",
      first_name: "Tendai",
      last_name: "Moyo",
      email,
      phone: "",
      subject: "[Intercession Ministry] Early morning prayer watch",
      message: "I have prayed at home for years and want to pray with a team.",
      specific_interest: "Intercession Team Application",
      age_group: "",
    });
    await expect(card.getByRole("button", { name: "Send Another Application" })).toBeVisible();
    await page.clock.runFor(4_900);
    await expect(card.getByRole("button", { name: "Send Another Application" })).toBeVisible();
    await page.clock.runFor(200);
    await expect(card.getByLabel("First Name")).toHaveValue("");
  });
});

test("evangelism: page, stats, and the application form (default error, then stored)", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "nyasha");
  await openMinistry(page, "/evangelism");
  await pageIsComplete(page, "Evangelism & Outreach", [
    "Street Evangelism",
    "Global Missions",
    "Discipleship Training",
  ]);
  const stats = page.locator("#evangelism-impact");
  for (const [value, label] of [
    ["1,000+", "Lives Impacted"],
    ["25+", "Countries Reached"],
    ["150+", "Trained Evangelists"],
  ]) {
    await expect(stats.getByText(value, { exact: true })).toBeVisible();
    await expect(stats.getByText(label, { exact: true })).toBeVisible();
  }

  const card = page.locator("#evangelism-application");
  await card.getByLabel("First Name").fill("Nyasha");
  await card.getByLabel("Last Name").fill("Marufu");
  await card.getByLabel("Email Address").fill(email);
  await card.getByLabel("Phone Number").fill("+263 77 123 4567");
  await card.getByLabel("Subject").fill("Monthly street outreach");
  await card.getByLabel("Why would you like to join?").fill("I want to share Jesus in Mbare.");

  await refuse(page, "ministry-forms/", 500, {});
  await card.getByRole("button", { name: "Submit Application" }).click();
  await expect(card.getByRole("alert")).toContainText("There was a problem submitting your form. Please try again.");
  await card.getByRole("button", { name: "Try Again" }).click();
  await page.unroute("**/api/ministry-forms/");

  await card.getByRole("button", { name: "Submit Application" }).click();
  await expect(card.getByRole("status")).toContainText("Application received!");
  const row = await waitForRow<ApplicationRow>("SELECT * FROM ministry_applications WHERE email = ?", email);
  expect(row).toMatchObject({
    ministry: "evangelism",
    first_name: "Nyasha",
    last_name: "Marufu",
    phone: "+263 77 123 4567",
    subject: "[Evangelism Ministry] Monthly street outreach",
    message: "I want to share Jesus in Mbare.",
    specific_interest: "Evangelism Team Application",
  });
  await card.getByRole("button", { name: "Send Another Application" }).click();
  await expect(card.getByLabel("First Name")).toHaveValue("");
});

test.describe("media", () => {
  test("page: hero badges, the eight expandable service cards, parallax, the floating button after 500 px", async ({
    page,
  }) => {
    await openMinistry(page, "/media");
    await pageIsComplete(page, "Media & Digital Ministry", ["Habakkuk 2:2"]);
    const hero = page.locator("[data-parallax]");
    for (const text of ["150K+", "Online Reach", "Weekly", "Livestreams", "30+", "Team Members"]) {
      await expect(hero.getByText(text, { exact: true })).toBeVisible();
    }

    const cards = page.locator("[data-service-card]");
    await expect(cards).toHaveCount(8);
    const titles = [
      "Livestreaming",
      "Content Creation",
      "Social Media",
      "Podcast Production",
      "Website Management",
      "Mobile App",
      "Graphic Design",
      "Digital Training",
    ];
    for (const [index, title] of titles.entries()) await expect(cards.nth(index)).toContainText(title);
    const podcast = cards.filter({ hasText: "Podcast Production" });
    const detail = podcast.getByText("Recording, editing and mastering each Sunday message");
    await expect(detail).toBeHidden();
    await podcast.locator("summary").click();
    await expect(detail).toBeVisible();
    await podcast.locator("summary").click();
    await expect(detail).toBeHidden();

    const button = page.locator("[data-media-scroll-top]");
    const heroImage = hero.locator("picture img");
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(heroImage).toHaveAttribute("style", /translate3d\(0px, 160px, 0px\)/);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(button).toBeVisible();
    // The parallax stops at 500 px of scroll.
    await expect(heroImage).toHaveAttribute("style", /translate3d\(0px, 200px, 0px\)/);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test("contact section: Connect With Us, Go Back, silent failure, send, fields cleared after 3 s, Return home", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "simba");
    await openMinistry(page, "/media");
    const section = page.locator("#media-contact");
    await expect(section.getByRole("heading", { name: "Use your gifts to reach the world" })).toBeVisible();
    await section.getByRole("button", { name: "Connect With Us" }).click();
    await expect(section.getByLabel("Full Name")).toBeFocused();
    await section.getByRole("button", { name: "Go Back" }).click();
    await expect(section.getByLabel("Full Name")).toHaveCount(0);
    await section.getByRole("button", { name: "Connect With Us" }).click();
    await section.getByLabel("Full Name").fill("Simbarashe Dube");
    await section.getByLabel("Email Address").fill(email);
    await section.getByLabel("How would you like to serve?").fill("I can run cameras on Sundays.");

    await refuse(page, "contact/contact/submit/", 500);
    await section.getByRole("button", { name: "Send Message" }).click();
    await expect(section.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await expect(section.getByLabel("Full Name")).toHaveValue("Simbarashe Dube");
    await expect(section.getByRole("alert")).toHaveCount(0);
    await expect(section.getByRole("status")).toHaveCount(0);
    await page.unroute("**/api/contact/contact/submit/");

    await freezeClock(page);
    await section.getByRole("button", { name: "Send Message" }).click();
    await expect(section.getByRole("status")).toContainText("Thank you for your message!");
    const row = await waitForRow<ContactRow>("SELECT * FROM contact_messages WHERE email = ?", email);
    expect(row).toMatchObject({
      name: "Simbarashe Dube",
      subject: "Media Ministry Contact Form",
      message: "I can run cameras on Sundays.",
    });
    await page.clock.runFor(3_100);
    // Still thanking the visitor; behind it the fields are empty.
    await section.getByRole("button", { name: "Send another message" }).click();
    await expect(section.getByLabel("Full Name")).toHaveValue("");
    await section.getByLabel("Full Name").fill("Ruvimbo Zhou");
    await section.getByLabel("Email Address").fill(uniqueEmail(testInfo, "ruvimbo"));
    await section.getByLabel("How would you like to serve?").fill("Graphic design.");
    await section.getByRole("button", { name: "Send Message" }).click();
    await section.getByRole("button", { name: "Return home" }).click();
    await expect(section.getByRole("button", { name: "Connect With Us" })).toBeVisible();
  });
});

test.describe("hospitality", () => {
  test("page: scroll-down button, pillars revealed on scroll, back-to-top button", async ({ page }) => {
    await openMinistry(page, "/hospitality");
    const pillars = page.locator("[data-pillar]");
    await expect(pillars).toHaveCount(3);
    await expect(pillars.first()).toHaveAttribute("data-revealed", "false");
    await expect(page.getByText("Do not forget to show hospitality to strangers")).toBeVisible();
    await expect(page.getByText("Hebrews 13:2")).toBeVisible();

    await page.getByRole("button", { name: "Scroll down to learn more" }).click();
    await expect
      .poll(() =>
        page.evaluate(() => Math.round(document.getElementById("hospitality-about")!.getBoundingClientRect().top)),
      )
      .toBeLessThan(120);

    for (let index = 0; index < 3; index++) {
      await pillars.nth(index).scrollIntoViewIfNeeded();
      await expect(pillars.nth(index)).toHaveAttribute("data-revealed", "true");
    }
    await expect(pillars.nth(0)).toContainText("First Impressions");
    await expect(pillars.nth(1)).toContainText("Service Excellence");
    await expect(pillars.nth(2)).toContainText("Follow-Through Care");
    for (let index = 0; index < 3; index++) await expect(pillars.nth(index)).toHaveCSS("opacity", "1");
    await pageIsComplete(page, "Hospitality & Ushering", []);

    await page.getByRole("button", { name: "Back to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the join form sends the Areas of Interest and submittedOn", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "chipo");
    await openMinistry(page, "/hospitality");
    const section = page.locator("#hospitality-join");
    await expect(section.getByRole("heading", { name: "Become part of the welcome" })).toBeVisible();
    await section.getByRole("button", { name: "Connect With Us" }).click();
    const interests = section.getByRole("group", { name: /Areas of Interest/ });
    for (const label of ["Greeter", "Usher", "Parking Team", "Welcome Desk", "Fellowship Host", "Special Events"]) {
      await expect(interests.getByLabel(label)).not.toBeChecked();
    }
    await section.getByLabel("Full Name").fill("Chipo Dube");
    await section.getByLabel("Email Address").fill(email);
    const message = section.getByLabel("Tell us about yourself");
    await expect(message).toHaveAttribute("rows", "5");
    await message.fill("I am at church every Sunday and love meeting new people.");
    await interests.getByLabel("Welcome Desk").check();
    await interests.getByLabel("Greeter").check();
    const before = Date.now();
    await section.getByRole("button", { name: "Send Message" }).click();
    await expect(section.getByRole("status")).toContainText("Welcome to the team!");

    // A volunteer's form is kept with the ministry applications, where hospitality's leaders work it.
    const row = await waitForRow<ApplicationRow>("SELECT * FROM ministry_applications WHERE email = ?", email);
    expect(row).toMatchObject({
      ministry: "hospitality",
      first_name: "Chipo",
      last_name: "Dube",
      subject: "Hospitality Ministry Contact Form",
      message:
        "I am at church every Sunday and love meeting new people.\n\nAreas of Interest:\n- Greeter\n- Welcome Desk",
    });
    const details = JSON.parse(row.extra) as { submittedOn: string; areasOfInterest: string };
    expect(Object.keys(details)).toEqual(["submittedOn", "areasOfInterest"]);
    expect(details.areasOfInterest).toBe("Greeter, Welcome Desk");
    expect(details.submittedOn).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.abs(Date.parse(details.submittedOn) - before)).toBeLessThan(60_000);
  });
});

for (const form of [
  {
    path: "/healing",
    title: "Healing & Deliverance",
    items: ["Physical Healing", "Emotional Healing", "Spiritual Deliverance", "Isaiah 53:5"],
    id: "#healing-contact",
    subject: "Healing and Deliverance Ministry Contact Form",
    thanks: "Thank you for trusting us",
    message: "What would you like prayer for?",
  },
  {
    path: "/youth",
    title: "Youth & Young Adults",
    items: ["1 Timothy 4:12", "Identity in Christ", "Authentic Community", "Leadership Development"],
    id: "#youth-contact",
    subject: "Youth Ministry Contact Form",
    thanks: "Message sent!",
    message: "Message",
  },
]) {
  test(`${form.path}: page, and the form: silent failure, then stored, thanked, idle with empty fields after 3 s`, async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "anesu");
    await openMinistry(page, form.path);
    await pageIsComplete(page, form.title, form.items);
    const card = page.locator(form.id);
    await card.getByLabel("Full Name").fill("Anesu Chinembiri");
    await card.getByLabel("Email Address").fill(email);
    await card.getByLabel(form.message).fill("I would like someone to pray with me this Sunday.");

    await refuse(page, "contact/contact/submit/", 400, { email: ["Enter a valid email address."] });
    await card.getByRole("button", { name: "Send Message" }).click();
    await expect(card.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await expect(card.getByRole("alert")).toHaveCount(0);
    await expect(card.getByText("Enter a valid email address.")).toHaveCount(0);
    await expect(card.getByLabel("Full Name")).toHaveValue("Anesu Chinembiri");
    await page.unroute("**/api/contact/contact/submit/");

    await freezeClock(page);
    await card.getByRole("button", { name: "Send Message" }).click();
    await expect(card.getByRole("status")).toContainText(form.thanks);
    await expect(card.getByRole("button", { name: "Send another message" })).toBeVisible();
    const row = await waitForRow<ContactRow>("SELECT * FROM contact_messages WHERE email = ?", email);
    expect(row).toMatchObject({
      name: "Anesu Chinembiri",
      subject: form.subject,
      message: "I would like someone to pray with me this Sunday.",
    });
    await page.clock.runFor(3_100);
    await expect(card.getByRole("status")).toHaveCount(0);
    await expect(card.getByLabel("Full Name")).toHaveValue("");
    await expect(card.getByLabel(form.message)).toHaveValue("");
  });
}

test("children: /childrens-ministry redirects; page; inquiry errors under There was a problem, then stored and reset after 5 s", async ({
  page,
  request,
}, testInfo) => {
  const redirect = await request.get("/childrens-ministry", { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe("/children");

  const email = uniqueEmail(testInfo, "chiedza");
  await openMinistry(page, "/childrens-ministry");
  await expect(page).toHaveURL(/\/children$/);
  await pageIsComplete(page, "Children's Ministry", [
    "Biblical Teaching",
    "Spiritual Growth",
    "Compassionate Care",
    "Proverbs 22:6",
  ]);

  const card = page.locator("#children-inquiry");
  await card.getByLabel("First Name").fill("Chiedza");
  await card.getByLabel("Last Name").fill("Makoni");
  await card.getByLabel("Email Address").fill(email);
  await card.getByLabel("Phone Number").fill("0772 145 590");
  await card.getByLabel("Subject").fill("Registering my daughter");
  await card.getByLabel("Message").fill("She is six and loves to sing.");

  await refuse(page, "ministry-forms/", 400, { message: "Registrations for the term are full." });
  await card.getByRole("button", { name: "Send Inquiry" }).click();
  const alert = card.getByRole("alert");
  await expect(alert.getByRole("heading", { name: "There was a problem" })).toBeVisible();
  await expect(alert).toContainText("Registrations for the term are full.");
  await card.getByRole("button", { name: "Try again" }).click();
  await expect(card.getByLabel("Subject")).toHaveValue("Registering my daughter");

  await page.unroute("**/api/ministry-forms/");
  await page.route("**/api/ministry-forms/", (route) => route.fulfill({ status: 500, body: "" }));
  refusingTests.add(testInfo.testId);
  await card.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(alert.getByRole("heading", { name: "There was a problem" })).toBeVisible();
  await expect(alert).toContainText("There was a problem submitting your form. Please try again.");
  await card.getByRole("button", { name: "Try again" }).click();
  await page.unroute("**/api/ministry-forms/");

  await freezeClock(page);
  await card.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(card.getByRole("status")).toContainText("Thank you for your inquiry!");
  const row = await waitForRow<ApplicationRow>("SELECT * FROM ministry_applications WHERE email = ?", email);
  expect(row).toMatchObject({
    ministry: "children",
    first_name: "Chiedza",
    last_name: "Makoni",
    phone: "0772 145 590",
    subject: "[Children's Ministry] Registering my daughter",
    message: "She is six and loves to sing.",
    age_group: "",
    specific_interest: "Children's Ministry Family Inquiry",
  });
  await page.clock.runFor(4_900);
  await expect(card.getByRole("status")).toBeVisible();
  await page.clock.runFor(200);
  await expect(card.getByLabel("First Name")).toHaveValue("");
});

/**
 * Without JavaScript. Each form's post (stored once, its thank-you after the 303, a reload that
 * stores nothing) is checked over HTTP in tests/api/public-forms-no-js.test.ts; here, what the links around the forms do,
 * and a refusal. A sent form's page is the address its post redirects to (app/lib/sent.ts).
 */
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  const sentPage = (path: string, formId: string) => `${path}?form=${formId}&sent=${formId}#${formId}`;

  test("the content shows without the spinner; a refused post keeps the answers; Send another message", async ({
    page,
  }, testInfo) => {
    await page.goto("/intercession");
    await expect(page.locator("[data-ministry-loading]")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Intercession Ministry" })).toBeVisible();

    // The server's checks answer in the page (HTTP 400): the answers are kept.
    refusingTests.add(testInfo.testId);
    const application = page.locator("#intercession-application");
    await application.getByLabel("First Name").fill("Tatenda");
    await application.getByLabel("Last Name").fill("Chari");
    await application.getByLabel("Email Address").fill("tatenda@example");
    await application.getByLabel("Why would you like to join?").fill("To pray.");
    await application.getByRole("button", { name: "Submit Application" }).click();
    await expect(application.getByText("Enter a valid email address.")).toBeVisible();
    await expect(application.getByLabel("First Name")).toHaveValue("Tatenda");

    await page.goto(sentPage("/intercession", "intercession-contact"));
    const contact = page.locator("#intercession-contact");
    await expect(contact.getByRole("status")).toContainText("Thank you for reaching out!");
    await contact.getByRole("link", { name: "Send another message" }).click();
    await expect(contact.getByLabel("Full Name")).toHaveValue("");
  });

  test("media: Connect With Us opens the form, Go Back closes it; hospitality: Return home", async ({ page }) => {
    await page.goto("/media");
    const media = page.locator("#media-contact");
    await media.getByRole("link", { name: "Connect With Us" }).click();
    await expect(media.getByLabel("Full Name")).toBeVisible();
    await media.getByRole("link", { name: "Go Back" }).click();
    await expect(media.getByRole("link", { name: "Connect With Us" })).toBeVisible();

    await page.goto(sentPage("/hospitality", "hospitality-join"));
    const join = page.locator("#hospitality-join");
    await expect(join.getByRole("status")).toContainText("Welcome to the team!");
    await join.getByRole("link", { name: "Return home" }).click();
    await expect(join.getByRole("link", { name: "Connect With Us" })).toBeVisible();
  });
});
