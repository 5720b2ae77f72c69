import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CommentNode, PostDetail, PostSummary } from "#contract/types";
import type { Database } from "#server/db/schema";
import type { StaffMember } from "#server/auth/staff-member";
import { COMMENT_BLOCKLIST } from "#server/domain/comments/comment-hints";
import { waitingCounts } from "#server/domain/staff-lists/waiting-counts";
import { moderateComments, replyToComment, type Moderation } from "#server/domain/comments/moderation";
import { StaffForbidden, type StaffRole } from "#server/auth/permissions";
import { APPROVED_BEFORE_CAP, listComments, TAB_COUNT_CAP } from "#server/domain/staff-lists/comments";
import { ROOM_PAGE_SIZE } from "#server/domain/staff-lists/paging";
import { readSetting } from "#server/domain/settings/settings";
import { addPost } from "#tests/support/rows";
import { addMember, sessionOf } from "./staff-support";
import { createTestApi, json, type TestApi } from "./support";

/**
 * The comment queue's actions on the engine under test, through the services and
 * through the /admin/comments and /admin/settings pages: every transition and the bulk actions
 * with their activity rows, the public answers after each (tree and counts), staff replies,
 * who may do it, the blocklist and the hints, the queue's search.
 */

const SLUG = "moderation-post";
let t: TestApi;
let db: Kysely<Database>;
let postId = 0;
const members = {} as Record<StaffRole, StaffMember>;
const sessions = {} as Record<StaffRole, { secret: string; token: string }>;
let minute = 0;

/** A comment on the test's post, a minute after the previous one. */
async function comment(
  status: string,
  options: { parent?: number; name?: string; email?: string; text?: string } = {},
): Promise<number> {
  minute += 1;
  const row = await db
    .insertInto("comments")
    .values({
      post_id: postId,
      parent_id: options.parent ?? null,
      name: options.name ?? `Visitor ${minute}`,
      email: options.email ?? `visitor${minute}@example.org`,
      text: options.text ?? `Comment number ${minute}`,
      status,
      created_at: new Date(Date.UTC(2026, 10, 1) + minute * 60_000).toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function statusOf(id: number): Promise<string | undefined> {
  return (await db.selectFrom("comments").select("status").where("id", "=", id).executeTakeFirst())?.status;
}

async function activityOf(id: number) {
  return db
    .selectFrom("activity_log")
    .select(["action", "changes", "staff_id", "summary"])
    .where("item_type", "=", "comment")
    .where("item_id", "=", String(id))
    .orderBy("id")
    .execute();
}

/** A form post of `role` to a staff page, with its session's cookie and token. */
async function postAs(role: StaffRole, url: string, fields: Array<[string, string]>) {
  const body = new URLSearchParams([["csrf", sessions[role].token], ...fields]).toString();
  return t.inject({
    method: "POST",
    url,
    headers: {
      cookie: `staff_session=${sessions[role].secret}`,
      origin: t.config.siteUrl,
      "content-type": "application/x-www-form-urlencoded",
    },
    payload: body,
  });
}

async function getAs(role: StaffRole, url: string) {
  return t.inject({ method: "GET", url, headers: { cookie: `staff_session=${sessions[role].secret}` } });
}

async function publicTree(): Promise<CommentNode[]> {
  const response = await t.get(`/api/posts/${SLUG}/comments/`);
  expect(response.statusCode).toBe(200);
  return json<CommentNode[]>(response);
}

function flatten(nodes: CommentNode[]): CommentNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.replies)]);
}

async function publicCounts(): Promise<{ detail: number; detailCount: number; list: number; listCount: number }> {
  const detail = json<PostDetail>(await t.get(`/api/posts/${SLUG}/`));
  const list = json<{ results: PostSummary[] }>(await t.get("/api/posts/?page_size=100"));
  const summary = list.results.find((post) => post.slug === SLUG)!;
  return {
    detail: detail.comments,
    detailCount: detail.comments_count,
    list: summary.comments,
    listCount: summary.comments_count,
  };
}

beforeAll(async () => {
  t = await createTestApi({ pages: true });
  db = t.database.db;
  postId = await addPost(db, {
    slug: SLUG,
    title: "Moderation Post",
    published_at: "2026-01-01T08:00:00.000Z",
    created_at: "2026-01-01T08:00:00.000Z",
  });
  for (const role of ["admin", "leader", "editor", "ministry-leader"] as const) {
    members[role] = await addMember(db, role);
    sessions[role] = await sessionOf(db, members[role].id);
  }
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe("transitions through the service", () => {
  const cases: Array<[from: string, moderation: Moderation, to: string]> = [
    ["pending", "approve", "approved"],
    ["pending", "reject", "rejected"],
    ["pending", "spam", "spam"],
    ["approved", "reject", "rejected"],
    ["approved", "spam", "spam"],
    ["spam", "approve", "approved"],
    ["spam", "reject", "rejected"],
    ["rejected", "approve", "approved"],
    ["rejected", "spam", "spam"],
  ];
  for (const [from, moderation, to] of cases) {
    it(`${from} → ${to}, with its activity row`, async () => {
      const id = await comment(from);
      expect(await moderateComments(db, members.editor, [id], moderation)).toEqual({
        changed: 1,
        changedIds: [id],
        unchanged: 0,
        missing: 0,
      });
      expect(await statusOf(id)).toBe(to);
      const rows = await activityOf(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ action: `comment.${to}`, staff_id: members.editor.id });
      expect(JSON.parse(rows[0]!.changes)).toEqual({ status: [from, to] });
      // Nothing private in the log's words.
      expect(rows[0]!.summary).not.toContain("@");
    });
  }

  it("a comment already in that state, or gone, is counted and said, and changes nothing", async () => {
    const approved = await comment("approved");
    expect(await moderateComments(db, members.editor, [approved, 999_999], "approve")).toEqual({
      changed: 0,
      changedIds: [],
      unchanged: 1,
      missing: 1,
    });
    expect(await activityOf(approved)).toEqual([]);
  });

  it("a ministry leader may not moderate", async () => {
    const id = await comment("pending");
    await expect(moderateComments(db, members["ministry-leader"], [id], "approve")).rejects.toBeInstanceOf(
      StaffForbidden,
    );
    await expect(replyToComment(db, members["ministry-leader"], id, "Hello")).rejects.toBeInstanceOf(StaffForbidden);
    await expect(listComments(db, members["ministry-leader"])).rejects.toBeInstanceOf(StaffForbidden);
    expect(await statusOf(id)).toBe("pending");
  });
});

describe("the public side after moderation", () => {
  it("an approved comment shows at once with the counts; a reply under an unapproved parent stays hidden and uncounted", async () => {
    const before = await publicCounts();
    const parent = await comment("pending", { text: "Parent waiting" });
    const reply = await comment("approved", { parent, text: "Reply under a waiting parent" });
    const spam = await comment("spam", { text: "Spam never shows" });
    const rejected = await comment("rejected", { text: "Rejected never shows" });
    let shown = flatten(await publicTree()).map((node) => node.id);
    for (const id of [parent, reply, spam, rejected]) expect(shown).not.toContain(id);
    expect(await publicCounts()).toEqual(before);

    await moderateComments(db, members.editor, [parent], "approve");
    const tree = await publicTree();
    const node = tree.find((item) => item.id === parent)!;
    expect(node.replies.map((item) => item.id)).toEqual([reply]);
    expect(node.from_church).toBe(false);
    const after = await publicCounts();
    expect(after).toEqual({
      detail: before.detail + 2,
      detailCount: before.detail + 2,
      list: before.detail + 2,
      listCount: before.detail + 2,
    });

    // Marked as spam again: the parent and its reply leave together.
    await moderateComments(db, members.editor, [parent], "spam");
    shown = flatten(await publicTree()).map((item) => item.id);
    expect(shown).not.toContain(parent);
    expect(shown).not.toContain(reply);
    expect(await publicCounts()).toEqual(before);
  });
});

describe("/admin/comments", () => {
  it("approve from the page: a 303 back to the same view with what was done, then the notice", async () => {
    const id = await comment("pending");
    const response = await postAs("editor", "/admin/comments?q=visitor", [["intent", `approve:${id}`]]);
    expect(response.statusCode).toBe(303);
    const location = String(response.headers.location);
    expect(location).toMatch(/^\/admin\/comments\?.*#moderated$/);
    const params = new URL(location, "http://x").searchParams;
    expect(Object.fromEntries(params)).toEqual({
      q: "visitor",
      done: "approve",
      changed: "1",
      unchanged: "0",
      missing: "0",
      undo: String(id),
    });
    expect(await statusOf(id)).toBe("approved");
    const page = await getAs("editor", location);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("1 comment approved.");

    // Again: harmless, and said.
    const again = await postAs("editor", "/admin/comments", [["intent", `approve:${id}`]]);
    expect(again.statusCode).toBe(303);
    expect((await getAs("editor", String(again.headers.location))).body).toContain(
      "was already approved: nothing to do.",
    );
    expect((await activityOf(id)).map((row) => row.action)).toEqual(["comment.approved"]);
  });

  it("keeps the moderator's place: same view, the next comment of the page, and Undo puts the comment back", async () => {
    const [a, b, c] = [await comment("pending"), await comment("pending"), await comment("pending")];
    const response = await postAs("editor", "/admin/comments?page=1", [
      ["intent", `reject:${b}`],
      ["order", `${a},${b},${c}`],
    ]);
    expect(response.statusCode).toBe(303);
    const location = String(response.headers.location);
    const params = new URL(location, "http://x").searchParams;
    expect([params.get("page"), params.get("undo"), params.get("next")]).toEqual(["1", String(b), String(c)]);
    expect(location.endsWith("#moderated")).toBe(true);
    const page = await getAs("editor", location.replace(/#.*$/, ""));
    expect(page.body).toContain(`value="undo:${b}"`);
    expect(page.body).toContain("1 comment rejected.");

    const undone = await postAs("editor", location.replace(/#.*$/, ""), [["intent", `undo:${b}`]]);
    expect(undone.statusCode).toBe(303);
    expect(String(undone.headers.location)).toMatch(/done=undo&now=pending#comment-\d+$/);
    expect(await statusOf(b)).toBe("pending");
    const rows = await activityOf(b);
    expect(rows.map((row) => row.action)).toEqual(["comment.rejected", "comment.undone"]);
    expect(JSON.parse(rows[1]!.changes)).toEqual({ status: ["rejected", "pending"] });
    expect(rows[1]!.summary).toContain("is pending again");
    expect((await getAs("editor", String(undone.headers.location))).body).toContain(
      "Undone: the comment is pending again.",
    );

    // Undone once: a second undo has nothing of theirs to undo.
    const twice = await postAs("editor", "/admin/comments", [["intent", `undo:${b}`]]);
    expect(twice.statusCode).toBe(409);
    expect(await statusOf(b)).toBe("pending");
  });

  it("Undo is refused when someone else moderated the comment since, or to another member, or to a ministry leader", async () => {
    const id = await comment("pending");
    await moderateComments(db, members.editor, [id], "approve");
    // Another member may not undo the editor's change.
    const other = await postAs("leader", "/admin/comments", [["intent", `undo:${id}`]]);
    expect(other.statusCode).toBe(409);
    expect(other.body).toContain("Only your own last change");
    expect(await statusOf(id)).toBe("approved");
    // A ministry leader may not moderate at all.
    const outsider = await postAs("ministry-leader", "/admin/comments", [["intent", `undo:${id}`]]);
    expect(outsider.statusCode).toBe(403);
    // Changed since by someone else: the editor's undo leaves it.
    await moderateComments(db, members.leader, [id], "spam");
    const late = await postAs("editor", "/admin/comments", [["intent", `undo:${id}`]]);
    expect(late.statusCode).toBe(409);
    expect(await statusOf(id)).toBe("spam");
    // Changed outside the log (the state is not the one the member left): refused too.
    await moderateComments(db, members.editor, [id], "reject");
    await db.updateTable("comments").set({ status: "approved" }).where("id", "=", id).execute();
    const moved = await postAs("editor", "/admin/comments", [["intent", `undo:${id}`]]);
    expect(moved.statusCode).toBe(409);
    expect(moved.body).toContain("has changed since (it is approved now)");
    expect(await statusOf(id)).toBe("approved");
    const gone = await postAs("editor", "/admin/comments", [["intent", "undo:987654"]]);
    expect(gone.statusCode).toBe(409);
    expect(gone.body).toContain("That comment no longer exists.");
  });

  it("bulk: the ticked comments at once, each with its activity row; an unknown id is said, not an error", async () => {
    const a = await comment("pending");
    const b = await comment("pending");
    const c = await comment("spam");
    const response = await postAs("leader", "/admin/comments", [
      ["intent", "bulk:spam"],
      ["ids", String(a)],
      ["ids", String(b)],
      ["ids", String(c)],
      ["ids", "987654"],
      ["ids", "9999999999"],
      ["ids", "not-a-number"],
    ]);
    expect(response.statusCode).toBe(303);
    const params = new URL(String(response.headers.location), "http://x").searchParams;
    expect([params.get("changed"), params.get("unchanged"), params.get("missing")]).toEqual(["2", "1", "2"]);
    for (const id of [a, b, c]) expect(await statusOf(id)).toBe("spam");
    for (const id of [a, b]) {
      const rows = await activityOf(id);
      expect(rows.map((row) => row.action)).toEqual(["comment.spam"]);
      expect(JSON.parse(rows[0]!.changes)).toEqual({ status: ["pending", "spam"] });
    }
    const page = await getAs("leader", String(response.headers.location));
    expect(page.body).toContain("2 comments marked as spam.");
    expect(page.body).toContain("2 comments no longer exist.");

    const back = await postAs("admin", "/admin/comments?status=spam", [
      ["intent", "bulk:approve"],
      ["ids", String(a)],
      ["ids", String(b)],
    ]);
    expect(back.statusCode).toBe(303);
    expect(String(back.headers.location)).toContain("status=spam");
    for (const id of [a, b]) expect(await statusOf(id)).toBe("approved");
  });

  it("bulk Undo puts back every comment the bulk action changed, leaving one moved since, in one transaction", async () => {
    const [a, b, c, d] = [
      await comment("pending"),
      await comment("pending"),
      await comment("pending"),
      await comment("approved"),
    ];
    const response = await postAs("editor", "/admin/comments?page=1", [
      ["intent", "bulk:approve"],
      ...[a, b, c, d].map((id): [string, string] => ["ids", String(id)]),
    ]);
    expect(response.statusCode).toBe(303);
    const location = String(response.headers.location);
    const params = new URL(location, "http://x").searchParams;
    // Only the comments it changed are undone (d was approved already).
    expect(params.get("undo")).toBe(`${a},${b},${c}`);
    const page = await getAs("editor", location);
    expect(page.body).toContain("3 comments approved.");
    expect(page.body).toContain(`value="undo:${a},${b},${c}"`);

    // Another moderator moves c meanwhile: the editor's undo leaves it, and says so.
    await moderateComments(db, members.leader, [c], "spam");
    // Another member may not undo the editor's bulk action.
    const other = await postAs("leader", "/admin/comments", [["intent", `undo:${a},${b}`]]);
    expect(other.statusCode).toBe(409);
    expect(await statusOf(a)).toBe("approved");
    const undone = await postAs("editor", location, [["intent", `undo:${a},${b},${c}`]]);
    expect(undone.statusCode).toBe(303);
    const back = new URL(String(undone.headers.location), "http://x").searchParams;
    expect(Object.fromEntries(back)).toMatchObject({ page: "1", done: "undo", undone: "2", left: "1", now: "pending" });
    expect([await statusOf(a), await statusOf(b), await statusOf(c), await statusOf(d)]).toEqual([
      "pending",
      "pending",
      "spam",
      "approved",
    ]);
    for (const id of [a, b])
      expect((await activityOf(id)).map((row) => row.action)).toEqual(["comment.approved", "comment.undone"]);
    const notice = (await getAs("editor", String(undone.headers.location))).body;
    expect(notice).toContain("Undone: 2 comments are pending again.");
    expect(notice).toContain("1 comment was left as it is: changed since by someone else, or gone.");
    // Nothing left of theirs to undo: refused, nothing changed.
    const twice = await postAs("editor", "/admin/comments", [["intent", `undo:${a},${b}`]]);
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain("Nothing was undone");
    expect(await statusOf(a)).toBe("pending");
    // A ministry leader may not.
    expect((await postAs("ministry-leader", "/admin/comments", [["intent", `undo:${a},${b}`]])).statusCode).toBe(403);
  });

  it("nothing ticked or an unknown action: a clear message, nothing changed, no 500", async () => {
    const none = await postAs("editor", "/admin/comments", [["intent", "bulk:approve"]]);
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain("Tick at least one comment first.");
    for (const intent of ["delete:1", "approve:0", "approve:abc", ""]) {
      const odd = await postAs("editor", "/admin/comments", [["intent", intent]]);
      expect(odd.statusCode, intent).toBe(400);
    }
  });

  it("a staff reply is published at once under the member's name, marked as from the church, and approves its pending parent", async () => {
    const parent = await comment("pending", { name: "Tendai Asks" });
    const response = await postAs("editor", "/admin/comments", [
      ["intent", `reply:${parent}`],
      [`reply-${parent}`, "  Thank you, Tendai. We are praying with you.  "],
    ]);
    expect(response.statusCode).toBe(303);
    expect(String(response.headers.location)).toContain(`#comment-${parent}`);
    expect(await statusOf(parent)).toBe("approved");
    const node = (await publicTree()).find((item) => item.id === parent)!;
    expect(node.replies).toHaveLength(1);
    expect(node.replies[0]).toMatchObject({
      name: members.editor.name,
      text: "Thank you, Tendai. We are praying with you.",
      parent,
      from_church: true,
    });
    // The staff member's address never reaches the public answer.
    expect(JSON.stringify(await publicTree())).not.toContain(members.editor.email);
    const replyId = node.replies[0]!.id;
    const row = await db.selectFrom("comments").selectAll().where("id", "=", replyId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "approved", staff_id: members.editor.id, post_id: postId });
    expect((await activityOf(parent)).map((r) => r.action)).toEqual(["comment.approved"]);
    expect((await activityOf(replyId)).map((r) => r.action)).toEqual(["comment.replied"]);
    const page = await getAs("editor", String(response.headers.location).split("#")[0]!);
    expect(page.body).toContain("Your reply is published, and the comment you answered is approved.");
  });

  it("a reply that is empty, or to a spam comment, is refused with a message and stores nothing", async () => {
    const spam = await comment("spam");
    const pending = await comment("pending");
    const count = async () =>
      Number(
        (
          await db
            .selectFrom("comments")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const empty = await postAs("editor", "/admin/comments", [
      ["intent", `reply:${pending}`],
      [`reply-${pending}`, "   "],
    ]);
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain("Write your reply before sending it.");
    const toSpam = await postAs("editor", "/admin/comments?status=spam", [
      ["intent", `reply:${spam}`],
      [`reply-${spam}`, "Hello"],
    ]);
    expect(toSpam.statusCode).toBe(400);
    expect(toSpam.body).toContain("approve it before replying");
    for (const id of ["999999", "9999999999"]) {
      const gone = await postAs("editor", "/admin/comments", [
        ["intent", `reply:${id}`],
        [`reply-${id}`, "Hello"],
      ]);
      expect(gone.statusCode).toBe(400);
      expect(gone.body).toContain("That comment no longer exists.");
      // Beyond an integer column: no comment, never a 500.
      const single = await postAs("editor", "/admin/comments", [["intent", `approve:${id}`]]);
      expect(single.statusCode).toBe(303);
      expect(new URL(String(single.headers.location), "http://x").searchParams.get("missing")).toBe("1");
    }
    expect(await count()).toBe(before);
    expect(await statusOf(pending)).toBe("pending");
  });

  it("a ministry leader gets 403 and an anonymous request the way to sign in, never the queue", async () => {
    const id = await comment("pending", { email: "secret.commenter@example.org" });
    const page = await getAs("ministry-leader", "/admin/comments");
    expect(page.statusCode).toBe(403);
    expect(page.body).not.toContain("secret.commenter@example.org");
    const post = await postAs("ministry-leader", "/admin/comments", [["intent", `approve:${id}`]]);
    expect(post.statusCode).toBe(403);
    const anonymous = await t.inject({ method: "GET", url: "/admin/comments" });
    expect(anonymous.statusCode).toBe(303);
    expect(String(anonymous.headers.location)).toMatch(/^\/admin\/sign-in/);
    expect(anonymous.body).not.toContain("secret.commenter");
    const anonymousData = await t.inject({ method: "GET", url: "/admin/comments.data" });
    expect(anonymousData.statusCode).toBe(401);
    const anonymousPost = await t.inject({
      method: "POST",
      url: "/admin/comments",
      headers: { origin: t.config.siteUrl, "content-type": "application/x-www-form-urlencoded" },
      payload: `intent=approve:${id}`,
    });
    expect([303, 401, 403]).toContain(anonymousPost.statusCode);
    expect(await statusOf(id)).toBe("pending");
  });

  it("the queue shows each comment's post, parent, record and hints; search and dates filter it", async () => {
    const email = "Repeat.Writer@Example.org";
    await comment("approved", { email: email.toLowerCase(), name: "Repeat Writer" });
    const parent = await comment("approved", { name: "Parent Person", text: "The parent's words" });
    const hinted = await comment("pending", {
      email,
      name: "Repeat Writer",
      text: "Cheap https://a.example and www.b.example, casino 100%_off",
      parent,
    });
    const queue = await listComments(db, members.editor, { q: "100%_off" });
    expect(queue.items.map((item) => item.id)).toEqual([hinted]);
    expect(queue.items[0]).toMatchObject({
      post: { slug: SLUG, title: "Moderation Post" },
      parent: { id: parent, name: "Parent Person", excerpt: "The parent's words" },
      approvedBefore: 1,
      hints: ["2 links"],
      fromChurch: false,
    });
    // While searching text only the open tab is counted (a search reads every row of a tab it counts).
    expect(queue.tabCounts).toEqual({ pending: 1 });
    // % and _ are the text itself, not wildcards.
    expect((await listComments(db, members.editor, { q: "100%%" })).items).toEqual([]);
    expect((await listComments(db, members.editor, { q: "REPEAT.writer@" })).items.map((i) => i.id)).toEqual([hinted]);
    // The comment was written on 1 November 2026 (UTC), i.e. the same Harare day.
    expect(
      (await listComments(db, members.editor, { q: "100%_off", from: "2026-11-01", to: "2026-11-01" })).items,
    ).toHaveLength(1);
    expect((await listComments(db, members.editor, { q: "100%_off", from: "2026-11-02" })).items).toHaveLength(0);
    expect((await listComments(db, members.editor, { q: "100%_off", to: "2026-10-31" })).items).toHaveLength(0);
    // A date that is not one is no filter, and is not echoed back.
    const odd = await listComments(db, members.editor, { q: "100%_off", from: "2026-02-31" });
    expect(odd.items).toHaveLength(1);
    expect(odd.search.from).toBeNull();

    const page = await getAs("editor", "/admin/comments?q=casino");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("2 links");
    expect(page.body).toContain("Moderation Post");
    expect(page.body).not.toContain("Blocked word");
  });
});

describe("the approved-before count", () => {
  it("stops at its cap, said as 100+", async () => {
    const email = "frequent.writer@example.org";
    await db
      .insertInto("comments")
      .values(
        Array.from({ length: APPROVED_BEFORE_CAP + 5 }, (_, i) => ({
          post_id: postId,
          parent_id: null,
          name: "Frequent Writer",
          email: i % 2 ? email.toUpperCase() : email,
          text: `frequent ${i}`,
          status: "approved",
          created_at: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
        })),
      )
      .execute();
    const id = await comment("pending", { email, name: "Frequent Writer", text: "frequentcapmarker" });
    const queue = await listComments(db, members.editor, { q: "frequentcapmarker" });
    expect(queue.items.map((item) => [item.id, item.approvedBefore, item.approvedBeforeCapped])).toEqual([
      [id, APPROVED_BEFORE_CAP, true],
    ]);
    const page = await getAs("editor", "/admin/comments?q=frequentcapmarker");
    expect(page.body).toContain(`${APPROVED_BEFORE_CAP}+ approved comments before`);
  });
});

describe("/admin/settings: the blocklist", () => {
  it("an admin saves it (one a line, activity row); the queue's hints follow it", async () => {
    const response = await postAs("admin", "/admin/settings", [["blocklist", " casino \n\nFree Money\nCASINO\n"]]);
    expect(response.statusCode).toBe(303);
    expect(await readSetting(db, COMMENT_BLOCKLIST)).toEqual(["casino", "Free Money"]);
    const log = await db
      .selectFrom("activity_log")
      .select(["action", "changes", "item_type"])
      .where("item_type", "=", "setting")
      .executeTakeFirstOrThrow();
    expect(log.action).toBe("setting.changed");
    expect(JSON.parse(log.changes)).toEqual({ "comments.blocklist": [[], ["casino", "Free Money"]] });
    const page = await getAs("admin", String(response.headers.location));
    expect(page.body).toContain("The blocklist is saved.");
    expect(page.body).toMatch(/casino\nFree Money<\/textarea>/);

    await comment("pending", { text: "Win free   money today" });
    const queue = await getAs("editor", "/admin/comments?q=money+today");
    expect(queue.body).toContain("Blocked word: Free Money");
  });

  it("a line too long is refused with its message and nothing is saved", async () => {
    const response = await postAs("admin", "/admin/settings", [["blocklist", "x".repeat(101)]]);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("at most 100 characters");
    expect(await readSetting(db, COMMENT_BLOCKLIST)).toEqual(["casino", "Free Money"]);
  });

  it("every problem of the text at once (each long line, and too many), what was typed kept", async () => {
    const typed = ["a".repeat(101), "b".repeat(120), ...Array.from({ length: 500 }, (_, i) => `word${i}`)].join("\n");
    const response = await postAs("admin", "/admin/settings", [["blocklist", typed]]);
    expect(response.statusCode).toBe(400);
    const body = response.body.replace(/<!-- -->/g, "");
    expect(body).toContain(
      `Each line can have at most 100 characters: “${"a".repeat(30)}…”, “${"b".repeat(30)}…” are longer.`,
    );
    expect(body).toContain("The blocklist can hold at most 500 words or phrases.");
    expect(body).toContain("word499");
    expect(body).toContain('aria-invalid="true"');
    expect(await readSetting(db, COMMENT_BLOCKLIST)).toEqual(["casino", "Free Money"]);
  });

  it("is the admin's alone: an editor and a leader get 403", async () => {
    for (const role of ["editor", "leader"] as const) {
      expect((await getAs(role, "/admin/settings")).statusCode, role).toBe(403);
      expect((await postAs(role, "/admin/settings", [["blocklist", "x"]])).statusCode, role).toBe(403);
    }
    expect(await readSetting(db, COMMENT_BLOCKLIST)).toEqual(["casino", "Free Money"]);
  });
});

describe("the dashboard", () => {
  it("counts the pending comments, whatever the other statuses hold", async () => {
    const before = (await waitingCounts(db, members.editor)).comments!;
    const a = await comment("pending");
    await comment("spam");
    expect((await waitingCounts(db, members.editor)).comments).toBe(before + 1);
    await moderateComments(db, members.editor, [a], "spam");
    expect((await waitingCounts(db, members.editor)).comments).toBe(before);
  });
});

describe("the tabs' counts", () => {
  it("stop past the cap (10,000+), and the pages go up to it", async () => {
    const rows = Array.from({ length: TAB_COUNT_CAP + 1 }, (_, i) => ({
      post_id: postId,
      parent_id: null,
      name: "Old Rejected",
      email: "old@example.org",
      text: `old rejected ${i}`,
      status: "rejected",
      created_at: new Date(Date.UTC(2024, 0, 1) + i * 1000).toISOString(),
    }));
    for (let start = 0; start < rows.length; start += 1000)
      await db
        .insertInto("comments")
        .values(rows.slice(start, start + 1000))
        .execute();
    const queue = await listComments(db, members.editor, { status: "rejected" });
    expect(queue.tabCounts.rejected).toBe(TAB_COUNT_CAP + 1);
    expect(queue.countCap).toBe(TAB_COUNT_CAP);
    expect(queue.total).toBe(TAB_COUNT_CAP);
    expect(queue.pageCount).toBe(TAB_COUNT_CAP / ROOM_PAGE_SIZE);
    const page = await getAs("editor", "/admin/comments?status=rejected");
    expect(page.body).toContain("10,000+ comments rejected");
  }, 60_000);
});
