import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "#contract/honeypot";
import { STORAGE_REFUSAL_MESSAGES } from "#contract/storage-refusal";
import { openDatabase, type DatabaseHandle } from "#server/db/connection";
import { insertFixtures, PUBLISHED_POSTS } from "./fixtures";
import { sessionOf, signedInAs, staffFormPost, type SignedIn } from "./staff-support";
import { appWithLog, createTestApi, csrfPair, ENGINE, SITE_URL, type TestApi } from "./support";

/**
 * A database that refuses writes, through the real pages and the API on the engine under test:
 * SQLite filled on purpose (max_page_count at the file's size, its free pages used up), and a
 * database that is read-only on both engines (SQLite's query_only; PostgreSQL's
 * default_transaction_read_only, as a standby after a failover answers). Every time: 503 in the
 * API's shape with a sentence that says what happened, public forms back with that sentence and
 * what was typed, staff forms back with every field as typed and "Tell whoever looks after the
 * server", the log naming the real cause (SQLITE_FULL, not "cannot rollback") and no private data,
 * nothing half-stored.
 */

const FULL = STORAGE_REFUSAL_MESSAGES;
const POST = PUBLISHED_POSTS[0]!;

interface LogRecord {
  level: number;
  msg: string;
  storage?: string;
  err?: { code?: string; message?: string };
}

let t: TestApi;

beforeAll(async () => {
  t = await createTestApi({ fixtures: insertFixtures, pages: true });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** The whole site (pages through Vite) on `database`, logging as in production into `lines`. */
async function siteOn(database: DatabaseHandle) {
  const { app, lines, records } = await appWithLog<LogRecord>(t, { database });
  const csrf = await csrfPair(app);
  return {
    app,
    lines,
    records,
    api: (url: string, body: unknown) =>
      app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/json", ...csrf.headers },
        payload: JSON.stringify(body),
      }),
    /** A public page's form posted without JavaScript, from the site's own page. */
    form: (url: string, fields: Record<string, string>) =>
      app.inject({
        method: "POST",
        url,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: SITE_URL,
          "sec-fetch-site": "same-origin",
        },
        payload: new URLSearchParams(fields).toString(),
      }),
  };
}
type Site = Awaited<ReturnType<typeof siteOn>>;

/** The log lines of storage refusals: each names what refused. */
function refusals(site: Site): LogRecord[] {
  return site.records().filter((record) => record.storage !== undefined);
}

/** What the log must never hold: the failed ROLLBACK's words instead of the cause, or a visitor's address. */
function expectCleanLog(site: Site, addresses: string[]) {
  const text = site.lines.join("\n");
  expect(text).not.toContain("cannot rollback");
  for (const address of addresses) expect(text).not.toContain(address);
}

async function count(table: "newsletter_subscribers" | "comments"): Promise<number> {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Sends `attempt(i)` until it is refused: on a full disk, writes fail once they need room the file
 * no longer has (a row that fits inside a page already used still goes in). Every answer before is
 * a success; the refusal comes within `max` tries.
 */
async function untilRefused<T>(
  attempt: (i: number) => Promise<T>,
  isSuccess: (answer: T) => boolean,
  max = 40,
): Promise<{ successes: number; refused: T }> {
  for (let i = 0; i < max; i++) {
    const answer = await attempt(i);
    if (!isSuccess(answer)) return { successes: i, refused: answer };
  }
  throw new Error(`still stored after ${max} tries on a full database`);
}

describe.skipIf(ENGINE !== "sqlite")("a full SQLite database (max_page_count)", () => {
  let site: Site;
  let editor: SignedIn;
  let postId = 0;

  /** Caps the file at its size now and uses up its free pages: only room left inside pages already used. */
  function fill() {
    const sqlite = t.database.sqlite!;
    sqlite.exec("CREATE TABLE IF NOT EXISTS ballast (bytes BLOB)");
    sqlite.pragma(`max_page_count = ${Number(sqlite.pragma("page_count", { simple: true }))}`);
    try {
      for (;;) sqlite.prepare("INSERT INTO ballast VALUES (randomblob(8000))").run();
    } catch (error) {
      if ((error as { code?: string }).code !== "SQLITE_FULL") throw error;
    }
  }

  /** Room again: what an operator does by freeing space. */
  function free() {
    const sqlite = t.database.sqlite!;
    sqlite.pragma("max_page_count = 4294967294");
    sqlite.exec("DROP TABLE IF EXISTS ballast");
  }

  beforeAll(async () => {
    site = await siteOn(t.database);
    editor = await signedInAs(t.database.db, "editor");
    const created = await staffFormPost(
      { inject: (options) => site.app.inject(options), config: t.config },
      "/admin/posts/new",
      editor,
      {
        title: "Full Disk Post",
        slug: "",
        excerpt: "Before.",
        content: "<p>Before the disk filled.</p>",
        image: "",
        category: "",
        newTags: "",
        author: "Pastor Before",
        authorImage: "",
        quote: "",
        status: "draft",
        publishAt: "",
      },
    );
    expect(created.statusCode, /not saved:[^<]*/.exec(created.body)?.[0]).toBe(303);
    postId = Number(/\/admin\/posts\/(\d+)/.exec(String(created.headers.location))![1]);
  }, 60_000);
  afterAll(async () => {
    free();
    await site?.app.close();
  });

  it("the API's newsletter subscription: 503 {detail} with Retry-After, SQLITE_FULL in the log, nothing half-stored, and back by itself once there is room", async () => {
    const before = await count("newsletter_subscribers");
    fill();
    try {
      const { successes, refused } = await untilRefused(
        (i) => site.api("/api/newsletter/subscribe/", { email: `full.api.${i}@example.org`, name: "" }),
        (response) => response.statusCode === 201 || response.statusCode === 200,
      );
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.json()).toEqual({ detail: FULL.visitor["disk-full"] });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(await count("newsletter_subscribers")).toBe(before + successes);
      const [line] = refusals(site);
      expect(line).toMatchObject({ level: 50, storage: "SQLITE_FULL", err: { code: "SQLITE_FULL" } });
      expect(line!.msg).toMatch(
        /^Storage refused the write \(SQLITE_FULL\) while answering POST \/api\/newsletter\/subscribe\//,
      );
      expectCleanLog(site, [`full.api.${successes}@example.org`]);
    } finally {
      free();
    }
    const again = await site.api("/api/newsletter/subscribe/", { email: "full.api.again@example.org", name: "" });
    expect(again.statusCode).toBe(201);
  });

  it("the newsletter form without JavaScript goes back to its page, which says the disk is full", async () => {
    fill();
    try {
      const { refused } = await untilRefused(
        (i) => site.form("/newsletter", { variant: "footer", email: `full.form.${i}@example.org`, next: "/about-us" }),
        (response) => String(response.headers.location).includes("footer.subscribed"),
      );
      expect(refused.statusCode).toBe(303);
      expect(refused.headers.location).toBe("/about-us?newsletter=footer.storage-disk-full#newsletter-footer");
      const page = await site.app.inject({ method: "GET", url: String(refused.headers.location) });
      expect(page.body).toContain("The server&#x27;s disk is full, so nothing was saved. Please try again later.");
      expect(refusals(site).at(-1)).toMatchObject({ storage: "SQLITE_FULL" });
    } finally {
      free();
    }
  });

  it("a comment, through the API and the post's form without JavaScript: 503 with the sentence, the form keeps what was typed", async () => {
    fill();
    try {
      const text = (i: number) => `Comment ${i}: ${"long enough to need room of its own. ".repeat(70)}`.slice(0, 2_900);
      const before = await count("comments");
      const { successes, refused } = await untilRefused(
        (i) =>
          site.api("/api/comments/create/", {
            post_slug: POST.slug,
            name: "Tendai",
            email: "tendai.full@example.org",
            text: text(i),
            parent: null,
          }),
        (response) => response.statusCode === 201,
      );
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.json()).toEqual({ detail: FULL.visitor["disk-full"] });
      // The same comment from the page's form: the page again, with the sentence and the text typed.
      const typed = text(successes);
      const page = await site.form(`/blog/${POST.slug}`, {
        name: "Tendai",
        email: "tendai.full@example.org",
        text: typed,
        parent: "",
        [HONEYPOT_FIELD]: "",
      });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain("The server&#x27;s disk is full, so nothing was saved. Please try again later.");
      expect(page.body).toContain(typed.slice(0, 200));
      expect(await count("comments")).toBe(before + successes);
      expectCleanLog(site, ["tendai.full@example.org"]);
    } finally {
      free();
    }
  });

  it("a staff post save comes back with every field as typed and the sentence; the post is unchanged", async () => {
    fill();
    const typed = {
      title: "Typed While The Disk Was Full",
      slug: "typed-while-full",
      excerpt: "An excerpt that must not be lost.",
      content: `<p>${"Every word of this long post must come back. ".repeat(400)}</p>`,
      image: "",
      category: "",
      newTags: "Kept Tag",
      author: "Pastor Kept",
      authorImage: "",
      quote: "A quote kept too.",
      status: "draft",
      publishAt: "",
    };
    const logged = refusals(site).length;
    try {
      const response = await staffFormPost(
        { inject: (options) => site.app.inject(options), config: t.config },
        `/admin/posts/${postId}`,
        editor,
        typed,
      );
      expect(response.statusCode, response.body.slice(0, 300)).toBe(503);
      expect(response.body).toContain(
        "The server&#x27;s disk is full, so nothing was saved. Tell whoever looks after the server.",
      );
      for (const value of [typed.title, typed.slug, typed.excerpt, typed.newTags, typed.author, typed.quote]) {
        expect(response.body, value).toContain(value);
      }
      expect(response.body).toContain("Every word of this long post must come back.");
      expect(refusals(site).slice(logged)).toEqual([
        expect.objectContaining({ storage: "SQLITE_FULL", msg: expect.stringMatching(/while saving a staff form/) }),
      ]);
    } finally {
      free();
    }
    const post = await t.database.db
      .selectFrom("posts")
      .select(["title", "content"])
      .where("id", "=", postId)
      .executeTakeFirstOrThrow();
    expect(post).toEqual({ title: "Full Disk Post", content: "<p>Before the disk filled.</p>" });
  });
});

describe("a read-only database", () => {
  let site: Site;
  let readOnly: DatabaseHandle | null = null;
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  let pendingComment = 0;
  let unsubscribeToken = "";
  /** A session last used two hours ago: the next page would move its end on (a write). */
  let dueToSlide = "";

  beforeAll(async () => {
    admin = await signedInAs(t.database.db, "admin");
    dueToSlide = (await sessionOf(t.database.db, admin.member.id, new Date(Date.now() - 2 * 3_600_000))).secret;
    expect(
      (await t.post("/api/newsletter/subscribe/", { email: "leaving.readonly@example.org", name: "" })).statusCode,
    ).toBe(201);
    const subscriber = await t.database.db
      .selectFrom("newsletter_subscribers")
      .select("unsubscribe_token")
      .where("email", "=", "leaving.readonly@example.org")
      .executeTakeFirstOrThrow();
    unsubscribeToken = subscriber.unsubscribe_token!;
    const pending = await t.database.db
      .selectFrom("comments")
      .select("id")
      .where("status", "=", "pending")
      .executeTakeFirstOrThrow();
    pendingComment = pending.id;
    if (ENGINE === "sqlite") {
      site = await siteOn(t.database);
      t.database.sqlite!.pragma("query_only = 1");
    } else {
      // Every transaction of this handle's connections is read-only, as on a standby.
      const url = new URL(t.config.database.kind === "postgres" ? t.config.database.url : "");
      url.searchParams.set("options", "-c default_transaction_read_only=on");
      readOnly = openDatabase({ kind: "postgres", url: url.toString() });
      site = await siteOn(readOnly);
    }
  }, 60_000);
  afterAll(async () => {
    if (ENGINE === "sqlite") t.database.sqlite!.pragma("query_only = 0");
    await site?.app.close();
    await readOnly?.close();
  });

  const cause = ENGINE === "sqlite" ? "SQLITE_READONLY" : "PostgreSQL 25006";

  it("the API answers 503 {detail} that the server cannot write, and the log names the cause", async () => {
    const before = await count("newsletter_subscribers");
    const response = await site.api("/api/newsletter/subscribe/", { email: "read.only@example.org", name: "" });
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json()).toEqual({ detail: FULL.visitor["cannot-write"] });
    expect(refusals(site).at(-1)).toMatchObject({ level: 50, storage: cause });
    expect(await count("newsletter_subscribers")).toBe(before);
    expectCleanLog(site, ["read.only@example.org"]);
  });

  it("a staff button (approve a comment) gets the staff error page that says so, not 'Something went wrong'", async () => {
    const response = await staffFormPost(
      { inject: (options) => site.app.inject(options), config: t.config },
      "/admin/comments",
      admin,
      { intent: `approve:${pendingComment}` },
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(503);
    expect(response.body).toContain("Nothing was saved");
    expect(response.body).toContain(
      "The server cannot write its files, so nothing was saved. Tell whoever looks after the server.",
    );
    expect(response.body).not.toContain("Something went wrong");
    const comment = await t.database.db
      .selectFrom("comments")
      .select("status")
      .where("id", "=", pendingComment)
      .executeTakeFirstOrThrow();
    expect(comment.status).toBe("pending");
  });

  it("the newsletter's own pages (an unsubscribe link's button) answer a small page that says so, not Fastify's 500", async () => {
    const response = await site.app.inject({ method: "POST", url: `/newsletter/unsubscribe/${unsubscribeToken}` });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(503);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain("<h1>Nothing was saved</h1>");
    expect(response.body).toContain(
      "The server cannot write its files just now, so nothing was saved. Please try again later.",
    );
    expect(response.body).not.toContain(cause);
  });

  it("staff pages that only read still open, though the session cannot be extended", async () => {
    const response = await site.app.inject({
      method: "GET",
      url: "/admin/account",
      headers: { cookie: `staff_session=${dueToSlide}` },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.body).toContain(admin.member.email);
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("signing in comes back with the address typed and the sentence", async () => {
    const logged = refusals(site).length;
    const response = await site.app.inject({
      method: "POST",
      url: "/admin/sign-in",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE_URL },
      payload: new URLSearchParams({ email: "nobody.readonly@example.org", password: "whatever it is" }).toString(),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(503);
    expect(response.body).toContain("The server cannot write its files, so nothing was saved.");
    expect(response.body).toContain('value="nobody.readonly@example.org"');
    expect(refusals(site).slice(logged)).toEqual([expect.objectContaining({ storage: cause })]);
  });
});
