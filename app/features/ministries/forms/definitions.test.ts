import { describe, expect, it } from "vitest";
import { CONTACT_BODY, MINISTRY_BODY } from "#contract/submissions";
import { formFieldMax, validateBody, validateForm } from "#contract/validation";
import { FORM_DEFINITIONS, INTEREST_PREFIX, selectedInterests, type FormKey } from "./definitions";

const validate = (key: FormKey, values: Record<string, string>) =>
  validateForm(FORM_DEFINITIONS[key].form.rules(values), values);

describe("form definitions", () => {
  it("start empty, with every interest unchecked", () => {
    expect(FORM_DEFINITIONS["hospitality-contact"].form.empty()).toEqual({
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
    expect(Object.keys(FORM_DEFINITIONS["children-inquiry"].form.empty())).toEqual([
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
      const values = definition.form.empty();
      for (const field of definition.fields) {
        const max = formFieldMax(field);
        values[field.name] = field.kind === "email" ? `${"a".repeat(max - 12)}@example.com` : "x".repeat(max);
      }
      for (const option of definition.interests ?? []) values[`${INTEREST_PREFIX}${option.id}`] = true;
      expect(validate(key, values as Record<string, string>), key).toEqual({});
      const body = definition.form.payload(values);
      const rules = definition.channel === "contact" ? CONTACT_BODY : MINISTRY_BODY;
      expect(validateBody(rules, body), key).toMatchObject({ ok: true });
    }
  });
});

describe("validate", () => {
  const simple = "healing-contact";

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
    const application = "intercession-application";
    const filled = { first_name: "A", last_name: "B", email: "a@example.com", phone: "", subject: "", message: "Hi" };
    expect(validate(application, filled)).toEqual({});
    expect(validate("children-inquiry", filled)).toEqual({
      subject: "This field is required.",
    });
  });
});
