import { describe, expect, it } from "vitest";
import { MINISTRY_CONTACT_SUBJECTS, ministryOfMessage } from "#contract/ministries";
import { messageSubjectsOf } from "./waiting-counts";

describe("which ministry a message belongs to", () => {
  it("a ministry page's form: its fixed subject and no form_type", () => {
    expect(ministryOfMessage({ form_type: "", subject: MINISTRY_CONTACT_SUBJECTS.youth })).toBe("youth");
    expect(ministryOfMessage({ form_type: "", subject: "Hello" })).toBeNull();
  });

  it("the contact page's form, whose subject the visitor types, never belongs to a ministry", () => {
    expect(ministryOfMessage({ form_type: "Contact Page Form", subject: MINISTRY_CONTACT_SUBJECTS.youth })).toBeNull();
  });

  it("a ministry leader's subjects are those of their ministries' forms; others see every message", () => {
    expect(messageSubjectsOf({ all: false, ministries: ["youth", "children"] })).toEqual([
      MINISTRY_CONTACT_SUBJECTS.youth,
    ]);
    expect(messageSubjectsOf({ all: true })).toBeNull();
  });
});
