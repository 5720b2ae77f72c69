import { describe, expect, it } from "vitest";
import { imageUrl } from "#contract/images";
import { DEMO_CHURCH } from "#content/demo/church";
import { confirmationMail, digestMail, mailChurch, newsletterMail, noticeMail, staffLinkMail } from "./templates";

const SITE = "https://site.example";
const CHURCH = mailChurch(DEMO_CHURCH, SITE);

const ALL = [
  confirmationMail(CHURCH, "https://site.example/newsletter/confirm/t"),
  noticeMail(
    CHURCH,
    "Rudo <b>",
    [{ label: "Message from <script>alert(1)</script>", href: "https://site.example/admin/messages/1" }],
    "https://site.example/admin/account",
  ),
  digestMail(
    CHURCH,
    "Rudo",
    [{ heading: "Messages", waiting: 2, listUrl: "https://site.example/admin/messages", lines: [] }],
    "https://site.example/admin/account",
  ),
  newsletterMail(
    CHURCH,
    { subject: "News", body: "One.\n\nTwo.", posts: [{ title: "A post", url: "https://site.example/blog/a" }] },
    "https://site.example/newsletter/unsubscribe/u",
  ),
  staffLinkMail(CHURCH, "invitation", "Rudo", "https://site.example/admin/welcome/x", 72),
];

describe("mail templates", () => {
  it("each has a plain-text part and a light HTML part with the church's name and address, and no remote image or script without a logo", () => {
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

  it("shows the church's logo in the header when it picked one: absolute, named by the church's name", () => {
    const logo = "photo-0123456789ab";
    const mail = confirmationMail(mailChurch({ ...DEMO_CHURCH, logo }, SITE), `${SITE}/newsletter/confirm/t`);
    const header = mail.html.slice(mail.html.indexOf("<body"), mail.html.indexOf("Someone, hopefully you"));
    expect(header).toContain(
      `<img src="${SITE}${imageUrl(logo, "square", 160, "webp")}" alt="Kingdom Light Ministries"`,
    );
    expect(header).not.toContain("font-weight:bold");
    expect(ALL[0]!.html).toContain(
      '<p style="margin:0 0 24px;font-weight:bold;font-size:18px">Kingdom Light Ministries</p>',
    );
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
