import http from "node:http";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApi, type ListeningApi, type TestApi } from "./support";

/**
 * The no-JavaScript form posts under every kind of header a client chooses (Host, Origin,
 * Sec-Fetch-Site, a leftover token) and request target, sent over a real connection so the target
 * reaches the server as written: the answer is only ever 2xx, 3xx, 400, 403, 404, 405, 413, 415
 * or 429, and a row is stored exactly when the post is the site's own (server/http/cross-site.ts: an
 * allowed host, a plain path, Sec-Fetch-Site: same-origin or else the site's Origin, and an Origin
 * present must be the site's). The JSON API's side of the same rules is in property.test.ts.
 */
const ALLOWED = new Set([200, 201, 301, 303, 308, 400, 403, 404, 405, 413, 415, 429]);
const SITE = "http://localhost";
const EMAIL = "property.tester@example.org";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

function send(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string>,
  body = "",
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: target,
        headers: { ...headers, "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

let t: TestApi;
let server: ListeningApi;
beforeAll(async () => {
  t = await createTestApi({ pages: true });
  server = await t.listen();
}, 180_000);
afterAll(async () => {
  await server?.close();
  await t?.close();
});

const countMessages = async () =>
  Number(
    (
      await t.database.db
        .selectFrom("contact_messages")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("email", "=", EMAIL)
        .executeTakeFirstOrThrow()
    ).n,
  );

it("a no-JavaScript contact post is stored only when it is the site's own", async () => {
  // The page sets no cookie and holds no token; the browser's word decides.
  const first = await send(server.port, "GET", "/contact-us", { host: "localhost" });
  expect(first.status).toBe(200);
  expect(first.headers["set-cookie"], "the page sets no cookie").toBeUndefined();

  let sent = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        host: fc.constantFrom("localhost", "localhost:80", "evil.example", "localhost.evil.example"),
        origin: fc.constantFrom(undefined, SITE, "http://evil.example", "null", "https://localhost"),
        fetchSite: fc.constantFrom(undefined, "same-origin", "cross-site", "none"),
        // A leftover token or cookie from an older page changes nothing.
        token: fc.constantFrom("absent", "stale"),
        target: fc.constantFrom("/contact-us", "//contact-us", "//evil.example/contact-us", "/contact-us?x=1"),
      }),
      async ({ host, origin, fetchSite, token, target }) => {
        sent += 1;
        const fields = new URLSearchParams({
          intent: "message",
          firstName: "Property",
          lastName: `Tester ${sent}`,
          email: EMAIL,
          subject: "Headers",
          message: "Checking the cross-site rules.",
        });
        const headers: Record<string, string> = { host, "content-type": "application/x-www-form-urlencoded" };
        if (token === "stale") {
          fields.set("csrfmiddlewaretoken", "b".repeat(32));
          headers.cookie = `csrftoken=${"a".repeat(32)}`;
        }
        if (origin !== undefined) headers.origin = origin;
        if (fetchSite !== undefined) headers["sec-fetch-site"] = fetchSite;
        const before = await countMessages();
        const answer = await send(server.port, "POST", target, headers, fields.toString());
        const facts = JSON.stringify({ host, origin, fetchSite, token, target });
        expect(ALLOWED.has(answer.status), `${answer.status} for ${facts}`).toBe(true);
        const own =
          (host === "localhost" || host === "localhost:80") &&
          (target === "/contact-us" || target === "/contact-us?x=1") &&
          (fetchSite === "same-origin" || (fetchSite === undefined && origin !== undefined)) &&
          (origin === undefined || origin === SITE);
        expect(await countMessages(), facts).toBe(own ? before + 1 : before);
      },
    ),
    {
      numRuns: 120,
      examples: [
        [{ host: "localhost", origin: SITE, fetchSite: "same-origin", token: "absent", target: "/contact-us" }],
      ],
    },
  );
  // 120 posts through the page's action over a real connection: about 25 s on the shared machine.
}, 90_000);
