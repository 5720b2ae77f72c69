import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CHURCH } from "#content/demo/church";
import { seedChurch } from "#server/domain/church/church";
import { signedInAs, staffFormPost, type SignedIn } from "./staff-support";
import { createTestApi, type TestApi } from "./support";

/**
 * Every repeated field of the staff forms has a bound, checked on the server, said in words by the
 * form, nothing stored (decision 042): the church's details once took 9,000 phone rows and answered
 * an 11.8 MB page. The answer to such a post stays a page of the usual size.
 */

let t: TestApi;
let admin: SignedIn;

const open = (url: string) => t.inject({ method: "GET", url, headers: { cookie: admin.cookie } });
const post = (url: string, fields: Record<string, string | string[]>) => staffFormPost(t, url, admin, fields);
const many = (count: number, value: (index: number) => string) => Array.from({ length: count }, (_, i) => value(i));

beforeAll(async () => {
  t = await createTestApi({ pages: true });
  await seedChurch(t.database.db, DEMO_CHURCH);
  admin = await signedInAs(t.database.db, "admin");
  expect((await open("/admin/church")).statusCode).toBe(200);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("repeated fields of the staff forms", () => {
  it("the church's details: 9,000 phone rows, and thousands of links, are refused in words, in a page of the usual size", async () => {
    const usual = (await open("/admin/church")).body.length;
    const details = { name: "Grace Chapel", shortName: "Grace", description: "A church.", mailSenderName: "Grace" };
    // As short as a row can be: 9,000 of them within the forms' 256 KB.
    const phones = await post("/admin/church", {
      ...details,
      phoneLabel: many(9_000, () => "x"),
      phoneNumber: many(9_000, () => "1"),
    });
    expect(phones.statusCode).toBe(400);
    expect(phones.body).toContain("At most 10 phone numbers.");
    expect(phones.body.length).toBeLessThan(usual * 2);
    const links = await post("/admin/church", {
      ...details,
      socialName: many(5_000, () => "x"),
      socialUrl: many(5_000, () => "y"),
    });
    expect(links.statusCode).toBe(400);
    expect(links.body).toContain("At most 12 social links.");
    expect(links.body.length).toBeLessThan(usual * 2);
    const stored = await t.database.db
      .selectFrom("church_details")
      .select(["name", "phones"])
      .executeTakeFirstOrThrow();
    expect(stored.name).toBe(DEMO_CHURCH.name);
    expect(JSON.parse(stored.phones)).toHaveLength(DEMO_CHURCH.phones.length);
  });

  it("a built-in page's rows: more than the form holds are refused in words, even blank ones first", async () => {
    const usual = (await open("/admin/pages/music")).body.length;
    const refused = await post("/admin/pages/music", {
      "songs.title": [...many(40, () => ""), ...many(9_000, () => "s")],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("At most 12 of songs.");
    // The form's own rows at most, each song's eight fields: a few times the empty form's page.
    expect(refused.body.length).toBeLessThan(usual * 3);
    expect(
      await t.database.db.selectFrom("page_contents").select("page").where("page", "=", "music").execute(),
    ).toEqual([]);
  });

  it("a sermon's categories: thousands ticked are refused in words, nothing stored", async () => {
    const before = (await t.database.db.selectFrom("sermons").select("id").execute()).length;
    const refused = await post("/admin/sermons/new", {
      title: "Bounds Sermon",
      preacher: "Pastor",
      date: "2001-02-03",
      description: "About grace.",
      categories: many(9_000, (i) => String(i + 1)),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("A sermon can be in at most 20 categories.");
    expect((await t.database.db.selectFrom("sermons").select("id").execute()).length).toBe(before);
  });

  it("a post's tags: thousands ticked are refused in words, nothing stored", async () => {
    const before = (await t.database.db.selectFrom("posts").select("id").execute()).length;
    const refused = await post("/admin/posts/new", {
      title: "Bounds Tags",
      content: "<p>Text.</p>",
      author: "Pastor",
      status: "draft",
      tags: many(9_000, (i) => `Tag ${i}`),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("A post may have at most 20 tags.");
    expect((await t.database.db.selectFrom("posts").select("id").execute()).length).toBe(before);
  });
});
