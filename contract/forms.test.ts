import { describe, expect, it } from "vitest";
import { defineForm, formText } from "./forms";
import { checkFields, validateForm, type TextRule } from "./validation";

const NAME: TextRule = { type: "text", max: 10, required: false, lines: "single" };

const form = defineForm({
  fields: {
    name: { rule: NAME, required: true },
    colour: { rule: NAME, required: false, choices: ["red", "blue"], initial: "red" },
    keep: { checkbox: true, initial: true },
    usher: { checkbox: true, initial: false, posted: { name: "roles", value: "usher" } },
    greeter: { checkbox: true, initial: false, posted: { name: "roles", value: "greeter" } },
  },
  payload: (values) => ({
    name: values.name.trim(),
    roles: [values.usher && "usher", values.greeter && "greeter"].filter(Boolean),
  }),
});

function posted(entries: Array<[string, string | Blob]>): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("defineForm", () => {
  it("starts every field at its initial value, in the order defined", () => {
    expect(form.empty()).toEqual({ name: "", colour: "red", keep: true, usher: false, greeter: false });
    expect(Object.keys(form.empty())).toEqual(["name", "colour", "keep", "usher", "greeter"]);
    expect(form.empty()).not.toBe(form.empty());
  });

  it('reads a post: texts as sent (a file or nothing is ""), a box by its name or by its value in a group', () => {
    const values = form.read(
      posted([
        ["name", " Ruth "],
        ["colour", new Blob(["x"])],
        ["roles", "greeter"],
      ]),
    );
    expect(values).toEqual({ name: " Ruth ", colour: "", keep: false, usher: false, greeter: true });
    expect(form.read(posted([["keep", "on"]])).keep).toBe(true);
  });

  it("checks the text fields only, by their rules, every field at once", () => {
    const values = { ...form.empty(), name: "", colour: "green" };
    expect(validateForm(form.rules(values), values)).toEqual({
      name: "This field is required.",
      colour: '"green" is not a valid choice.',
    });
  });

  it("builds the body from the values", () => {
    expect(form.payload({ ...form.empty(), name: " Ruth ", usher: true })).toEqual({ name: "Ruth", roles: ["usher"] });
  });
});

describe("formText", () => {
  it("is the text sent under a name, else empty", () => {
    expect(formText(posted([["a", "x"]]), "a")).toBe("x");
    expect(formText(posted([]), "a")).toBe("");
    expect(formText(posted([["a", new Blob(["x"])]]), "a")).toBe("");
  });
});

describe("checkFields (the one engine)", () => {
  it("runs every check: every invalid field's message, and the valid fields' values", () => {
    const checked = checkFields({
      a: () => ({ ok: true, value: 1 }),
      b: () => ({ ok: false, message: "B." }),
      c: () => ({ ok: false, message: "C." }),
    });
    expect(checked).toEqual({ ok: false, errors: { b: "B.", c: "C." }, values: { a: 1 } });
    expect(checkFields({ a: () => ({ ok: true, value: "x" }) })).toEqual({ ok: true, values: { a: "x" } });
  });
});
