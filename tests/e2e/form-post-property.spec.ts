import http from "node:http";
import fc from "fast-check";
import { expect, test } from "@playwright/test";
import { queryRows } from "#tests/e2e/support/db";

/**
 * The no-JavaScript form posts under every kind of header a client chooses (Host, Origin,
 * Sec-Fetch-Site, the hidden token) and request target: the answer is only ever 2xx,
 * 3xx, 400, 403, 404, 405, 413, 415 or 429, and a row is stored exactly when the post is the
 * site's own (server/http/cross-site.ts: an allowed host, a plain path, the site's Origin or none over
 * HTTP, the cookie's token in the hidden field).
 */
test.skip(({ viewport }) => (viewport?.width ?? 0) < 500, "server behaviour: measured once, on the desktop project");

const ALLOWED = new Set([200, 201, 301, 303, 308, 400, 403, 404, 405, 413, 415, 429]);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(base: URL, method: string, path: string, headers: Record<string, string>, body = ""): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        headers: { ...headers, "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

// Only this test's rows: other specs store contact messages in the same database at the same time.
const countMessages = () =>
  Number(
    queryRows<{ n: number }>("SELECT count(*) AS n FROM contact_messages WHERE email = 'property.tester@example.org'")[0]!.n,
  );

test("a no-JavaScript contact post is stored only when it is the site's own", async ({ baseURL }) => {
  const base = new URL(baseURL!);
  const site = base.origin;
  // The page sets no cookie and holds no token; the browser's word decides.
  const first = await send(base, "GET", "/contact-us", { host: base.host });
  expect(first.headers["set-cookie"], "the page sets no cookie").toBeUndefined();

  let sent = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        host: fc.constantFrom(base.host, base.hostname, "evil.example", `${base.hostname}.evil.example`),
        origin: fc.constantFrom(undefined, site, "http://evil.example", "null", site.replace("http:", "https:")),
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
          email: "property.tester@example.org",
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
        const before = countMessages();
        const answer = await send(base, "POST", target, headers, fields.toString());
        expect(
          ALLOWED.has(answer.status),
          `${answer.status} for ${JSON.stringify({ host, origin, token, target })}`,
        ).toBe(true);
        const own =
          (host === base.host || host === base.hostname) &&
          (target === "/contact-us" || target === "/contact-us?x=1") &&
          // Sec-Fetch-Site: same-origin, or (no Fetch Metadata) the site's Origin; an Origin present must be the site's.
          (fetchSite === "same-origin" || (fetchSite === undefined && origin !== undefined)) &&
          (origin === undefined || origin === site);
        expect(countMessages(), JSON.stringify({ host, origin, fetchSite, token, target })).toBe(
          own ? before + 1 : before,
        );
      },
    ),
    {
      numRuns: 120,
      examples: [[{ host: base.host, origin: site, fetchSite: "same-origin", token: "absent", target: "/contact-us" }]],
    },
  );
});
