// @vitest-environment jsdom
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HONEYPOT_FIELD } from "#contract/honeypot";
import { ApiError } from "~/lib/api";
import { SIDEBAR_NEWSLETTER_MESSAGE_MS } from "~/lib/constants";
import { SidebarNewsletter } from "./sidebar-newsletter";
import { renderOnPage } from "#tests/support/render-on-page";

/** The sidebar variant of the newsletter state machine, through its form. */

function setup(subscribe: (body: { email: string; name?: string }) => Promise<{ detail: string }>) {
  renderOnPage(<SidebarNewsletter subscribe={subscribe} />);
  const input = screen.getByLabelText("Email address") as HTMLInputElement;
  const button = screen.getByRole("button", { name: "Subscribe" });
  return { input, button };
}

async function submitWith(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } });
  await act(async () => {
    fireEvent.submit(input.form!);
  });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("sidebar newsletter", () => {
  it("says a blank address is missing, sends nothing, and clears the message after 5 s", async () => {
    const subscribe = vi.fn();
    const { input } = setup(subscribe);
    await submitWith(input, "   ");
    expect(screen.getByRole("alert").textContent).toBe("Please enter an email address.");
    expect(subscribe).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SIDEBAR_NEWSLETTER_MESSAGE_MS - 1));
    expect(screen.queryByRole("alert")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows Subscribing... while sending, then the success for 5 s with the field emptied", async () => {
    const pending = deferred<{ detail: string }>();
    const subscribe = vi.fn(() => pending.promise);
    const { input, button } = setup(subscribe);
    await submitWith(input, "  rudo@example.org ");
    expect(subscribe).toHaveBeenCalledWith({ email: "rudo@example.org" });
    expect(button.textContent).toBe("Subscribing...");
    expect((button as HTMLButtonElement).disabled).toBe(true);

    await act(async () => pending.resolve({ detail: "Subscribed." }));
    expect(screen.getByRole("status").textContent).toBe("Successfully subscribed!");
    expect(input.value).toBe("");
    expect(button.textContent).toBe("Subscribe");

    act(() => vi.advanceTimersByTime(SIDEBAR_NEWSLETTER_MESSAGE_MS - 1));
    expect(screen.queryByRole("status")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("status")).toBeNull();
    expect(input.value).toBe("");
  });

  it.each([
    [
      "the email field's first message",
      { email: ["Enter a valid email address.", "Second"] },
      "Enter a valid email address.",
    ],
    ["Invalid email address for an empty email field", { email: [] }, "Invalid email address"],
    ["the detail field", { detail: "Request was throttled." }, "Request was throttled."],
    ["the error field after detail", { error: "Mailbox unavailable." }, "Mailbox unavailable."],
    ["a string body", "Service unavailable", "Service unavailable"],
    ["the sidebar's fallback", { something: "else" }, "Subscription failed. Please try again."],
    ["the sidebar's fallback for an empty body", null, "Subscription failed. Please try again."],
  ])("shows %s (first matching rule wins)", async (_what, body, expected) => {
    const subscribe = vi.fn(() => Promise.reject(new ApiError(400, body)));
    const { input } = setup(subscribe);
    await submitWith(input, "rudo@example.org");
    expect(screen.getByRole("alert").textContent).toBe(expected);
    expect(input.value).toBe("rudo@example.org");
  });

  it("refuses an address the server would refuse with the server's message, without sending it", async () => {
    const subscribe = vi.fn();
    const { input } = setup(subscribe);
    await submitWith(input, "rudo@example");
    expect(screen.getByRole("alert").textContent).toBe("Enter a valid email address.");
    expect(subscribe).not.toHaveBeenCalled();
    expect(input.value).toBe("rudo@example");
  });

  it("prefers the email field over detail", async () => {
    const subscribe = vi.fn(() =>
      Promise.reject(new ApiError(400, { detail: "Bad", email: ["Enter a valid email address."] })),
    );
    const { input } = setup(subscribe);
    await submitWith(input, "x@y.example");
    expect(screen.getByRole("alert").textContent).toBe("Enter a valid email address.");
  });

  it("says so when no response arrives, and clears the error after 5 s keeping the address", async () => {
    const subscribe = vi.fn(() => Promise.reject(new ApiError(null, null)));
    const { input } = setup(subscribe);
    await submitWith(input, "rudo@example.org");
    expect(screen.getByRole("alert").textContent).toBe("Network error. Please check your connection.");
    act(() => vi.advanceTimersByTime(SIDEBAR_NEWSLETTER_MESSAGE_MS));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(input.value).toBe("rudo@example.org");
  });

  it("sends the honeypot with the request when a bot fills it", async () => {
    const sent: unknown[] = [];
    const { input } = setup(async (body) => (sent.push(body), { detail: "ok" }));
    const trap = input.form!.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement;
    fireEvent.change(trap, { target: { value: "https://spam.example" } });
    await submitWith(input, "bot@example.com");
    expect(screen.getByRole("status").textContent).toBe("Successfully subscribed!");
    expect(sent).toEqual([{ email: "bot@example.com", [HONEYPOT_FIELD]: "https://spam.example" }]);
  });

  it("ignores a second submit while one is in flight", async () => {
    const pending = deferred<{ detail: string }>();
    const subscribe = vi.fn(() => pending.promise);
    const { input } = setup(subscribe);
    await submitWith(input, "rudo@example.org");
    await act(async () => {
      fireEvent.submit(input.form!);
    });
    expect(subscribe).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve({ detail: "ok" }));
  });
});
