// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OFFLINE_MESSAGE } from "~/lib/outbox";
import { renderOnPage } from "#tests/support/render-on-page";
import { RegistrationForm } from "./registration-form";
import { EVENT_TEXTS } from "./texts";

/**
 * The registration form with JavaScript: it posts the API's body (with an Idempotency-Key) and
 * shows the confirmation with the private link and a WhatsApp share; a refusal shows the server's
 * message; with no network the registration is kept on the device (app/lib/outbox.ts) and the form
 * says so, and once back online sends it and shows the confirmation with the link. Without JavaScript the route action takes it (tests/api/events-pages.test.ts).
 */

const DATE = "2026-12-19T10:00";

function renderForm() {
  return renderOnPage(
    <RegistrationForm
      slug="songwriters-workshop"
      title="Songwriters' Workshop"
      dates={[{ occurrence: DATE, label: "Saturday, 19 December 2026, 10:00 AM - 1:00 PM" }]}
      question="Do you play an instrument?"
      waitlist
      refused={null}
      sent={false}
    />,
    { url: "/events/songwriters-workshop" },
  );
}

async function fillAndSend() {
  fireEvent.change(screen.getByLabelText(/^Your name/), { target: { value: "Tatenda Moyo" } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: "tatenda@example.org" } });
  fireEvent.change(screen.getByLabelText(/^How many people/), { target: { value: "2" } });
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: EVENT_TEXTS.submit }));
  });
}

describe("RegistrationForm with JavaScript", () => {
  beforeEach(() => {
    document.cookie = "csrftoken=abcdefghijklmnopqrstuvwxyz123456";
    localStorage.clear();
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("posts the API's body with an Idempotency-Key and shows the confirmation with the private link", async () => {
    const fetch = vi.fn(async () =>
      Response.json(
        { status: "confirmed", detail: "ok", registration_url: "/events/registration/secret-token-1234567890" },
        { status: 201 },
      ),
    );
    vi.stubGlobal("fetch", fetch);
    renderForm();
    await fillAndSend();
    await waitFor(() => expect(screen.getByRole("heading", { name: EVENT_TEXTS.confirmedHeading })).toBeTruthy());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/events/songwriters-workshop/register/");
    expect(JSON.parse(String(init.body))).toEqual({
      occurrence: DATE,
      name: "Tatenda Moyo",
      email: "tatenda@example.org",
      phone: "",
      party: 2,
      answer: "",
      reminders: true,
    });
    expect((init.headers as Record<string, string>)["Idempotency-Key"]).toMatch(/^[\w-]{16,}$/);
    expect(screen.getByRole("link", { name: EVENT_TEXTS.privateLink }).getAttribute("href")).toBe(
      "/events/registration/secret-token-1234567890",
    );
    const share = screen.getByRole("link", { name: /WhatsApp/ }).getAttribute("href") ?? "";
    expect(share).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(share)).not.toContain("secret-token");
  });

  it("shows the server's refusal and keeps the form", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ non_field_errors: ["This date is full."] }, { status: 400 })),
    );
    renderForm();
    await fillAndSend();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("This date is full."));
    expect(screen.getByRole("button", { name: EVENT_TEXTS.submit })).toBeTruthy();
  });

  it("with no network keeps the registration on the device and says so", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    renderForm();
    await fillAndSend();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(OFFLINE_MESSAGE));
    const kept = JSON.parse(localStorage.getItem("outbox:v1") ?? "[]") as Array<{
      path: string;
      body: { name: string };
    }>;
    expect(kept).toHaveLength(1);
    expect(kept[0].path).toBe("/events/songwriters-workshop/register/");
    expect(kept[0].body.name).toBe("Tatenda Moyo");

    // Back online: sent with its key, and the confirmation shows with the private link.
    const fetch = vi.fn(async () =>
      Response.json(
        { status: "waitlisted", detail: "ok", registration_url: "/events/registration/later-token-1234567890" },
        { status: 201 },
      ),
    );
    vi.stubGlobal("fetch", fetch);
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(screen.getByRole("heading", { name: EVENT_TEXTS.waitlistedHeading })).toBeTruthy());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)["Idempotency-Key"]).toBe(
      (kept[0] as unknown as { key: string }).key,
    );
    expect(screen.getByRole("link", { name: EVENT_TEXTS.privateLink }).getAttribute("href")).toBe(
      "/events/registration/later-token-1234567890",
    );
    expect(localStorage.getItem("outbox:v1")).toBeNull();
  });
});
