import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_FORM_PANEL } from "~/features/contact/contact-forms";
import { freshDatabase, openUrl, startServer, type Engine, type RunningServer } from "./support";

/**
 * Cacheable public pages with two real server processes of the production build on one database: public pages
 * are the same bytes for every anonymous visitor and set no cookie; each process keeps them in its
 * render cache, and an approval, an edit or a scheduled post's time passing shows on the very next
 * request of the OTHER process (the database's content version, server/db/content-version.ts).
 * No-JavaScript form posts are accepted on the browser's word that they are same-origin, without
 * a cookie, and refused with the site's error page otherwise, storing nothing. Staff pages: no-store.
 */

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** As sent (compressed). */
  body: Buffer;
  /** Decoded. */
  text: string;
}

function request(
  origin: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${origin}${path}`,
      { method: options.method ?? "GET", headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const text =
            encoding === "br" ? zlib.brotliDecompressSync(body) : encoding === "gzip" ? zlib.gunzipSync(body) : body;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: text.toString() });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

// What Chromium sends for a page.
const PAGE = { accept: "text/html", "accept-encoding": "gzip, deflate, br, zstd" };
const PUBLIC = "public, max-age=0, s-maxage=30, stale-while-revalidate=30";

describe.each<Engine>(["sqlite", "postgres"])("two processes on one %s database", (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let a: RunningServer;
  let b: RunningServer;
  let slug: string;

  beforeAll(async () => {
    database = await freshDatabase(engine, "cache_render");
    if (!database) return;
    // One after the other: the first seeds the demo content, the second finds it there.
    a = await startServer(database.url, { demoContent: true });
    b = await startServer(database.url, { demoContent: true });
    const latest = JSON.parse((await request(a.origin, "/api/posts/latest/")).text) as Array<{ slug: string }>;
    slug = latest[0]!.slug;
  }, 150_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
  }, 60_000);

  const skip = () => !database;

  it("give two anonymous visitors the same bytes, with no cookie, shareable by any cache", async () => {
    if (skip()) return;
    for (const path of ["/", `/blog/${slug}`, "/contact-us", "/api/posts/"]) {
      const first = await request(b.origin, path, { headers: PAGE });
      const second = await request(b.origin, path, { headers: PAGE });
      expect(first.status, path).toBe(200);
      expect(first.headers["set-cookie"], path).toBeUndefined();
      expect(second.headers["set-cookie"], path).toBeUndefined();
      expect(second.body.equals(first.body), path).toBe(true);
      expect(first.headers["cache-control"], path).toBe(PUBLIC);
      expect(first.headers.vary, path).toBe("accept-encoding");
      expect(second.headers.etag, path).toBe(first.headers.etag);
      expect(first.text, path).not.toContain("csrfmiddlewaretoken");
    }
  });

  it("give a signed-in staff member's browser the same public bytes (its cookies change nothing)", async () => {
    if (skip()) return;
    const anonymous = await request(a.origin, `/blog/${slug}`, { headers: PAGE });
    const withCookies = await request(a.origin, `/blog/${slug}`, {
      headers: { ...PAGE, cookie: "klm_staff=someone; csrftoken=abcdefghijklmnopqrstuvwxyzABCDEF" },
    });
    expect(withCookies.body.equals(anonymous.body)).toBe(true);
  });

  it("show a comment approved through another connection on the very next request of the other process", async () => {
    if (skip()) return;
    const handle = openUrl(database!.url);
    try {
      const post = await handle.db.selectFrom("posts").select("id").where("slug", "=", slug).executeTakeFirstOrThrow();
      const text = `cache approved ${engine} ${Date.now()}`;
      const { id } = await handle.db
        .insertInto("comments")
        .values({
          post_id: post.id,
          parent_id: null,
          name: "cache Visitor",
          email: "cache.visitor@example.org",
          text,
          status: "pending",
          created_at: new Date().toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      // Both processes hold the page now, without the pending comment.
      for (const server of [a, b]) {
        expect((await request(server.origin, `/blog/${slug}`, { headers: PAGE })).text).not.toContain(text);
        expect((await request(server.origin, `/blog/${slug}`, { headers: PAGE })).text).not.toContain(text);
      }
      await handle.db.updateTable("comments").set({ status: "approved" }).where("id", "=", Number(id)).execute();
      expect((await request(b.origin, `/blog/${slug}`, { headers: PAGE })).text).toContain(text);
      expect((await request(a.origin, `/api/posts/${slug}/comments/`, { headers: PAGE })).text).toContain(text);
    } finally {
      await handle.close();
    }
  });

  it("show an edited post on the very next request of the other process", async () => {
    if (skip()) return;
    const handle = openUrl(database!.url);
    try {
      await request(b.origin, "/blog", { headers: PAGE });
      await request(b.origin, "/blog", { headers: PAGE });
      const title = `cache edited ${engine} ${Date.now()}`;
      await handle.db.updateTable("posts").set({ title }).where("slug", "=", slug).execute();
      expect((await request(b.origin, "/blog", { headers: PAGE })).text).toContain(title);
      expect((await request(b.origin, `/api/posts/${slug}/`, { headers: PAGE })).text).toContain(title);
    } finally {
      await handle.close();
    }
  });

  it("show a scheduled post once its time passes, with no write at that time", async () => {
    if (skip()) return;
    const handle = openUrl(database!.url);
    const title = `cache scheduled ${engine} ${Date.now()}`;
    const at = new Date(Date.now() + 2_500);
    try {
      await handle.db
        .insertInto("posts")
        .values({
          slug: `cache-scheduled-${engine}-${Date.now()}`,
          title,
          excerpt: "Soon.",
          content: "<p>Soon.</p>",
          author: "cache Pastor",
          category_id: null,
          status: "published",
          featured: 0,
          published_at: at.toISOString(),
          created_at: new Date().toISOString(),
        })
        .execute();
    } finally {
      await handle.close();
    }
    for (const server of [a, b]) {
      expect((await request(server.origin, "/blog", { headers: PAGE })).text).not.toContain(title);
      expect((await request(server.origin, "/api/posts/", { headers: PAGE })).text).not.toContain(title);
    }
    // Until the publication time itself (the clock, not a guess at how long something takes).
    while (Date.now() <= at.getTime())
      await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now() + 1));
    expect((await request(b.origin, "/blog", { headers: PAGE })).text).toContain(title);
    expect((await request(a.origin, "/api/posts/", { headers: PAGE })).text).toContain(title);
  });

  it("refuse a no-JavaScript form post from another site, cross-site, or saying neither, storing nothing", async () => {
    if (skip()) return;
    const handle = openUrl(database!.url);
    const count = async () =>
      Number(
        (
          await handle.db
            .selectFrom("contact_messages")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    try {
      const before = await count();
      const form = (email: string) =>
        new URLSearchParams({
          intent: "message",
          firstName: "cache",
          lastName: "Visitor",
          email,
          subject: "Hello",
          message: "cache: a message.",
        }).toString();
      const post = (headers: Record<string, string>, email: string) =>
        request(b.origin, "/contact-us", {
          method: "POST",
          headers: { ...PAGE, "content-type": "application/x-www-form-urlencoded", ...headers },
          body: form(email),
        });
      for (const headers of <Array<Record<string, string>>>[
        { origin: "https://evil.example" },
        { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
        { "sec-fetch-site": "cross-site" },
        {},
      ]) {
        const refused = await post(headers, "cache.refused@example.org");
        expect(refused.status, JSON.stringify(headers)).toBe(403);
        expect(refused.headers["cache-control"]).toBe("no-store");
        expect(refused.text).toContain("This form could not be sent");
      }
      expect(await count()).toBe(before);
      // A browser on the site's own page, with no cookie at all.
      const sent = await post({ "sec-fetch-site": "same-origin", origin: b.origin }, "cache.sent@example.org");
      // Post/Redirect/Get: the success is a 303 back to the page, marked as sent.
      expect(sent.status).toBe(303);
      // It lands on the form's own section, where the answer shows.
      expect(sent.headers.location).toBe(`/contact-us?sent=message#${CONTACT_FORM_PANEL}`);
      expect(sent.headers["set-cookie"]).toBeUndefined();
      expect(await count()).toBe(before + 1);
    } finally {
      await handle.close();
    }
  });

  it("never let any cache keep a staff page", async () => {
    if (skip()) return;
    const signIn = await request(a.origin, "/admin/sign-in", { headers: PAGE });
    expect(signIn.status).toBe(200);
    expect(signIn.headers["cache-control"]).toBe("no-store");
    const again = await request(a.origin, "/admin/sign-in", { headers: PAGE });
    expect(again.headers["cache-control"]).toBe("no-store");
  });
});
