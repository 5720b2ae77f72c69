import { describe, expect, it } from "vitest";
import { CONTACT_BODY, MINISTRY_BODY } from "#contract/submissions";
import { formFieldMax, validateBody, validateForm } from "#contract/validation";
import {
  FORM_DEFINITIONS,
  formRules,
  initialValues,
  INTEREST_PREFIX,
  selectedInterests,
  type FieldSpec,
  type FormKey,
} from "./definitions";

const validate = (fields: readonly FieldSpec[], values: Record<string, string>) =>
  validateForm(formRules(fields), values);

describe("form definitions", () => {
  it("start empty, with every interest unchecked", () => {
    expect(initialValues(FORM_DEFINITIONS["hospitality-contact"])).toEqual({
      name: "",
      email: "",
      message: "",
      "interest:greeter": false,
      "interest:usher": false,
      "interest:parking": false,
      "interest:welcome-desk": false,
      "interest:fellowship": false,
      "interest:special-events": false,
    });
    expect(Object.keys(initialValues(FORM_DEFINITIONS["children-inquiry"]))).toEqual([
      "first_name",
      "last_name",
      "email",
      "phone",
      "subject",
      "message",
    ]);
  });

  it("read the checked interests", () => {
    expect(
      selectedInterests({ [`${INTEREST_PREFIX}usher`]: true, [`${INTEREST_PREFIX}parking`]: false, name: "x" }),
    ).toEqual(["usher"]);
  });

  it("never build a body the server would refuse for length, even with every field full", () => {
    for (const key of Object.keys(FORM_DEFINITIONS) as FormKey[]) {
      const definition = FORM_DEFINITIONS[key];
      const values = initialValues(definition);
      for (const field of definition.fields) {
        const max = formFieldMax(field);
        values[field.name] = field.kind === "email" ? `${"a".repeat(max - 12)}@example.com` : "x".repeat(max);
      }
      for (const option of definition.interests ?? []) values[`${INTEREST_PREFIX}${option.id}`] = true;
      expect(validate(definition.fields, values as Record<string, string>), key).toEqual({});
      const body = definition.build(values, new Date());
      const rules = definition.channel === "contact" ? CONTACT_BODY : MINISTRY_BODY;
      expect(validateBody(rules, body), key).toMatchObject({ ok: true });
    }
  });
});

describe("validate", () => {
  const simple = FORM_DEFINITIONS["healing-contact"].fields;

  it("requires name, email and message, blank-only counting as empty", () => {
    expect(validate(simple, { name: "  ", email: "", message: "\n" })).toEqual({
      name: "This field is required.",
      email: "This field is required.",
      message: "This field is required.",
    });
  });

  it("checks the email's form", () => {
    expect(validate(simple, { name: "A", email: "a@b", message: "Hi" })).toEqual({
      email: "Enter a valid email address.",
    });
    expect(validate(simple, { name: "A", email: " a@example.co.zw ", message: "Hi" })).toEqual({});
  });

  it("leaves the phone and the application's subject optional, and requires the children's subject", () => {
    const application = FORM_DEFINITIONS["intercession-application"].fields;
    const filled = { first_name: "A", last_name: "B", email: "a@example.com", phone: "", subject: "", message: "Hi" };
    expect(validate(application, filled)).toEqual({});
    expect(validate(FORM_DEFINITIONS["children-inquiry"].fields, filled)).toEqual({
      subject: "This field is required.",
    });
  });
});
