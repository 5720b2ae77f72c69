import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_BODY } from "#contract/submissions";
import { validateForm, type TextRule } from "#contract/validation";
import { handleContactPost } from "~/features/contact/action.server";
import { MESSAGE_FORM, type MessageValues } from "~/features/contact/payloads";
import { handleMinistryPost } from "~/features/ministries/action.server";
import { FORM_DEFINITIONS } from "~/features/ministries/forms/definitions";
import { healing } from "#content/site/ministries/healing";
import { insertFixtures } from "./fixtures";
import { createTestApi, formPost, json, lastRow, pageContext, rowCount, type TestApi } from "./support";

/**
 * One definition of what is valid (contract/submissions.ts, read by contract/validation.ts): a rule
 * changed there changes the API's answer, the route action's answer and the browser's own check
 * (the function the form runs before sending) at once. The rule is restored after each test.
 */
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ fixtures: insertFixtures });
});
afterAll(async () => {
  await t?.close();
});

const saved: Array<[TextRule, TextRule]> = [];
/** Changes a rule in the one definition for this test only. */
function change(rule: TextRule, changes: Partial<TextRule>) {
  saved.push([rule, { ...rule }]);
  Object.assign(rule, changes);
}
afterEach(() => {
  for (const [rule, original] of saved.splice(0)) Object.assign(rule, original);
});

const email = "farai@example.com";
const message = "We would love to visit on Sunday."; // 33 characters
const typed: MessageValues = { firstName: "Farai", lastName: "Moyo", email, phone: "", subject: "Visit", message };

/** The three answers to the same contact message: the API's, the contact page action's, the browser's. */
async function answers() {
  const api = await t.post("/api/contact/contact/submit/", { name: "Farai Moyo", email, message, subject: "Visit" });
  const action = await handleContactPost(formPost("/contact-us", { intent: "message", ...typed }), pageContext(t));
  const browser = validateForm(MESSAGE_FORM.rules(typed), typed);
  return { api: { status: api.statusCode, body: json(api) }, action, browser };
}

describe("one definition of what is valid", () => {
  it("a message limit lowered in contract/submissions.ts is every path's limit", async () => {
    const accepted = await answers();
    expect(accepted.api.status).toBe(201);
    expect(accepted.action).toMatchObject({ ok: true });
    expect(accepted.browser).toEqual({});

    change(CONTACT_BODY.fields.message, { max: 20 });
    const before = await rowCount(t, "contact_messages");
    const refused = await answers();
    const tooLong = "Ensure this field has no more than 20 characters.";
    expect(refused.api).toEqual({ status: 400, body: { message: [tooLong] } });
    expect(refused.action).toMatchObject({ ok: false, message: tooLong });
    expect(refused.browser).toEqual({ message: tooLong });
    expect(await rowCount(t, "contact_messages")).toBe(before);

    // A ministry form that feeds the same rule: its check and its field's maxLength follow.
    const healingForm = FORM_DEFINITIONS["healing-contact"];
    const healingValues = { ...healingForm.form.empty(), name: "Farai", email, message };
    expect(validateForm(healingForm.form.rules(healingValues), healingValues)).toEqual({
      message: tooLong,
    });
    const posted = await handleMinistryPost(
      formPost("/healing", { formId: "healing-contact", name: "Farai", email, message }),
      pageContext(t),
      healing,
    );
    expect(posted).toMatchObject({ ok: false, errors: { message: tooLong } });
  });

  it("a field made required in contract/submissions.ts is required on every path", async () => {
    change(CONTACT_BODY.fields.phone, { required: true });
    const refused = await answers();
    expect(refused.api).toEqual({ status: 400, body: { phone: ["This field is required."] } });
    expect(refused.action).toMatchObject({ ok: false, message: "This field is required." });
    expect(refused.browser).toEqual({ phone: "This field is required." });
  });

  it("a single-line field made multi-line keeps its lines, through the API and the action", async () => {
    const subject = "Visit\nSunday";
    change(CONTACT_BODY.fields.subject, { lines: "multi" });
    const response = await t.post("/api/contact/contact/submit/", { name: "Farai", email, message, subject });
    expect(response.statusCode).toBe(201);
    expect((await lastRow(t, "contact_messages")).subject).toBe(subject);
    await handleContactPost(formPost("/contact-us", { intent: "message", ...typed, subject }), pageContext(t));
    expect((await lastRow(t, "contact_messages")).subject).toBe(subject);
  });
});
