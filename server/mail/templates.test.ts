import { describe, expect, it } from "vitest";
import { DEMO_CHURCH } from "#content/demo/church";
import { confirmationMail, digestMail, newsletterMail, noticeMail, staffLinkMail } from "./templates";

const ALL = [
  confirmationMail(DEMO_CHURCH, "https://site.example/newsletter/confirm/t"),
  noticeMail(
    DEMO_CHURCH,
    "Rudo <b>",
    [{ label: "Message from <script>alert(1)</script>", href: "https://site.example/admin/messages/1" }],
    "https://site.example/admin/account",
  ),
  digestMail(
    DEMO_CHURCH,
    "Rudo",
    [{ heading: "Messages", waiting: 2, listUrl: "https://site.example/admin/messages", lines: [] }],
    "https://site.example/admin/account",
  ),
  newsletterMail(
    DEMO_CHURCH,
    { subject: "News", body: "One.\n\nTwo.", posts: [{ title: "A post", url: "https://site.example/blog/a" }] },
    "https://site.example/newsletter/unsubscribe/u",
  ),
  staffLinkMail(DEMO_CHURCH, "invitation", "Rudo", "https://site.example/admin/welcome/x", 72),
];

describe("mail templates", () => {
  it("each has a plain-text part and a light HTML part with the church's name and address, and no remote image or script", () => {
    for (const mail of ALL) {
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain("Kingdom Light Ministries");
        expect(part).toContain("14 Josiah Chinamano Avenue, Avenues, Harare, Zimbabwe");
      }
      expect(mail.html).not.toMatch(/<img|<script|<link|@import|url\(/i);
      expect(mail.html).toContain('name="viewport"');
      expect(Buffer.byteLength(mail.html) + Buffer.byteLength(mail.text)).toBeLessThan(100 * 1024);
    }
  });

  it("escapes what visitors typed", () => {
    expect(ALL[1]!.html).toContain("Message from &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(ALL[1]!.html).toContain("Hello Rudo &lt;b&gt;,");
  });

  it("a newsletter carries the RFC 8058 headers and the posts of the month", () => {
    expect(ALL[3]!.headers).toEqual({
      "List-Unsubscribe": "<https://site.example/newsletter/unsubscribe/u>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(ALL[3]!.text).toContain("NEW POSTS THIS MONTH");
    expect(ALL[3]!.text).toContain("https://site.example/blog/a");
  });
});
