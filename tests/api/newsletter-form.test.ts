import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "#contract/honeypot";
import { handleNewsletterPost } from "~/features/newsletter/action.server";
import { outcomeMessage, readNotice, type NewsletterVariant } from "~/features/newsletter/newsletter-form";
import { createTestApi, csrfPair, formPost, pageContext, rowCount, SITE_URL, type TestApi } from "./support";

/**
 * The newsletter forms without JavaScript (route /newsletter): a post subscribes through the same
 * rules, rate limit, honeypot and submission handler as POST /api/newsletter/subscribe/, and always answers
 * with a 303 back to the page it came from, whose address carries the notice as a code: never
 * the visitor's address.
 */
let t: TestApi;
let limited: TestApi;
beforeAll(async () => {
  t = await createTestApi();
  limited = await createTestApi({ rateLimit: { enabled: true, max: 1, windowMs: 60_000 } });
});
afterAll(async () => {
  await t?.close();
  await limited?.close();
});

async function subscribed(email: string) {
  return t.database.db
    .selectFrom("newsletter_subscribers")
    .select(["email", "name"])
    .where("email", "=", email)
    .execute();
}

interface Sent {
  status: number;
  location: string;
  /** What the form on the page shows after the redirect. */
  shown: ReturnType<typeof outcomeMessage>;
}

async function post(
  fields: Record<string, string>,
  { api = t, address = "127.0.0.1", origin = SITE_URL, secFetchSite = "same-origin" as string | null } = {},
): Promise<Sent> {
  const request = formPost("/newsletter", fields);
  request.headers.set("origin", origin);
  if (secFetchSite === null) request.headers.delete("sec-fetch-site");
  else request.headers.set("sec-fetch-site", secFetchSite);
  const response = await handleNewsletterPost(request, pageContext(api, address));
  const location = response.headers.get("location") ?? "";
  const variant = (fields.variant === "sidebar" ? "sidebar" : "footer") as NewsletterVariant;
  const notice = readNotice(new URL(location, SITE_URL).search, variant);
  return { status: response.status, location, shown: notice && outcomeMessage(variant, notice) };
}

describe("the newsletter forms without JavaScript", () => {
  it("subscribe from the footer ({ email, name: '' }) and go back to the page with the success text", async () => {
    const email = "footer.nojs@example.org";
    const sent = await post({ variant: "footer", email, next: "/sermons?page=2" });
    expect(sent.status).toBe(303);
    expect(sent.location).toBe("/sermons?page=2&newsletter=footer.subscribed#newsletter-footer");
    expect(sent.shown).toEqual({ status: "success", text: "Successfully subscribed!" });
    expect(await subscribed(email)).toEqual([{ email, name: "" }]);
  });

  it("subscribe from the sidebar, and say the same when the address is already on the list", async () => {
    const email = "sidebar.nojs@example.org";
    for (let i = 0; i < 2; i++) {
      const sent = await post({ variant: "sidebar", email: ` ${email} `, next: "/blog/walking-in-faith" });
      expect(sent.location).toBe("/blog/walking-in-faith?newsletter=sidebar.subscribed#newsletter-sidebar");
      expect(sent.shown?.text).toBe("Successfully subscribed!");
    }
    expect(await subscribed(email)).toHaveLength(1);
  });

  it("never put the address in the redirect, whatever the answer", async () => {
    for (const email of ["never.in.url@example.org", "never.in.url@example", "  "]) {
      for (const variant of ["footer", "sidebar"]) {
        const sent = await post({ variant, email, next: "/" });
        expect(sent.location).not.toContain("never.in.url");
        expect(decodeURIComponent(sent.location)).not.toContain("@");
      }
    }
  });

  it("answer the form's own messages: an invalid address, and a blank field on the sidebar", async () => {
    const before = await rowCount(t, "newsletter_subscribers");
    const invalid = await post({ variant: "footer", email: "visitor@localhost", next: "/" });
    expect(invalid.location).toBe("/?newsletter=footer.invalid-email#newsletter-footer");
    expect(invalid.shown).toEqual({ status: "error", text: "Enter a valid email address." });
    const blank = await post({ variant: "sidebar", email: "   ", next: "/blog" });
    expect(blank.shown).toEqual({ status: "error", text: "Please enter an email address." });
    // The footer sends nothing for an empty field: nothing to say.
    expect((await post({ variant: "footer", email: "", next: "/" })).shown).toBeNull();
    const tooLong = await post({ variant: "footer", email: `${"a".repeat(250)}@example.org`, next: "/" });
    expect(tooLong.shown?.text).toBe("Ensure this field has no more than 254 characters.");
    expect(await rowCount(t, "newsletter_subscribers")).toBe(before);
  });

  it.each([
    ["another site", "https://evil.example/phish"],
    ["a scheme-relative address", "//evil.example/phish"],
    ["a backslash trick", "/\\evil.example"],
    ["a javascript: address", "javascript:alert(1)"],
    ["nothing", ""],
  ])("go back to the home page when the page to go back to is %s", async (_label, next) => {
    const sent = await post({ variant: "footer", email: "home.back@example.org", next });
    expect(sent.location).toMatch(/^\/\?newsletter=footer\.subscribed#newsletter-footer$/);
  });

  it("drop an earlier notice from the page's address", async () => {
    const sent = await post({ variant: "footer", email: "again@example.org", next: "/?newsletter=footer.failed&q=1" });
    expect(sent.location).toBe("/?q=1&newsletter=footer.subscribed#newsletter-footer");
  });

  it("answer a filled honeypot as a success and store nothing", async () => {
    const email = "honey.nojs@example.org";
    const sent = await post({ variant: "sidebar", email, next: "/blog", [HONEYPOT_FIELD]: "https://spam.example" });
    expect(sent.shown?.text).toBe("Successfully subscribed!");
    expect(await subscribed(email)).toEqual([]);
  });

  it("refuse a post from another site, cross-site by Fetch Metadata, or saying neither, storing nothing", async () => {
    const email = "cross.site@example.org";
    const failed = { status: "error", text: "Failed to subscribe. Please try again later." };
    const foreign = await post(
      { variant: "footer", email, next: "/" },
      { origin: "https://evil.example", secFetchSite: null },
    );
    expect(foreign.shown).toEqual(failed);
    const crossSite = await post({ variant: "footer", email, next: "/" }, { secFetchSite: "cross-site" });
    expect(crossSite.shown).toEqual(failed);
    const request = formPost("/newsletter", { variant: "sidebar", email, next: "/blog" });
    request.headers.delete("origin");
    request.headers.delete("sec-fetch-site");
    const response = await handleNewsletterPost(request, pageContext(t));
    expect(response.headers.get("location")).toBe("/blog?newsletter=sidebar.failed#newsletter-sidebar");
    expect(await subscribed(email)).toEqual([]);
  });

  it("need no cookie and no token: the browser's Sec-Fetch-Site: same-origin is enough", async () => {
    const email = "cache.nocookie@example.org";
    const sent = await post({ variant: "footer", email, next: "/" }, { origin: SITE_URL });
    expect(sent.shown).toEqual({ status: "success", text: "Successfully subscribed!" });
  });

  it("share the API's rate limit, and say when to try again", async () => {
    const address = "192.0.2.77";
    const options = { api: limited, address };
    expect((await post({ variant: "footer", email: "first@example.org", next: "/" }, options)).shown?.status).toBe(
      "success",
    );
    const sent = await post({ variant: "footer", email: "second@example.org", next: "/" }, options);
    expect(sent.location).toMatch(/^\/\?newsletter=footer\.throttled-\d+#newsletter-footer$/);
    expect(sent.shown?.text).toMatch(/^Request was throttled\. Expected available in \d+ seconds?\.$/);
    const api = await limited.inject({
      method: "POST",
      url: "/api/newsletter/subscribe/",
      remoteAddress: address,
      payload: JSON.stringify({ email: "third@example.org" }),
      headers: { "content-type": "application/json", ...(await csrfPair(limited.app)).headers },
    });
    expect(api.statusCode).toBe(429);
  });
});
