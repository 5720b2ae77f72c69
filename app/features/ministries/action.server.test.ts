import { testActionContext } from "../../../tests/support/loadContext";
import { describe, expect, it, vi } from "vitest";
import { testGuard } from "../../../tests/support/guard";
import { hospitality } from "~/content/ministries/hospitality";
import { intercession } from "~/content/ministries/intercession";
import { handleMinistryPost, ministryLoaderData } from "./action.server";

const TOKEN = "a".repeat(32);

function context(guard = testGuard()) {
  const contact = vi.fn(async () => ({ id: 1 }));
  const ministry = vi.fn(async () => ({ id: 2 }));
  const ctx = testActionContext("https://church.example", {
    csrfToken: TOKEN,
    services: { submissions: { contact, ministry } },
    guard,
  });
  return { ctx, contact, ministry };
}

function post(fields: Record<string, string | string[]>, origin = "https://church.example") {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  return new Request("https://church.example/intercession", {
    method: "POST",
    body: form,
    headers: { origin, cookie: `csrftoken=${TOKEN}` },
  });
}

const contactFields = {
  formId: "intercession-contact",
  csrfmiddlewaretoken: TOKEN,
  name: " Rutendo Ncube ",
  email: "rutendo@example.com",
  message: "Please pray for my mother.",
};

describe("ministry pages without JavaScript", () => {
  it("store a contact form through the services with the page's payload", async () => {
    const { ctx, contact, ministry } = context();
    const result = await handleMinistryPost(post(contactFields), ctx, intercession);
    expect(result).toEqual({ formId: "intercession-contact", ok: true, message: null, values: null, errors: {} });
    expect(contact).toHaveBeenCalledWith({
      name: "Rutendo Ncube",
      email: "rutendo@example.com",
      message: "Please pray for my mother.",
      subject: "Intercession Ministry Contact Form",
      form_type: "",
      phone: "",
      additionalDetails: {},
    });
    expect(ministry).not.toHaveBeenCalled();
  });

  it("store an application as a ministry form", async () => {
    const { ctx, ministry } = context();
    const result = await handleMinistryPost(
      post({
        formId: "intercession-application",
        csrfmiddlewaretoken: TOKEN,
        first_name: "Tendai",
        last_name: "Moyo",
        email: "tendai@example.com",
        phone: "",
        subject: "Prayer watch",
        message: "I love to pray.",
      }),
      ctx,
      intercession,
    );
    expect(result?.ok).toBe(true);
    expect(ministry).toHaveBeenCalledWith(
      expect.objectContaining({
        ministry: "intercession",
        subject: "[Intercession Ministry] Prayer watch",
        specific_interest: "Intercession Team Application",
      }),
      {},
    );
  });

  it("append the hospitality interests and stamp submittedOn", async () => {
    const { ctx, contact } = context();
    await handleMinistryPost(
      post({
        formId: "hospitality-join",
        csrfmiddlewaretoken: TOKEN,
        name: "Chipo Dube",
        email: "chipo@example.com",
        message: "Sundays suit me.",
        interests: ["usher", "greeter", "juggling"],
      }),
      ctx,
      hospitality,
    );
    const input = (contact.mock.calls[0] as unknown[])[0] as {
      message: string;
      additionalDetails: { submittedOn: string };
    };
    expect(input.message).toBe("Sundays suit me.\n\nAreas of Interest:\n- Greeter\n- Usher");
    expect(input.additionalDetails.submittedOn).toMatch(/Z$/);
  });

  it("refuse a post without the visitor's CSRF token or from another site, keeping the answers", async () => {
    const { ctx, contact } = context();
    const noToken = await handleMinistryPost(post({ ...contactFields, csrfmiddlewaretoken: "" }), ctx, intercession);
    expect(noToken).toMatchObject({
      ok: false,
      message: "There was a problem submitting your form. Please try again.",
    });
    expect(noToken?.values?.name).toBe(" Rutendo Ncube ");
    const foreign = await handleMinistryPost(post(contactFields, "https://evil.example"), ctx, intercession);
    expect(foreign?.ok).toBe(false);
    expect(contact).not.toHaveBeenCalled();
  });

  it("answer the SPEC §5 checks by field", async () => {
    const { ctx, contact } = context();
    const result = await handleMinistryPost(
      post({ ...contactFields, name: "  ", email: "rutendo@example" }),
      ctx,
      intercession,
    );
    expect(result).toMatchObject({
      ok: false,
      errors: { name: "This field is required.", email: "Enter a valid email address." },
    });
    expect(contact).not.toHaveBeenCalled();
  });

  it("ignore posts that are not one of the page's forms", async () => {
    const { ctx } = context();
    expect(
      await handleMinistryPost(post({ ...contactFields, formId: "children-inquiry" }), ctx, intercession),
    ).toBeNull();
    const notAForm = new Request("https://church.example/intercession", { method: "POST", body: "{}" });
    expect(await handleMinistryPost(notAForm, ctx, intercession)).toBeNull();
  });

  it("fall back to the default message when the service fails", async () => {
    const { ctx, contact } = context();
    contact.mockRejectedValueOnce(new Error("database is locked"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await handleMinistryPost(post(contactFields), ctx, intercession);
    expect(result).toMatchObject({ ok: false, message: "There was a problem submitting your form. Please try again." });
  });

  it("count the post against the API endpoint's limit and refuse it, keeping the answers, when over", async () => {
    const guard = testGuard(42);
    const { ctx, contact, ministry } = context(guard);
    const result = await handleMinistryPost(post(contactFields), ctx, intercession);
    expect(result).toMatchObject({
      ok: false,
      message: "Request was throttled. Expected available in 42 seconds.",
      retryAfter: 42,
      values: { name: " Rutendo Ncube " },
    });
    expect(guard.throttle).toHaveBeenCalledWith("contact");
    expect(contact).not.toHaveBeenCalled();
    const application = await handleMinistryPost(
      post({ ...contactFields, formId: "intercession-application" }),
      ctx,
      intercession,
    );
    expect(application?.retryAfter).toBe(42);
    expect(guard.throttle).toHaveBeenLastCalledWith("ministry-forms");
    expect(ministry).not.toHaveBeenCalled();
  });

  it("answer a filled honeypot as a success and store nothing", async () => {
    const { ctx, contact } = context();
    const result = await handleMinistryPost(
      post({ ...contactFields, website: "https://spam.example" }),
      ctx,
      intercession,
    );
    expect(result).toEqual({ formId: "intercession-contact", ok: true, message: null, values: null, errors: {} });
    expect(contact).not.toHaveBeenCalled();
  });

  it("give the forms the CSRF token and the form the address opens", () => {
    const { ctx } = context();
    expect(ministryLoaderData(new Request("https://church.example/media?form=media-contact"), ctx)).toEqual({
      csrfToken: TOKEN,
      openForm: "media-contact",
    });
  });
});
