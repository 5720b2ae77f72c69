import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from "fastify";
import type { Kysely } from "kysely";
import type { Config } from "#server/config";
import { createCrossSiteChecks } from "#server/http/cross-site";
import type { Database } from "#server/db/schema";
import { addStaff, sha256 } from "#server/auth/accounts";
import type { StaffMember } from "#server/auth/staff-member";
import { COMMAND_LINE } from "#server/domain/activity/activity";
import { runStaffCommand } from "#server/auth/staff-cli";
import type { StaffRole } from "#server/auth/permissions";
import { createStaffContext } from "#server/staff-context";
import { registerStaffGuard } from "#server/http/staff-guard";
import { startSession } from "#server/auth/sessions";
import { addApplication, addComment, addMessage, addPost, addPrayerRequest } from "#tests/support/rows";
import { SITE_URL } from "./support";

/** Helpers of the staff tests (tests/api/staff-*.test.ts). */

export const STAFF_TABLES = [
  "staff",
  "staff_ministries",
  "staff_sessions",
  "staff_links",
  "staff_account_links",
  "sign_in_failures",
  "activity_log",
] as const;
export type StaffTableName = (typeof STAFF_TABLES)[number];

/** How many rows each staff table holds now. */
export async function staffCounts(db: Kysely<Database>): Promise<Record<StaffTableName, number>> {
  const counts = {} as Record<StaffTableName, number>;
  for (const table of STAFF_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

export interface CliRun {
  code: number;
  out: string[];
  err: string[];
}

/** `npm run staff -- ...argv` against `db`, in process; `stdin` is what --password-stdin reads. */
export async function runCli(db: Kysely<Database>, argv: string[], stdin = ""): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runStaffCommand(argv, {
    db,
    siteUrl: SITE_URL,
    io: { out: (line) => out.push(line), err: (line) => err.push(line), readStdin: async () => stdin },
  });
  return { code, out, err };
}

export const PASSWORD = "a long staff passphrase";

let counter = 0;

/** A member with a password (PASSWORD unless given), as the command line adds them. */
export async function addMember(
  db: Kysely<Database>,
  role: StaffRole,
  options: { email?: string; ministries?: string[]; password?: string } = {},
): Promise<StaffMember> {
  counter += 1;
  const email = options.email ?? `${role}-${counter}@example.org`;
  const ministries = options.ministries ?? (role === "ministry-leader" ? ["youth"] : []);
  const { member } = await addStaff(db, { email, name: `Test ${role} ${counter}`, role, ministries }, COMMAND_LINE, {
    password: options.password ?? PASSWORD,
  });
  return member;
}

/** A session of `staffId`: its cookie's secret, its id hash and its cross-site token. */
export async function sessionOf(
  db: Kysely<Database>,
  staffId: number,
  now?: Date,
): Promise<{ secret: string; idHash: string; token: string }> {
  const secret = await startSession(db, staffId, now);
  const idHash = sha256(secret);
  const row = await db
    .selectFrom("staff_sessions")
    .select("csrf_token")
    .where("id_hash", "=", idHash)
    .executeTakeFirstOrThrow();
  return { secret, idHash, token: row.csrf_token };
}

export function minutesAfter(start: Date, minutes: number): Date {
  return new Date(start.getTime() + minutes * 60_000);
}

/**
 * The staff guard in front of a stand-in for the staff pages (the React Router pages are not built
 * in API tests): the same staff guard and staff context server/app.ts wires, on `db`. POST
 * /admin/sign-in, /admin/sign-out and /admin/account (password change) call the context as the pages' actions do; any other request
 * answers 200 (403 when the staff guard found the area closed) with the member the context sees.
 */
export async function staffHarness(db: Kysely<Database>, config: Config): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy: config.trustProxy, bodyLimit: 256 * 1024 });
  await app.register(cookie);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
  registerStaffGuard(app, { db, config, crossSite: createCrossSiteChecks(config) });
  app.all("/*", async (request, reply) => {
    const staff = createStaffContext(db, request);
    const path = request.url.split("?", 1)[0];
    const fields = new URLSearchParams(Buffer.isBuffer(request.body) ? request.body.toString("utf8") : "");
    let response: Response | { status: number; message: string };
    if (request.method === "POST" && path === "/admin/sign-out")
      response = await staff.signOut(fields.get("everywhere") === "1");
    else if (request.method === "POST" && path === "/admin/sign-in") {
      response = await staff.signIn({
        email: fields.get("email") ?? "",
        password: fields.get("password") ?? "",
        next: fields.get("next"),
      });
    } else if (request.method === "POST" && path === "/admin/account") {
      const problem = await staff.changePassword(fields.get("current") ?? "", fields.get("password") ?? "");
      return reply.code(problem ? 400 : 200).send({ problem });
    } else {
      return reply
        .code(staff.forbidden ? 403 : 200)
        .send({ member: staff.member?.email ?? null, forbidden: staff.forbidden });
    }
    if (!(response instanceof Response)) return reply.code(response.status).type("text/plain").send(response.message);
    reply.code(response.status);
    for (const [name, value] of response.headers) if (name !== "set-cookie") reply.header(name, value);
    if (response.headers.getSetCookie().length > 0) {
      const existing = reply.getHeader("set-cookie");
      reply.header("set-cookie", [
        ...(existing === undefined ? [] : [existing].flat().map(String)),
        ...response.headers.getSetCookie(),
      ]);
    }
    return reply.send();
  });
  await app.ready();
  return app;
}

/** A cookie's attributes from a Set-Cookie header, by the cookie's name. */
export function setCookieNamed(header: string | string[] | undefined, name: string): string | undefined {
  return [header ?? []].flat().find((cookie) => cookie.startsWith(`${name}=`));
}

/** A signed-in member's cookie and cross-site token, for form posts through the real pages. */
export interface SignedIn {
  cookie: string;
  token: string;
}

export async function signedInAs(db: Kysely<Database>, role: StaffRole): Promise<SignedIn & { member: StaffMember }> {
  const member = await addMember(db, role);
  const session = await sessionOf(db, member.id);
  return { cookie: `staff_session=${session.secret}`, token: session.token, member };
}

/** A staff form posted urlencoded as a browser without JavaScript sends it: the token first; repeated fields from arrays. */
export function staffFormPost(
  t: { inject: (options: InjectOptions) => Promise<LightMyRequestResponse>; config: Config },
  url: string,
  who: SignedIn | null,
  fields: Record<string, string | string[]>,
): Promise<LightMyRequestResponse> {
  const body = new URLSearchParams();
  if (who) body.append("csrf", who.token);
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  return t.inject({
    method: "POST",
    url,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: t.config.siteUrl,
      ...(who ? { cookie: who.cookie } : {}),
    },
    payload: body.toString(),
  });
}

/**
 * The same form posted multipart/form-data, as a form with `enctype="multipart/form-data"` sends
 * it: its text unescaped, so 195 KB of markup stays 195 KB (urlencoded, it would be three times that).
 */
export function staffMultipartPost(
  t: { inject: (options: InjectOptions) => Promise<LightMyRequestResponse>; config: Config },
  url: string,
  who: SignedIn,
  fields: Record<string, string | string[]>,
): Promise<LightMyRequestResponse> {
  const boundary = "----staffFormBoundary";
  const parts = [
    ["csrf", who.token],
    ...Object.entries(fields).flatMap(([name, value]) => [value].flat().map((one) => [name, one])),
  ];
  const body = `${parts.map(([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join("")}--${boundary}--\r\n`;
  return t.inject({
    method: "POST",
    url,
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      origin: t.config.siteUrl,
      cookie: who.cookie,
    },
    payload: body,
  });
}

/** One item of each staff list (a published post with a pending comment, a message, a prayer request, an application), by id. */
export async function staffListItems(
  db: Kysely<Database>,
  slug: string,
): Promise<Record<"post" | "comment" | "message" | "prayer" | "application", number>> {
  const post = await addPost(db, { slug, author: "A" });
  return {
    post,
    comment: await addComment(db, { post_id: post }),
    message: await addMessage(db),
    prayer: await addPrayerRequest(db),
    application: await addApplication(db),
  };
}
