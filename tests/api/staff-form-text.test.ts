import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetLink } from "#server/auth/accounts";
import { COMMAND_LINE } from "#server/domain/activity/activity";
import { addMember, staffListItems, signedInAs, staffFormPost, type SignedIn } from "./staff-support";
import { createTestApi, ENGINE, type TestApi } from "./support";

/**
 * A NUL in any text a staff form sends is refused as the public API refuses it ("Null characters
 * are not allowed."), with the form shown again and the field marked, and nothing stored: a
 * representative field of every staff form, through the real pages, on the engine under test
 * (PostgreSQL answered 500; SQLite stored the character and showed it raw).
 */

const NUL = "Sunday\u0000service";
const MESSAGE = "Null characters are not allowed.";

let t: TestApi;
let admin: SignedIn;
const ids = { post: 0, comment: 0, message: 0, prayer: 0, application: 0, category: 0 };

async function count(
  table:
    | "posts"
    | "sermons"
    | "categories"
    | "tags"
    | "comments"
    | "inbox_notes"
    | "staff"
    | "mail_outbox"
    | "pictures"
    | "sign_in_failures"
    | "activity_log",
): Promise<number> {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The form shown again with the rule's words; when `field` is given, its control marked invalid. */
function expectRefused(response: LightMyRequestResponse, field?: string) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
  expect(response.body).toContain(MESSAGE);
  if (field) {
    const controls = response.body.match(/<(?:input|textarea|select)\b[^>]*>/g) ?? [];
    const control = controls.find((tag) => tag.includes(` name="${field}"`));
    expect(control, `a control named ${field}`).toBeDefined();
    expect(control).toContain('aria-invalid="true"');
  }
}

const post = (url: string, fields: Record<string, string | string[]>, who: SignedIn | null = admin) =>
  staffFormPost(t, url, who, fields);

beforeAll(async () => {
  t = await createTestApi({ pages: true });
  const db = t.database.db;
  admin = await signedInAs(db, "admin");
  Object.assign(ids, await staffListItems(db, "nul-post"));
  ids.category = (
    await db
      .insertInto("categories")
      .values({ name: "Teaching", slug: "teaching" })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  // The first page compiles the pages through Vite: here, within the hook's time.
  expect((await t.inject({ method: "GET", url: "/admin", headers: { cookie: admin.cookie } })).statusCode).toBe(200);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe(`a NUL in a staff form's text (${ENGINE})`, () => {
  it("a post's title, content and tags", async () => {
    const before = await count("posts");
    const tagsBefore = await count("tags");
    const fields = {
      title: "A title",
      slug: "",
      excerpt: "",
      content: "<p>Words</p>",
      author: "Pastor",
      status: "draft",
      publishAt: "",
      newTags: "",
    };
    expectRefused(await post("/admin/posts/new", { ...fields, title: NUL }), "title");
    expectRefused(await post("/admin/posts/new", { ...fields, content: `<p>${NUL}</p>` }));
    expectRefused(await post("/admin/posts/new", { ...fields, newTags: `faith, ${NUL}` }));
    expectRefused(await post(`/admin/posts/${ids.post}`, { ...fields, title: "Edited", author: NUL }), "author");
    expect(await count("posts")).toBe(before);
    expect(await count("tags")).toBe(tagsBefore);
    expect(
      (await t.database.db.selectFrom("posts").select("title").where("id", "=", ids.post).executeTakeFirstOrThrow())
        .title,
    ).toBe("A post");
  });

  it("a sermon's title and description", async () => {
    const before = await count("sermons");
    const fields = {
      title: "A sermon",
      preacher: "Pastor",
      date: "2026-01-04",
      series: "",
      newCategory: "",
      scripture: "",
      description: "About faith",
      youtube: "",
      image: "",
    };
    expectRefused(await post("/admin/sermons/new", { ...fields, title: NUL }), "title");
    expectRefused(await post("/admin/sermons/new", { ...fields, description: NUL }), "description");
    expect(await count("sermons")).toBe(before);
  });

  it("a category's and a tag's name, new or renamed", async () => {
    const categories = await count("categories");
    const tags = await count("tags");
    expectRefused(await post("/admin/categories", { intent: "create", name: NUL, slug: "" }), "name");
    expectRefused(await post("/admin/tags", { intent: "create", name: NUL, slug: "" }), "name");
    expectRefused(
      await post("/admin/categories", { intent: "rename", id: String(ids.category), name: NUL, slug: "teaching" }),
    );
    expect(await count("categories")).toBe(categories);
    expect(await count("tags")).toBe(tags);
    expect(
      (
        await t.database.db
          .selectFrom("categories")
          .select("name")
          .where("id", "=", ids.category)
          .executeTakeFirstOrThrow()
      ).name,
    ).toBe("Teaching");
  });

  it("the church's reply to a comment", async () => {
    const before = await count("comments");
    expectRefused(await post("/admin/comments", { intent: `reply:${ids.comment}`, [`reply-${ids.comment}`]: NUL }));
    expect(await count("comments")).toBe(before);
    expect(
      (
        await t.database.db
          .selectFrom("comments")
          .select("status")
          .where("id", "=", ids.comment)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe("pending");
  });

  it("the newsletter's subject and text, at every step", async () => {
    const before = await count("mail_outbox");
    expectRefused(await post("/admin/newsletter", { intent: "review", subject: NUL, body: "Hello all" }), "subject");
    expectRefused(await post("/admin/newsletter", { intent: "test", subject: "News", body: NUL }), "body");
    expectRefused(
      await post("/admin/newsletter", { intent: "send", subject: NUL, body: "Hello all", count: "0" }),
      "subject",
    );
    expect(await count("mail_outbox")).toBe(before);
  });

  it("the comment blocklist", async () => {
    expectRefused(await post("/admin/settings", { blocklist: `casino\n${NUL}` }));
    expect(await t.database.db.selectFrom("settings").select("key").execute()).toEqual([]);
  });

  it("an inbox item's note, and a prayer request's praise report", async () => {
    const notes = await count("inbox_notes");
    expectRefused(await post(`/admin/messages/${ids.message}`, { intent: "note", text: NUL }));
    expectRefused(await post(`/admin/applications/${ids.application}`, { intent: "note", text: NUL }));
    expectRefused(
      await post(`/admin/prayer-requests/${ids.prayer}`, { intent: "answered", answered: "1", praise: NUL }),
    );
    expect(await count("inbox_notes")).toBe(notes);
    const prayer = await t.database.db
      .selectFrom("prayer_requests")
      .select(["answered_at", "praise_report"])
      .where("id", "=", ids.prayer)
      .executeTakeFirstOrThrow();
    expect(prayer).toEqual({ answered_at: null, praise_report: "" });
  });

  it("a staff invitation's name, and a role change's ministries", async () => {
    const before = await count("staff");
    expectRefused(
      await post("/admin/staff", { intent: "invite", name: NUL, email: "nul@example.org", role: "editor" }),
      "name",
    );
    const editor = await addMember(t.database.db, "editor");
    expectRefused(
      await post("/admin/staff", {
        intent: "role",
        staff: String(editor.id),
        role: "ministry-leader",
        ministries: [`youth${"\u0000"}`],
      }),
    );
    expect(await count("staff")).toBe(before + 1);
    expect(
      (await t.database.db.selectFrom("staff").select("role").where("id", "=", editor.id).executeTakeFirstOrThrow())
        .role,
    ).toBe("editor");
  });

  it("one's own account: the password form and the notice choices", async () => {
    const who = await signedInAs(t.database.db, "leader");
    const hash = async () =>
      (
        await t.database.db
          .selectFrom("staff")
          .select("password_hash")
          .where("id", "=", who.member.id)
          .executeTakeFirstOrThrow()
      ).password_hash;
    const before = await hash();
    const failures = await count("sign_in_failures");
    expectRefused(
      await post(
        "/admin/account",
        { current: NUL, password: "a new long passphrase", repeat: "a new long passphrase" },
        who,
      ),
      "current",
    );
    expectRefused(
      await post(
        "/admin/account",
        { current: "a long staff passphrase", password: `new ${NUL} phrase`, repeat: `new ${NUL} phrase` },
        who,
      ),
      "password",
    );
    expect(await hash()).toBe(before);
    expect(await count("sign_in_failures")).toBe(failures);
    const choices = await post("/admin/account", { intent: "notices", messages: `never${"\u0000"}` }, who);
    expect(choices.statusCode).toBe(400);
    expect(choices.body).toContain(MESSAGE);
    expect(
      await t.database.db
        .selectFrom("staff_notice_choices")
        .select("kind")
        .where("staff_id", "=", who.member.id)
        .execute(),
    ).toEqual([]);
  });

  it("the digest's time at /admin/outbox", async () => {
    expectRefused(await post("/admin/outbox", { intent: "digest-time", digestTime: "07:00\u0000" }), "digestTime");
  });

  it("signing in: refused before it counts as an attempt, nothing written", async () => {
    const failures = await count("sign_in_failures");
    const activity = await count("activity_log");
    const response = await post(
      "/admin/sign-in",
      { email: `pastor${"\u0000"}@example.org`, password: "whatever it is" },
      null,
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(MESSAGE);
    expect(await count("sign_in_failures")).toBe(failures);
    expect(await count("activity_log")).toBe(activity);
  });

  it("choosing a password through a one-time link: the link stays unused", async () => {
    const invited = await addMember(t.database.db, "editor");
    const token = await resetLink(t.database.db, invited, COMMAND_LINE);
    const response = await post(
      `/admin/welcome/${token}`,
      { password: `chosen ${NUL} phrase`, repeat: `chosen ${NUL} phrase` },
      null,
    );
    expectRefused(response, "password");
    const link = await t.database.db
      .selectFrom("staff_links")
      .select("used_at")
      .where("staff_id", "=", invited.id)
      .executeTakeFirstOrThrow();
    expect(link.used_at).toBeNull();
  });

  it("a picture's description: the upload says so, nothing stored", async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    const boundary = "----nulTest";
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="csrf"\r\n\r\n${admin.token}\r\n`),
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="alt"\r\n\r\n${NUL}\r\n`),
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="picture"; filename="blue.png"\r\ncontent-type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const before = await count("pictures");
    const response = await t.inject({
      method: "POST",
      url: "/admin/pictures",
      headers: {
        cookie: admin.cookie,
        origin: t.config.siteUrl,
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/admin/pictures?outcome=alt-null-character");
    expect(await count("pictures")).toBe(before);
    const page = await t.inject({
      method: "GET",
      url: String(response.headers.location),
      headers: { cookie: admin.cookie },
    });
    expect(page.body).toContain("The description holds a null character");
  });

  it("the activity log's filters: a NUL matches nothing, never a 500", async () => {
    for (const query of ["action=%00", "type=sign-in%00", "item=staff%3A1%00"]) {
      const response = await t.inject({
        method: "GET",
        url: `/admin/activity?${query}`,
        headers: { cookie: admin.cookie },
      });
      expect(response.statusCode, query).toBe(200);
    }
  });
});
