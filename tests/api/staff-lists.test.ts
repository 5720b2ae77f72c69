import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { MINISTRY_CONTACT_SUBJECTS } from "#contract/ministries";
import type { Database } from "#server/db/schema";
import { addStaff, findStaffById } from "#server/auth/accounts";
import type { StaffMember } from "#server/auth/staff-member";
import { COMMAND_LINE } from "#server/domain/activity/activity";
import { StaffForbidden, type Permission, type StaffRole } from "#server/auth/permissions";
import { createStaffLists } from "#server/domain/staff-lists";
import { getApplication, listApplications } from "#server/domain/staff-lists/applications";
import { listComments } from "#server/domain/staff-lists/comments";
import { listPosts, listSermons } from "#server/domain/staff-lists/content";
import { getMessage, listMessages } from "#server/domain/staff-lists/messages";
import { ROOM_PAGE_SIZE } from "#server/domain/staff-lists/paging";
import {
  listPrayerRequests,
  openPrayerRequest,
  PRAYER_REQUEST_OPENED,
} from "#server/domain/staff-lists/prayer-requests";
import { listSubscribers } from "#server/domain/staff-lists/subscribers";
import { addApplication, addMessage, addPost, addPrayerRequest, addSermon } from "#tests/support/rows";
import { createTestApi, ENGINE, type TestApi } from "./support";

/**
 * The staff lists' read-only services on the engine under test: who may read what, a
 * ministry leader's scope, the logged openings of private prayer requests, pages and tabs.
 */

const PRIVATE_TEXT = "roomsprivatetext please pray for my sister";
const REPEAT_EMAIL = "Tariro.Repeat@example.co.zw";

let t: TestApi;
let db: Kysely<Database>;
const staff = {} as Record<"admin" | "leader" | "editor" | "youth", StaffMember>;
const ids = {
  youthMessage: 0,
  healingMessage: 0,
  youthApplication: 0,
  childrenApplication: 0,
  privatePrayer: 0,
  publicPrayer: 0,
};

function at(minutes: number): string {
  return new Date(Date.UTC(2026, 0, 1) + minutes * 60_000).toISOString();
}

async function member(role: StaffRole, email: string, ministries: string[] = []): Promise<StaffMember> {
  const added = await addStaff(db, { email, name: `${role} person`, role, ministries }, COMMAND_LINE, {
    password: "correct horse battery staple",
  });
  return (await findStaffById(db, added.member.id))!;
}

async function insertRows(): Promise<void> {
  const post = await addPost(db, { slug: "rooms-post", title: "Rooms Post", published_at: at(0), created_at: at(0) });
  await addPost(db, {
    slug: "rooms-draft",
    title: "Rooms Draft",
    content: "",
    status: "draft",
    published_at: at(1),
    created_at: at(1),
  });
  await addPost(db, {
    slug: "rooms-later",
    title: "Rooms Later",
    content: "",
    published_at: "2999-01-01T00:00:00.000Z",
    created_at: at(2),
  });
  const comment = (
    text: string,
    status: string,
    minutes: number,
    email = "someone@example.com",
    parent: number | null = null,
  ) => ({
    post_id: post,
    parent_id: parent,
    name: `Writer ${minutes}`,
    email,
    text,
    status,
    created_at: at(minutes),
  });
  // 30 pending comments: two pages, oldest first.
  await db
    .insertInto("comments")
    .values(Array.from({ length: 30 }, (_, i) => comment(`pending ${i}`, "pending", 100 + i)))
    .execute();
  const first = await db
    .insertInto("comments")
    .values(comment("first approved", "approved", 10, REPEAT_EMAIL))
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("comments")
    .values(comment("second approved", "approved", 20, REPEAT_EMAIL.toLowerCase()))
    .execute();
  await db
    .insertInto("comments")
    .values(comment("rejected one", "rejected", 30, REPEAT_EMAIL))
    .execute();
  await db
    .insertInto("comments")
    .values(comment("a reply waiting", "pending", 500, REPEAT_EMAIL.toUpperCase(), first.id))
    .execute();

  const message = (subject: string, minutes: number) => ({
    name: `Sender ${minutes}`,
    email: "sender@example.com",
    phone: "0772145590",
    subject,
    message: `Message body ${minutes}`,
    // A ministry page's contact form sends its fixed subject and no form_type.
    form_type: "",
    details: JSON.stringify({ additionalDetails: "Friday evenings", empty: "" }),
    created_at: at(minutes),
  });
  ids.youthMessage = await addMessage(db, message(MINISTRY_CONTACT_SUBJECTS.youth, 1));
  ids.healingMessage = await addMessage(db, message(MINISTRY_CONTACT_SUBJECTS.healing, 2));
  await addMessage(db, message("A general question", 3));

  const application = (ministry: string, minutes: number) => ({
    ministry,
    first_name: "Chipo",
    last_name: `Moyo ${minutes}`,
    email: "chipo@example.com",
    phone: "",
    subject: `${ministry} application`,
    message: "I would like to help",
    specific_interest: "",
    age_group: "",
    extra: JSON.stringify({ areasOfInterest: ["Welcome desk", "Tea"] }),
    created_at: at(minutes),
  });
  ids.youthApplication = await addApplication(db, application("youth", 1));
  ids.childrenApplication = await addApplication(db, application("children", 2));
  await addApplication(db, application("hospitality", 3));

  const prayer = (request: string, isPrivate: number, minutes: number) => ({
    name: "Rudo",
    email: "rudo@example.com",
    phone: "",
    request,
    is_private: isPrivate,
    created_at: at(minutes),
  });
  ids.privatePrayer = await addPrayerRequest(db, prayer(PRIVATE_TEXT, 1, 1));
  ids.publicPrayer = await addPrayerRequest(db, prayer("Pray for the harvest", 0, 2));

  await db
    .insertInto("newsletter_subscribers")
    .values([
      { email: "Farai@Example.com", email_normalized: "farai@example.com", name: "Farai", created_at: at(1) },
      {
        email: "nyasha_100%@example.com",
        email_normalized: "nyasha_100%@example.com",
        name: "Nyasha",
        created_at: at(2),
      },
      { email: "tendai@example.org", email_normalized: "tendai@example.org", name: "", created_at: at(3) },
    ])
    .execute();

  const sermon = (slug: string, published: number, day: string) => ({
    slug,
    title: slug,
    published,
    preached_on: day,
    created_at: at(0),
  });
  const sermonId = await addSermon(db, sermon("rooms-sermon", 1, "2026-01-04"));
  await addSermon(db, sermon("rooms-hidden-sermon", 0, "2026-01-11"));
  const category = await db
    .insertInto("sermon_categories")
    .values({ name: "Faith", slug: "faith" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("sermon_category_links").values({ sermon_id: sermonId, category_id: category.id }).execute();
}

async function openings(id: number) {
  return db
    .selectFrom("activity_log")
    .selectAll()
    .where("action", "=", PRAYER_REQUEST_OPENED)
    .where("item_id", "=", String(id))
    .execute();
}

beforeAll(async () => {
  t = await createTestApi();
  db = t.database.db;
  staff.admin = await member("admin", "admin@example.com");
  staff.leader = await member("leader", "leader@example.com");
  staff.editor = await member("editor", "editor@example.com");
  staff.youth = await member("ministry-leader", "youth@example.com", ["youth"]);
  await insertRows();
});

afterAll(async () => {
  await t?.close();
});

describe(`staff lists (${ENGINE})`, () => {
  it("refuses each staff list to the roles that may not open it", async () => {
    const refused = [
      () => listPrayerRequests(db, staff.editor),
      () => openPrayerRequest(db, staff.editor, ids.privatePrayer),
      () => openPrayerRequest(db, staff.youth, ids.privatePrayer),
      () => listMessages(db, staff.editor),
      () => getMessage(db, staff.editor, ids.youthMessage),
      () => listApplications(db, staff.editor),
      () => listSubscribers(db, staff.editor),
      () => listSubscribers(db, staff.youth),
      () => listComments(db, staff.youth),
      () => listPosts(db, staff.youth),
      () => listSermons(db, staff.youth),
    ];
    for (const call of refused) {
      const error = await call().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(StaffForbidden);
      expect((error as StaffForbidden).status).toBe(403);
    }
    expect(await openings(ids.privatePrayer)).toHaveLength(0);
  });

  it("gives a ministry leader their ministry's messages and applications only, and nothing for another's", async () => {
    const messages = await listMessages(db, staff.youth);
    expect(messages.items.map((m) => m.id)).toEqual([ids.youthMessage]);
    expect(messages.total).toBe(1);
    expect(messages.items[0]!.origin.ministry).toEqual({ slug: "youth", name: "Youth & Young Adults" });
    expect(await getMessage(db, staff.youth, ids.healingMessage)).toBeNull();
    expect((await getMessage(db, staff.youth, ids.youthMessage))?.message).toBe("Message body 1");

    const applications = await listApplications(db, staff.youth);
    expect(applications.items.map((a) => a.id)).toEqual([ids.youthApplication]);
    expect(applications.ministries.map((m) => m.slug)).toEqual(["youth"]);
    expect((await listApplications(db, staff.youth, { ministry: "children" })).items).toEqual([]);
    expect(await getApplication(db, staff.youth, ids.childrenApplication)).toBeNull();
  });

  it("shows an admin every message with its origin and details, and filters applications by ministry", async () => {
    const messages = await listMessages(db, staff.admin);
    expect(messages.total).toBe(3);
    expect(messages.items[0]!.origin).toEqual({
      formType: "",
      subject: "A general question",
      ministry: null,
    });
    const message = await getMessage(db, staff.leader, ids.healingMessage);
    expect(message?.phone).toBe("0772145590");
    expect(message?.details).toEqual([["additionalDetails", "Friday evenings"]]);

    expect((await listApplications(db, staff.admin)).total).toBe(3);
    const children = await listApplications(db, staff.admin, { ministry: "children" });
    expect(children.items.map((a) => a.id)).toEqual([ids.childrenApplication]);
    expect(children.ministry).toBe("children");
    const application = await getApplication(db, staff.admin, ids.childrenApplication);
    expect(application?.extra).toEqual([["areasOfInterest", "Welcome desk, Tea"]]);
  });

  it("writes one activity row, without the text, at every opening of a private prayer request", async () => {
    const list = await listPrayerRequests(db, staff.leader);
    const listed = list.items.find((item) => item.id === ids.privatePrayer)!;
    expect(listed.isPrivate).toBe(true);
    expect(listed.excerpt).toBeNull();
    expect(JSON.stringify(list)).not.toContain("roomsprivatetext");
    expect(list.items.find((item) => item.id === ids.publicPrayer)?.excerpt).toBe("Pray for the harvest");
    expect(await openings(ids.privatePrayer)).toHaveLength(0);

    expect((await openPrayerRequest(db, staff.leader, ids.privatePrayer))?.request).toBe(PRIVATE_TEXT);
    expect(await openings(ids.privatePrayer)).toHaveLength(1);
    await openPrayerRequest(db, staff.admin, ids.privatePrayer);
    const rows = await openings(ids.privatePrayer);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.staff_id).sort()).toEqual([staff.admin.id, staff.leader.id].sort());
    for (const row of rows) {
      expect(row.item_type).toBe("prayer_request");
      expect(JSON.stringify(row)).not.toContain("roomsprivatetext");
    }

    await openPrayerRequest(db, staff.leader, ids.publicPrayer);
    expect(await openings(ids.publicPrayer)).toHaveLength(0);
    expect(await openPrayerRequest(db, staff.leader, 999_999)).toBeNull();
  });

  it("pages the pending comments oldest first, with tabs by status", async () => {
    const first = await listComments(db, staff.editor);
    expect(first.status).toBe("pending");
    expect(first.tabCounts).toEqual({ pending: 31, approved: 2, spam: 0, rejected: 1 });
    expect(first.total).toBe(31);
    expect(first.pageCount).toBe(2);
    expect(first.items).toHaveLength(ROOM_PAGE_SIZE);
    expect(first.items[0]!.text).toBe("pending 0");
    const second = await listComments(db, staff.editor, { page: 2 });
    expect(second.items.map((c) => c.text)).toEqual([
      "pending 25",
      "pending 26",
      "pending 27",
      "pending 28",
      "pending 29",
      "a reply waiting",
    ]);
    expect((await listComments(db, staff.editor, { page: 3 })).items).toEqual([]);

    const approved = await listComments(db, staff.admin, { status: "approved" });
    expect(approved.items.map((c) => c.text)).toEqual(["second approved", "first approved"]);
    expect(approved.items[0]!.post).toEqual({ title: "Rooms Post", slug: "rooms-post" });
  });

  it("counts the approved comments written before from the same address, in any case, and names the parent", async () => {
    const second = await listComments(db, staff.editor, { page: 2 });
    const reply = second.items.find((c) => c.text === "a reply waiting")!;
    expect(reply.approvedBefore).toBe(2);
    expect(reply.parent).toMatchObject({ name: "Writer 10", excerpt: "first approved" });
    expect(second.items.find((c) => c.text === "pending 25")!.approvedBefore).toBe(0);
    const approved = await listComments(db, staff.editor, { status: "approved" });
    expect(approved.items.map((c) => c.approvedBefore)).toEqual([1, 0]);
  });

  it("searches subscribers by a piece of their address, wildcards taken literally", async () => {
    expect((await listSubscribers(db, staff.leader)).total).toBe(3);
    expect((await listSubscribers(db, staff.leader, { query: "EXAMPLE.COM" })).items.map((s) => s.name)).toEqual([
      "Nyasha",
      "Farai",
    ]);
    expect((await listSubscribers(db, staff.leader, { query: "_100%" })).items.map((s) => s.name)).toEqual(["Nyasha"]);
    expect((await listSubscribers(db, staff.leader, { query: "%" })).total).toBe(1);
    expect((await listSubscribers(db, staff.leader, { query: "nobody" })).total).toBe(0);
  });

  it("lists posts and sermons with their status filters", async () => {
    const posts = await listPosts(db, staff.editor);
    expect(posts.items.map((p) => [p.slug, p.status, p.publicPath])).toEqual([
      ["rooms-later", "scheduled", null],
      ["rooms-draft", "draft", null],
      ["rooms-post", "published", "/blog/rooms-post"],
    ]);
    expect((await listPosts(db, staff.editor, { status: "draft" })).items.map((p) => p.slug)).toEqual(["rooms-draft"]);
    const sermons = await listSermons(db, staff.editor, { status: "published" });
    expect(sermons.items.map((s) => [s.slug, s.categories])).toEqual([["rooms-sermon", ["Faith"]]]);
    expect((await listSermons(db, staff.editor)).total).toBe(2);
  });

  it("asks each list's permission through the context's require before touching the database", async () => {
    const asked: Permission[] = [];
    const refusing = createStaffLists(db, (permission) => {
      asked.push(permission);
      throw new Response("Forbidden", { status: 403 });
    });
    const calls: Array<[Permission, () => Promise<unknown>]> = [
      ["moderateComments", () => refusing.comments({})],
      ["readMessages", () => refusing.messages({})],
      ["readMessages", () => refusing.message(ids.youthMessage)],
      ["readPrayerRequests", () => refusing.prayerRequests({})],
      ["readPrayerRequests", () => refusing.prayerRequest(ids.privatePrayer)],
      ["readApplications", () => refusing.applications({})],
      ["readApplications", () => refusing.application(ids.youthApplication)],
      ["manageSubscribers", () => refusing.subscribers({})],
      ["editContent", () => refusing.posts({})],
      ["editContent", () => refusing.sermons({})],
    ];
    for (const [permission, call] of calls) {
      const error = await call().catch((caught: unknown) => caught);
      expect((error as Response).status).toBe(403);
      expect(asked.pop()).toBe(permission);
    }
    const before = (await openings(ids.privatePrayer)).length;
    const allowing = createStaffLists(db, () => staff.leader);
    await allowing.prayerRequest(ids.privatePrayer);
    expect(await openings(ids.privatePrayer)).toHaveLength(before + 1);
    expect((await allowing.comments({ status: "no-such-tab" })).status).toBe("pending");
    expect((await allowing.posts({ status: "no-such-status" })).status).toBe("all");
  });
});
