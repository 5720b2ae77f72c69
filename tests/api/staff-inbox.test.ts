import { parse } from "csv-parse/sync";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MINISTRY_CONTACT_SUBJECTS } from "#contract/ministries";
import type { Database } from "#server/db/schema";
import type { StaffMember } from "#server/auth/staff-member";
import { waitingCounts } from "#server/domain/staff-lists/waiting-counts";
import { listMessages } from "#server/domain/staff-lists/messages";
import { listPrayerRequests, PRAYER_REQUEST_OPENED } from "#server/domain/staff-lists/prayer-requests";
import { listSubscribers } from "#server/domain/staff-lists/subscribers";
import { addMember, sessionOf } from "./staff-support";
import { createTestApi, ENGINE, type TestApi } from "./support";

/**
 * The inbox through its pages (rendered through Vite) and services, on the engine under
 * test: every status change, assignment, note, urgent/answered/prayed, who may do what (an editor
 * nothing, a ministry leader only their ministries', an anonymous visitor nothing at all), the
 * activity rows, search and date filters, the subscribers' removal and CSV export.
 */

const PRIVATE_TEXT = "inboxprivatetext pray for my brother's healing";
const NOTE_TEXT = "inboxnotetext called her on Tuesday";
const EVIL_NAME = '=HYPERLINK("http://evil","x")';

let t: TestApi;
let db: Kysely<Database>;
type Who = "admin" | "leader" | "editor" | "youth" | "intercession";
const staff = {} as Record<Who, StaffMember & { cookie: string; token: string }>;
const ids = {
  contact: 0,
  youth: 0,
  healing: 0,
  privatePrayer: 0,
  publicPrayer: 0,
  intercession: 0,
  children: 0,
  evil: 0,
};

function at(iso: string): string {
  return new Date(iso).toISOString();
}

async function insert<T extends "contact_messages" | "prayer_requests" | "ministry_applications">(
  table: T,
  values: Record<string, unknown>,
): Promise<number> {
  const row = await db
    .insertInto(table)
    .values(values as never)
    .returning("id")
    .executeTakeFirstOrThrow();
  return (row as { id: number }).id;
}

beforeAll(async () => {
  t = await createTestApi({ pages: true });
  db = t.database.db;
  const add = async (who: Who, role: Parameters<typeof addMember>[1], ministries?: string[]) => {
    const member = await addMember(db, role, { email: `inbox-${who}@example.org`, ministries });
    const session = await sessionOf(db, member.id);
    staff[who] = { ...member, cookie: `staff_session=${session.secret}`, token: session.token };
  };
  await add("admin", "admin");
  await add("leader", "leader");
  await add("editor", "editor");
  await add("youth", "ministry-leader", ["youth"]);
  await add("intercession", "ministry-leader", ["intercession"]);

  const message = (values: Record<string, unknown>) => ({
    email: "sender@example.org",
    phone: "",
    subject: "",
    form_type: "",
    details: "{}",
    ...values,
  });
  ids.contact = await insert(
    "contact_messages",
    message({
      name: "Tariro Moyo",
      email: "tariro@example.org",
      phone: "077 214 5590",
      subject: "Wedding booking",
      message: "Can we book the hall? 100% sure_about the date",
      form_type: "Contact Form",
      // Harare 1 Jan 2026, 23:59: still the 1st there, though the 1st is over in no other sense.
      created_at: at("2026-01-01T21:59:00Z"),
    }),
  );
  ids.youth = await insert(
    "contact_messages",
    message({
      name: "Rudo",
      subject: MINISTRY_CONTACT_SUBJECTS.youth,
      message: "Youth camp question",
      // Harare 2 Jan 2026, 00:00.
      created_at: at("2026-01-01T22:00:00Z"),
    }),
  );
  ids.healing = await insert(
    "contact_messages",
    message({
      name: "Chipo",
      subject: MINISTRY_CONTACT_SUBJECTS.healing,
      message: "Healing service",
      created_at: at("2026-01-03T08:00:00Z"),
    }),
  );
  const prayer = (values: Record<string, unknown>) => ({ email: "pray@example.org", phone: "", ...values });
  ids.privatePrayer = await insert(
    "prayer_requests",
    prayer({ name: "Nyasha", request: PRIVATE_TEXT, is_private: 1, created_at: at("2026-01-02T08:00:00Z") }),
  );
  ids.publicPrayer = await insert(
    "prayer_requests",
    prayer({
      name: "Tendai",
      request: "inboxpublictext pray for rain",
      is_private: 0,
      created_at: at("2026-01-03T08:00:00Z"),
    }),
  );
  const application = (values: Record<string, unknown>) => ({
    first_name: "Farai",
    last_name: "Dube",
    email: "farai@example.org",
    phone: "+27 82 123 4567",
    subject: "",
    message: "I would like to serve",
    specific_interest: "",
    age_group: "",
    extra: "{}",
    created_at: at("2026-01-02T09:00:00Z"),
    ...values,
  });
  ids.intercession = await insert(
    "ministry_applications",
    application({ ministry: "intercession", message: "inboxintercession" }),
  );
  ids.children = await insert("ministry_applications", application({ ministry: "children", message: "inboxchildren" }));
  ids.evil = (
    await db
      .insertInto("newsletter_subscribers")
      .values({
        email: "evil@example.org",
        email_normalized: "evil@example.org",
        name: EVIL_NAME,
        created_at: at("2026-01-05T08:00:00Z"),
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto("newsletter_subscribers")
    .values({
      email: "Plain@Example.org",
      email_normalized: "plain@example.org",
      name: "Plain, Person",
      created_at: at("2026-01-04T08:00:00Z"),
      confirmed_at: at("2026-01-04T08:05:00Z"),
      unsubscribe_token: "plain-person-token",
    })
    .execute();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

function get(who: Who | null, url: string) {
  return t.inject({ method: "GET", url, headers: who ? { cookie: staff[who].cookie } : {} });
}

function post(who: Who | null, url: string, fields: Record<string, string>) {
  return t.inject({
    method: "POST",
    url,
    headers: {
      ...(who ? { cookie: staff[who].cookie } : {}),
      "content-type": "application/x-www-form-urlencoded",
      origin: t.config.siteUrl,
    },
    payload: new URLSearchParams({ csrf: who ? staff[who].token : "", ...fields }).toString(),
  });
}

/** A page's HTML without React's text separators (`<!-- -->`). */
function textOf(html: string): string {
  return html.replace(/<!-- -->/g, "");
}

async function activity(itemType: string, itemId: number, action?: string) {
  let query = db
    .selectFrom("activity_log")
    .selectAll()
    .where("item_type", "=", itemType)
    .where("item_id", "=", String(itemId));
  if (action) query = query.where("action", "=", action);
  return query.orderBy("id").execute();
}

async function messageRow(id: number) {
  return db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

describe(`the inbox (${ENGINE})`, () => {
  it("walks a message through every status, each change one activity row with before and after", async () => {
    const path = `/admin/messages/${ids.contact}`;
    const steps: Array<[string, boolean]> = [
      ["in_progress", false],
      ["done", true],
      ["archived", true],
      ["new", false],
      ["archived", true],
      ["in_progress", false],
      ["done", true],
      ["new", false],
    ];
    let before = "new";
    for (const [status, handled] of steps) {
      const answer = await post("leader", path, { intent: "status", status });
      expect(answer.statusCode, status).toBe(303);
      expect(answer.headers.location).toBe(`${path}?done=status`);
      const row = await messageRow(ids.contact);
      expect(row.status).toBe(status);
      expect(row.handled_at !== null, status).toBe(handled);
      const last = (await activity("message", ids.contact, "message.status-changed")).at(-1)!;
      expect(JSON.parse(last.changes)).toEqual({ status: [before, status] });
      expect(last.staff_id).toBe(staff.leader.id);
      before = status;
    }
    expect(await activity("message", ids.contact, "message.status-changed")).toHaveLength(steps.length);
    const page = await get("leader", `${path}?done=status`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Status saved.");
  });

  it("refuses an unknown status with a message, storing nothing", async () => {
    const rows = (await activity("message", ids.contact)).length;
    const answer = await post("leader", `/admin/messages/${ids.contact}`, { intent: "status", status: "deleted" });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain("Choose New, In progress, Done or Archived.");
    expect((await messageRow(ids.contact)).status).toBe("new");
    expect(await activity("message", ids.contact)).toHaveLength(rows);
    const unknown = await post("leader", `/admin/messages/${ids.contact}`, { intent: "explode" });
    expect(unknown.statusCode).toBe(400);
  });

  it("keeps archived items out of the default list, shows them under their filter, and counts New + In progress as waiting", async () => {
    const path = `/admin/messages/${ids.healing}`;
    expect((await post("admin", path, { intent: "status", status: "archived" })).statusCode).toBe(303);
    const all = await listMessages(db, staff.admin);
    expect(all.items.map((item) => item.id)).not.toContain(ids.healing);
    const archived = await listMessages(db, staff.admin, { status: "archived" });
    expect(archived.items.map((item) => item.id)).toEqual([ids.healing]);
    const everything = await listMessages(db, staff.admin, { status: "all" });
    expect(everything.total).toBe(3);
    const listPage = await get("admin", "/admin/messages?status=archived");
    expect(listPage.body).toContain(`/admin/messages/${ids.healing}`);
    expect((await get("admin", "/admin/messages")).body).not.toContain(`/admin/messages/${ids.healing}"`);

    // The badges count what the "Waiting" filter lists.
    const waiting = await listMessages(db, staff.admin, { status: "waiting" });
    expect((await waitingCounts(db, staff.admin)).messages).toBe(waiting.total);
    expect(waiting.total).toBe(2);
    expect((await post("admin", path, { intent: "status", status: "in_progress" })).statusCode).toBe(303);
    expect((await waitingCounts(db, staff.admin)).messages).toBe(3);
    expect((await post("admin", path, { intent: "status", status: "done" })).statusCode).toBe(303);
    expect((await waitingCounts(db, staff.admin)).messages).toBe(2);
  });

  it("assigns only to active members who may read the item, and records who", async () => {
    const youthPath = `/admin/messages/${ids.youth}`;
    // The youth message may go to admin, leader or the youth ministry's leader; never an editor or another ministry's leader.
    const page = await get("admin", youthPath);
    for (const who of ["admin", "leader", "youth"] as const) expect(page.body).toContain(`value="${staff[who].id}"`);
    for (const who of ["editor", "intercession"] as const) expect(page.body).not.toContain(`value="${staff[who].id}"`);
    for (const who of ["editor", "intercession"] as const) {
      const refused = await post("admin", youthPath, { intent: "assign", staff: String(staff[who].id) });
      expect(refused.statusCode, who).toBe(400);
      expect(refused.body).toContain("Choose someone from the list");
    }
    expect((await post("admin", youthPath, { intent: "assign", staff: "999999" })).statusCode).toBe(400);
    expect((await messageRow(ids.youth)).assigned_to).toBeNull();

    expect((await post("admin", youthPath, { intent: "assign", staff: String(staff.youth.id) })).statusCode).toBe(303);
    expect((await messageRow(ids.youth)).assigned_to).toBe(staff.youth.id);
    const [assigned] = await activity("message", ids.youth, "message.assigned");
    expect(JSON.parse(assigned!.changes)).toEqual({ assigned_to: [null, staff.youth.name] });
    expect((await listMessages(db, staff.admin)).items.find((item) => item.id === ids.youth)!.assignee).toBe(
      staff.youth.name,
    );

    // A general contact message is no ministry's: its ministry leaders are not offered.
    const contact = await get("admin", `/admin/messages/${ids.contact}`);
    expect(contact.body).not.toContain(`value="${staff.youth.id}"`);

    expect((await post("admin", youthPath, { intent: "assign", staff: "" })).statusCode).toBe(303);
    expect((await messageRow(ids.youth)).assigned_to).toBeNull();
    // A disabled member is not offered, and cannot be given the item.
    await db.updateTable("staff").set({ active: 0 }).where("id", "=", staff.leader.id).execute();
    try {
      expect((await post("admin", youthPath, { intent: "assign", staff: String(staff.leader.id) })).statusCode).toBe(
        400,
      );
    } finally {
      await db.updateTable("staff").set({ active: 1 }).where("id", "=", staff.leader.id).execute();
    }
  });

  it("keeps internal notes on the item, out of the activity log's words", async () => {
    const path = `/admin/applications/${ids.intercession}`;
    expect((await post("intercession", path, { intent: "note", text: `  ${NOTE_TEXT}  ` })).statusCode).toBe(303);
    const page = await get("intercession", path);
    expect(page.body).toContain(NOTE_TEXT);
    expect(page.body).toContain(staff.intercession.name);
    const [row] = await activity("application", ids.intercession, "application.note-added");
    expect(row!.summary).not.toContain(NOTE_TEXT);
    expect(row!.changes).not.toContain(NOTE_TEXT);
    const empty = await post("intercession", path, { intent: "note", text: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain("Write the note first.");
    expect((await post("intercession", path, { intent: "note", text: "x".repeat(4001) })).statusCode).toBe(400);
    const notes = await db.selectFrom("inbox_notes").selectAll().where("item_type", "=", "application").execute();
    expect(notes.map((note) => note.text)).toEqual([NOTE_TEXT]);
  });

  it("marks a prayer request urgent (listed first), answered with a praise report, and prayed for by whom", async () => {
    const path = `/admin/prayer-requests/${ids.privatePrayer}`;
    // Newest first until one is urgent.
    expect((await listPrayerRequests(db, staff.leader)).items.map((item) => item.id)).toEqual([
      ids.publicPrayer,
      ids.privatePrayer,
    ]);
    expect((await post("leader", path, { intent: "urgent", urgent: "1" })).statusCode).toBe(303);
    const list = await listPrayerRequests(db, staff.leader);
    expect(list.items.map((item) => item.id)).toEqual([ids.privatePrayer, ids.publicPrayer]);
    expect(list.items[0]!.urgent).toBe(true);
    expect((await post("leader", path, { intent: "urgent", urgent: "maybe" })).statusCode).toBe(400);

    expect(
      (await post("leader", path, { intent: "answered", answered: "1", praise: "He is home and well" })).statusCode,
    ).toBe(303);
    let row = await db
      .selectFrom("prayer_requests")
      .selectAll()
      .where("id", "=", ids.privatePrayer)
      .executeTakeFirstOrThrow();
    expect(row.answered_at).not.toBeNull();
    expect(row.praise_report).toBe("He is home and well");
    const [answered] = await activity("prayer_request", ids.privatePrayer, "prayer-request.answered-changed");
    expect(answered!.changes).not.toContain("He is home");

    for (const who of ["leader", "leader", "admin"] as const) {
      const answer = await post(who, path, { intent: "prayed" });
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe(`${path}?done=prayed`);
    }
    const presses = await db
      .selectFrom("prayer_presses")
      .selectAll()
      .where("prayer_request_id", "=", ids.privatePrayer)
      .execute();
    expect(presses.map((press) => press.staff_id).sort()).toEqual(
      [staff.admin.id, staff.leader.id, staff.leader.id].sort(),
    );
    expect((await listPrayerRequests(db, staff.leader)).items[0]!.prayedCount).toBe(3);
    const page = await get("leader", path);
    expect(textOf(page.body)).toMatch(/>3<\/span> times prayed for/);
    expect(page.body).toContain(staff.admin.name);
    expect(await activity("prayer_request", ids.privatePrayer, "prayer-request.prayed-for")).toHaveLength(3);

    expect((await post("leader", path, { intent: "answered", answered: "0" })).statusCode).toBe(303);
    row = await db
      .selectFrom("prayer_requests")
      .selectAll()
      .where("id", "=", ids.privatePrayer)
      .executeTakeFirstOrThrow();
    expect([row.answered_at, row.praise_report]).toEqual([null, ""]);
    expect((await post("leader", path, { intent: "urgent", urgent: "0" })).statusCode).toBe(303);
  });

  it('a member undoes their own "prayed for", never another\'s, and may mark the request Done', async () => {
    const path = `/admin/prayer-requests/${ids.publicPrayer}`;
    const pressesBy = async (member: StaffMember) =>
      (
        await db
          .selectFrom("prayer_presses")
          .select("id")
          .where("prayer_request_id", "=", ids.publicPrayer)
          .where("staff_id", "=", member.id)
          .execute()
      ).length;
    expect((await post("admin", path, { intent: "prayed" })).statusCode).toBe(303);
    const [adminBefore, leaderBefore] = [await pressesBy(staff.admin), await pressesBy(staff.leader)];
    expect(adminBefore).toBeGreaterThan(0);
    // The admin's page offers the undo; a member who never pressed is refused, and the admin's press stays.
    expect((await get("admin", path)).body).toContain("Undo my “prayed for”");
    expect(leaderBefore).toBe(0);
    expect((await get("leader", path)).body).not.toContain("Undo my “prayed for”");
    const refused = await post("leader", path, { intent: "unprayed" });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("nothing of yours to undo");
    expect(await pressesBy(staff.admin)).toBe(adminBefore);
    const undone = await post("admin", path, { intent: "unprayed" });
    expect(undone.statusCode).toBe(303);
    expect(undone.headers.location).toBe(`${path}?done=unprayed`);
    expect(await pressesBy(staff.admin)).toBe(adminBefore - 1);
    expect(await pressesBy(staff.leader)).toBe(leaderBefore);
    expect(await activity("prayer_request", ids.publicPrayer, "prayer-request.prayed-for-undone")).toHaveLength(1);
    // Done: the workflow's status, from the same panel.
    expect((await get("admin", path)).body).toContain('value="status"');
    expect((await post("admin", path, { intent: "status", status: "done" })).statusCode).toBe(303);
    const row = await db
      .selectFrom("prayer_requests")
      .select("status")
      .where("id", "=", ids.publicPrayer)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("done");
    expect((await post("admin", path, { intent: "status", status: "new" })).statusCode).toBe(303);
  });

  it("writes an activity row at each opening of a private prayer request, never the text", async () => {
    const openings = async () => (await activity("prayer_request", ids.privatePrayer, PRAYER_REQUEST_OPENED)).length;
    const before = await openings();
    for (const who of ["leader", "admin"] as const) {
      const page = await get(who, `/admin/prayer-requests/${ids.privatePrayer}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(PRIVATE_TEXT.split(" ")[0]);
    }
    expect(await openings()).toBe(before + 2);
    const rows = await activity("prayer_request", ids.privatePrayer);
    for (const row of rows) expect(`${row.summary} ${row.changes}`).not.toContain("inboxprivatetext");
    // Opening a public one is not logged.
    await get("leader", `/admin/prayer-requests/${ids.publicPrayer}`);
    expect(await activity("prayer_request", ids.publicPrayer, PRAYER_REQUEST_OPENED)).toHaveLength(0);
  });

  it("offers Reply by email with the subject, and Reply on WhatsApp in international form", async () => {
    const message = await get("leader", `/admin/messages/${ids.contact}`);
    expect(message.body).toContain('href="mailto:tariro@example.org?subject=Re%3A%20Wedding%20booking"');
    // The reply begins with a greeting: the sender's first name, the member, the church, the day in Harare.
    const greeting = `Hello Tariro, this is ${staff.leader!.name} from Our church, about your message of 1 January: `;
    expect(message.body).toContain(`href="https://wa.me/263772145590?text=${encodeURIComponent(greeting)}"`);
    expect(message.body).toMatch(/<a href="https:\/\/wa\.me\/[^"]+" target="_blank" rel="noopener noreferrer"/);
    const prayer = await get("leader", `/admin/prayer-requests/${ids.publicPrayer}`);
    expect(prayer.body).toContain('href="mailto:pray@example.org?subject=Your%20prayer%20request"');
    // No phone: no WhatsApp link.
    expect(prayer.body).not.toContain("wa.me");
    const application = await get("admin", `/admin/applications/${ids.children}`);
    expect(application.body).toContain('href="https://wa.me/27821234567?text=Hello%20');
    expect(application.body).toContain("about%20your%20application%20of%20");
  });

  it("offers Mark as in progress on a new item only, and it sets the status with its activity row", async () => {
    const id = await insert("contact_messages", {
      name: "Chipo",
      email: "chipo@example.org",
      phone: "",
      subject: "",
      form_type: "",
      details: "{}",
      message: "Marked",
      // Before every other item: the date filters' tests do not meet it.
      created_at: at("2020-01-03T08:00:00Z"),
    });
    const path = `/admin/messages/${id}`;
    const before = await get("leader", path);
    expect(before.body).toContain("Mark as in progress");
    expect((await post("leader", path, { intent: "status", status: "in_progress" })).statusCode).toBe(303);
    expect(
      (await db.selectFrom("contact_messages").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status,
    ).toBe("in_progress");
    expect((await get("leader", path)).body).not.toContain("Mark as in progress");
    expect((await activity("message", id)).length).toBeGreaterThan(0);
    // The other tests count the messages: this one leaves.
    await db.deleteFrom("contact_messages").where("id", "=", id).execute();
  });

  it("refuses an editor messages, prayer requests and applications: pages, data requests and posts", async () => {
    const paths = [
      "/admin/messages",
      `/admin/messages/${ids.contact}`,
      "/admin/prayer-requests",
      `/admin/prayer-requests/${ids.privatePrayer}`,
      "/admin/applications",
      `/admin/applications/${ids.intercession}`,
    ];
    for (const path of paths) {
      for (const url of [path, `${path}.data`]) {
        const answer = await get("editor", url);
        expect(answer.statusCode, url).toBe(403);
        for (const secret of ["inboxprivatetext", "Wedding booking", "inboxintercession", NOTE_TEXT]) {
          expect(answer.body, url).not.toContain(secret);
        }
      }
      const posted = await post("editor", path, { intent: "status", status: "done" });
      expect(posted.statusCode, path).toBe(403);
    }
    expect((await post("editor", `/admin/prayer-requests/${ids.publicPrayer}`, { intent: "prayed" })).statusCode).toBe(
      403,
    );
    expect(await db.selectFrom("prayer_presses").selectAll().where("staff_id", "=", staff.editor.id).execute()).toEqual(
      [],
    );
    expect((await messageRow(ids.contact)).status).toBe("new");
  });

  it("gives a ministry leader only their ministry's items: another's is a 404 and its actions are refused", async () => {
    const list = await get("intercession", "/admin/applications");
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`/admin/applications/${ids.intercession}`);
    expect(list.body).not.toContain(`/admin/applications/${ids.children}`);
    for (const url of [
      `/admin/applications/${ids.children}`,
      `/admin/applications/${ids.children}.data`,
      `/admin/messages/${ids.youth}`,
    ]) {
      const answer = await get("intercession", url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).not.toContain("inboxchildren");
    }
    for (const [path, table, id] of [
      [`/admin/applications/${ids.children}`, "ministry_applications", ids.children],
      [`/admin/messages/${ids.youth}`, "contact_messages", ids.youth],
    ] as const) {
      const attempts: Array<Record<string, string>> = [
        { intent: "status", status: "done" },
        { intent: "note", text: "sneaky" },
        { intent: "assign", staff: String(staff.intercession.id) },
      ];
      for (const fields of attempts) {
        expect((await post("intercession", path, fields)).statusCode, `${path} ${fields.intent}`).toBe(404);
      }
      const row = await db
        .selectFrom(table)
        .select(["status", "assigned_to"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe("new");
    }
    expect(await db.selectFrom("inbox_notes").selectAll().where("text", "=", "sneaky").execute()).toEqual([]);
    // Their own they may work.
    expect(
      (
        await post("intercession", `/admin/applications/${ids.intercession}`, {
          intent: "status",
          status: "in_progress",
        })
      ).statusCode,
    ).toBe(303);
    expect((await get("intercession", "/admin/prayer-requests")).statusCode).toBe(403);
  });

  it("shows a hospitality volunteer's areas of interest, from the hospitality form's message or an application's fields", async () => {
    const hospitality = await insert("contact_messages", {
      name: "Volunteer",
      email: "v@example.org",
      phone: "",
      subject: MINISTRY_CONTACT_SUBJECTS.hospitality,
      message: "I can help on Sundays.\n\nAreas of Interest:\n- Greeting & Welcome\n- Refreshments",
      form_type: "",
      details: "{}",
      created_at: at("2026-01-06T08:00:00Z"),
    });
    const listed = (await listMessages(db, staff.admin)).items.find((item) => item.id === hospitality)!;
    expect(listed.interests).toEqual(["Greeting & Welcome", "Refreshments"]);
    expect((await listMessages(db, staff.admin)).items.find((item) => item.id === ids.contact)!.interests).toEqual([]);
    const application = await insert("ministry_applications", {
      ministry: "hospitality",
      first_name: "Usher",
      last_name: "One",
      email: "u@example.org",
      phone: "",
      subject: "",
      message: "",
      specific_interest: "",
      age_group: "",
      extra: JSON.stringify({ areasOfInterest: ["Ushering", "Parking"] }),
      created_at: at("2026-01-06T09:00:00Z"),
    });
    const page = await get("admin", "/admin/applications?ministry=hospitality");
    expect(textOf(page.body)).toContain("Ushering, Parking");
    await db.deleteFrom("contact_messages").where("id", "=", hospitality).execute();
    await db.deleteFrom("ministry_applications").where("id", "=", application).execute();
  });

  it("keeps the hospitality page's volunteer form with the applications, where hospitality's leaders see it", async () => {
    const email = "volunteer.hospitality@example.org";
    const sent = await t.post("/api/contact/contact/submit/", {
      name: "Tariro Chuma",
      email,
      message: "I love welcoming people.\n\nAreas of Interest:\n- Greeter\n- Parking Team",
      subject: MINISTRY_CONTACT_SUBJECTS.hospitality,
      additionalDetails: { submittedOn: "2026-11-24T08:00:00.000Z" },
    });
    expect(sent.statusCode).toBe(201);
    expect(await db.selectFrom("contact_messages").select("id").where("email", "=", email).execute()).toEqual([]);
    const row = await db
      .selectFrom("ministry_applications")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ministry: "hospitality", first_name: "Tariro", last_name: "Chuma", status: "new" });
    expect(JSON.parse(row.extra)).toEqual({
      submittedOn: "2026-11-24T08:00:00.000Z",
      areasOfInterest: "Greeter, Parking Team",
    });

    const hospitalityLeader = await addMember(db, "ministry-leader", {
      email: "inbox-hospitality@example.org",
      ministries: ["hospitality"],
    });
    const session = await sessionOf(db, hospitalityLeader.id);
    const page = await t.inject({
      method: "GET",
      url: "/admin/applications",
      headers: { cookie: `staff_session=${session.secret}` },
    });
    expect(page.statusCode).toBe(200);
    expect(textOf(page.body)).toContain("Tariro Chuma");
    expect(textOf(page.body)).toContain("Greeter, Parking Team");
    await db.deleteFrom("ministry_applications").where("id", "=", row.id).execute();
  });

  it("gives an anonymous request no staff answer at all", async () => {
    const paths = [
      `/admin/messages/${ids.contact}`,
      `/admin/prayer-requests/${ids.privatePrayer}`,
      `/admin/applications/${ids.intercession}`,
      "/admin/subscribers/export",
    ];
    for (const path of paths) {
      for (const url of [path, `${path}.data`]) {
        const answer = await get(null, url);
        expect([303, 401, 403], url).toContain(answer.statusCode);
        if (answer.statusCode === 303) expect(String(answer.headers.location)).toMatch(/^\/admin\/sign-in/);
        for (const secret of ["inboxprivatetext", "Wedding booking", "inboxintercession", "evil@example.org"]) {
          expect(answer.body, url).not.toContain(secret);
        }
      }
      const posted = await post(null, path, { intent: "status", status: "archived" });
      expect(posted.statusCode, path).not.toBe(200);
      expect(posted.statusCode, path).toBeLessThan(500);
    }
    expect((await messageRow(ids.contact)).status).toBe("new");
    // A public prayer request is on no public page.
    for (const url of ["/", "/contact", "/salvation"]) {
      const answer = await get(null, url);
      expect(answer.body, url).not.toContain("inboxpublictext");
    }
  });

  it("searches name, email and text without case, its wildcards literal, and filters by Harare dates", async () => {
    const ids_ = async (filter: Parameters<typeof listMessages>[2]) =>
      (await listMessages(db, staff.admin, { status: "all", ...filter })).items.map((item) => item.id).sort();
    expect(await ids_({ q: "TARIRO" })).toEqual([ids.contact]);
    expect(await ids_({ q: "tariro@EXAMPLE" })).toEqual([ids.contact]);
    expect(await ids_({ q: "camp QUESTION" })).toEqual([ids.youth]);
    expect(await ids_({ q: "100%" })).toEqual([ids.contact]);
    expect(await ids_({ q: "0%" })).toEqual([ids.contact]);
    expect(await ids_({ q: "m_y" })).toEqual([]);
    expect(await ids_({ q: "sure_about" })).toEqual([ids.contact]);
    expect(await ids_({ q: "%" })).toEqual([ids.contact]);
    expect(await ids_({ q: "\\" })).toEqual([]);
    // 21:59 UTC on 1 Jan is 23:59 in Harare: the 1st; 22:00 UTC is the 2nd.
    expect(await ids_({ from: "2026-01-01", to: "2026-01-01" })).toEqual([ids.contact]);
    expect(await ids_({ from: "2026-01-02", to: "2026-01-02" })).toEqual([ids.youth]);
    expect(await ids_({ from: "2026-01-02" })).toEqual([ids.youth, ids.healing].sort());
    expect(await ids_({ to: "2026-01-02" })).toEqual([ids.contact, ids.youth].sort());
    // Bad values are ignored, never an error.
    expect(await ids_({ from: "2026-02-30", to: "soon" })).toHaveLength(3);
    for (const url of [
      "/admin/messages?from=2026-02-30&to=x&status=nonsense&q=%25%5C",
      "/admin/prayer-requests?from=2026-13-01&q=" + "a".repeat(3000),
      "/admin/applications?ministry=nowhere&status=archived&to=2026-01-01",
    ]) {
      expect((await get("admin", url)).statusCode, url).toBe(200);
    }
    // A prayer request's search finds a sender, and a public text, never a private one's words.
    const prayers = async (q: string) =>
      (await listPrayerRequests(db, staff.admin, { q, status: "all" })).items.map((item) => item.id);
    expect(await prayers("NYASHA")).toEqual([ids.privatePrayer]);
    expect(await prayers("inboxpublictext")).toEqual([ids.publicPrayer]);
    expect(await prayers("inboxprivatetext")).toEqual([]);
    for (const url of [
      "/admin/messages?q=%00",
      "/admin/prayer-requests?q=a%00b",
      "/admin/subscribers?q=%00",
      "/admin/subscribers/export?q=%00",
    ]) {
      expect((await get("admin", url)).statusCode, url).toBe(200);
    }
    expect((await post("admin", `/admin/messages/${ids.youth}`, { intent: "note", text: "\u0000" })).statusCode).toBe(
      400,
    );
    const page = await get("admin", "/admin/messages?q=tariro&from=2026-01-01");
    expect(page.body).toContain(`/admin/messages/${ids.contact}`);
    expect(page.body).not.toContain(`/admin/messages/${ids.youth}"`);
    expect(page.body).toContain('value="2026-01-01"');
  });

  it("lists, searches, removes (after asking) and exports the subscribers, every cell safe in a spreadsheet", async () => {
    expect((await listSubscribers(db, staff.leader, { query: "PERSON" })).items.map((s) => [s.email, s.state])).toEqual(
      [["Plain@Example.org", "confirmed"]],
    );
    const listed = textOf((await get("leader", "/admin/subscribers")).body);
    expect(listed).toMatch(/evil@example\.org.*Not confirmed yet/);
    expect(listed).toMatch(/Plain@Example\.org.*Confirmed/);
    const csv = await get("leader", "/admin/subscribers/export");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(String(csv.headers["content-disposition"])).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parse(csv.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual(["Email", "Name", "Subscribed (UTC)", "Status"]);
    expect(rows).toContainEqual(["evil@example.org", `'${EVIL_NAME}`, "2026-01-05T08:00:00.000Z", "Not confirmed yet"]);
    expect(rows).toContainEqual(["Plain@Example.org", "Plain, Person", "2026-01-04T08:00:00.000Z", "Confirmed"]);
    const searched = parse((await get("leader", "/admin/subscribers/export?q=plain")).body, {
      bom: true,
    }) as string[][];
    expect(searched).toHaveLength(2);
    expect((await get("editor", "/admin/subscribers/export")).statusCode).toBe(403);
    expect((await get("youth", "/admin/subscribers/export")).statusCode).toBe(403);

    const ask = await get("leader", `/admin/subscribers?remove=${ids.evil}`);
    expect(textOf(ask.body)).toContain("Remove evil@example.org?");
    expect(
      await db.selectFrom("newsletter_subscribers").select("id").where("id", "=", ids.evil).executeTakeFirst(),
    ).toBeDefined();
    expect(
      (await post("editor", "/admin/subscribers", { intent: "remove", subscriber: String(ids.evil) })).statusCode,
    ).toBe(403);
    const removed = await post("leader", "/admin/subscribers", { intent: "remove", subscriber: String(ids.evil) });
    expect(removed.statusCode).toBe(303);
    expect(removed.headers.location).toBe("/admin/subscribers?removed=1");
    expect(
      await db.selectFrom("newsletter_subscribers").select("id").where("id", "=", ids.evil).executeTakeFirst(),
    ).toBeUndefined();
    const [row] = await activity("subscriber", ids.evil, "subscriber.removed");
    expect(row!.staff_id).toBe(staff.leader.id);
    expect(textOf((await get("leader", "/admin/subscribers?removed=1")).body)).toContain("The subscriber was removed.");
    expect((await post("leader", "/admin/subscribers", { intent: "other" })).statusCode).toBe(404);
    // Ids past what the column holds are no item, never a fault.
    for (const huge of ["9999999999", "9007199254740991"]) {
      expect((await post("leader", "/admin/subscribers", { intent: "remove", subscriber: huge })).statusCode).toBe(303);
      expect((await get("leader", `/admin/subscribers?remove=${huge}`)).statusCode).toBe(200);
    }
    expect((await post("leader", "/admin/messages/9999999999", { intent: "status", status: "done" })).statusCode).toBe(
      404,
    );
    expect((await post("leader", "/admin/prayer-requests/9999999999", { intent: "prayed" })).statusCode).toBe(404);
    expect((await get("leader", "/admin/applications/9999999999")).statusCode).toBe(404);
  });
});
