// `npm run bench:staff`: the back office's lists at scale. For each engine it seeds the
// scale data set with 100,000 comments (server/seed/scale.ts) and 100,000 each of messages,
// prayer requests, applications and subscribers (server/seed/scale-inbox.ts) into a fresh
// database, starts the production server on it, and requests every staff list (first page, a deep
// page, a tab, a search, a filter) as a signed-in admin and as a ministry leader, round after
// round, printing p50 and p99 per page. A page is the whole answer: session check, queries, render.
// Exits 1 when a p99 is over the budget (50 ms).
// Usage: npm run build && npm run bench:staff [-- --engine sqlite|postgres] [--samples 200] [--json] [--priority]
//   --database URL  measures an already seeded database (left as it is) instead of a fresh one
// Env: BENCH_STAFF_PORT (4610), PG_ADMIN_URL.
import type { Kysely } from "kysely";
import type { Engine } from "#server/db/connection";
import type { Database } from "#server/db/schema";
import { SCALE_DEFAULTS, seedScaleContent } from "#server/seed/scale";
import { seedScaleInbox } from "#server/seed/scale-inbox";
import { addStaff, findStaffByEmail } from "#server/auth/accounts";
import { COMMAND_LINE } from "#server/domain/activity/activity";
import { sessionCookieName, startSession } from "#server/auth/sessions";
import {
  benchFreshDatabase,
  exitWith,
  measure,
  openBenchDatabase,
  raisePriority,
  runBench,
  type Row,
} from "#tools/lib/latency-bench";
import { startProductionServer } from "#tools/lib/production-server";

const PORT = Number(process.env.BENCH_STAFF_PORT ?? 4610);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ROOM_PAGE_SIZE = 25;

/** The staff list pages measured for each member, deep pages read from the database's counts. */
async function pagesOf(db: Kysely<Database>): Promise<Record<"admin" | "ministry", string[]>> {
  const count = async (table: "contact_messages" | "comments" | "newsletter_subscribers") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const deep = (rows: number) => Math.max(1, Math.floor(rows / ROOM_PAGE_SIZE / 2));
  return {
    admin: [
      "/admin",
      "/admin/comments",
      "/admin/comments?status=approved",
      `/admin/comments?status=approved&page=${deep(await count("comments"))}`,
      "/admin/comments?status=approved&q=grace",
      "/admin/messages",
      `/admin/messages?page=${deep(await count("contact_messages"))}`,
      "/admin/messages?q=moyo",
      "/admin/messages?status=done",
      "/admin/prayer-requests",
      "/admin/prayer-requests?page=100",
      "/admin/applications",
      "/admin/applications?ministry=children",
      "/admin/subscribers",
      `/admin/subscribers?page=${deep(await count("newsletter_subscribers"))}`,
      "/admin/subscribers?q=dube",
    ],
    ministry: [
      "/admin",
      "/admin/messages",
      "/admin/messages?page=20",
      "/admin/applications",
      "/admin/applications?page=20",
    ],
  };
}

/** An active member of `role` with a session; the cookie header that carries it. */
async function signedIn(db: Kysely<Database>, role: string, ministries: string[] = []): Promise<string> {
  const email = `bench-${role}@example.org`;
  const existing = await findStaffByEmail(db, email);
  const id =
    existing?.id ?? (await addStaff(db, { email, name: `Bench ${role}`, role, ministries }, COMMAND_LINE)).member.id;
  return `${sessionCookieName(false)}=${await startSession(db, id)}`;
}

async function measureServer(databaseUrl: string, samples: number): Promise<Row[]> {
  const handle = openBenchDatabase(databaseUrl);
  let pages: Record<"admin" | "ministry", string[]>;
  let cookies: Record<"admin" | "ministry", string>;
  try {
    pages = await pagesOf(handle.db);
    cookies = {
      admin: await signedIn(handle.db, "admin"),
      ministry: await signedIn(handle.db, "ministry-leader", ["intercession", "youth"]),
    };
  } finally {
    await handle.close();
  }
  const server = await startProductionServer({
    port: PORT,
    setting: "BENCH_STAFF_PORT",
    command: "npm run bench:staff",
    databaseUrl,
    demoContent: false,
  });
  try {
    const name = databaseUrl.startsWith("postgres") ? new URL(databaseUrl).pathname.slice(1) : null;
    const rows: Row[] = [];
    for (const who of ["admin", "ministry"] as const) {
      const measured = await measure(pages[who], {
        origin: ORIGIN,
        samples,
        headers: { cookie: cookies[who] },
        warmedUp: () => raisePriority(server.child, name),
      });
      rows.push(
        ...measured.map((row) => ({ ...row, call: `${who === "admin" ? "admin" : "ministry leader"} ${row.call}` })),
      );
    }
    return rows;
  } finally {
    await server.stop();
  }
}

function benchEngine(engine: Engine, samples: number): Promise<{ seedSeconds: number; rows: Row[] }> {
  return benchFreshDatabase(
    engine,
    "bench_staff",
    async (db, dbEngine) => {
      await seedScaleContent(db, dbEngine, { ...SCALE_DEFAULTS, comments: 100_000 });
      await seedScaleInbox(db, dbEngine);
    },
    (url) => measureServer(url, samples),
  );
}

exitWith(runBench("bench:staff", benchEngine));
