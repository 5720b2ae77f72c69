// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api";
import type * as ApiModule from "~/lib/api";
import type { ContactSectionContent, FormContent } from "~/features/ministries/types";
import { ContactSection } from "./contact-section";
import { MinistryForm } from "./ministry-form";

const calls = vi.hoisted(() => ({
  submitContact: vi.fn<(body: Record<string, unknown>) => Promise<unknown>>(),
  submitMinistryForm: vi.fn<(body: Record<string, unknown>) => Promise<unknown>>(),
}));

vi.mock("~/lib/api", async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return { ...original, api: { ...original.api, ...calls } };
});

function content(form: FormContent["form"], extra: Partial<FormContent> = {}): FormContent {
  return {
    id: `test-${form}`,
    form,
    heading: "Test form",
    intro: "Intro",
    submitLabel: "Send Message",
    success: { title: "Thank you!", text: "We will be in touch." },
    ...extra,
  };
}

function type(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function submit(label = "Send Message") {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: label }));
  });
}

function fillSimple() {
  type(/Full Name/, "Rutendo Ncube");
  type(/Email Address/, "rutendo@example.com");
  type(/Message/, "Please pray for my exams.");
}

function fillApplication() {
  type(/First Name/, "Tendai");
  type(/Last Name/, "Moyo");
  type(/Email Address/, "tendai@example.com");
  type(/Subject/, "Prayer watch");
  type(/Why would you like to join/, "I love to pray.");
}

beforeEach(() => {
  vi.useFakeTimers();
  calls.submitContact.mockReset();
  calls.submitMinistryForm.mockReset();
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("simple contact form (intercession contact, healing, youth)", () => {
  it("sends the payload, thanks the visitor, then returns to an empty form after 3 s", async () => {
    calls.submitContact.mockResolvedValue({ id: 1 });
    render(<MinistryForm content={content("intercession-contact")} />);
    fillSimple();
    await submit();
    expect(calls.submitContact).toHaveBeenCalledWith({
      name: "Rutendo Ncube",
      email: "rutendo@example.com",
      message: "Please pray for my exams.",
      subject: "Intercession Ministry Contact Form",
    });
    expect(screen.getByRole("status")).toHaveProperty("textContent", expect.stringContaining("Thank you!"));
    expect(screen.getByRole("button", { name: "Send another message" })).toBeTruthy();

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByLabelText(/Full Name/)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect((screen.getByLabelText(/Full Name/) as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe("");
  });

  it("Send another message returns to the form at once", async () => {
    calls.submitContact.mockResolvedValue({ id: 1 });
    render(<MinistryForm content={content("youth-contact")} />);
    fillSimple();
    await submit();
    fireEvent.click(screen.getByRole("button", { name: "Send another message" }));
    expect((screen.getByLabelText(/Full Name/) as HTMLInputElement).value).toBe("");
    expect(calls.submitContact.mock.calls[0][0].subject).toBe("Youth Ministry Contact Form");
  });

  it("shows Sending... and disables the button while submitting", async () => {
    let resolve: (value: unknown) => void = () => {};
    calls.submitContact.mockReturnValue(new Promise((r) => (resolve = r)));
    render(<MinistryForm content={content("healing-contact")} />);
    fillSimple();
    await submit();
    const button = screen.getByRole("button", { name: "Sending..." }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(async () => resolve({ id: 1 }));
    expect(screen.getByRole("status").textContent).toContain("Thank you!");
  });

  it("a failure returns to the form silently, keeping what was typed, and is logged", async () => {
    calls.submitContact.mockRejectedValue(new ApiError(500, { detail: "A server error occurred." }));
    render(<MinistryForm content={content("healing-contact")} />);
    fillSimple();
    await submit();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
    expect((screen.getByLabelText(/Full Name/) as HTMLInputElement).value).toBe("Rutendo Ncube");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeTruthy();
    expect(console.error).toHaveBeenCalled();
  });

  it("does not send blank-only fields or a malformed email", async () => {
    render(<MinistryForm content={content("healing-contact")} />);
    type(/Full Name/, "   ");
    type(/Email Address/, "rutendo@example");
    type(/Message/, "Hello");
    await submit();
    expect(calls.submitContact).not.toHaveBeenCalled();
    expect(screen.getByText("This field is required.")).toBeTruthy();
    expect(screen.getByText("Enter a valid email address.")).toBeTruthy();
    expect(screen.getByLabelText(/Full Name/).getAttribute("aria-invalid")).toBe("true");
  });
});

describe("application form (intercession, evangelism)", () => {
  it("sends the application, then resets after 5 s", async () => {
    calls.submitMinistryForm.mockResolvedValue({ id: 1 });
    render(<MinistryForm content={content("intercession-application", { submitLabel: "Submit Application" })} />);
    fillApplication();
    await submit("Submit Application");
    expect(calls.submitMinistryForm).toHaveBeenCalledWith({
      first_name: "Tendai",
      last_name: "Moyo",
      email: "tendai@example.com",
      phone: "",
      ministry: "intercession",
      subject: "[Intercession Ministry] Prayer watch",
      message: "I love to pray.",
      specific_interest: "Intercession Team Application",
    });
    expect(screen.getByRole("button", { name: "Send Another Application" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByLabelText(/First Name/)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect((screen.getByLabelText(/First Name/) as HTMLInputElement).value).toBe("");
  });

  it("shows the server's message with Try Again, which returns to the filled form", async () => {
    calls.submitMinistryForm.mockRejectedValue(new ApiError(400, { message: "Applications are closed this week." }));
    render(<MinistryForm content={content("evangelism-application", { submitLabel: "Submit Application" })} />);
    fillApplication();
    await submit("Submit Application");
    expect(screen.getByRole("alert").textContent).toContain("Applications are closed this week.");
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect((screen.getByLabelText(/First Name/) as HTMLInputElement).value).toBe("Tendai");
    expect(calls.submitMinistryForm.mock.calls[0][0].ministry).toBe("evangelism");
  });

  it("falls back to the default message", async () => {
    calls.submitMinistryForm.mockRejectedValue(new ApiError(500, null));
    render(<MinistryForm content={content("intercession-application", { submitLabel: "Submit Application" })} />);
    fillApplication();
    await submit("Submit Application");
    expect(screen.getByRole("alert").textContent).toContain(
      "There was a problem submitting your form. Please try again.",
    );
  });
});

describe("children's inquiry form", () => {
  function fillChildren() {
    type(/First Name/, "Chipo");
    type(/Last Name/, "Dube");
    type(/Email Address/, "chipo@example.com");
    type(/Subject/, "Registering my son");
    type(/Message/, "He is seven.");
  }

  it("sends the inquiry and resets after 5 s", async () => {
    calls.submitMinistryForm.mockResolvedValue({ id: 1 });
    render(<MinistryForm content={content("children-inquiry", { submitLabel: "Send Inquiry" })} />);
    fillChildren();
    await submit("Send Inquiry");
    expect(calls.submitMinistryForm.mock.calls[0][0]).toEqual({
      first_name: "Chipo",
      last_name: "Dube",
      email: "chipo@example.com",
      phone: "",
      ministry: "children",
      subject: "[Children's Ministry] Registering my son",
      message: "He is seven.",
      age_group: "",
      specific_interest: "Children's Ministry Family Inquiry",
    });
    expect(screen.getByRole("status").textContent).toContain("Thank you!");
    act(() => vi.advanceTimersByTime(5000));
    expect((screen.getByLabelText(/First Name/) as HTMLInputElement).value).toBe("");
  });

  it("requires the subject", async () => {
    render(<MinistryForm content={content("children-inquiry", { submitLabel: "Send Inquiry" })} />);
    fillChildren();
    type(/Subject/, " ");
    await submit("Send Inquiry");
    expect(calls.submitMinistryForm).not.toHaveBeenCalled();
  });

  it("shows There was a problem with the server's message, and Try again", async () => {
    calls.submitMinistryForm.mockRejectedValue(new ApiError(400, { email: ["Enter a valid email address."] }));
    render(<MinistryForm content={content("children-inquiry", { submitLabel: "Send Inquiry" })} />);
    fillChildren();
    await submit("Send Inquiry");
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("There was a problem");
    expect(alert.textContent).toContain("Enter a valid email address.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect((screen.getByLabelText(/Subject/) as HTMLInputElement).value).toBe("Registering my son");
  });
});

describe("media and hospitality contact section", () => {
  const section: ContactSectionContent = {
    ...content("hospitality-contact"),
    id: "test-section",
    cta: { title: "Become part of the welcome", text: "Join us.", points: ["One", "Two"] },
  };

  it("goes from the call to action to the form and back", () => {
    render(<ContactSection content={section} />);
    expect(screen.queryByLabelText(/Full Name/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Connect With Us" }));
    expect(screen.getByLabelText(/Full Name/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Go Back" }));
    expect(screen.getByRole("heading", { name: "Become part of the welcome" })).toBeTruthy();
  });

  it("sends the interests and submittedOn, thanks, and clears the fields 3 s after success", async () => {
    vi.setSystemTime(new Date("2025-05-04T09:15:30.000Z"));
    calls.submitContact.mockResolvedValue({ id: 1 });
    render(<ContactSection content={section} />);
    fireEvent.click(screen.getByRole("button", { name: "Connect With Us" }));
    fillSimple();
    fireEvent.click(screen.getByLabelText("Usher"));
    fireEvent.click(screen.getByLabelText("Greeter"));
    expect(screen.getByLabelText(/Message/).getAttribute("rows")).toBe("5");
    await submit();
    expect(calls.submitContact).toHaveBeenCalledWith({
      name: "Rutendo Ncube",
      email: "rutendo@example.com",
      message: "Please pray for my exams.\n\nAreas of Interest:\n- Greeter\n- Usher",
      subject: "Hospitality Ministry Contact Form",
      additionalDetails: { submittedOn: "2025-05-04T09:15:30.000Z" },
    });
    expect(screen.getByRole("button", { name: "Return home" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(3000));
    // Still thanking the visitor; the fields behind it are empty.
    expect(screen.getByRole("button", { name: "Send another message" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send another message" }));
    expect((screen.getByLabelText(/Full Name/) as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Usher") as HTMLInputElement).checked).toBe(false);
  });

  it("Return home goes back to the call to action", async () => {
    calls.submitContact.mockResolvedValue({ id: 1 });
    render(<ContactSection content={{ ...section, form: "media-contact" }} />);
    fireEvent.click(screen.getByRole("button", { name: "Connect With Us" }));
    fillSimple();
    await submit();
    expect(calls.submitContact.mock.calls[0][0].subject).toBe("Media Ministry Contact Form");
    fireEvent.click(screen.getByRole("button", { name: "Return home" }));
    expect(screen.getByRole("button", { name: "Connect With Us" })).toBeTruthy();
  });

  it("a failure goes back to the form with nothing shown", async () => {
    calls.submitContact.mockRejectedValue(new ApiError(null, null));
    render(<ContactSection content={section} />);
    fireEvent.click(screen.getByRole("button", { name: "Connect With Us" }));
    fillSimple();
    await submit();
    expect(screen.queryByRole("alert")).toBeNull();
    expect((screen.getByLabelText(/Full Name/) as HTMLInputElement).value).toBe("Rutendo Ncube");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeTruthy();
  });
});
