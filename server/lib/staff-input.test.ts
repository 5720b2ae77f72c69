import { describe, expect, it } from "vitest";
import { checkedPost, type PostInput } from "#server/domain/posts/authoring";
import { checkStaffFields, refusalOf, StaffInputError, staffFormText } from "./staff-input";

const NOW = new Date("2026-03-01T10:00:00Z");

const POST: PostInput = {
  title: "Grace for today",
  slug: "",
  excerpt: "",
  content: "<p>Hello</p>",
  image: "",
  category: "",
  tags: [],
  newTags: "",
  author: "Pastor",
  authorImage: "",
  quote: "",
  featured: false,
  status: "published",
  version: "",
  publishAt: "",
};

/** The refusal a check throws, as the page gets it. */
function refusal(check: () => unknown) {
  try {
    check();
  } catch (error) {
    return refusalOf(error);
  }
  throw new Error("the check passed");
}

describe("checkStaffFields", () => {
  it("gives every field's value when all pass", () => {
    expect(checkStaffFields({ a: () => 1, b: () => "x" })).toEqual({ a: 1, b: "x" });
  });

  it("runs every check and refuses with every field's message, the first as the message", () => {
    const problem = refusal(() =>
      checkStaffFields({
        a: () => 1,
        b: () => {
          throw new StaffInputError("B is wrong.", "b");
        },
        c: () => {
          throw new StaffInputError("C is wrong.", "c");
        },
      }),
    );
    expect(problem).toEqual({ message: "B is wrong.", field: "b", errors: { b: "B is wrong.", c: "C is wrong." } });
  });

  it("lets any other error through: a fault is not a refusal", () => {
    expect(() => checkStaffFields({ a: () => JSON.parse("{") })).toThrow(SyntaxError);
  });

  it("refuses a NUL in every text field at once", () => {
    expect(refusal(() => staffFormText({ a: "x\u0000", b: ["ok", "y\u0000"], c: "fine" })).errors).toEqual({
      a: "Null characters are not allowed.",
      b: "Null characters are not allowed.",
    });
  });
});

describe("a staff form's every error at once (the post form)", () => {
  it("reports each invalid field by its name", () => {
    const problem = refusal(() =>
      checkedPost(
        { ...POST, title: " ", slug: "Not A Slug", content: "", category: "x", status: "scheduled", publishAt: "soon" },
        NOW,
      ),
    );
    expect(Object.keys(problem.errors ?? {})).toEqual(["title", "slug", "content", "publishAt", "category"]);
    expect(problem.message).toBe(problem.errors?.title);
    expect(problem.errors?.publishAt).toBe("Publish at must be a date and time (Harare time).");
  });

  it("keeps a valid post's values", () => {
    expect(checkedPost(POST, NOW)).toMatchObject({
      title: "Grace for today",
      slug: "grace-for-today",
      status: "published",
    });
  });
});
