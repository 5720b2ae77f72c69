// @vitest-environment jsdom
import { act, fireEvent, renderHook, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FooterNewsletter } from "./footer-newsletter";
import { ApiError } from "~/lib/api";
import { FOOTER_NEWSLETTER_ERROR_MS, FOOTER_NEWSLETTER_SUCCESS_MS } from "~/lib/constants";
import { NEWSLETTER_TEXT } from "./newsletter-form";
import { useNewsletter } from "./use-newsletter";
import { renderOnPage } from "#tests/support/render-on-page";

function setup(subscribe: (body: { email: string; name?: string }) => Promise<{ detail: string }>) {
  const spy = vi.fn(subscribe);
  const hook = renderHook(() => useNewsletter("footer", spy));
  return { spy, hook };
}

async function submit(hook: ReturnType<typeof setup>["hook"], email: string) {
  act(() => hook.result.current.setEmail(email));
  await act(async () => {
    await hook.result.current.onSubmit();
  });
}

describe("useNewsletter (footer)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("does not send an empty or blank field, and says nothing", async () => {
    const { spy, hook } = setup(async () => ({ detail: "ok" }));
    await submit(hook, "");
    await submit(hook, "   ");
    expect(spy).not.toHaveBeenCalled();
    expect(hook.result.current.status).toBe("idle");
    expect(hook.result.current.message).toBeNull();
  });

  it("sends { email, name: '' } and shows the success text for 3 s, then clears it and the field", async () => {
    const { spy, hook } = setup(async () => ({ detail: "ok" }));
    await submit(hook, "  ruth@example.org ");
    expect(spy).toHaveBeenCalledWith({ email: "ruth@example.org", name: "" });
    expect(hook.result.current.status).toBe("success");
    expect(hook.result.current.message).toBe("Successfully subscribed!");
    act(() => vi.advanceTimersByTime(FOOTER_NEWSLETTER_SUCCESS_MS - 1));
    expect(hook.result.current.message).toBe("Successfully subscribed!");
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current.status).toBe("idle");
    expect(hook.result.current.message).toBeNull();
    expect(hook.result.current.email).toBe("");
  });

  it("is submitting while the request is in flight, and ignores a second submit", async () => {
    let resolve!: () => void;
    const { spy, hook } = setup(() => new Promise((r) => (resolve = () => r({ detail: "ok" }))));
    act(() => hook.result.current.setEmail("a@example.org"));
    let pending!: Promise<void>;
    act(() => {
      pending = hook.result.current.onSubmit();
    });
    expect(hook.result.current.status).toBe("submitting");
    expect(hook.result.current.submitting).toBe(true);
    await act(async () => {
      await hook.result.current.onSubmit();
    });
    expect(spy).toHaveBeenCalledTimes(1);
    await act(async () => {
      resolve();
      await pending;
    });
    expect(hook.result.current.status).toBe("success");
  });

  const cases: Array<[string, ApiError, string]> = [
    [
      "an email field's first message",
      new ApiError(400, { email: ["Enter a valid email address.", "x"] }),
      "Enter a valid email address.",
    ],
    [
      "Invalid email address for an email field without text",
      new ApiError(400, { email: [] }),
      "Invalid email address",
    ],
    ["the detail field", new ApiError(429, { detail: "Request was throttled." }), "Request was throttled."],
    ["the error field", new ApiError(500, { error: "Mail server down" }), "Mail server down"],
    ["detail before error", new ApiError(400, { detail: "First", error: "Second" }), "First"],
    ["a string body", new ApiError(502, "Bad gateway"), "Bad gateway"],
    ["the fallback otherwise", new ApiError(500, { other: ["?"] }), "Failed to subscribe. Please try again later."],
    ["the fallback for an empty body", new ApiError(500, null), "Failed to subscribe. Please try again later."],
    ["the network text without a response", new ApiError(null, null), "Network error. Please check your connection."],
  ];
  for (const [name, error, text] of cases) {
    it(`shows ${name} for 5 s`, async () => {
      const { hook } = setup(async () => {
        throw error;
      });
      await submit(hook, "a@example.org");
      expect(hook.result.current.status).toBe("error");
      expect(hook.result.current.message).toBe(text);
      // The address is kept so it can be corrected.
      expect(hook.result.current.email).toBe("a@example.org");
      act(() => vi.advanceTimersByTime(FOOTER_NEWSLETTER_ERROR_MS - 1));
      expect(hook.result.current.message).toBe(text);
      act(() => vi.advanceTimersByTime(1));
      expect(hook.result.current.status).toBe("idle");
      expect(hook.result.current.message).toBeNull();
    });
  }

  it("stops its timer on unmount", async () => {
    const { hook } = setup(async () => ({ detail: "ok" }));
    await submit(hook, "a@example.org");
    hook.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("FooterNewsletter", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("labels the button Subscribing... while sending and announces the result", async () => {
    let resolve!: () => void;
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(
        () => new Promise<Response>((r) => (resolve = () => r(new Response('{"detail":"ok"}', { status: 201 })))),
      );
    document.cookie = "csrftoken=abcdefghijklmnopqrstuvwxyzABCDEF";
    renderOnPage(<FooterNewsletter />);
    const input = screen.getByLabelText("Email address");
    expect(input).toHaveProperty("required", true);
    expect(input.getAttribute("type")).toBe("email");
    fireEvent.change(input, { target: { value: "tendai@example.org" } });
    await act(async () => {
      fireEvent.submit(input.closest("form")!);
    });
    expect(screen.getByRole("button").textContent).toContain(NEWSLETTER_TEXT.submitting);
    expect(fetchSpy).toHaveBeenCalledWith(
      "/api/newsletter/subscribe/",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ email: "tendai@example.org", name: "" }) }),
    );
    await act(async () => {
      resolve();
    });
    expect(screen.getByRole("status").textContent).toBe("Successfully subscribed!");
    expect(screen.getByRole("button").textContent).toContain(NEWSLETTER_TEXT.button);
  });
});
