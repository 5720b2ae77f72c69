import { describe, expect, it } from "vitest";
import { MINISTRY_CONTACT_SUBJECTS } from "#contract/ministries";
import { interestsOf, splitName, volunteerMinistryOf } from "./volunteers";

describe("the hospitality volunteer form", () => {
  it("is known by its fixed subject and no form_type; the contact page's form never is", () => {
    expect(volunteerMinistryOf({ form_type: "", subject: MINISTRY_CONTACT_SUBJECTS.hospitality })).toBe("hospitality");
    expect(
      volunteerMinistryOf({ form_type: "Contact Page Form", subject: MINISTRY_CONTACT_SUBJECTS.hospitality }),
    ).toBeNull();
    expect(volunteerMinistryOf({ form_type: "", subject: MINISTRY_CONTACT_SUBJECTS.youth })).toBeNull();
  });

  it("reads the areas of interest the form appends to the message", () => {
    expect(interestsOf("I can help on Sundays.\n\nAreas of Interest:\n- Greeter\n- Parking Team")).toEqual([
      "Greeter",
      "Parking Team",
    ]);
    expect(interestsOf("Areas of Interest:\n- Usher\n")).toEqual(["Usher"]);
    expect(interestsOf("I can help. Areas of Interest: many")).toEqual([]);
  });

  it("splits a name typed in one field at its first space, so that joined again it reads the same", () => {
    expect(splitName(" Tendai Moyo ")).toEqual({ first: "Tendai", last: "Moyo" });
    expect(splitName("Mai Chipo Dube")).toEqual({ first: "Mai", last: "Chipo Dube" });
    expect(splitName("Rutendo")).toEqual({ first: "Rutendo", last: "" });
  });
});
