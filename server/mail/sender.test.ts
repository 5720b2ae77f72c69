import { describe, expect, it } from "vitest";
import { NEUTRAL_CHURCH } from "#server/domain/church/church";
import { DEMO_CHURCH } from "#content/demo/church";
import { mailSender } from "./sender";

const SITE = "https://church.example.org";

describe("the From line of mails", () => {
  it("is the church's sender name at MAIL_FROM's address", () => {
    const saved = { ...DEMO_CHURCH, mailSenderName: "St. Mark's, Harare" };
    expect(mailSender(saved, "Office <office@church.example.org>", SITE, NEUTRAL_CHURCH.name)).toBe(
      `"St. Mark's, Harare" <office@church.example.org>`,
    );
    expect(mailSender(saved, "office@church.example.org", SITE, NEUTRAL_CHURCH.name)).toBe(
      `"St. Mark's, Harare" <office@church.example.org>`,
    );
  });

  it("keeps MAIL_FROM's own name until the church saves its details, else the neutral name", () => {
    expect(mailSender(null, '"Grace Chapel" <hello@grace.example>', SITE, NEUTRAL_CHURCH.name)).toBe(
      `"Grace Chapel" <hello@grace.example>`,
    );
    expect(mailSender(null, "hello@grace.example", SITE, NEUTRAL_CHURCH.name)).toBe(
      `"Our church" <hello@grace.example>`,
    );
  });

  it("is no-reply at the site's host without MAIL_FROM", () => {
    expect(mailSender(DEMO_CHURCH, null, SITE, NEUTRAL_CHURCH.name)).toBe(
      `"${DEMO_CHURCH.mailSenderName}" <no-reply@church.example.org>`,
    );
  });
});
