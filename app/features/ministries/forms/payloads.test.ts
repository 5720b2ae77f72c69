import { describe, expect, it } from "vitest";
import {
  appendInterests,
  buildApplicationPayload,
  buildChildrenInquiryPayload,
  buildHospitalityPayload,
  buildSimpleContactPayload,
  CONTACT_SUBJECTS,
  EVANGELISM_APPLICATION,
  HOSPITALITY_INTERESTS,
  INTERCESSION_APPLICATION,
  splitName,
} from "./payloads";

const application = {
  first_name: " Tendai ",
  last_name: "Moyo",
  email: " tendai.moyo@example.co.zw ",
  phone: "",
  subject: "Joining the prayer watch",
  message: "I would love to pray with the team on Tuesday mornings.",
};

describe("simple contact payload (the ministry pages' simple forms)", () => {
  it("intercession sends name, email, message and the fixed subject", () => {
    expect(
      buildSimpleContactPayload(
        { name: " Rutendo Ncube ", email: "rutendo@example.com", message: " Please pray for my mother. " },
        CONTACT_SUBJECTS.intercession,
      ),
    ).toStrictEqual({
      name: "Rutendo Ncube",
      email: "rutendo@example.com",
      message: "Please pray for my mother.",
      subject: "Intercession Ministry Contact Form",
    });
  });

  it("uses each ministry's own subject", () => {
    const values = { name: "A", email: "a@example.com", message: "Hello" };
    expect(buildSimpleContactPayload(values, CONTACT_SUBJECTS.healing).subject).toBe(
      "Healing and Deliverance Ministry Contact Form",
    );
    expect(buildSimpleContactPayload(values, CONTACT_SUBJECTS.youth).subject).toBe("Youth Ministry Contact Form");
    expect(buildSimpleContactPayload(values, CONTACT_SUBJECTS.media).subject).toBe("Media Ministry Contact Form");
  });
});

describe("hospitality payload", () => {
  it("lists the six hospitality interest options in order", () => {
    expect(HOSPITALITY_INTERESTS.map((option) => `${option.id} ${option.label}`)).toEqual([
      "greeter Greeter",
      "usher Usher",
      "parking Parking Team",
      "welcome-desk Welcome Desk",
      "fellowship Fellowship Host",
      "special-events Special Events",
    ]);
  });

  it("appends the interests after a blank line under the heading Areas of Interest, in option order", () => {
    expect(appendInterests("I can serve on Sundays.", ["special-events", "greeter", "parking"])).toBe(
      "I can serve on Sundays.\n\nAreas of Interest:\n- Greeter\n- Parking Team\n- Special Events",
    );
  });

  it("leaves the message alone when no interest is chosen, and ignores unknown ids", () => {
    expect(appendInterests("Just a question.", [])).toBe("Just a question.");
    expect(appendInterests("Just a question.", ["juggling"])).toBe("Just a question.");
  });

  it("adds additionalDetails.submittedOn as an ISO timestamp", () => {
    const now = new Date("2025-05-04T09:15:30.000Z");
    expect(
      buildHospitalityPayload(
        { name: "Chipo Dube", email: "chipo@example.com", message: "Count me in." },
        ["usher", "welcome-desk"],
        now,
      ),
    ).toStrictEqual({
      name: "Chipo Dube",
      email: "chipo@example.com",
      message: "Count me in.\n\nAreas of Interest:\n- Usher\n- Welcome Desk",
      subject: "Hospitality Ministry Contact Form",
      additionalDetails: { submittedOn: "2025-05-04T09:15:30.000Z" },
    });
  });

  it("stamps the current time by default", () => {
    const payload = buildHospitalityPayload({ name: "A", email: "a@example.com", message: "Hi" }, []);
    expect(payload.additionalDetails.submittedOn).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});

describe("application payload (the intercession and evangelism application form)", () => {
  it("intercession: ministry intercession, prefixed subject, fixed specific_interest", () => {
    expect(buildApplicationPayload(application, INTERCESSION_APPLICATION)).toStrictEqual({
      first_name: "Tendai",
      last_name: "Moyo",
      email: "tendai.moyo@example.co.zw",
      phone: "",
      ministry: "intercession",
      subject: "[Intercession Ministry] Joining the prayer watch",
      message: "I would love to pray with the team on Tuesday mornings.",
      specific_interest: "Intercession Team Application",
    });
  });

  it("keeps an optional phone number", () => {
    expect(
      buildApplicationPayload({ ...application, phone: " +263 77 123 4567 " }, INTERCESSION_APPLICATION).phone,
    ).toBe("+263 77 123 4567");
  });

  it("evangelism: its own ministry, prefix and specific_interest", () => {
    expect(buildApplicationPayload(application, EVANGELISM_APPLICATION)).toStrictEqual({
      first_name: "Tendai",
      last_name: "Moyo",
      email: "tendai.moyo@example.co.zw",
      phone: "",
      ministry: "evangelism",
      subject: "[Evangelism Ministry] Joining the prayer watch",
      message: "I would love to pray with the team on Tuesday mornings.",
      specific_interest: "Evangelism Team Application",
    });
  });
});

describe("children's inquiry payload", () => {
  const inquiry = { ...application, subject: "Sunday school for my daughter", phone: "0772 000 111" };

  it("sends ministry children, the tagged subject, an empty age_group and the fixed specific_interest", () => {
    expect(buildChildrenInquiryPayload(inquiry)).toStrictEqual({
      first_name: "Tendai",
      last_name: "Moyo",
      email: "tendai.moyo@example.co.zw",
      phone: "0772 000 111",
      ministry: "children",
      subject: "[Children's Ministry] Sunday school for my daughter",
      message: "I would love to pray with the team on Tuesday mornings.",
      age_group: "",
      specific_interest: "Children's Ministry Family Inquiry",
    });
  });

  it("defaults the subject to Children's Ministry Inquiry", () => {
    expect(buildChildrenInquiryPayload({ ...inquiry, subject: "  " }).subject).toBe(
      "[Children's Ministry] Children's Ministry Inquiry",
    );
  });

  it("splits a combined name when the first or last name is empty", () => {
    const payload = buildChildrenInquiryPayload({
      ...inquiry,
      first_name: "",
      last_name: "",
      name: " Rudo  Chiedza Chikwanha ",
    });
    expect([payload.first_name, payload.last_name]).toEqual(["Rudo", "Chiedza Chikwanha"]);
  });
});

describe("splitName", () => {
  it("keeps first and last when both are given", () => {
    expect(splitName({ name: "Someone Else", first_name: "Tariro", last_name: "Sibanda" })).toEqual({
      first_name: "Tariro",
      last_name: "Sibanda",
    });
  });

  it("fills only the empty half", () => {
    expect(splitName({ name: "Tariro Sibanda", first_name: "Tari", last_name: "" })).toEqual({
      first_name: "Tari",
      last_name: "Sibanda",
    });
    expect(splitName({ name: "Tariro Sibanda", first_name: "", last_name: "Sibanda-Moyo" })).toEqual({
      first_name: "Tariro",
      last_name: "Sibanda-Moyo",
    });
  });

  it("splits on any whitespace; a single word leaves the last name empty", () => {
    expect(splitName({ name: "Nyasha\tMoyo", first_name: "", last_name: "" })).toEqual({
      first_name: "Nyasha",
      last_name: "Moyo",
    });
    expect(splitName({ name: "Nyasha", first_name: "", last_name: "" })).toEqual({
      first_name: "Nyasha",
      last_name: "",
    });
  });

  it("does nothing without a combined name", () => {
    expect(splitName({ first_name: " Farai ", last_name: "" })).toEqual({ first_name: "Farai", last_name: "" });
    expect(splitName({ name: "   ", first_name: "", last_name: "" })).toEqual({ first_name: "", last_name: "" });
  });
});
