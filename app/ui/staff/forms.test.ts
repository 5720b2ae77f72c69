import { describe, expect, it } from "vitest";
import { fieldErrorOf, problemOfErrors, problemSummary, sectionFolds } from "./forms";

describe("fieldErrorOf", () => {
  it("reads each field's own message when the form's fields were checked together", () => {
    const problem = {
      message: "Title is required.",
      field: "title",
      errors: { title: "Title is required.", slug: "Bad slug." },
    };
    expect(fieldErrorOf(problem, "slug")).toBe("Bad slug.");
    expect(fieldErrorOf(problem, "author")).toBeNull();
  });

  it("reads a one-field refusal by its field", () => {
    expect(fieldErrorOf({ message: "Taken.", field: "email" }, "email")).toBe("Taken.");
    expect(fieldErrorOf({ message: "Taken.", field: "email" }, "name")).toBeNull();
    expect(fieldErrorOf(null, "email")).toBeNull();
  });
});

describe("problemSummary", () => {
  it("lists each refused field's message with the id it links to, under a count", () => {
    const problem = {
      message: "Title is required.",
      field: "title",
      errors: { title: "Title is required.", role: "Choose a role." },
    };
    expect(
      problemSummary(problem, "Nothing was saved:", (field) => (field === "role" ? "invite-role" : field)),
    ).toEqual({
      heading: "Nothing was saved: 2 fields need your attention.",
      fields: [
        { message: "Title is required.", target: "title" },
        { message: "Choose a role.", target: "invite-role" },
      ],
    });
    expect(problemSummary({ message: "Taken.", field: "email" }, "").heading).toBe("One field needs your attention.");
  });

  it("says a refusal of no field after the form's words, and the disk's refusal alone", () => {
    expect(problemSummary({ message: "Nobody has confirmed a subscription yet." }, "Not sent:")).toEqual({
      heading: "Not sent: Nobody has confirmed a subscription yet.",
      fields: [],
    });
    expect(problemSummary({ message: "The server's disk is full.", status: 503 }, "Not sent:").heading).toBe(
      "The server's disk is full.",
    );
  });
});

describe("problemOfErrors", () => {
  it("reads a form's map of messages by id, the disk's refusal under the empty key", () => {
    expect(problemOfErrors({})).toBeNull();
    expect(problemOfErrors({ "phoneLabel.0": "Say what it is for." })).toEqual({
      message: "Say what it is for.",
      field: "phoneLabel.0",
      errors: { "phoneLabel.0": "Say what it is for." },
    });
    expect(problemOfErrors({ "": "The disk is full." })).toEqual({ message: "The disk is full.", status: 503 });
  });
});

describe("sectionFolds", () => {
  const sections = { Name: ["name"], Phones: ["phones", "phoneNumber"], Logo: ["logo"] };

  it("opens the first section, and one holding a field the address names", () => {
    expect(sectionFolds({}, sections)).toEqual({
      Name: { open: true, refused: false },
      Phones: { open: false, refused: false },
      Logo: { open: false, refused: false },
    });
    expect(sectionFolds(null, sections, ["saved", "logo"]).Logo).toEqual({ open: true, refused: false });
  });

  it("opens only the sections holding a refused field, a row's field by its prefix", () => {
    expect(sectionFolds({ "phoneNumber.1": "Give the number.", "": "" }, sections, ["logo"])).toEqual({
      Name: { open: false, refused: false },
      Phones: { open: true, refused: true },
      Logo: { open: false, refused: false },
    });
    // A name is no prefix of a longer name: `phones` does not hold `phonesExtra`.
    expect(sectionFolds({ phonesExtra: "x" }, sections).Phones.refused).toBe(false);
  });
});
