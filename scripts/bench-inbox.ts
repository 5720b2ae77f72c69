// `npm run bench:inbox`: the inbox's staff lists at scale (issue 14). For each engine it fills a
// fresh database with 100,000 messages, prayer requests, applications and subscribers (statuses,
// ministries and dates mixed), then calls each list's service (server/staff/rooms/) as the pages'
// loaders do, one at a time, round after round, and prints p50 and p99 per call: the database's
// work, which the indexes of migration 007_inbox govern (the page's rendering is not in it).
// Exits 1 when a p99 is over the budget. The comment queue's lists are measured by their own bench.
// Usage: npm run bench:inbox [-- --engine sqlite|postgres] [--rows 100000] [--samples 50]
// Env: PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import { openDatabase, type Engine } from "../server/db/connection";
import { migrateToLatest } from "../server/db/migrate";
import type { Database } from "../server/db/schema";
import { addStaff, findStaffById, type StaffMember } from "../server/staff/accounts";
import { COMMAND_LINE } from "../server/staff/activity";
import { waitingCounts } from "../server/staff/desk";
import { listApplications } from "../server/staff/rooms/applications";
import { listMessages } from "../server/staff/rooms/messages";
import { listPrayerRequests } from "../server/staff/rooms/prayer-requests";
import { listSubscribers } from "../server/staff/rooms/subscribers";
import { MINISTRY_CONTACT_SUBJECTS } from "../contract/ministries";
import { createThrowawayDatabase } from "./lib/throwaway-postgres";

const BUDGET_MS = 50;
const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const WARMUP_ROUNDS = 3;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const STATUSES = ["new", "in_progress", "done", "archived"];
const MINISTRIES = ["youth", "children", "intercession", "evangelism", "hospitality"];

/** `rows` of each table, in batches, deterministic (no randomness: runs compare). */
async function fill(db: Kysely<Database>, rows: number): Promise<void> {
  const start = Date.UTC(2020, 0, 1);
  const at = (i: number) => new Date(start + i * 900_000).toISOString();
  const batch = 500;
  for (let first = 0; first < rows; first += batch) {
    const ids = Array.from({ length: Math.min(batch, rows - first) }, (_, k) => first + k);
    await db
      .insertInto("contact_messages")
      .values(
        ids.map((i) => ({
          name: `Sender ${i}`,
          email: `sender${i}@example.org`,
          phone: i % 3 === 0 ? "0772145590" : "",
          subject: i % 5 === 0 ? MINISTRY_CONTACT_SUBJECTS.youth : `Question ${i}`,
          message: `Message number ${i} about the service times and the youth camp.`,
          form_type: i % 5 === 0 ? "" : "Contact Form",
          details: "{}",
          created_at: at(i),
          status: STATUSES[i % 4]!,
        })),
      )
      .execute();
    await db
      .insertInto("prayer_requests")
      .values(
        ids.map((i) => ({
          name: `Requester ${i}`,
          email: `pray${i}@example.org`,
          phone: "",
          request: `Please pray for request ${i}.`,
          is_private: i % 2,
          created_at: at(i),
          status: STATUSES[i % 4]!,
          is_urgent: i % 97 === 0 ? 1 : 0,
        })),
      )
      .execute();
    await db
      .insertInto("ministry_applications")
      .values(
        ids.map((i) => ({
          ministry: MINISTRIES[i % MINISTRIES.length]!,
          first_name: `Applicant${i}`,
          last_name: "Moyo",
          email: `apply${i}@example.org`,
          phone: "",
          subject: "",
          message: `I would like to serve (${i}).`,
          specific_interest: "",
          age_group: "",
          extra: "{}",
          created_at: at(i),
          status: STATUSES[i % 4]!,
        })),
      )
      .execute();
    await db
      .insertInto("newsletter_subscribers")
      .values(ids.map((i) => ({ email: `reader${i}@example.org`, email_normalized: `reader${i}@example.org`, name: `Reader ${i}`, created_at: at(i) })))
      .execute();
  }
}

async function member(db: Kysely<Database>, role: string, ministries: string[] = []): Promise<StaffMember> {
  const added = await addStaff(db, { email: `bench-${role}@example.org`, name: `Bench ${role}`, role, ministries }, COMMAND_LINE);
  return (await findStaffById(db, added.member.id))!;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(engine: Engine, rows: number, samples: number): Promise<Array<{ call: string; p50: number; p99: number }>> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-inbox-"));
  const pg = engine === "postgres" ? await createThrowawayDatabase(PG_ADMIN_URL, `bench_inbox_${process.pid}`) : null;
  const handle = openDatabase(pg ? { kind: "postgres", url: pg.url } : { kind: "sqlite", file: path.join(tmp, "inbox.db") });
  try {
    const db = handle.db;
    await migrateToLatest(db, engine);
    const began = Date.now();
    await fill(db, rows);
    // As autovacuum would soon after such a load: the planner's statistics and (PostgreSQL) the
    // visibility map, without which a count cannot be answered from the index alone.
    await sql.raw(engine === "postgres" ? "vacuum analyze" : "analyze").execute(db);
    console.log(`${engine}: ${rows.toLocaleString("en-GB")} rows a table in ${((Date.now() - began) / 1000).toFixed(1)} s`);
    const admin = await member(db, "admin");
    const youth = await member(db, "ministry-leader", ["youth"]);
    const lastPage = Math.ceil((rows * 0.75) / 25);
    const calls: Array<[string, () => Promise<unknown>]> = [
      ["messages", () => listMessages(db, admin)],
      ["messages page 2", () => listMessages(db, admin, { page: 2 })],
      [`messages page ${lastPage}`, () => listMessages(db, admin, { page: lastPage })],
      ["messages status=new", () => listMessages(db, admin, { status: "new" })],
      ["messages status=waiting", () => listMessages(db, admin, { status: "waiting" })],
      ["messages archived", () => listMessages(db, admin, { status: "archived" })],
      ["messages 1 week", () => listMessages(db, admin, { from: "2021-03-01", to: "2021-03-07" })],
      ["messages search", () => listMessages(db, admin, { q: "number 4242" })],
      ["messages (youth leader)", () => listMessages(db, youth)],
      ["prayer requests", () => listPrayerRequests(db, admin)],
      ["prayer requests status=in_progress", () => listPrayerRequests(db, admin, { status: "in_progress", page: 3 })],
      ["prayer requests search", () => listPrayerRequests(db, admin, { q: "request 777" })],
      ["applications", () => listApplications(db, admin)],
      ["applications ministry=youth", () => listApplications(db, admin, { ministry: "youth" })],
      ["applications (youth leader)", () => listApplications(db, youth, { status: "done" })],
      ["subscribers", () => listSubscribers(db, admin)],
      ["subscribers search", () => listSubscribers(db, admin, { query: "reader4242" })],
      ["waiting counts (admin)", () => waitingCounts(db, admin)],
      ["waiting counts (youth leader)", () => waitingCounts(db, youth)],
    ];
    const times = new Map<string, number[]>(calls.map(([name]) => [name, []]));
    for (let round = 0; round < WARMUP_ROUNDS + samples; round++) {
      for (const [name, call] of calls) {
        const t0 = performance.now();
        await call();
        if (round >= WARMUP_ROUNDS) times.get(name)!.push(performance.now() - t0);
      }
    }
    return calls.map(([name]) => {
      const sorted = times.get(name)!.sort((a, b) => a - b);
      return { call: name, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
    });
  } finally {
    await handle.close();
    await pg?.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const engines: Engine[] = option("engine") ? [option("engine") as Engine] : ["sqlite", "postgres"];
  const rows = Number(option("rows") ?? 100_000);
  const samples = Number(option("samples") ?? 50);
  let over = 0;
  for (const engine of engines) {
    const results = await measure(engine, rows, samples);
    console.log(`\n${engine}  (p50 / p99 ms, ${samples} samples, budget ${BUDGET_MS} ms)`);
    for (const row of results) {
      const flag = row.p99 > BUDGET_MS ? "  OVER" : "";
      if (flag) over += 1;
      console.log(`  ${row.call.padEnd(38)} ${row.p50.toFixed(1).padStart(7)} ${row.p99.toFixed(1).padStart(7)}${flag}`);
    }
  }
  if (over > 0) {
    console.error(`\n${over} call(s) over ${BUDGET_MS} ms at p99`);
    process.exitCode = 1;
  }
}

await main();
