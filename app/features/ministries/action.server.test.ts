import { testActionContext } from "#tests/support/load-context";
import { describe, expect, it, vi } from "vitest";
import { testGuard } from "#tests/support/guard";
import { hospitality } from "#content/site/ministries/hospitality";
import { intercession } from "#content/site/ministries/intercession";
import { handleMinistryPost, ministryLoaderData } from "./action.server";
import { CROSS_SITE_REFUSAL } from "~/lib/cross-site-refusal";

function context(guard = testGuard()) {
  const contact = vi.fn(async () => ({ id: 1 }));
  const ministry = vi.fn(async () => ({ id: 2 }));
  const ctx = testActionContext("https://church.example", {
    services: { submissions: { contact, ministry } },
    guard,
  });
  return { ctx, contact, ministry };
}

function post(
  fields: Record<string, string | string[]>,
  origin: string | null = "https://church.example",
  fetchSite: string | null = "same-origin",
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  const headers: Record<string, string> = {};
  if (origin) headers.origin = origin;
  if (fetchSite) headers["sec-fetch-site"] = fetchSite;
  return new Request("https://church.example/intercession", { method: "POST", body: form, headers });
}

const contactFields = {
  formId: "intercession-contact",
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

  it("refuse a post from another site, cross-site by Fetch Metadata, or saying neither, with the 403 error page", async () => {
    const { ctx, contact } = context();
    const refusal = { init: { status: CROSS_SITE_REFUSAL.status }, data: CROSS_SITE_REFUSAL.message };
    for (const request of [
      post(contactFields, "https://evil.example", null),
      post(contactFields, null, "cross-site"),
      post(contactFields, null, null),
    ]) {
      await expect(handleMinistryPost(request, ctx, intercession)).rejects.toMatchObject(refusal);
    }
    expect(contact).not.toHaveBeenCalled();
  });

  it("accept a same-origin post without any cookie or token (the page is the same for every visitor)", async () => {
    const { ctx, contact } = context();
    expect(await handleMinistryPost(post(contactFields, null), ctx, intercession)).toMatchObject({ ok: true });
    expect(contact).toHaveBeenCalledTimes(1);
  });

  it("answer the form's own checks by field", async () => {
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

  it("give the forms the form the address opens (and no token: the page is the same for everyone)", () => {
    expect(ministryLoaderData(new Request("https://church.example/media?form=media-contact"))).toEqual({
      openForm: "media-contact",
    });
  });
});
