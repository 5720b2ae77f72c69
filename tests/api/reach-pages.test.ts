import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertFixtures, PUBLISHED_POSTS, PUBLISHED_SERMONS } from "./fixtures";
import { createTestApi, csrfPair, rowCount, SITE_URL, type TestApi } from "./support";

/**
 * The site for slow phones and no JavaScript (docs/product.md, Without JavaScript), through the real pages on the engine under test: the defects found on main (a list's
 * page past the end, the footer's services, the calendar file) and what a scraper reads.
 */
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ fixtures: insertFixtures, pages: true });
}, 180_000);
afterAll(() => t?.close());

/** A page as its text reads: React's separators between a text's parts taken out. */
async function open(url: string) {
  const response = await t.inject({ method: "GET", url });
  return { statusCode: response.statusCode, body: response.body.replace(/<!-- -->/g, ""), headers: response.headers };
}

describe("a list's page past the end (tags, categories)", () => {
  it.each([
    ["/tag/hope?page=2", "Tag not found."],
    ["/tag/hope?page=0", "Tag not found."],
    ["/category/faith-and-life?page=5", "Category not found."],
    ["/category/faith-and-life?page=x", "Category not found."],
  ])("%s is 404 Invalid page., not %s", async (url, wrong) => {
    const page = await open(url);
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain("Invalid page.");
    expect(page.body).not.toContain(wrong);
    expect(page.body).toContain("<title>Invalid page");
  });

  it("still says a missing tag or category is not found, whatever the page", async () => {
    for (const [url, text] of [
      ["/tag/no-such-tag-reach?page=2", "Tag not found."],
      ["/category/no-such-category-reach", "Category not found."],
    ]) {
      const page = await open(url);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain(text);
    }
  });

  it("serves the first page of a tag that exists", async () => {
    const page = await open("/tag/hope");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Posts tagged #Hope");
  });
});

describe("GET // and friends", () => {
  it.each(["//", "///", "//?x=1"])("%s is never a 5xx", async (url) => {
    const response = await t.inject({ method: "GET", url });
    expect(response.statusCode).toBeLessThan(500);
    expect([301, 404]).toContain(response.statusCode);
  });
});

describe("the service times, from the church's calendar", () => {
  it("shows Sunday's and Wednesday's services in the footer, on the contact page and the home page", async () => {
    const page = await open("/about-us");
    expect(page.body).toContain("Sunday 3:30PM-5:30PM");
    expect(page.body).toContain("Wednesday 3:30PM-7:00PM");
    const contact = await open("/contact-us");
    expect(contact.body).toMatch(/Service Times[\s\S]*Sunday<\/span><br\/>3:30 PM - 5:30 PM/);
    const home = await open("/");
    expect(home.body).toContain("Join Us for Our Next Service");
    expect(home.body).toMatch(/(Sunday|Midweek) Service<\/span> · <time dateTime="[^"]+">(Sunday|Wednesday), /);
  });

  it("invents none for a church whose calendar has no service: no times, no countdown, no opening hours", async () => {
    const empty = await createTestApi({ pages: true });
    try {
      const inject = async (url: string) => (await empty.inject({ method: "GET", url })).body;
      const about = await inject("/about-us");
      expect(about).not.toMatch(/3:30PM|3:30 PM/);
      const home = await inject("/");
      expect(home).not.toContain("Join Us for Our Next Service");
      expect(home).not.toContain("openingHoursSpecification");
      expect(await inject("/contact-us")).not.toContain("Service Times");
    } finally {
      await empty.close();
    }
  });
});

/** Every JSON-LD block of a page, parsed as a scraper would. */
function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
}

const ofType = (html: string, type: string) => jsonLdOf(html).filter((block) => block["@type"] === type);

describe("structured data", () => {
  it.each(["/", "/about-us", "/contact-us"])(
    "%s holds the Church with its address, telephone and service times",
    async (url) => {
      const page = await open(url);
      expect(page.statusCode).toBe(200);
      const [church, ...more] = ofType(page.body, "Church");
      expect(more).toEqual([]);
      expect(church).toMatchObject({
        "@context": "https://schema.org",
        name: "Kingdom Light Ministries",
        url: "http://localhost/",
        telephone: "+263242700145",
        address: {
          "@type": "PostalAddress",
          streetAddress: "14 Josiah Chinamano Avenue, Avenues",
          addressLocality: "Harare",
          addressCountry: "ZW",
        },
      });
      expect(church.openingHoursSpecification).toEqual([
        expect.objectContaining({ dayOfWeek: "https://schema.org/Sunday", opens: "15:30", closes: "17:30" }),
        expect.objectContaining({ dayOfWeek: "https://schema.org/Wednesday", opens: "15:30", closes: "19:00" }),
      ]);
    },
  );

  it("holds no Church on other pages", async () => {
    expect(ofType((await open("/sermons")).body, "Church")).toEqual([]);
  });

  it.each([
    ["/about-us", ["Home", "About Us"]],
    ["/contact-us", ["Home", "Contact Us"]],
    ["/sermons", ["Home", "Sermons"]],
    ["/blog", ["Home", "Blog"]],
    ["/tag/hope", ["Home", "Blog", "Hope"]],
    ["/youth", ["Home", "Youth & Young Adults"]],
  ])("%s holds the BreadcrumbList it shows", async (url, names) => {
    const page = await open(url);
    const lists = ofType(page.body, "BreadcrumbList");
    expect(lists).toHaveLength(1);
    const items = lists[0].itemListElement as Array<{ position: number; name: string; item?: string }>;
    expect(items.map((item) => item.name)).toEqual(names);
    expect(items.map((item) => item.position)).toEqual(names.map((_, index) => index + 1));
    expect(items[0].item).toBe("http://localhost/");
    expect(items.at(-1)!.item).toBe(`http://localhost${url}`);
    // Each name is the crumb the page shows.
    for (const name of names) expect(page.body).toContain(`>${name.replace("&", "&amp;")}</`);
  });

  it("the home page shows no breadcrumb and holds no BreadcrumbList", async () => {
    expect(ofType((await open("/")).body, "BreadcrumbList")).toEqual([]);
  });
});

describe("without JavaScript", () => {
  it.each([
    ["/", "Loading blog posts"],
    ["/about-us", "Loading sermons"],
    ["/music", "Loading "],
  ])("%s has its deferred section in the HTML, no spinner left for a script to swap", async (url, spinner) => {
    const page = await open(url);
    expect(page.statusCode).toBe(200);
    // (the first-visit overlay's "Loading the page" is not a section's spinner)
    expect(page.body.replaceAll('aria-label="Loading the page"', "")).not.toContain(`aria-label="${spinner}`);
    expect(page.body).not.toMatch(/<template id="B:|hidden id="S:|\$RC\(/);
  });

  it("the home page's blog teaser and About's latest sermons are rendered on the server", async () => {
    expect((await open("/")).body).toContain(PUBLISHED_POSTS[0].title);
    expect((await open("/about-us")).body).toContain(PUBLISHED_SERMONS[0].title);
  });
});

describe("a form posted without JavaScript answers with a redirect after success", () => {
  async function postForm(url: string, fields: Record<string, string>) {
    const csrf = await csrfPair(t.app);
    return t.inject({
      method: "POST",
      url,
      headers: { cookie: csrf.headers.cookie, "content-type": "application/x-www-form-urlencoded", origin: SITE_URL },
      payload: new URLSearchParams({ ...fields, csrfmiddlewaretoken: csrf.token }).toString(),
    });
  }

  it("the contact form: 303 to the page's form section marked sent, whose reload shows the success and stores nothing", async () => {
    const before = await rowCount(t, "contact_messages");
    const email = "reach-prg@example.org";
    const response = await postForm("/contact-us", {
      intent: "message",
      firstName: "Reach",
      lastName: "Tester",
      email,
      phone: "",
      subject: "Visiting",
      message: "A message sent without JavaScript.",
    });
    expect(response.statusCode).toBe(303);
    // On the forms' section, where the success is, not 3.5 screens above it.
    expect(response.headers.location).toBe("/contact-us?sent=message#contact-form-panel");
    expect(response.headers.location).not.toContain("reach-prg");
    expect(await rowCount(t, "contact_messages")).toBe(before + 1);
    const page = await open("/contact-us?sent=message");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Your message has been sent successfully!");
    expect(await rowCount(t, "contact_messages")).toBe(before + 1);
  });

  it("a refused post is still answered on the page, with what was typed (400), nothing stored", async () => {
    const before = await rowCount(t, "contact_messages");
    const response = await postForm("/contact-us", { intent: "message", firstName: "Reach", email: "not-an-email" });
    expect(response.statusCode).toBe(400);
    // The form posts to its own section, so the browser opens the refusal there too.
    const form = /<form [^>]*aria-labelledby="message-form-heading"[^>]*>/.exec(response.body)?.[0];
    expect(form).toContain('action="#contact-form-panel"');
    expect(response.body).toContain('id="contact-form-panel"');
    expect(await rowCount(t, "contact_messages")).toBe(before);
  });

  it("ignores a sent key that names no form of the page", async () => {
    const page = await open("/contact-us?sent=%3Cscript%3E");
    expect(page.body).not.toContain("has been sent successfully");
  });
});
