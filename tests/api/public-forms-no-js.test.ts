import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PAGES } from "#content/demo/pages";
import { seedPages } from "#server/domain/pages/pages";
import { insertFixtures } from "./fixtures";
import { createTestApi, SITE_URL, type SubmissionTable, type TestApi } from "./support";

/**
 * The public forms without JavaScript, over HTTP as a browser sends them: the page is read, the
 * form found by its section's id, its fields filled by their labels (hidden fields and the pressed
 * button's name kept), and posted form-encoded from the site's own page (Origin and
 * Sec-Fetch-Site: same-origin; the pages set no cookie, decisions on cross-site posts in
 * server/http/cross-site.ts). Each post is stored once, in the right table with its ministry and
 * subject, is answered 303 (so a reload of the page it leads to is a GET that stores nothing), and
 * that page shows the form's thank-you. What only a browser shows (the contact form landing on its
 * section, the links around the forms) stays in tests/e2e/no-javascript.spec.ts and
 * ministries.spec.ts. The newsletter forms' posts are here too (the action itself:
 * newsletter-form.test.ts).
 */
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ pages: true, fixtures: insertFixtures });
  // The demo church's pages, as the browser suite's site shows them.
  await seedPages(t.database.db, DEMO_PAGES);
}, 180_000);
afterAll(() => t?.close());

const text = (html: string) => html.replace(/<!-- -->/g, "");

async function page(url: string): Promise<Document> {
  const response = await t.inject({ method: "GET", url });
  expect(response.statusCode, url).toBe(200);
  return new JSDOM(text(response.body)).window.document;
}

interface Filled {
  /** Labels and values of the fields to fill. */
  fields: ReadonlyArray<readonly [string, string]>;
  /** Labels of checkboxes to tick. */
  check?: readonly string[];
  /** Label and value of a select. */
  select?: readonly [string, string];
  button: string;
}

/** The control a label names inside `scope` (its text, without the required and optional marks). */
function control(scope: Element, label: string): HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
  const labels = [...scope.querySelectorAll("label")].filter(
    (element) => element.textContent?.replace(/\*|\(optional\)/g, "").trim() === label,
  );
  expect(labels, `one label "${label}"`).toHaveLength(1);
  const found = labels[0]!.control;
  expect(found, `a control for "${label}"`).toBeTruthy();
  return found as HTMLInputElement;
}

/** Fills the form inside `#id` of the page at `url` and posts it as a browser would. */
function submit(url: string, id: string, filled: Filled) {
  return submitForm(url, (document) => document.getElementById(id), filled);
}

/** Fills the form `pick` finds (the form or an element around it) on the page at `url` and posts it as a browser would. */
async function submitForm(url: string, pick: (document: Document) => Element | null | undefined, filled: Filled) {
  const document = await page(url);
  const section = pick(document);
  expect(section, `the form on ${url}`).toBeTruthy();
  const form = section!.matches("form") ? (section as HTMLFormElement) : section!.querySelector("form")!;
  expect(form, `a form on ${url}`).toBeTruthy();
  for (const [label, value] of filled.fields) control(form, label).value = value;
  for (const label of filled.check ?? []) (control(form, label) as HTMLInputElement).checked = true;
  if (filled.select) {
    const select = control(form, filled.select[0]) as HTMLSelectElement;
    const option = [...select.options].find((item) => item.textContent?.trim() === filled.select![1]);
    expect(option, `option "${filled.select[1]}"`).toBeTruthy();
    select.value = option!.value;
  }
  const button = [...form.querySelectorAll("button")].find((item) => item.textContent?.trim() === filled.button);
  expect(button, `button "${filled.button}"`).toBeTruthy();
  const body = new URLSearchParams();
  for (const element of [...form.elements] as HTMLInputElement[]) {
    if (!element.name || element.disabled || element.tagName === "BUTTON") continue;
    if ((element.type === "checkbox" || element.type === "radio") && !element.checked) continue;
    body.append(element.name, element.value);
  }
  if (button!.name) body.append(button!.name, button!.value);
  const action = new URL(form.getAttribute("action") || url, `${SITE_URL}${url}`);
  expect((form.getAttribute("method") ?? "get").toLowerCase()).toBe("post");
  const response = await t.inject({
    method: "POST",
    url: action.pathname + action.search,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: SITE_URL,
      referer: `${SITE_URL}${url}`,
      "sec-fetch-site": "same-origin",
      "sec-fetch-mode": "navigate",
    },
    payload: body.toString(),
  });
  return { response, action };
}

const rowsFor = (table: SubmissionTable, email: string) =>
  t.database.db.selectFrom(table).selectAll().where("email", "=", email).execute();

/**
 * Posts, then follows the redirect: 303 to a GET of the page (so a reload sends nothing), the
 * stored row, and the thank-you text inside `within` on the page the redirect leads to.
 */
async function postAndFollow(url: string, id: string, filled: Filled, table: SubmissionTable, email: string) {
  const { response } = await submit(url, id, filled);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(303);
  const location = response.headers.location as string;
  expect(location).toBeTruthy();
  expect(location, "the visitor's address is never in the redirect").not.toContain(email.split("@")[0]);
  const rows = await rowsFor(table, email);
  expect(rows).toHaveLength(1);
  const after = await page(location);
  // The page the redirect leads to stores nothing more when asked again (a reload is this GET).
  await page(location);
  expect(await rowsFor(table, email)).toHaveLength(1);
  return { location, row: rows[0] as Record<string, unknown>, after };
}

const MINISTRY_FORMS: ReadonlyArray<{
  path: string;
  id: string;
  fields: ReadonlyArray<readonly [string, string]>;
  check?: readonly string[];
  button: string;
  success: string;
  table: "contact_messages" | "ministry_applications";
  /** What the stored row must hold: the form reached its own table, ministry and subject. */
  row: Record<string, unknown>;
}> = [
  {
    path: "/intercession",
    id: "intercession-contact",
    fields: [
      ["Full Name", "Tatenda Chari"],
      ["How can we pray with you?", "Rain for our family's farm in Mazowe."],
    ],
    button: "Send Message",
    success: "Thank you for reaching out!",
    table: "contact_messages",
    row: { name: "Tatenda Chari", subject: "Intercession Ministry Contact Form" },
  },
  {
    path: "/intercession",
    id: "intercession-application",
    fields: [
      ["First Name", "Rudo"],
      ["Last Name", "Chikomba"],
      ["Subject", "Early morning prayer"],
      ["Why would you like to join?", "I pray at five every morning."],
    ],
    button: "Submit Application",
    success: "Application received!",
    table: "ministry_applications",
    row: { ministry: "intercession", subject: "[Intercession Ministry] Early morning prayer" },
  },
  {
    path: "/evangelism",
    id: "evangelism-application",
    fields: [
      ["First Name", "Farai"],
      ["Last Name", "Ndlovu"],
      ["Why would you like to join?", "I want to share the gospel in Mbare."],
    ],
    button: "Submit Application",
    success: "Application received!",
    table: "ministry_applications",
    row: { ministry: "evangelism", first_name: "Farai", specific_interest: "Evangelism Team Application" },
  },
  {
    path: "/healing",
    id: "healing-contact",
    fields: [
      ["Full Name", "Nyasha Banda"],
      ["What would you like prayer for?", "My mother's recovery after surgery."],
    ],
    button: "Send Message",
    success: "Thank you for trusting us",
    table: "contact_messages",
    row: { name: "Nyasha Banda", subject: "Healing and Deliverance Ministry Contact Form" },
  },
  {
    path: "/youth",
    id: "youth-contact",
    fields: [
      ["Full Name", "Kuda Moyo"],
      ["Message", "What time is Friday's meeting?"],
    ],
    button: "Send Message",
    success: "Message sent!",
    table: "contact_messages",
    row: { name: "Kuda Moyo", subject: "Youth Ministry Contact Form" },
  },
  {
    path: "/media?form=media-contact",
    id: "media-contact",
    fields: [
      ["Full Name", "Tsitsi Dube"],
      ["How would you like to serve?", "Sound desk on Sundays."],
    ],
    button: "Send Message",
    success: "Thank you for your message!",
    table: "contact_messages",
    row: { name: "Tsitsi Dube", subject: "Media Ministry Contact Form" },
  },
  {
    path: "/hospitality?form=hospitality-join",
    id: "hospitality-join",
    fields: [
      ["Full Name", "Tendai Chari"],
      ["Tell us about yourself", "Sundays suit me."],
    ],
    check: ["Usher"],
    button: "Send Message",
    success: "Welcome to the team!",
    table: "ministry_applications",
    row: {
      ministry: "hospitality",
      message: "Sundays suit me.\n\nAreas of Interest:\n- Usher",
      extra: expect.stringMatching(/^\{"submittedOn":"[^"]+","areasOfInterest":"Usher"\}$/),
    },
  },
  {
    path: "/children",
    id: "children-inquiry",
    fields: [
      ["First Name", "Chiedza"],
      ["Last Name", "Makoni"],
      ["Subject", "Registering my son"],
      ["Message", "He is seven."],
    ],
    button: "Send Inquiry",
    success: "Thank you for your inquiry!",
    table: "ministry_applications",
    row: { ministry: "children", subject: "[Children's Ministry] Registering my son" },
  },
];

describe("the ministry pages in the server's HTML", () => {
  it("hold their content under the spinner, which a page without JavaScript hides", async () => {
    const response = await t.inject({ method: "GET", url: "/healing" });
    expect(response.statusCode).toBe(200);
    const html = text(response.body);
    expect(html).toContain("data-ministry-loading");
    expect(html).toContain("Physical Healing");
    expect(html).toContain("<noscript><style>[data-ministry-loading]{display:none!important}</style></noscript>");
    const document = new JSDOM(html).window.document;
    expect(document.querySelector("h1")?.textContent).toBe("Healing & Deliverance");
    expect(document.querySelector("[data-ministry-loading]")?.textContent).toBe("Loading Healing & Deliverance");
    // The page's sections are there, not waiting for a script: its form among them.
    expect(document.querySelector("#healing-contact form")).not.toBeNull();
  });
});

describe("the ministry pages' forms without JavaScript", () => {
  it.each(MINISTRY_FORMS)("$path: the $id form is stored once and thanks after the 303", async (form) => {
    const email = `nojs-${form.id}@example.org`;
    const { location, row, after } = await postAndFollow(
      form.path,
      form.id,
      { fields: [...form.fields, ["Email Address", email]], check: form.check, button: form.button },
      form.table,
      email,
    );
    const target = new URL(location, SITE_URL);
    expect(target.pathname).toBe(new URL(form.path, SITE_URL).pathname);
    expect(target.searchParams.get("sent")).toBe(form.id);
    expect(row).toMatchObject(form.row);
    const status = after.getElementById(form.id)?.querySelector('[role="status"]');
    expect(status?.textContent).toContain(form.success);
  });
});

describe("the contact page's two forms and the salvation form without JavaScript", () => {
  it("the prayer form, reached by its link (?form=prayer), is stored once and thanks after the 303", async () => {
    const email = "nojs-prayer@example.org";
    const contact = await page("/contact-us");
    const link = [...contact.querySelectorAll("a")].find(
      (item) => item.textContent?.trim() === "Submit Prayer Request",
    );
    expect(link, "a link to the prayer form").toBeTruthy();
    // A link relative to the page ("?form=prayer#contact-form-panel"), as the browser resolves it.
    const target = new URL(link!.getAttribute("href")!, `${SITE_URL}/contact-us`);
    const href = target.pathname + target.search;
    expect((await page(href)).body.textContent).toContain("Submit Your Prayer Request");
    const { location, after } = await postAndFollow(
      href,
      "contact-form-panel",
      {
        fields: [
          ["Your name", "Rudo"],
          ["Email", email],
          ["Prayer request", "Pray for my exams next week."],
        ],
        button: "Send Prayer Request",
      },
      "prayer_requests",
      email,
    );
    expect(location).toMatch(/^\/contact-us\?(form=prayer&)?sent=prayer/);
    expect(after.body.textContent).toContain(
      "Your prayer request has been submitted. Our team will be praying for you.",
    );
  });

  it("the contact page's message form is stored once with the whole name and thanks after the 303", async () => {
    const email = "nojs-contact@example.org";
    const { location, row, after } = await postAndFollow(
      "/contact-us",
      "contact-form-panel",
      {
        fields: [
          ["First name", "Rudo"],
          ["Last name", "Banda"],
          ["Email", email],
          ["Subject", "No script"],
          ["Message", "Sent without JavaScript."],
        ],
        button: "Send Message",
      },
      "contact_messages",
      email,
    );
    expect(location).toBe("/contact-us?sent=message#contact-form-panel");
    expect(row).toMatchObject({ name: "Rudo Banda", subject: "No script", message: "Sent without JavaScript." });
    expect(after.body.textContent).toContain("Your message has been sent successfully!");
  });

  it("the salvation follow-up form is stored once with its subject and thanks after the 303", async () => {
    const email = "nojs-salvation@example.org";
    const { location, row, after } = await postAndFollow(
      "/salvation",
      "salvation-contact",
      {
        fields: [
          ["Your Name", "Nyasha Banda"],
          ["Email Address", email],
          ["Message", "How do I know God hears me?"],
        ],
        select: ["Subject", "Questions About Faith"],
        button: "Send Message",
      },
      "contact_messages",
      email,
    );
    expect(location).toMatch(/^\/salvation\?sent=1/);
    expect(row).toMatchObject({ name: "Nyasha Banda", subject: "Questions About Faith" });
    expect(after.getElementById("salvation-contact")?.textContent).toContain(
      "Thank you for reaching out! We'll be in touch soon.",
    );
  });
});

describe("the newsletter forms without JavaScript", () => {
  const footerForm = (document: Document) => document.querySelector('footer form[aria-label="Newsletter"]');
  const sidebarForm = (document: Document) =>
    document.querySelector('aside[aria-label="Blog sidebar"] form#newsletter-sidebar');
  const subscribers = (email: string) =>
    t.database.db.selectFrom("newsletter_subscribers").select(["email", "name"]).where("email", "=", email).execute();

  /** Posts the form and follows its 303: where it leads, and that page's form's text. */
  async function subscribe(url: string, pick: (document: Document) => Element | null, email: string) {
    const { response, action } = await submitForm(url, pick, {
      fields: email ? [["Email address", email]] : [],
      button: "Subscribe",
    });
    expect(action.pathname).toBe("/newsletter");
    expect(response.statusCode).toBe(303);
    const location = response.headers.location as string;
    if (email) expect(decodeURIComponent(location), "the address is never in the URL").not.toContain(email);
    const after = await page(location);
    return { location, shown: pick(after)?.closest("section, div[id], footer")?.textContent ?? "" };
  }

  it("the footer form posts to /newsletter, stores the address with an empty name, and comes back saying so", async () => {
    const email = "footer-nojs@example.org";
    const { location, shown } = await subscribe("/about-us", footerForm, email);
    expect(location).toBe("/about-us?newsletter=footer.subscribed#newsletter-footer");
    expect(shown).toContain("Successfully subscribed!");
    expect(await subscribers(email)).toEqual([{ email, name: "" }]);
    // Asked again (a reload is this GET), nothing more is stored.
    await page(location);
    expect(await subscribers(email)).toHaveLength(1);
  });

  it("the sidebar form: blank, its own message; then stored, the earlier notice replaced", async () => {
    const blank = await subscribe("/blog", sidebarForm, "");
    expect(blank.location).toBe("/blog?newsletter=sidebar.empty#newsletter-sidebar");
    expect(blank.shown).toContain("Please enter an email address.");
    const email = "sidebar-nojs@example.org";
    const { location, shown } = await subscribe(blank.location.split("#")[0]!, sidebarForm, email);
    expect(location).toBe("/blog?newsletter=sidebar.subscribed#newsletter-sidebar");
    expect(shown).toContain("Successfully subscribed!");
    expect(shown).not.toContain("Please enter an email address.");
    expect(await subscribers(email)).toEqual([{ email, name: "" }]);
  });

  it("an address the server refuses comes back with its message, and is nowhere in the URL", async () => {
    const { shown } = await subscribe("/blog", sidebarForm, "visitor@localhost");
    expect(shown).toContain("Enter a valid email address.");
    expect(await subscribers("visitor@localhost")).toEqual([]);
  });
});

/** The form a page names `name` (its aria-label, or the text of what labels it), as a browser's accessibility tree does. */
function formNamed(document: Document, name: string): HTMLFormElement | undefined {
  return [...document.querySelectorAll("form")].find((form) => {
    const label = form.getAttribute("aria-label");
    if (label) return label === name;
    const by = form.getAttribute("aria-labelledby");
    return by ? document.getElementById(by)?.textContent?.trim() === name : false;
  });
}

describe("the blog's comment forms without JavaScript", () => {
  const POST = "/blog/walking-in-faith";
  const PENDING = "Your comment has been submitted successfully and is pending approval.";
  const commentsBy = (name: string) =>
    t.database.db
      .selectFrom("comments")
      .select(["name", "email", "status", "parent_id", "text"])
      .where("name", "=", name)
      .execute();
  const articleBy = (document: Document, name: string) =>
    document.querySelector(`article[aria-label="Comment by ${name}"]`);

  it("a comment posts through the page: refused with what was typed kept, then stored pending once, success after the 303", async () => {
    const refused = await submitForm(POST, (document) => formNamed(document, "Leave a Comment"), {
      fields: [
        ["Name", " "],
        ["Email", "kuda@example.org"],
        ["Comment", "See you next month."],
      ],
      button: "Post Comment",
    });
    expect(refused.response.statusCode).toBe(400);
    const again = new JSDOM(text(refused.response.body)).window.document;
    expect(again.body.textContent).toContain("Please fill in all required fields.");
    const form = formNamed(again, "Leave a Comment")!;
    expect((control(form, "Comment") as HTMLTextAreaElement).value).toBe("See you next month.");
    expect(await commentsBy("Kudakwashe")).toEqual([]);

    const { response } = await submitForm(POST, (document) => formNamed(document, "Leave a Comment"), {
      fields: [
        ["Name", "Kudakwashe"],
        ["Email", "kuda@example.org"],
        ["Comment", "Iron sharpens iron."],
      ],
      button: "Post Comment",
    });
    expect(response.statusCode).toBe(303);
    const location = response.headers.location as string;
    expect(location).toMatch(new RegExp(`^${POST}\\?sent=1`));
    const after = await page(location);
    expect(after.body.textContent).toContain(PENDING);
    // Pending: not on the post yet.
    expect(articleBy(after, "Kudakwashe")).toBeNull();
    await page(location);
    expect(await commentsBy("Kudakwashe")).toEqual([
      {
        name: "Kudakwashe",
        email: "kuda@example.org",
        status: "pending",
        parent_id: null,
        text: "Iron sharpens iron.",
      },
    ]);
  });

  it("Reply on a comment is a link setting the reply target; the reply is stored under it once", async () => {
    const post = await page(POST);
    const parent = articleBy(post, "Alice Moyo");
    expect(parent).toBeTruthy();
    const reply = [...parent!.querySelectorAll("a")].find((link) => /Reply/.test(link.textContent ?? ""));
    expect(reply, "Reply is a link").toBeTruthy();
    const target = new URL(reply!.getAttribute("href")!, `${SITE_URL}${POST}`);
    const parentId = (
      await t.database.db.selectFrom("comments").select("id").where("name", "=", "Alice Moyo").executeTakeFirstOrThrow()
    ).id;
    expect(target.search).toBe(`?replyto=${parentId}`);
    expect(target.hash).toBe("#comment-form");
    const url = target.pathname + target.search;
    const replying = await page(url);
    expect(formNamed(replying, "Leave a Reply")?.textContent).toContain("Replying to a comment");

    const { response } = await submitForm(url, (document) => formNamed(document, "Leave a Reply"), {
      fields: [
        ["Name", "Tsitsi"],
        ["Email", "tsitsi@example.org"],
        ["Comment", "A reply without JavaScript."],
      ],
      button: "Post Comment",
    });
    expect(response.statusCode).toBe(303);
    const location = response.headers.location as string;
    expect(location).toContain("sent=1");
    expect((await page(location)).body.textContent).toContain(PENDING);
    await page(location);
    const rows = await commentsBy("Tsitsi");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.parent_id).toBe(parentId);
  });
});
