import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PICTURE_OUTCOMES } from "#contract/pictures";
import { readContentVersion } from "#server/db/content-version";
import { podcastCoverKey } from "#server/domain/pictures/podcast-cover";
import { insertFixtures } from "./fixtures";
import { signedIn, upload, type Who } from "./picture-support";
import { createTestApi, type TestApi } from "./support";

/**
 * The picture library's rules on the engine under test: no picture without a description (the
 * upload, JSON and plain), a description edited per picture (moving the content version), a
 * picture deleted with its files only when nothing uses it (else the page lists what does), the
 * picker's JSON page, and the roles and the cross-site rule on all of it.
 */

let t: TestApi;
const editor: Who = { cookie: "", token: "" };
const ministryLeader: Who = { cookie: "", token: "" };
let shade = 0;

/** A small PNG of its own colour: a new picture each time. */
async function newPicture(): Promise<Buffer> {
  shade += 1;
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: shade * 7, g: 90, b: 200 } } })
    .png()
    .toBuffer();
}

async function uploaded(alt = "A test picture"): Promise<string> {
  const response = await upload(t, editor, await newPicture(), "test.png", { alt, type: "image/png" });
  expect(response.statusCode).toBe(201);
  return (response.json() as { name: string }).name;
}

function post(url: string, who: Who, fields: Record<string, string>, origin = t.config.siteUrl) {
  return t.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie: who.cookie },
    payload: new URLSearchParams({ csrf: who.token, ...fields }).toString(),
  });
}

const filesOf = (name: string) =>
  fs.readdirSync(path.join(t.config.mediaDir, "gen")).filter((file) => file.startsWith(`${name}-`));
const version = async () => (await readContentVersion(t.database.db as never, new Date())).version;

beforeAll(async () => {
  t = await createTestApi({ pages: true, fixtures: insertFixtures });
  Object.assign(editor, await signedIn(t, "editor"));
  Object.assign(ministryLeader, await signedIn(t, "ministry-leader"));
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe("the picture library", { timeout: 120_000 }, () => {
  it("an upload without a description is refused (JSON and plain form), nothing kept", async () => {
    const rows = async () => (await t.database.db.selectFrom("pictures").select("id").execute()).length;
    const before = await rows();
    for (const alt of [null, "", "   "]) {
      const json = await upload(t, editor, await newPicture(), "a.png", { alt, type: "image/png" });
      expect(json.statusCode).toBe(400);
      expect(json.json()).toEqual({ detail: PICTURE_OUTCOMES["alt-missing"] });
    }
    const plain = await upload(t, editor, await newPicture(), "a.png", { alt: "", type: "image/png", json: false });
    expect(plain.statusCode).toBe(303);
    expect(plain.headers.location).toBe("/admin/pictures?outcome=alt-missing");
    expect(await rows()).toBe(before);
    const page = await t.inject({ method: "GET", url: "/admin/pictures", headers: { cookie: editor.cookie } });
    expect(page.body).toMatch(/name="alt"[^>]*required|required[^>]*name="alt"/);
  });

  it("a description is edited on the picture's page: refused when empty, saved with its activity row and a new content version", async () => {
    const name = await uploaded("First words");
    await t.database.db.updateTable("pictures").set({ alt: "" }).where("name", "=", name).execute();
    const library = await t.inject({ method: "GET", url: "/admin/pictures", headers: { cookie: editor.cookie } });
    expect(library.body).toContain("No description");

    const empty = await post(`/admin/pictures/${name}`, editor, { intent: "describe", alt: "  " });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain("Describe the picture for people who cannot see it");

    const before = await version();
    const saved = await post(`/admin/pictures/${name}`, editor, { intent: "describe", alt: "The choir  at Easter" });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`/admin/pictures/${name}?notice=described`);
    const row = await t.database.db.selectFrom("pictures").select("alt").where("name", "=", name).executeTakeFirst();
    expect(row?.alt).toBe("The choir at Easter");
    expect(await version()).not.toBe(before);
    const logged = await t.database.db
      .selectFrom("activity_log")
      .select("summary")
      .where("action", "=", "describe-picture")
      .where("item_id", "=", name)
      .execute();
    expect(logged).toHaveLength(1);
  });

  it("a used picture is not deleted: the page lists what uses it, with links; its row and files stay", async () => {
    const name = await uploaded();
    const fixture = await t.database.db
      .selectFrom("posts")
      .select(["id", "title"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const other = await t.database.db
      .selectFrom("posts")
      .select(["id", "title", "content"])
      .where("id", "!=", fixture.id)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    await t.database.db.updateTable("posts").set({ image: name }).where("id", "=", fixture.id).execute();
    await t.database.db
      .updateTable("posts")
      .set({ content: `${other.content}<p><img src="/img/gen/${name}-1280x720.webp" alt=""></p>` })
      .where("id", "=", other.id)
      .execute();
    const files = filesOf(name);
    expect(files.length).toBeGreaterThan(0);

    const page = await t.inject({ method: "GET", url: `/admin/pictures/${name}`, headers: { cookie: editor.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("cannot be deleted while these use it");
    expect(page.body).toContain(`href="/admin/posts/${fixture.id}"`);
    expect(page.body).toContain("Post (cover image)");
    expect(page.body).toContain(`href="/admin/posts/${other.id}"`);
    expect(page.body).toContain("Post (in the text)");

    const refused = await post(`/admin/pictures/${name}`, editor, { intent: "delete" });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain("This picture is in use, so it is not deleted.");
    expect(await t.database.db.selectFrom("pictures").select("id").where("name", "=", name).execute()).toHaveLength(1);
    expect(filesOf(name)).toEqual(files);

    // The church's logo is a user too.
    const logo = await uploaded();
    await t.database.db
      .insertInto("church_details")
      .values({
        id: 1,
        name: "Test Church",
        short_name: "Test",
        tagline: "",
        description: "",
        logo,
        street: "",
        area: "",
        city: "",
        country: "",
        postal_address: "",
        phones: "[]",
        email: "",
        whatsapp_number: "",
        whatsapp_greeting: "",
        social_links: "[]",
        mission: "",
        mail_sender_name: "",
        updated_at: new Date().toISOString(),
      })
      .onConflict((conflict) => conflict.column("id").doUpdateSet({ logo }))
      .execute();
    const logoRefused = await post(`/admin/pictures/${logo}`, editor, { intent: "delete" });
    expect(logoRefused.statusCode).toBe(409);
    expect(logoRefused.body).toContain("Church logo");
    expect(logoRefused.body).toContain('href="/admin/church"');

    // A page staff made (its cover) and a built-in page's document are users too.
    const cover = await uploaded();
    const now = new Date().toISOString();
    const ownPage = await t.database.db
      .insertInto("own_pages")
      .values({
        title: "Plan your visit",
        slug: `plan-your-visit-${Date.now()}`,
        content: "<p>Welcome.</p>",
        image: cover,
        status: "draft",
        in_footer: 0,
        footer_order: 1,
        published_at: null,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto("page_contents")
      .values({ page: "youth", content: JSON.stringify({ heroPicture: cover }), updated_at: now })
      .onConflict((conflict) =>
        conflict.column("page").doUpdateSet({ content: JSON.stringify({ heroPicture: cover }) }),
      )
      .execute();
    // The music page's team and a ministry page's leader name pictures inside their rows and fields.
    for (const [page, content] of [
      ["music", { team: [{ name: "A singer", picture: cover }] }],
      ["media", { leaderName: "A leader", leaderPicture: cover }],
    ] as const) {
      await t.database.db
        .insertInto("page_contents")
        .values({ page, content: JSON.stringify(content), updated_at: now })
        .onConflict((conflict) => conflict.column("page").doUpdateSet({ content: JSON.stringify(content) }))
        .execute();
    }
    const coverRefused = await post(`/admin/pictures/${cover}`, editor, { intent: "delete" });
    expect(coverRefused.statusCode).toBe(409);
    expect(coverRefused.body).toContain("Page (cover picture)");
    expect(coverRefused.body).toContain(`href="/admin/pages/own/${Number(ownPage.id)}"`);
    expect(coverRefused.body).toContain('href="/admin/pages/youth"');
    expect(coverRefused.body).toContain('href="/admin/pages/music"');
    expect(coverRefused.body).toContain('href="/admin/pages/media"');
  });

  it("an unused picture is deleted with every file (a former logo's podcast cover too), and the log says so", async () => {
    const name = await uploaded();
    expect(filesOf(name).length).toBeGreaterThan(0);
    fs.writeFileSync(path.join(t.config.mediaDir, "gen", podcastCoverKey(name)), "a former logo's cover");
    const deleted = await post(`/admin/pictures/${name}`, editor, { intent: "delete" });
    expect(deleted.statusCode).toBe(303);
    expect(deleted.headers.location).toBe("/admin/pictures?notice=deleted");
    expect(await t.database.db.selectFrom("pictures").select("id").where("name", "=", name).execute()).toEqual([]);
    expect(filesOf(name)).toEqual([]);
    const logged = await t.database.db
      .selectFrom("activity_log")
      .select("summary")
      .where("action", "=", "delete-picture")
      .where("item_id", "=", name)
      .executeTakeFirst();
    expect(logged?.summary).toContain("deleted the picture");
    const gone = await t.inject({ method: "GET", url: `/admin/pictures/${name}`, headers: { cookie: editor.cookie } });
    expect(gone.statusCode).toBe(404);
  });

  it("the picker's JSON page lists the library's thumbnails", async () => {
    const name = await uploaded("For the picker");
    const page = await t.inject({
      method: "GET",
      url: "/admin/pictures/choose?page=1",
      headers: { cookie: editor.cookie },
    });
    expect(page.statusCode).toBe(200);
    const body = page.json() as { page: number; items: { name: string; alt: string; thumb: string }[] };
    expect(body.page).toBe(1);
    expect(body.items).toContainEqual(
      expect.objectContaining({ name, alt: "For the picker", thumb: `/img/gen/${name}-160x120.webp` }),
    );
    const pick = await t.inject({
      method: "GET",
      url: `/admin/pictures?pick=${encodeURIComponent("/admin/posts/new")}&field=image`,
      headers: { cookie: editor.cookie },
    });
    expect(pick.body).toContain(`href="/admin/posts/new?image=${name}"`);
    const outside = await t.inject({
      method: "GET",
      url: `/admin/pictures?pick=${encodeURIComponent("https://evil.example/")}&field=image`,
      headers: { cookie: editor.cookie },
    });
    expect(outside.body).not.toContain("Use this picture");
  });

  it("roles and the cross-site rule: a ministry leader may not describe, delete or list; another site's post is refused", async () => {
    const name = await uploaded();
    for (const fields of [{ intent: "describe", alt: "Words" }, { intent: "delete" }] as Record<string, string>[]) {
      const response = await post(`/admin/pictures/${name}`, ministryLeader, fields);
      expect(response.statusCode).toBe(403);
      const crossSite = await post(`/admin/pictures/${name}`, editor, fields, "https://evil.example");
      expect(crossSite.statusCode).toBe(403);
    }
    const list = await t.inject({
      method: "GET",
      url: "/admin/pictures/choose",
      headers: { cookie: ministryLeader.cookie },
    });
    expect(list.statusCode).toBe(403);
    expect(
      await t.database.db.selectFrom("pictures").select("alt").where("name", "=", name).executeTakeFirst(),
    ).toEqual({ alt: "A test picture" });
  });
});
