import { describe, expect, it } from "vitest";
import { DEMO_CHURCH } from "#content/demo/church";
import { mailChurch } from "#server/mail/templates";
import {
  cancelledMail,
  confirmedMail,
  dateCancelledMail,
  dateMovedMail,
  promotedMail,
  reminderMail,
  spanText,
  waitlistedMail,
  whenText,
  type RegistrationDetails,
} from "./mails";

const CHURCH = mailChurch({ ...DEMO_CHURCH, name: "Grace Chapel Borrowdale" }, "https://site.example");
const DETAILS: RegistrationDetails = {
  name: "Rudo <b>",
  title: "Youth Camp",
  when: spanText("2026-01-11T10:00", "2026-01-11T12:00", false),
  place: "Fellowship hall",
  address: "14 Josiah Chinamano Avenue",
  mapUrl: "https://www.openstreetmap.org/x",
  party: 3,
  eventUrl: "https://site.example/events/youth-camp",
  registrationUrl: "https://site.example/events/registration/tok",
};

describe("the registrants' mails", () => {
  const all = [
    confirmedMail,
    waitlistedMail,
    promotedMail,
    cancelledMail,
    reminderMail,
    dateCancelledMail,
    dateMovedMail,
  ].map((template) => template(CHURCH, DETAILS));

  it("are signed with the church's own name, name the event, and escape what people typed", () => {
    for (const mail of all) {
      expect(mail.text).toContain("Grace Chapel Borrowdale");
      expect(mail.html).toContain("Grace Chapel Borrowdale");
      expect(mail.text).not.toContain("Kingdom Light");
      expect(mail.subject).toContain("Youth Camp");
      expect(mail.html).not.toContain("<b>");
    }
  });

  it("carry the registrant's own link when there is something they can do with it", () => {
    for (const mail of [all[0], all[1], all[2], all[4], all[6]]) expect(mail!.text).toContain(DETAILS.registrationUrl);
    expect(all[0]!.text).toContain("When: Sunday 11 January 2026, 10:00 to 12:00 (Harare time)");
    expect(all[0]!.text).toContain("3 people");
  });
});

describe("dates in words", () => {
  it("says a time, a date, and a span over days", () => {
    expect(whenText("2026-01-04T15:30", false)).toBe("Sunday 4 January 2026, 15:30");
    expect(whenText("2026-01-04", true)).toBe("Sunday 4 January 2026");
    expect(spanText("2025-12-31T22:00", "2026-01-01T01:00", false)).toBe(
      "Wednesday 31 December 2025, 22:00 to Thursday 1 January 2026, 01:00 (Harare time)",
    );
    expect(spanText("2025-12-30", "2026-01-01", true)).toBe("Tuesday 30 December 2025 to Thursday 1 January 2026");
    expect(spanText("2026-01-04", "2026-01-04", true)).toBe("Sunday 4 January 2026");
  });
});
