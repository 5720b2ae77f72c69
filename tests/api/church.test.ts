import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILT_IN_FAVICON } from "#contract/church";
import { imageUrl, shareImageUrl } from "#contract/images";
import { site } from "#content/site/site";
import { PODCAST_COVER } from "~/features/sermons/podcast";
import { DEMO_CHURCH } from "#content/demo/church";
import { seedChurch } from "#server/domain/church/church";
import { queueNewsletterTest } from "#server/domain/subscribers/newsletter";
import { podcastCoverKey } from "#server/domain/pictures/podcast-cover";
import { IMMUTABLE } from "#server/http/media-files";
import { PICTURES_DIR } from "#server/domain/media/storage";
import { createTestApi, SITE_URL, type TestApi } from "./support";
import { signedInAs, staffFormPost, type SignedIn } from "./staff-support";

/**
 * /admin/church through the whole app with its pages: who may open and save it, every problem at
 * once with nothing saved, and a save shown on the next request of the contact page, the footer,
 * the structured data and the next mail; the change in the activity log in staff's words.
 */

let t: TestApi;
let admin: SignedIn;

/** The form as the page sends it for the demo church, with `change` over it. */
function demoForm(change: Record<string, string | string[]> = {}): Record<string, string | string[]> {
  return {
    name: DEMO_CHURCH.name,
    shortName: DEMO_CHURCH.shortName,
    tagline: DEMO_CHURCH.tagline,
    description: DEMO_CHURCH.description,
    logo: "",
    street: DEMO_CHURCH.address.street,
    area: DEMO_CHURCH.address.area,
    city: DEMO_CHURCH.address.city,
    country: DEMO_CHURCH.address.country,
    postalAddress: DEMO_CHURCH.postalAddress,
    phoneLabel: [...DEMO_CHURCH.phones.map((phone) => phone.label), "", ""],
    phoneNumber: [...DEMO_CHURCH.phones.map((phone) => phone.display), "", ""],
    email: DEMO_CHURCH.email,
    whatsAppNumber: DEMO_CHURCH.whatsAppNumber,
    whatsAppGreeting: DEMO_CHURCH.whatsAppGreeting,
    socialName: [...DEMO_CHURCH.socialLinks.map((link) => link.name), ""],
    socialUrl: [...DEMO_CHURCH.socialLinks.map((link) => link.url), ""],
    mission: DEMO_CHURCH.mission,
    mailSenderName: DEMO_CHURCH.mailSenderName,
    ...change,
  };
}

beforeAll(async () => {
  t = await createTestApi({ pages: true });
  await seedChurch(t.database.db, DEMO_CHURCH);
  admin = await signedInAs(t.database.db, "admin");
});
afterAll(async () => t.close());

async function contentVersion(): Promise<number> {
  const { rows } = await sql<{ version: number | string }>`SELECT version FROM content_version WHERE id = 1`.execute(
    t.database.db,
  );
  return Number(rows[0]!.version);
}

/**
 * Where the logo stands besides the site's frame: the podcast's cover art (itunes:image and the
 * channel's image), the link preview of a page without a picture of its own (/blog), and the
 * header of the next mail.
 */
async function logoUses(): Promise<{ cover: string[]; preview: string[]; mailHeader: string }> {
  const feed = (await t.get("/sermons/podcast.xml")).body;
  const cover = [
    /<itunes:image href="([^"]+)"\/>/.exec(feed)?.[1] ?? "",
    /<image>\s*<url>([^<]+)<\/url>/.exec(feed)?.[1] ?? "",
  ];
  const blog = (await t.get("/blog")).body;
  const meta = (property: string) =>
    new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(blog)?.[1]?.replace(/&#x27;|&#39;/g, "'") ?? "";
  expect(blog).toContain(`<meta name="twitter:image" content="${meta("og:image")}"`);
  await queueNewsletterTest(t.database.db, SITE_URL, { subject: "Logo", body: "Hello." }, "someone@example.org");
  const mail = await t.database.db
    .selectFrom("mail_outbox")
    .select("html_body")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const mailHeader = mail.html_body.slice(mail.html_body.indexOf("<body"), mail.html_body.indexOf("Hello."));
  return { cover, preview: [meta("og:image"), meta("og:image:alt")], mailHeader };
}

/** A square picture's row in the library (its files are the test's to write, if it needs them). */
async function insertLogoRow(name: string): Promise<void> {
  await t.database.db
    .insertInto("pictures")
    .values({
      name,
      original_name: "logo.png",
      alt: "The church's logo",
      width: 1600,
      height: 1600,
      bytes: 1000,
      uploaded_by: null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

describe("/admin/church", () => {
  it("opens for an admin only: a leader, an editor and a moderator get 403 and cannot save", async () => {
    const page = await t.inject({ method: "GET", url: "/admin/church", headers: { cookie: admin.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Church name");
    expect(page.body).toContain(DEMO_CHURCH.phones[0]!.display);
    for (const role of ["leader", "editor", "ministry-leader"] as const) {
      const who = await signedInAs(t.database.db, role);
      const get = await t.inject({ method: "GET", url: "/admin/church", headers: { cookie: who.cookie } });
      expect(get.statusCode, role).toBe(403);
      const post = await staffFormPost(t, "/admin/church", who, demoForm({ name: "Taken over" }));
      expect(post.statusCode, role).toBe(403);
    }
    const home = await t.get("/contact-us");
    expect(home.body).not.toContain("Taken over");
  });

  it("refuses a post from another site", async () => {
    const response = await t.inject({
      method: "POST",
      url: "/admin/church",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://evil.example",
        cookie: admin.cookie,
      },
      payload: new URLSearchParams({ csrf: admin.token, name: "Evil church" }).toString(),
    });
    expect(response.statusCode).toBe(403);
    expect((await t.get("/contact-us")).body).not.toContain("Evil church");
  });

  it("comes back with every problem at once and what was typed, and saves nothing", async () => {
    const response = await staffFormPost(
      t,
      "/admin/church",
      admin,
      demoForm({
        name: "",
        email: "not an address",
        phoneLabel: ["Church office", "", ""],
        phoneNumber: ["call us", "", ""],
        socialName: ["Facebook", ""],
        socialUrl: ["http://www.facebook.com/x", ""],
        tagline: "x".repeat(200),
        description: "Kept as typed",
      }),
    );
    expect(response.statusCode).toBe(400);
    for (const message of [
      "Church name is required.",
      "Enter a valid email address.",
      "is not a phone number we can read.",
      "The address must start with https://.",
      "Tagline is too long (at most 160 characters).",
    ]) {
      expect(response.body).toContain(message.replace("“", "&quot;"));
    }
    expect(response.body).toContain("Kept as typed");
    const contact = await t.get("/contact-us");
    expect(contact.body).toContain(DEMO_CHURCH.phones[0]!.display);
  });

  it("saves in one go: the contact page, the footer, the structured data, the activity log and the next mail show the change", async () => {
    const before = await t.get("/contact-us");
    expect(before.statusCode).toBe(200);
    const phoneNumber = [...DEMO_CHURCH.phones.map((phone) => phone.display), "", ""];
    phoneNumber[0] = "0242 700 999";
    const saved = await staffFormPost(
      t,
      "/admin/church",
      admin,
      demoForm({ name: "Grace Harvest Church", phoneNumber }),
    );
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe("/admin/church?saved=1");

    // The render cache kept the page before: the content version moved with the row.
    const contact = await t.get("/contact-us");
    expect(contact.body).toContain("Grace Harvest Church");
    expect(contact.body).toContain('href="tel:+263242700999"');
    expect(contact.body).toContain("0242 700 999");
    const footer = contact.body.slice(contact.body.indexOf("<footer"));
    expect(footer).toContain("Grace Harvest Church");
    expect(footer).toContain("0242 700 999");
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec((await t.get("/")).body);
    expect(JSON.parse(jsonLd![1]!)).toMatchObject({ name: "Grace Harvest Church", telephone: "+263242700999" });

    const log = await t.database.db.selectFrom("activity_log").selectAll().where("item_type", "=", "church").execute();
    expect(log).toHaveLength(1);
    expect(log[0]!.summary).toContain("Church name, Phone numbers");
    expect(JSON.parse(log[0]!.changes)).toMatchObject({
      "Church name": [DEMO_CHURCH.name, "Grace Harvest Church"],
    });
    expect(log[0]!.changes).not.toMatch(/"name"|phoneNumber/);

    await queueNewsletterTest(t.database.db, SITE_URL, { subject: "News", body: "Hello." }, "someone@example.org");
    const mail = await t.database.db
      .selectFrom("mail_outbox")
      .select(["html_body", "text_body"])
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain("Grace Harvest Church");
    expect(mail.html_body).toContain("Grace Harvest Church");
  });

  it("a logo from the library is the header's, the footer's, the browser tab's icon, the podcast's cover, the default link preview and the mails' header; cleared, the built-in ones are back", async () => {
    const logo = "photo-0123456789ab";
    await insertLogoRow(logo);
    // The demo church's details again, and its pages, feed and mail as they are: the render cache holds them.
    expect((await staffFormPost(t, "/admin/church", admin, demoForm())).statusCode).toBe(303);
    const builtIn = await logoUses();
    expect(builtIn.cover).toEqual([`${SITE_URL}${PODCAST_COVER}`, `${SITE_URL}${PODCAST_COVER}`]);
    expect(builtIn.preview).toEqual([`${SITE_URL}${site.defaultShareImage}`, site.defaultShareImageAlt]);
    expect(builtIn.mailHeader).toContain(`font-weight:bold;font-size:18px">${DEMO_CHURCH.name}</p>`);
    expect(builtIn.mailHeader).not.toContain("<img");
    const versionBefore = await contentVersion();

    expect((await staffFormPost(t, "/admin/church", admin, demoForm({ logo }))).statusCode).toBe(303);
    expect(await contentVersion()).toBeGreaterThan(versionBefore);
    const page = (await t.get("/contact-us")).body;
    const square = imageUrl(logo, "square", 160, "webp");
    expect(page).toContain(`<link rel="icon" href="${square}" type="image/webp"/>`);
    expect(page.slice(page.indexOf("<header"), page.indexOf("</header>"))).toContain(`src="${square}"`);
    expect(page.slice(page.indexOf("<footer"))).toContain(`src="${square}"`);
    const withLogo = await logoUses();
    const cover = `${SITE_URL}/podcast-cover/${logo}.jpg`;
    expect(withLogo.cover).toEqual([cover, cover]);
    expect(withLogo.preview).toEqual([`${SITE_URL}${shareImageUrl(logo)}`, DEMO_CHURCH.name]);
    expect(withLogo.mailHeader).toContain(`<img src="${SITE_URL}${square}" alt="${DEMO_CHURCH.name}"`);

    expect((await staffFormPost(t, "/admin/church", admin, demoForm())).statusCode).toBe(303);
    const after = (await t.get("/contact-us")).body;
    expect(after).toContain(`<link rel="icon" href="${BUILT_IN_FAVICON}" type="image/svg+xml"/>`);
    expect(after).not.toContain(square);
    expect(await logoUses()).toEqual(builtIn);
  });

  it("the logo's podcast cover is a 1400x1400 JPEG made once from its largest square; any other name is a 404", async () => {
    const logo = "photo-c0ffee123456";
    await insertLogoRow(logo);
    const url = `/podcast-cover/${logo}.jpg`;
    // Before it is the logo, its name is refused like any other, and nothing is made.
    expect((await t.get(url)).statusCode).toBe(404);
    expect((await staffFormPost(t, "/admin/church", admin, demoForm({ logo }))).statusCode).toBe(303);
    expect((await logoUses()).cover).toEqual([`${SITE_URL}${url}`, `${SITE_URL}${url}`]);
    // The logo's files are not stored yet: nothing to make the cover from.
    expect((await t.get(url)).statusCode).toBe(404);

    // Its largest square, as the upload stores it (a transparent PNG's square keeps its transparency).
    const gen = path.join(t.config.mediaDir, PICTURES_DIR);
    fs.mkdirSync(gen, { recursive: true });
    const square = imageUrl(logo, "square", 1280, "webp").slice("/img/gen/".length);
    await sharp({
      create: { width: 1280, height: 1280, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } },
    })
      .webp()
      .toFile(path.join(gen, square));

    const first = await t.get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("image/jpeg");
    expect(first.headers["cache-control"]).toBe(IMMUTABLE);
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(["jpeg", 1400, 1400, false]);

    // Stored beside the picture's files and read back: a second request encodes nothing.
    const stored = path.join(gen, podcastCoverKey(logo));
    expect(fs.readFileSync(stored).equals(first.rawPayload)).toBe(true);
    const marker = await sharp({ create: { width: 1400, height: 1400, channels: 3, background: "#00ff00" } })
      .jpeg()
      .toBuffer();
    fs.writeFileSync(stored, marker);
    const second = await t.get(url);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(marker)).toBe(true);

    // Only the current logo's name: another picture's, a wrong format, a path, the square itself.
    for (const wrong of [
      "/podcast-cover/photo-0123456789ab.jpg",
      `/podcast-cover/${logo}.png`,
      `/podcast-cover/${logo}`,
      `/podcast-cover/..%2F${logo}.jpg`,
      `/podcast-cover/${square}`,
      `/podcast-cover/${podcastCoverKey(logo)}`,
      `/img/gen/${podcastCoverKey(logo)}`,
    ]) {
      const answer = await t.get(wrong);
      expect(answer.statusCode, wrong).toBe(404);
      expect(answer.headers["cache-control"], wrong).toBe("no-store");
    }

    // Another logo: the old cover's address is a 404, the built-in cover is back.
    expect((await staffFormPost(t, "/admin/church", admin, demoForm())).statusCode).toBe(303);
    expect((await t.get(url)).statusCode).toBe(404);
    expect((await logoUses()).cover).toEqual([`${SITE_URL}${PODCAST_COVER}`, `${SITE_URL}${PODCAST_COVER}`]);
  });
});
