import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { BLOG_TEXT } from "~/features/blog/constants";
import { SERVICE_UNAVAILABLE } from "#server/db/unavailable";
import { createSoakDatabase, type Engine, type SoakDatabase } from "./database";
import { csrfHeaders, errorCode, request } from "./http";
import { acknowledged, KINDS, runLoad, summarize, type LoadSummary, type Sample } from "./load";
import { TcpProxy } from "./proxy";
import { ServerProcess, sleep } from "./server";
import { SmtpSink } from "./smtp";
import { sql } from "kysely";
import { openDatabase } from "#server/db/connection";
import { addStaff } from "#server/auth/accounts";
import { COMMAND_LINE } from "#server/domain/activity/activity";
import { saveNoticeChoices, NOTICE_KINDS } from "#server/mail/notices";

/**
 * The soak (docs/performance.md, Resilience): a real server process under load, and what must
 * hold when it is killed, when its database goes away, and when it is asked to stop.
 * Phases, in order, on one database:
 *   load    N clients for S seconds; with `crash`, SIGKILL in the middle and a restart.
 *   outage  (PostgreSQL) the same load with the database gone for its middle third.
 *   sigterm a slow request in flight, an idle keep-alive connection, SIGTERM.
 *   deadline a request that never finishes, SIGTERM: the process exits anyway (separate start).
 * Every phase ends in checks; `runSoak` returns them all with the figures.
 */
export type Outage = "none" | "proxy" | "pg_ctl";

export interface SoakOptions {
  engine: Engine;
  clients: number;
  seconds: number;
  crash: boolean;
  outage: Outage;
  sigterm: boolean;
  deadline: boolean;
  /** The server listens here. */
  port: number;
  /** The PostgreSQL proxy listens here (0: any free port). */
  proxyPort: number;
  pgAdminUrl: string;
  /** Prefix of the soak's own database name (dropped at the end). */
  databasePrefix: string;
  /** `pg_ctlcluster` version and name, for --outage=pg_ctl. */
  pgCluster: [string, string];
  log: (line: string) => void;
}

export interface Check {
  phase: string;
  name: string;
  ok: boolean;
  detail: string;
}

export interface PhaseResult {
  name: string;
  summary: LoadSummary;
  acknowledged: number;
  lost: number;
  /** Stored rows whose request got no 2xx (in flight at the crash or the outage): allowed. */
  storedUnacknowledged: number;
  duplicates: number;
  notes: string[];
}

export interface SoakResult {
  engine: Engine;
  options: Omit<SoakOptions, "log">;
  phases: PhaseResult[];
  checks: Check[];
  ok: boolean;
}

export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const { log } = options;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `soak-${options.engine}-`));
  const checks: Check[] = [];
  const phases: PhaseResult[] = [];
  const runId = randomBytes(3).toString("hex");
  const database = await createSoakDatabase(options.engine, workDir, options.pgAdminUrl, options.databasePrefix);
  const useProxy = options.engine === "postgres" && options.outage === "proxy";
  const proxy = useProxy ? new TcpProxy(options.proxyPort, database.pgTarget!) : null;
  const servers: ServerProcess[] = [];
  // Mail goes to a real SMTP server of the soak's own.
  const sink = new SmtpSink();
  await sink.start();
  const newServer = (shutdownTimeoutSeconds?: number) => {
    let url = database.url;
    if (proxy) {
      const viaProxy = new URL(database.url);
      viaProxy.hostname = "127.0.0.1";
      viaProxy.port = String(proxy.port);
      url = viaProxy.toString();
    }
    const server = new ServerProcess({
      port: options.port,
      databaseUrl: url,
      mediaDir: path.join(workDir, "media"),
      logFile: path.join(workDir, "server.log"),
      shutdownTimeoutSeconds,
      env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, MAIL_PER_MINUTE: "100000" },
    });
    servers.push(server);
    return server;
  };
  const check = (phase: string, name: string, ok: boolean, detail: string) => {
    checks.push({ phase, name, ok, detail });
    log(`  ${ok ? "ok  " : "FAIL"} ${phase}: ${name}${detail ? ` (${detail})` : ""}`);
  };

  try {
    await proxy?.start();
    const server = newServer();
    log(`${options.engine}: starting the server on ${server.origin} (log: ${path.join(workDir, "server.log")})`);
    await server.start();
    const postSlug = await firstPostSlug(server.origin);
    const staffEmail = await addSoakStaff(database.url, runId);

    phases.push(
      await loadPhase({ options, database, server, postSlug, markerPrefix: `soak${runId}a`, check, sink, staffEmail }),
    );

    if (options.outage !== "none") {
      if (options.engine === "sqlite") {
        log("sqlite: the database-outage phase does not apply (the database is a file inside the process)");
      } else {
        phases.push(
          await outagePhase({
            options,
            database,
            server,
            proxy,
            postSlug,
            markerPrefix: `soak${runId}b`,
            check,
            sink,
            staffEmail,
          }),
        );
      }
    }
    if (options.sigterm) await sigtermPhase({ server, database, markerPrefix: `soak${runId}c`, check, log });
    if (options.deadline) {
      const short = newServer(2);
      await short.start();
      await deadlinePhase({ server: short, check, log });
    }
  } finally {
    for (const server of servers) await server.kill();
    await sink.stop();
    await proxy?.stop();
    await database
      .drop()
      .catch((error: unknown) => log(`could not drop the soak database: ${(error as Error).message}`));
    if (checks.every((item) => item.ok)) fs.rmSync(workDir, { recursive: true, force: true });
    else log(`kept ${workDir} (server.log) for a look`);
  }
  const { log: _log, ...rest } = options;
  void _log;
  return {
    engine: options.engine,
    options: rest,
    phases,
    checks,
    ok: checks.length > 0 && checks.every((item) => item.ok),
  };
}

async function firstPostSlug(origin: string): Promise<string> {
  const answer = await request(origin, "GET", "/api/posts/?page_size=1", {});
  const slug = (JSON.parse(answer.body) as { results: { slug: string }[] }).results[0]?.slug;
  if (!slug) throw new Error("The seeded database has no published post to comment on");
  return slug;
}

type CheckFn = (phase: string, name: string, ok: boolean, detail: string) => void;

/** An admin told of every kind immediately, added straight into the soak's database; their address. */
async function addSoakStaff(databaseUrl: string, runId: string): Promise<string> {
  const handle = openUrl(databaseUrl);
  try {
    const email = `soak-staff-${runId}@example.com`;
    const { member } = await addStaff(handle.db, { email, name: "Soak Staff", role: "admin" }, COMMAND_LINE, {
      password: `soak passphrase ${runId} long enough`,
    });
    await saveNoticeChoices(handle.db, member, Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, "immediately"])));
    return email;
  } finally {
    await handle.close();
  }
}

function openUrl(url: string) {
  return openDatabase(
    url.startsWith("sqlite:") ? { kind: "sqlite", file: url.slice("sqlite:".length) } : { kind: "postgres", url },
  );
}

/** Where each kind's marker is stored, and the staff notice its row must have (queued in its transaction). */
const NOTICED = [
  { kind: "contact", table: "contact_messages", column: "message", notice: "messages" },
  { kind: "prayer", table: "prayer_requests", column: "request", notice: "private-prayer-requests" },
  { kind: "comment", table: "comments", column: "text", notice: "comments" },
] as const;

/**
 * Mail under load and crash: every acknowledged subscription's confirmation mail reaches the
 * SMTP sink (once, or twice with one Message-ID after a kill), every acknowledged message, prayer
 * request and comment has its staff notice, and the staff member was mailed.
 */
async function checkMail(phase: string, context: PhaseContext, samples: Sample[]): Promise<void> {
  const { sink, check, markerPrefix, database, staffEmail } = context;
  const acked = acknowledged(samples);
  const wanted = [...acked.newsletter].map((marker) => `${marker}@example.com`);
  const missing = () => wanted.filter((address) => !sink.received.has(address));
  const deadline = Date.now() + 30_000;
  while (missing().length > 0 && Date.now() < deadline) await sleep(200);
  const reached = wanted.length - missing().length;
  // A mail the killed process had claimed waits for its lease (LEASE_MS) and is sent after it: not
  // lost, but later than the soak waits. Those must still be in the outbox, claimed, and few.
  const held = await heldByLease(database.url, missing());
  check(
    phase,
    "every acknowledged subscription's confirmation mail reached the SMTP server, or waits for a killed process's lease",
    wanted.length > 0 && reached + held === wanted.length && held <= 10,
    `${reached} of ${wanted.length} sent, ${held} held by the killed process's lease`,
  );
  const differing = wanted.filter((address) => new Set(sink.received.get(address)).size > 1).length;
  check(phase, "no address got two different confirmations", differing === 0, `${differing}`);

  const notices = openUrl(database.url);
  let unnoticed = 0;
  let total = 0;
  try {
    for (const { kind, table, column, notice } of NOTICED) {
      const { rows } = await sql<{
        text: string;
      }>`select ${sql.ref(`${table}.${column}`)} as text from ${sql.table(table)}
        where ${sql.ref(`${table}.${column}`)} like ${`%${markerPrefix}%`}
        and exists (select 1 from staff_notices where staff_notices.kind = ${notice} and staff_notices.item_id = ${sql.ref(`${table}.id`)})`.execute(
        notices.db,
      );
      const noticed = new Set(
        rows.flatMap((row) => row.text.match(new RegExp(`${markerPrefix}[a-z0-9-]*`, "g")) ?? []),
      );
      for (const marker of acked[kind]) {
        total += 1;
        if (!noticed.has(marker)) unnoticed += 1;
      }
    }
  } finally {
    await notices.close();
  }
  check(
    phase,
    "every acknowledged message, prayer request and comment has its staff notice",
    total > 0 && unnoticed === 0,
    `${unnoticed} of ${total} without`,
  );
  while (!sink.received.has(staffEmail) && Date.now() < deadline) await sleep(200);
  // The notice mail too may be the one the killed process had claimed: then it waits for the lease.
  const staffHeld = sink.received.has(staffEmail) ? 0 : await heldByLease(database.url, [staffEmail]);
  check(
    phase,
    "the staff member was mailed, or the mail waits for a killed process's lease",
    sink.received.has(staffEmail) || staffHeld > 0,
    `${staffEmail}${staffHeld > 0 ? ": held by the killed process's lease" : ""}`,
  );
}

/** How many of these recipients' mails wait in the outbox under a lease (claimed by a process that was killed). */
async function heldByLease(databaseUrl: string, recipients: string[]): Promise<number> {
  const handle = openUrl(databaseUrl);
  let held = 0;
  try {
    for (let start = 0; start < recipients.length; start += 100) {
      const rows = await handle.db
        .selectFrom("mail_outbox")
        .select("recipient")
        .where("recipient", "in", recipients.slice(start, start + 100))
        .where("status", "=", "waiting")
        .where("lease_until", "is not", null)
        .execute();
      held += rows.length;
    }
  } finally {
    await handle.close();
  }
  return held;
}

interface PhaseContext {
  options: SoakOptions;
  database: SoakDatabase;
  server: ServerProcess;
  postSlug: string;
  markerPrefix: string;
  check: CheckFn;
  sink: SmtpSink;
  /** The staff member told of every submission, immediately. */
  staffEmail: string;
}

/**
 * The clients' load until `scenario` (a kill, an outage...) has played out, then what the server
 * acknowledged compared with what the database holds.
 */
async function loadDuring(context: PhaseContext, phase: string, scenario: Promise<void>, notes: string[]) {
  const { options, database, server, postSlug, markerPrefix, check } = context;
  const { samples, durationMs } = await runLoad({
    origin: server.origin,
    clients: options.clients,
    until: scenario,
    markerPrefix,
    postSlug,
  });
  await scenario;
  const result = await tally(phase, database, markerPrefix, samples, durationMs, notes);
  checkLedger(phase, result, check);
  return { samples, result };
}

/** Compares what the server acknowledged with what the database holds. */
async function tally(
  name: string,
  database: SoakDatabase,
  markerPrefix: string,
  samples: Sample[],
  durationMs: number,
  notes: string[],
): Promise<PhaseResult> {
  const acked = acknowledged(samples);
  const stored = await database.storedMarkers(markerPrefix);
  let lost = 0;
  let acknowledgedCount = 0;
  let storedUnacknowledged = 0;
  let duplicates = 0;
  for (const kind of KINDS) {
    const storedSet = new Set(stored[kind]);
    duplicates += stored[kind].length - storedSet.size;
    acknowledgedCount += acked[kind].size;
    for (const marker of acked[kind]) if (!storedSet.has(marker)) lost += 1;
    for (const marker of storedSet) if (!acked[kind].has(marker)) storedUnacknowledged += 1;
  }
  return {
    name,
    summary: summarize(samples, durationMs),
    acknowledged: acknowledgedCount,
    lost,
    storedUnacknowledged,
    duplicates,
    notes,
  };
}

function isServerError(sample: Sample): boolean {
  return typeof sample.status === "number" && sample.status >= 500;
}

function checkLedger(phase: string, result: PhaseResult, check: CheckFn): void {
  check(phase, "submissions acknowledged", result.acknowledged > 0, `${result.acknowledged}`);
  check(phase, "every acknowledged submission has its row", result.lost === 0, `${result.lost} lost`);
  check(phase, "no submission stored twice", result.duplicates === 0, `${result.duplicates} duplicates`);
}

async function loadPhase(context: PhaseContext): Promise<PhaseResult> {
  const { options, database, server, check } = context;
  const phase = options.crash ? "load+crash" : "load";
  const notes: string[] = [];
  const durationMs = options.seconds * 1000;
  let crashAt = 0;
  let restartedAt = 0;
  const scenario = (async () => {
    if (!options.crash) return sleep(durationMs);
    await sleep(durationMs / 2);
    const pid = server.pid;
    crashAt = Date.now();
    server.signal("SIGKILL");
    const exit = await server.waitForExit(10_000);
    check(phase, "SIGKILL ends the server", exit !== "timeout", `pid ${pid}`);
    // Before the restart: the database must open cleanly on its own (SQLite replays its WAL here).
    const walBytes = options.engine === "sqlite" ? fileSize(`${database.url.slice("sqlite:".length)}-wal`) : null;
    const integrity = await database.integrityCheck();
    check(
      phase,
      options.engine === "sqlite" ? "PRAGMA integrity_check after the kill" : "PostgreSQL answers after the kill",
      integrity === "ok",
      integrity,
    );
    if (walBytes !== null) notes.push(`WAL left by the killed process: ${walBytes} bytes, replayed on open`);
    await server.start();
    restartedAt = Date.now();
    notes.push(`down for ${((restartedAt - crashAt) / 1000).toFixed(1)} s (kill, check, restart)`);
    // As much load after the restart as before the kill.
    await sleep(durationMs / 2);
  })();
  const { samples, result } = await loadDuring(context, phase, scenario, notes);
  await checkMail(phase, context, samples);
  const serverErrors = samples.filter(isServerError);
  check(phase, "no 5xx", serverErrors.length === 0, `${serverErrors.length}`);
  const hangs = samples.filter((sample) => sample.status === "TIMEOUT").length;
  check(phase, "no request left hanging", hangs === 0, `${hangs}`);
  if (options.crash) {
    const after = samples.filter((sample) => sample.at >= restartedAt && sample.status === 201).length;
    check(phase, "submissions succeed after the restart", restartedAt > 0 && after > 0, `${after} acknowledged`);
  } else {
    const failed = samples.filter((sample) => typeof sample.status !== "number").length;
    check(phase, "no network errors", failed === 0, `${failed}`);
  }
  return result;
}

interface OutageContext extends PhaseContext {
  proxy: TcpProxy | null;
}

/** Takes PostgreSQL away through the proxy or pg_ctlcluster. */
function databaseSwitch(
  options: SoakOptions,
  proxy: TcpProxy | null,
): { stop(): Promise<void>; start(): Promise<void> } {
  if (options.outage === "proxy") {
    if (!proxy) throw new Error("the proxy outage needs the proxy");
    return { stop: () => proxy.stop(), start: () => proxy.start() };
  }
  const [version, cluster] = options.pgCluster;
  const pgCtl = (action: "stop" | "start") => {
    const result = spawnSync("pg_ctlcluster", ["--skip-systemctl-redirect", version, cluster, action], {
      encoding: "utf8",
    });
    if (result.status !== 0)
      throw new Error(`pg_ctlcluster ${action} failed: ${result.stderr || result.error?.message}`);
  };
  return { stop: async () => pgCtl("stop"), start: async () => pgCtl("start") };
}

async function outagePhase(context: OutageContext): Promise<PhaseResult> {
  const { options, server, proxy, check } = context;
  const phase = `outage (${options.outage})`;
  const notes: string[] = [];
  const durationMs = options.seconds * 1000;
  const pidBefore = server.pid;
  const db = databaseSwitch(options, proxy);
  let stoppedAt = 0;
  let startedAt = 0;
  const probes: { what: string; status: number | string; ms: number; body: string }[] = [];
  const probe = async (what: string, urlPath: string) => {
    const began = Date.now();
    const answer = await request(server.origin, "GET", urlPath, { accept: "text/html" }, undefined, 30_000).catch(
      (error: unknown) => ({
        status: errorCode(error),
        body: "",
      }),
    );
    probes.push({ what, status: answer.status, ms: Date.now() - began, body: answer.body });
  };
  const scenario = (async () => {
    await sleep(durationMs / 3);
    stoppedAt = Date.now();
    await db.stop();
    notes.push(`database stopped for ${(durationMs / 3000).toFixed(0)} s`);
    await sleep(Math.min(1_000, durationMs / 6));
    await probe("API list", "/api/posts/");
    await probe("page", "/blog");
    await probe("post", `/blog/${context.postSlug}`);
    await probe("sitemap", "/sitemap.xml");
    await probe("feed", "/blog/rss.xml");
    const remaining = stoppedAt + durationMs / 3 - Date.now();
    if (remaining > 0) await sleep(remaining);
    await db.start();
    startedAt = Date.now();
    await sleep(durationMs / 3);
  })();
  const { samples, result } = await loadDuring(context, phase, scenario, notes);

  const during = samples.filter((sample) => sample.at >= stoppedAt && sample.at < startedAt);
  const unavailable = during.filter((sample) => sample.status === 503);
  check(
    phase,
    "submissions answer 503 while the database is gone",
    unavailable.length > 0,
    `${unavailable.length} of ${during.length}`,
  );
  const wrong = samples.filter(
    (sample) => isServerError(sample) && (sample.status !== 503 || sample.detail !== SERVICE_UNAVAILABLE.detail),
  );
  check(
    phase,
    `every 5xx is 503 "${SERVICE_UNAVAILABLE.detail}"`,
    wrong.length === 0,
    wrong
      .slice(0, 3)
      .map((sample) => `${sample.status} ${sample.detail}`)
      .join(" | "),
  );
  const slowest = Math.max(0, ...during.map((sample) => sample.ms));
  check(phase, "answers come fast while the database is gone (no hang)", slowest < 6_000, `slowest ${slowest} ms`);
  const network = samples.filter((sample) => typeof sample.status !== "number").length;
  check(phase, "no request left hanging or cut", network === 0, `${network}`);

  const api = probes.find((item) => item.what === "API list");
  check(
    phase,
    "GET /api/posts/ answers 503 with the message",
    api?.status === 503 && api.body.includes(SERVICE_UNAVAILABLE.detail),
    `${api?.status}`,
  );
  const page = probes.find((item) => item.what === "page");
  const pageOk =
    page?.status === 503 &&
    page.body.includes('id="main"') &&
    page.body.includes(BLOG_TEXT.listLoadFailed) &&
    !/\n\s+at /.test(page.body);
  check(phase, "GET /blog answers 503 with the site's error state", pageOk, `${page?.status}, ${page?.ms} ms`);
  const post = probes.find((item) => item.what === "post");
  const postOk =
    post?.status === 503 && post.body.includes(BLOG_TEXT.postLoadFailed) && !/<title>[^<]*not found/i.test(post.body);
  check(phase, "a post answers 503 with its error state, not as a post not found", postOk, `${post?.status}`);
  for (const what of ["sitemap", "feed"]) {
    const answer = probes.find((item) => item.what === what);
    // Not a partial sitemap or an empty feed, which would tell crawlers the posts are gone.
    check(phase, `the ${what} answers 503`, answer?.status === 503, `${answer?.status}`);
  }

  const firstBack = samples
    .filter((sample) => sample.at >= startedAt && sample.status === 201)
    .sort((a, b) => a.at - b.at)[0];
  const recovery = firstBack ? (firstBack.at + firstBack.ms - startedAt) / 1000 : Infinity;
  check(
    phase,
    "service comes back by itself when the database does",
    firstBack !== undefined && recovery < 15,
    `${recovery.toFixed(1)} s`,
  );
  notes.push(`first acknowledged submission ${recovery.toFixed(1)} s after the database came back`);
  const settled = samples.filter((sample) => firstBack && sample.at > firstBack.at + 1_000);
  const failuresAfter = settled.filter((sample) => sample.status !== 201 && sample.status !== 200).length;
  check(phase, "no failures once it is back", failuresAfter === 0, `${failuresAfter} of ${settled.length}`);
  check(phase, "the same server process throughout (no restart)", server.pid === pidBefore, `pid ${server.pid}`);
  return result;
}

/**
 * A request in flight (its body still arriving), an idle keep-alive connection, then SIGTERM:
 * the request finishes with 201, a new connection is refused, the process exits 0 at once.
 */
async function sigtermPhase(context: {
  server: ServerProcess;
  database: SoakDatabase;
  markerPrefix: string;
  check: CheckFn;
  log: (line: string) => void;
}): Promise<void> {
  const { server, database, markerPrefix, check } = context;
  const phase = "sigterm";
  const idleAgent = new http.Agent({ keepAlive: true });
  const headers = await csrfHeaders(server.origin, idleAgent); // leaves a keep-alive connection idle
  const marker = `${markerPrefix}-0-0`;
  const body = JSON.stringify({
    name: "Soak Tester",
    email: "soak@example.com",
    message: `Soak message ${marker} end`,
  });
  const slow = slowRequest(server.origin, "/api/contact/contact/submit/", headers, body);
  await sleep(300);
  const signalledAt = Date.now();
  server.signal("SIGTERM");
  await sleep(500);
  const newcomer = await request(server.origin, "GET", "/api/csrf/", {}, undefined, 5_000).then(
    (answer) => String(answer.status),
    (error: unknown) => errorCode(error),
  );
  check(
    phase,
    "a new connection while draining is refused or answered 503",
    newcomer === "ECONNREFUSED" || newcomer === "503",
    newcomer,
  );
  slow.finish();
  const answer = await slow.answer.catch((error: unknown) => ({ status: errorCode(error), body: "" }));
  const answeredAt = Date.now();
  check(phase, "the request in flight finishes with 201", answer.status === 201, `${answer.status}`);
  const exit = await server.waitForExit(15_000);
  const exitedAfter = Date.now() - answeredAt;
  check(phase, "the process exits 0", exit === 0, `exit ${exit}`);
  check(
    phase,
    "the idle keep-alive connection does not hold the exit",
    exitedAfter < 5_000,
    `exited ${exitedAfter} ms after the last answer, ${Date.now() - signalledAt} ms after SIGTERM`,
  );
  idleAgent.destroy();
  const stored = await database.storedMarkers(markerPrefix);
  check(phase, "its row is stored", stored.contact.includes(marker), marker);
}

/** A request stalled mid-body, then SIGTERM: the process exits 1 once SHUTDOWN_TIMEOUT_SECONDS (2) pass. */
async function deadlinePhase(context: {
  server: ServerProcess;
  check: CheckFn;
  log: (line: string) => void;
}): Promise<void> {
  const { server, check } = context;
  const headers = await csrfHeaders(server.origin);
  const stalled = slowRequest(
    server.origin,
    "/api/contact/contact/submit/",
    headers,
    JSON.stringify({ name: "x", email: "x@example.com", message: "never finished" }),
  );
  void stalled.answer.catch(() => undefined);
  await sleep(300);
  const signalledAt = Date.now();
  server.signal("SIGTERM");
  const exit = await server.waitForExit(15_000);
  const after = (Date.now() - signalledAt) / 1000;
  check(
    "deadline",
    "a request that never finishes does not keep the process: exit 1 after the 2 s deadline",
    exit === 1 && after >= 1.9 && after < 8,
    `exit ${exit} after ${after.toFixed(1)} s`,
  );
  stalled.finish();
}

/** A POST whose body arrives in two halves: in flight until `finish()`. */
function slowRequest(origin: string, urlPath: string, headers: Record<string, string>, body: string) {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  let req!: http.ClientRequest;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req = http.request(
      new URL(urlPath, origin),
      { method: "POST", headers: { ...headers, "content-length": String(bytes.length) }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.write(bytes.subarray(0, half));
  });
  return {
    answer,
    finish: () => {
      if (!req.destroyed) req.end(bytes.subarray(half));
    },
  };
}

function fileSize(file: string): number {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}

/** The figures and the checks as text (the CLI prints it; the test prints it on failure). */
export function formatResult(result: SoakResult): string {
  const lines: string[] = [];
  const { options } = result;
  lines.push(`Soak on ${result.engine}: ${options.clients} clients, ${options.seconds} s per phase`);
  lines.push(
    "| phase | requests | throughput (req/s) | p50 (ms) | p99 (ms) | statuses | acknowledged | lost | stored unacknowledged |",
  );
  lines.push("|---|---|---|---|---|---|---|---|---|");
  for (const phase of result.phases) {
    const s = phase.summary;
    const statuses = Object.entries(s.byStatus)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, count]) => `${status}: ${count}`)
      .join(", ");
    lines.push(
      `| ${phase.name} | ${s.requests} | ${s.throughput.toFixed(0)} | ${s.p50} | ${s.p99} | ${statuses} | ${phase.acknowledged} | ${phase.lost} | ${phase.storedUnacknowledged} |`,
    );
  }
  for (const phase of result.phases) for (const note of phase.notes) lines.push(`${phase.name}: ${note}`);
  const failed = result.checks.filter((item) => !item.ok);
  lines.push(
    failed.length === 0
      ? `All ${result.checks.length} checks passed.`
      : `FAILED: ${failed.map((item) => `${item.phase}: ${item.name} (${item.detail})`).join("; ")}`,
  );
  return lines.join("\n");
}
