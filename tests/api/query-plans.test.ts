import type { Kysely } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#server/db/connection";
import type { Database } from "#server/db/schema";
import { seedScaleContent } from "#server/seed/scale";
import { createImageNameCheck } from "#server/domain/pictures/known-images";
import { createServices } from "#server/domain/index";
import type { StaffMember } from "#server/auth/staff-member";
import { waitingCounts } from "#server/domain/staff-lists/waiting-counts";
import { listApplications } from "#server/domain/staff-lists/applications";
import { listMessages } from "#server/domain/staff-lists/messages";
import { listPrayerRequests } from "#server/domain/staff-lists/prayer-requests";
import { listSubscribers } from "#server/domain/staff-lists/subscribers";
import { listComments } from "#server/domain/staff-lists/comments";
import { listTrash } from "#server/domain/posts/authoring";
import { reserveUpload } from "#server/domain/uploads/reservations";
import { addMember } from "./staff-support";
import { createTestApi, ENGINE, type TestApi } from "./support";

/**
 * The queries the services send for every list, filter, archive, category, tag and search call,
 * run on a modest scale data set, must read the big tables through an index or the full-text
 * index, never by a full scan. SQLite: EXPLAIN QUERY PLAN has no "SCAN posts|comments|...".
 * PostgreSQL: with sequential scans disabled (so the answer does not depend on table sizes), no
 * Seq Scan of those tables is left, i.e. an index can serve every query.
 */
const BIG_TABLES = [
  "posts",
  "comments",
  "sermons",
  "post_tags",
  "sermon_category_links",
  "post_search",
  "sermon_search",
];

/**
 * The inbox's tables: their lists walk an index in the list's order and stop at the
 * page (SQLite: "SCAN t USING INDEX"), or seek one (SEARCH); never a bare "SCAN t" of the rows.
 */
const INBOX_TABLES = ["contact_messages", "prayer_requests", "ministry_applications", "newsletter_subscribers"];

let t: TestApi;
let logged: DatabaseHandle;
const queries: Array<{ sql: string; parameters: readonly unknown[] }> = [];

beforeAll(async () => {
  t = await createTestApi({
    fixtures: (database) =>
      seedScaleContent(database.db, database.engine, { posts: 400, sermons: 200, comments: 2000, seed: 7 }).then(() =>
        seedInbox(database.db),
      ),
  });
  logged = openDatabase(t.config.database, { onQuery: (query) => queries.push(query) });
});
afterAll(async () => {
  await logged?.close();
  await t?.close();
});

/** Runs the calls and returns the SELECTs they sent. */
async function sent(calls: (services: ReturnType<typeof createServices>) => Promise<unknown>) {
  queries.length = 0;
  await calls(createServices(logged.db, { siteUrl: "http://localhost", engine: logged.engine }));
  return queries.filter((query) => /^\s*(select|with)\b/i.test(query.sql)).map((query) => ({ ...query }));
}

/** A few thousand inbox rows, statuses and ministries mixed, for realistic plans. */
async function seedInbox(db: Kysely<Database>): Promise<void> {
  const statuses = ["new", "in_progress", "done", "archived"];
  const at = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString();
  for (let start = 0; start < 2000; start += 500) {
    const batch = Array.from({ length: 500 }, (_, k) => start + k);
    await db
      .insertInto("contact_messages")
      .values(
        batch.map((i) => ({
          name: `N${i}`,
          email: `m${i}@example.org`,
          phone: "",
          subject: i % 3 ? "Hello" : "Youth Ministry Contact Form",
          message: `text ${i}`,
          form_type: i % 3 ? "Contact Form" : "",
          details: "{}",
          created_at: at(i),
          status: statuses[i % 4]!,
        })),
      )
      .execute();
    await db
      .insertInto("prayer_requests")
      .values(
        batch.map((i) => ({
          name: `P${i}`,
          email: `p${i}@example.org`,
          phone: "",
          request: `pray ${i}`,
          is_private: i % 2,
          created_at: at(i),
          status: statuses[i % 4]!,
          is_urgent: i % 50 === 0 ? 1 : 0,
        })),
      )
      .execute();
    await db
      .insertInto("ministry_applications")
      .values(
        batch.map((i) => ({
          ministry: ["youth", "children", "intercession", "evangelism"][i % 4]!,
          first_name: `A${i}`,
          last_name: "B",
          email: `a${i}@example.org`,
          phone: "",
          subject: "",
          message: `app ${i}`,
          specific_interest: "",
          age_group: "",
          extra: "{}",
          created_at: at(i),
          status: statuses[i % 4]!,
        })),
      )
      .execute();
    await db
      .insertInto("newsletter_subscribers")
      .values(
        batch.map((i) => ({
          email: `s${i}@example.org`,
          email_normalized: `s${i}@example.org`,
          name: "",
          created_at: at(i),
        })),
      )
      .execute();
  }
}

async function planLines(
  query: { sql: string; parameters: readonly unknown[] },
  settings: string[] = [],
): Promise<string[]> {
  if (ENGINE === "sqlite") {
    const sqlite = new (await import("better-sqlite3")).default((t.config.database as { file: string }).file, {
      readonly: true,
    });
    try {
      const rows = sqlite.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(...(query.parameters as unknown[])) as Array<{
        detail: string;
      }>;
      return rows.map((row) => row.detail);
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client({ connectionString: (t.config.database as { url: string }).url });
  await client.connect();
  try {
    await client.query("SET enable_seqscan = off");
    for (const setting of settings) await client.query(`SET ${setting}`);
    const result = await client.query(`EXPLAIN (FORMAT JSON) ${query.sql}`, query.parameters as unknown[]);
    const lines: string[] = [];
    const walk = (node: Record<string, unknown>) => {
      lines.push(
        `${node["Node Type"]} ${node["Relation Name"] ?? node["Function Name"] ?? ""} ${node["Index Name"] ?? ""}`.trim(),
      );
      for (const child of (node.Plans as Array<Record<string, unknown>> | undefined) ?? []) walk(child);
    };
    walk((result.rows[0]["QUERY PLAN"] as Array<{ Plan: Record<string, unknown> }>)[0].Plan);
    return lines;
  } finally {
    await client.end();
  }
}

function fullScans(lines: string[]): string[] {
  const big = BIG_TABLES.join("|");
  const inbox = INBOX_TABLES.join("|");
  const patterns =
    ENGINE === "sqlite"
      ? [new RegExp(`^SCAN (${big})\\b(?! VIRTUAL TABLE)`), new RegExp(`^SCAN (${inbox})$`)]
      : [new RegExp(`^Seq Scan (${big}|${inbox})$`)];
  return lines.filter((line) => patterns.some((pattern) => pattern.test(line)));
}

/**
 * Runs staff calls on the logged handle and returns the SELECTs they sent, but the comment queue's
 * (waitingCounts counts pending comments too: the comment queue's own test covers its queries).
 */
async function staffSent(calls: (db: DatabaseHandle["db"]) => Promise<unknown>) {
  queries.length = 0;
  await calls(logged.db);
  return queries
    .filter((query) => /^\s*(select|with)\b/i.test(query.sql) && !/from "comments"/.test(query.sql))
    .map((query) => ({ ...query }));
}

async function expectIndexed(calls: Parameters<typeof sent>[0], selected = sent): Promise<string[][]> {
  const selects = await selected(calls as never);
  expect(selects.length).toBeGreaterThan(0);
  const plans: string[][] = [];
  for (const query of selects) {
    const lines = await planLines(query);
    expect(fullScans(lines), `${query.sql}\n${lines.join("\n")}`).toEqual([]);
    plans.push(lines);
  }
  return plans;
}

const page = (n: number, size = 10) => ({ page: n, pageSize: size });

describe("query plans on a modest scale data set", () => {
  it("post lists, pages, featured, latest, archives and one post use indexes", async () => {
    await expectIndexed(async ({ posts, comments }) => {
      await posts.list({}, page(1));
      await posts.list({}, page(39));
      await posts.featured();
      await posts.latest();
      await posts.archives();
      const slug = (await posts.list({}, page(2)))!.results[3].slug;
      await posts.bySlug(slug);
      await comments.treeForPost(slug);
    });
  });

  it("category, tag and archive filters use indexes", async () => {
    await expectIndexed(async ({ posts }) => {
      await posts.list({ category: "youth" }, page(1));
      await posts.list({ tag: "prayer" }, page(2));
      await posts.list({ archive: "march-2025" }, page(1));
    });
  });

  it("post search goes through the full-text index", async () => {
    const plans = await expectIndexed(async ({ posts }) => {
      await posts.list({ search: "god" }, page(1));
      await posts.list({ search: "pray harare" }, page(1));
      await posts.list({ search: "a", category: "youth" }, page(1));
    });
    const text = plans.flat().join("\n");
    if (ENGINE === "sqlite") expect(text).toMatch(/SCAN post_search VIRTUAL TABLE/);
    // The match function (its own plan is checked below), read in FROM.
    else expect(text).toMatch(/Function Scan post_search_ids/);
  });

  it("sermon lists, filters and search use indexes", async () => {
    const plans = await expectIndexed(async ({ sermons }) => {
      await sermons.list({}, page(1, 6));
      await sermons.list({}, page(30, 6));
      await sermons.list({ categorySlug: "faith" }, page(1, 6));
      await sermons.list({ search: "faith" }, page(1, 6));
      await sermons.latest();
    });
    const text = plans.flat().join("\n");
    if (ENGINE === "sqlite") expect(text).toMatch(/SCAN sermon_search VIRTUAL TABLE/);
    else expect(text).toMatch(/Function Scan sermon_search_ids/);
  });

  it("old slugs' 301 lookups, the posts' trash and its purge read indexes", async () => {
    const editor = await addMember(t.database.db, "editor");
    const plans = await expectIndexed(async ({ posts }) => {
      await posts.redirect("post", "an-old-slug");
      await posts.redirect("category", "an-old-category");
      await listTrash(logged.db, editor, { staffId: editor.id, name: editor.name });
    });
    expect(plans.flat().join("\n")).toContain("posts_trash_idx");
  });

  it("the check of a picture's name (server/domain/pictures/known-images.ts) seeks the image columns' indexes", async () => {
    const isUsed = createImageNameCheck(logged.db, new Set());
    const plans = await expectIndexed(async () => {
      await isUsed("sunrise-nobody-uses-this");
    });
    const text = plans.flat().join("\n");
    for (const index of ["posts_image_idx", "posts_author_image_idx", "sermons_image_idx"])
      expect(text).toContain(index);
  });

  it("the comment queue's tabs, their counts and each comment's approved-before count read indexes", async () => {
    const editor = await addMember(t.database.db, "editor");
    const plans = await expectIndexed(async () => {
      for (const status of ["pending", "approved", "spam", "rejected"]) {
        await listComments(logged.db, editor, { status });
        await listComments(logged.db, editor, { status, page: 20 });
      }
      await listComments(logged.db, editor, { status: "approved", from: "2025-01-01", to: "2025-06-30" });
      await waitingCounts(logged.db, editor);
    });
    const text = plans.flat().join("\n");
    // The queries alias the table (c, earlier, parent): no full read of it under any name either.
    const aliasScans =
      ENGINE === "sqlite"
        ? plans
            .flat()
            .filter((line) => /^SCAN (c|earlier|parent)\b/.test(line) && !/USING (COVERING )?INDEX/.test(line))
        : plans.flat().filter((line) => /^Seq Scan comments/.test(line));
    if (process.env.SHOW_PLANS) console.log(text);
    expect(aliasScans, text).toEqual([]);
    expect(text).toContain("comments_status_created_idx");
    expect(text).toContain("comments_email_status_created_idx");
  });

  it("the inbox's staff lists, their status, ministry and page filters, and the waiting counts use indexes", async () => {
    const admin: StaffMember = await addMember(t.database.db, "admin");
    const youth: StaffMember = await addMember(t.database.db, "ministry-leader", { ministries: ["youth"] });
    const plans = await expectIndexed(
      (async (db: DatabaseHandle["db"]) => {
        for (const member of [admin, youth]) {
          await listMessages(db, member);
          await listMessages(db, member, { status: "new", page: 3 });
          await listMessages(db, member, { status: "waiting" });
          await listApplications(db, member);
          await listApplications(db, member, { ministry: "youth", status: "archived" });
          await waitingCounts(db, member);
        }
        await listPrayerRequests(db, admin);
        await listPrayerRequests(db, admin, { status: "in_progress", page: 2 });
        await listSubscribers(db, admin, { page: 4 });
      }) as never,
      staffSent as never,
    );
    const text = plans.flat().join("\n");
    if (process.env.SHOW_PLANS) console.log(text);
    for (const index of [
      "contact_messages_status_idx",
      "prayer_requests_list_idx",
      "ministry_applications_list_idx",
      "contact_messages_ministry_list_idx",
    ])
      expect(text).toContain(index);
  });

  it("the staff lists' searches read their search index (FTS5 trigram on SQLite, pg_trgm on PostgreSQL)", async () => {
    const admin: StaffMember = await addMember(t.database.db, "admin");
    const youth: StaffMember = await addMember(t.database.db, "ministry-leader", { ministries: ["youth"] });
    const plans = await expectIndexed(
      (async (db: DatabaseHandle["db"]) => {
        for (const member of [admin, youth]) {
          await listMessages(db, member, { q: "n1234" });
          await listApplications(db, member, { q: "a1234", status: "all" });
        }
        await listPrayerRequests(db, admin, { q: "pray 123" });
        await listSubscribers(db, admin, { query: "s1234" });
      }) as never,
      staffSent as never,
    );
    const text = plans.flat().join("\n");
    if (process.env.SHOW_PLANS) console.log(text);
    // PostgreSQL: the pages are left to the planner (it walks the list's index for a common term);
    // the counts read the pg_trgm bitmap, with the settings pageIdsOf gives them.
    const counted =
      ENGINE === "sqlite"
        ? text
        : (
            await Promise.all(
              queries
                .filter((query) => /count\(\*\)/i.test(query.sql) && / like /i.test(query.sql))
                .map((query) => planLines(query, ["enable_indexscan = off"])),
            )
          )
            .flat()
            .join("\n");
    for (const table of ["contact_messages", "ministry_applications", "prayer_requests", "newsletter_subscribers"])
      expect(counted).toMatch(
        ENGINE === "sqlite"
          ? new RegExp(`SCAN ${table}_search VIRTUAL TABLE`)
          : new RegExp(`Bitmap Index Scan\\s+${table}_\\w+_trgm_idx`),
      );
  });

  it.runIf(ENGINE === "postgres")("the PostgreSQL match functions read the GIN index", async () => {
    for (const kind of ["post", "sermon"]) {
      const lines = await planLines({
        sql: `SELECT id FROM ${kind}_search WHERE document @@ to_tsquery('simple', $1)`,
        parameters: ["god:*"],
      });
      expect(lines.join("\n")).toMatch(new RegExp(`Bitmap Index Scan\\s+${kind}_search_document_idx`));
    }
  });

  it("a new upload's reservation reads the member's own waiting uploads through their index, not everyone's", async () => {
    const members = [await addMember(t.database.db, "editor"), await addMember(t.database.db, "editor")];
    const now = new Date();
    await t.database.db
      .insertInto("upload_reservations")
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          id: i.toString(16).padStart(32, "0"),
          staff_id: members[i % 2]!.id,
          kind: "audio" as const,
          bytes: 1000,
          created_at: new Date(now.getTime() - i * 60_000).toISOString(),
        })),
      )
      .execute();
    queries.length = 0;
    const upload = { id: "f".repeat(32), staffId: members[0]!.id, kind: "audio" as const, bytes: 1000 };
    const bounds = { bytesPerMember: 1e9, bytesTotal: 1e10, uploadsPerMember: 1000 };
    expect(await reserveUpload(logged.db, logged.engine, upload, bounds, new Date(now.getTime() - 86_400_000))).toBe(
      null,
    );
    const [mine, everyone] = queries.filter((query) => /^\s*select\b.*from "upload_reservations"/is.test(query.sql));
    const minePlan = (await planLines(mine!)).join("\n");
    expect(minePlan).toMatch(
      ENGINE === "sqlite"
        ? /SEARCH upload_reservations USING COVERING INDEX upload_reservations_staff_idx \(staff_id=\? AND created_at>\?\)/
        : /Index Only Scan upload_reservations upload_reservations_staff_idx/,
    );
    const everyonePlan = (await planLines(everyone!)).join("\n");
    expect(everyonePlan).not.toMatch(ENGINE === "sqlite" ? /^SCAN upload_reservations$/m : /Seq Scan/);
    await t.database.db.deleteFrom("upload_reservations").execute();
  });
});
