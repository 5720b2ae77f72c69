// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { SALVATION_CONTACT_MESSAGE_MS } from "~/lib/constants";
import { ApiError } from "~/lib/api";
import type * as ApiModule from "~/lib/api";
import {
  SALVATION_FORM,
  SalvationContactForm,
  salvationRequest,
  type SalvationRequest,
} from "./salvation-contact-form";

const calls = vi.hoisted(() => ({
  submitContact: vi.fn<(body: Record<string, unknown>) => Promise<unknown>>(),
  submitPrayer: vi.fn<(body: Record<string, unknown>) => Promise<unknown>>(),
}));

// Only the form's own sending (no `send` given) reaches these: the site's API client's two calls.
vi.mock("~/lib/api", async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return { ...original, api: { ...original.api, ...calls } };
});

const SUCCESS = "Thank you for reaching out! We'll be in touch soon.";
const FAILURE = "Something went wrong. Please try again later.";

describe("salvationRequest", () => {
  it("sends Prayer Request as a public prayer request", () => {
    expect(
      salvationRequest({
        ...SALVATION_FORM.empty(),
        name: " Chipo ",
        email: "chipo@example.org",
        phone: "0772",
        message: " Pray for me ",
      }),
    ).toEqual({
      kind: "prayer",
      body: { name: "Chipo", email: "chipo@example.org", request_text: "Pray for me", is_private: false },
    });
  });

  it("sends any other subject as a contact message", () => {
    expect(
      salvationRequest({
        name: "Tatenda",
        email: "t@example.org",
        phone: " +263 77 ",
        subject: "Need Counseling",
        message: "Hello",
      }),
    ).toEqual({
      kind: "contact",
      body: { name: "Tatenda", email: "t@example.org", phone: "+263 77", subject: "Need Counseling", message: "Hello" },
    });
  });
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

describe("SalvationContactForm", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("defaults to Prayer Request, clears on success and drops the thank-you after 5 s", async () => {
    const sent: SalvationRequest[] = [];
    render(<SalvationContactForm send={async (request) => void sent.push(request)} />);
    expect((screen.getByLabelText(/^Subject/) as HTMLSelectElement).value).toBe("Prayer Request");
    fill("Your Name", "Chipo");
    fill("Email Address", "chipo@example.org");
    fill("Message", "Pray for my family");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    });
    expect(sent).toHaveLength(1);
    expect(sent[0].kind).toBe("prayer");
    expect(screen.getByText(SUCCESS)).toBeTruthy();
    expect((screen.getByLabelText(/^Your Name/) as HTMLInputElement).value).toBe("");
    act(() => vi.advanceTimersByTime(SALVATION_CONTACT_MESSAGE_MS - 1));
    expect(screen.queryByText(SUCCESS)).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(SUCCESS)).toBeNull();
  });

  it("shows the failure text and keeps what was typed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <SalvationContactForm
        send={async () => {
          throw new ApiError(500, { detail: "A server error occurred." });
        }}
      />,
    );
    fill("Your Name", "Rumbi");
    fill("Email Address", "rumbi@example.org");
    fireEvent.change(screen.getByLabelText(/^Subject/), { target: { value: "Other" } });
    fill("Message", "Hello");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    });
    expect(screen.getByRole("alert").textContent).toBe(FAILURE);
    expect((screen.getByLabelText(/^Your Name/) as HTMLInputElement).value).toBe("Rumbi");
  });

  it("sends nothing while a required field is blank", async () => {
    const send = vi.fn(async () => {});
    render(<SalvationContactForm send={send} />);
    fill("Your Name", "   ");
    fill("Email Address", "a@example.org");
    fill("Message", "Hi");
    await act(async () => {
      fireEvent.submit(screen.getByRole("button", { name: "Send Message" }).closest("form")!);
    });
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe("Please fill in all required fields.");
  });
});

describe("SalvationContactForm sending through the site's API client", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    calls.submitContact.mockReset().mockResolvedValue({ id: 1 });
    calls.submitPrayer.mockReset().mockResolvedValue({ id: 1 });
  });
  afterEach(() => vi.useRealTimers());

  it("any other subject goes to the contact messages with the phone; the thank-you goes after 5 s", async () => {
    render(<SalvationContactForm />);
    fill("Your Name", "Tatenda Mhuri");
    fill("Email Address", "tatenda@example.org");
    fill("Phone Number", "+263 77 123 4567");
    fireEvent.change(screen.getByLabelText(/^Subject/), { target: { value: "Salvation Journey Follow-up" } });
    fill("Message", "I prayed the prayer today. What should I do next?");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    });
    expect(calls.submitContact).toHaveBeenCalledWith({
      name: "Tatenda Mhuri",
      email: "tatenda@example.org",
      phone: "+263 77 123 4567",
      subject: "Salvation Journey Follow-up",
      message: "I prayed the prayer today. What should I do next?",
    });
    expect(calls.submitPrayer).not.toHaveBeenCalled();
    expect(screen.getByText(SUCCESS)).toBeTruthy();
    act(() => vi.advanceTimersByTime(SALVATION_CONTACT_MESSAGE_MS));
    expect(SALVATION_CONTACT_MESSAGE_MS).toBe(5000);
    expect(screen.queryByText(SUCCESS)).toBeNull();
  });
});
