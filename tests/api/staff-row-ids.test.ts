import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ROW_ID, rowIdOf } from "#contract/row-ids";
import { addMember, staffListItems, signedInAs, staffFormPost, type SignedIn } from "./staff-support";
import { createTestApi, ENGINE, type TestApi } from "./support";

/**
 * One id rule (contract/row-ids.ts) for every id a staff form or path carries: an id that no row
 * can have (above 2^31 - 1, the largest PostgreSQL `integer`; or not written as plain digits) gets
 * exactly the answer of an unknown id, never a 500, and acts on nothing. Through the real pages, on
 * the engine under test.
 */

/** No row has it, but it is an id: the answer every id below must match. */
const UNKNOWN = String(MAX_ROW_ID);
const OUT_OF_RANGE = ["9007199254740991", "2147483648", "99999999999999999999"];
/** Numbers JavaScript reads but that are not how a form writes an id: they must not name row 1... */
const MISSPELT = (id: number) => [`0x${id.toString(16)}`, `+${id}`, `${id}.0`, `0${id}`, ` ${id}`, `${id}e0`];

let t: TestApi;
let admin: SignedIn;
const ids = { post: 0, message: 0, staff: 0 };

beforeAll(async () => {
  t = await createTestApi({ pages: true });
  const db = t.database.db;
  admin = await signedInAs(db, "admin");
  Object.assign(ids, await staffListItems(db, "ids-post"));
  ids.staff = (await addMember(db, "editor")).id;
  expect((await t.inject({ method: "GET", url: "/admin", headers: { cookie: admin.cookie } })).statusCode).toBe(200);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/**
 * What a person sees of an answer: its status, where it sends them, the page's notice, and (when
 * `id` is given) the whole page with that id written as {id} (an echoed field may hold it).
 */
function seen(response: LightMyRequestResponse, id?: string) {
  // A notice's words, or the first sentence of a refused form's summary (app/ui/staff/fields.tsx ErrorSummary).
  const notice = /role="(?:alert|status)"[^>]*>(?:<p[^>]*>)?([^<]*)</.exec(response.body)?.[1] ?? null;
  const page = id === undefined ? null : response.body.replaceAll(id, "{id}");
  return {
    status: response.statusCode,
    location: response.headers.location?.replaceAll(id ?? "\u0000", "{id}") ?? null,
    notice,
    page,
  };
}

/** Each id gets the answer UNKNOWN gets: the same page; a misspelt id, the same status and notice. */
async function expectSameAsUnknown(send: (id: string) => Promise<LightMyRequestResponse>, misspelt: string[] = []) {
  const reply = await send(UNKNOWN);
  const unknown = seen(reply, UNKNOWN);
  expect(unknown.status).toBeLessThan(500);
  for (const id of OUT_OF_RANGE) expect(seen(await send(id), id), id).toEqual(unknown);
  const brief = seen(reply);
  for (const id of misspelt) expect(seen(await send(id)), id).toEqual(brief);
  return unknown;
}

const post = (url: string, fields: Record<string, string | string[]>) => staffFormPost(t, url, admin, fields);
const get = (url: string) => t.inject({ method: "GET", url, headers: { cookie: admin.cookie } });

describe(`ids in staff forms and paths (${ENGINE})`, () => {
  it("the rule: plain digits from 1 to 2^31 - 1", () => {
    expect(rowIdOf("1")).toBe(1);
    expect(rowIdOf(String(MAX_ROW_ID))).toBe(MAX_ROW_ID);
    for (const bad of [
      "",
      "0",
      "-1",
      "2147483648",
      "9007199254740991",
      "1e3",
      "0x10",
      "+1",
      "01",
      " 1",
      "1.0",
      "١",
      null,
      undefined,
    ]) {
      expect(rowIdOf(bad), String(bad)).toBeNull();
    }
  });

  it("a staff account's link, disable, enable and role: 'does not exist', as for an unknown account", async () => {
    for (const intent of ["link", "disable", "enable", "role"]) {
      const answer = await expectSameAsUnknown((staff) => post("/admin/staff", { intent, staff, role: "editor" }));
      expect(answer.status).toBe(400);
      expect(answer.notice).toBe("Nothing was done: That staff account does not exist.");
    }
    // A misspelt id names no account either: the editor is untouched.
    await expectSameAsUnknown((staff) => post("/admin/staff", { intent: "disable", staff }), MISSPELT(ids.staff));
    await expectSameAsUnknown(
      (staff) => post("/admin/staff", { intent: "role", staff, role: "leader" }),
      MISSPELT(ids.staff),
    );
    expect(
      await t.database.db
        .selectFrom("staff")
        .select(["active", "role"])
        .where("id", "=", ids.staff)
        .executeTakeFirstOrThrow(),
    ).toEqual({ active: 1, role: "editor" });
  });

  it("the outbox's retry", async () => {
    const answer = await expectSameAsUnknown((id) => post("/admin/outbox", { intent: "retry", id }));
    expect(answer.status).toBe(400);
  });

  it("categories and tags: rename, merge (either id), delete", async () => {
    const category = (
      await t.database.db
        .insertInto("categories")
        .values({ name: "Kept", slug: "kept" })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    for (const kind of ["categories", "tags"]) {
      await expectSameAsUnknown((id) => post(`/admin/${kind}`, { intent: "rename", id, name: "Renamed", slug: "" }));
      await expectSameAsUnknown((id) => post(`/admin/${kind}`, { intent: "merge", id, target: String(category) }));
      await expectSameAsUnknown((id) => post(`/admin/${kind}`, { intent: "delete", id }));
    }
    await expectSameAsUnknown((target) => post("/admin/categories", { intent: "merge", id: String(category), target }));
    expect(
      await t.database.db.selectFrom("categories").select("name").where("id", "=", category).executeTakeFirstOrThrow(),
    ).toEqual({ name: "Kept" });
  });

  it("posts: the edit page, its revisions, its preview, the trash, a revision's restore, the slug check", async () => {
    for (const path of ["", "/revisions", "/preview"]) {
      const answer = await expectSameAsUnknown((id) => get(`/admin/posts/${id}${path}`));
      expect(answer.status).toBe(404);
    }
    await expectSameAsUnknown((id) => post(`/admin/posts/${id}`, { title: "x", author: "a", status: "draft" }));
    await expectSameAsUnknown((id) => post("/admin/posts/trash", { intent: "restore", id }));
    await expectSameAsUnknown((revision) =>
      post(`/admin/posts/${ids.post}/revisions`, { intent: "restore", revision }),
    );
    await expectSameAsUnknown((revision) => get(`/admin/posts/${ids.post}/revisions?revision=${revision}`));
    await expectSameAsUnknown((id) => get(`/admin/posts/slug-check?slug=ids-post&title=x&id=${id}`));
    const category = await expectSameAsUnknown((category) =>
      post("/admin/posts/new", {
        title: "Categorised",
        slug: "",
        content: "<p>x</p>",
        author: "A",
        status: "draft",
        publishAt: "",
        category,
      }),
    );
    expect(category.status).toBe(400);
  });

  it("sermons: the edit page, its audio upload, a category picked", async () => {
    expect((await expectSameAsUnknown((id) => get(`/admin/sermons/${id}`))).status).toBe(404);
    await expectSameAsUnknown((id) => post(`/admin/sermons/${id}`, { title: "x" }));
    const audio = await expectSameAsUnknown((id) =>
      t.inject({
        method: "POST",
        url: `/admin/sermons/${id}/audio`,
        headers: { cookie: admin.cookie, origin: t.config.siteUrl, "content-type": "multipart/form-data; boundary=X" },
        payload: `--X\r\ncontent-disposition: form-data; name="csrf"\r\n\r\n${admin.token}\r\n--X--\r\n`,
      }),
    );
    expect(audio.status).toBe(404);
    const fields = { title: "A sermon", preacher: "Pastor", date: "2026-01-04", description: "About faith" };
    expect(
      (await expectSameAsUnknown((categories) => post("/admin/sermons/new", { ...fields, categories }))).status,
    ).toBe(400);
  });

  it("comments: approve, reply, and the bulk action's ticked ids", async () => {
    await expectSameAsUnknown((id) => post("/admin/comments", { intent: `approve:${id}` }));
    expect(
      (
        await expectSameAsUnknown((id) =>
          post("/admin/comments", { intent: `reply:${id}`, [`reply-${id}`]: "Thank you" }),
        )
      ).status,
    ).toBe(400);
    await expectSameAsUnknown((id) => post("/admin/comments", { intent: "bulk:approve", ids: [id] }));
  });

  it("the inbox's items, and the assignee chosen on one", async () => {
    for (const list of ["messages", "prayer-requests", "applications"]) {
      expect((await expectSameAsUnknown((id) => get(`/admin/${list}/${id}`))).status).toBe(404);
      expect(
        (await expectSameAsUnknown((id) => post(`/admin/${list}/${id}`, { intent: "status", status: "done" }))).status,
      ).toBe(404);
    }
    expect(
      (await expectSameAsUnknown((staff) => post(`/admin/messages/${ids.message}`, { intent: "assign", staff })))
        .status,
    ).toBe(400);
  });

  it("subscribers: the removal and its confirmation step", async () => {
    expect(
      (await expectSameAsUnknown((subscriber) => post("/admin/subscribers", { intent: "remove", subscriber }))).status,
    ).toBe(303);
    await expectSameAsUnknown((remove) => get(`/admin/subscribers?remove=${remove}`));
  });
});
