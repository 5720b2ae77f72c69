import { describe, expect, it } from "vitest";
import { fieldErrorOf } from "./forms";

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
