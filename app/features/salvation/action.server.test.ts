import { testActionContext } from "#tests/support/load-context";
import { describe, expect, it, vi } from "vitest";
import { testGuard } from "#tests/support/guard";
import { handleSalvationPost } from "./action.server";

function context(guard = testGuard()) {
  const contact = vi.fn(async () => ({ id: 1 }));
  const prayer = vi.fn(async () => ({ id: 2 }));
  const ctx = testActionContext("https://church.example", {
    services: { submissions: { contact, prayer } },
    guard,
  });
  return { ctx, contact, prayer, guard };
}

function post(fields: Record<string, string>) {
  return new Request("https://church.example/salvation", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { origin: "https://church.example", "sec-fetch-site": "same-origin" },
  });
}

const prayerFields = { name: "Tariro", email: "tariro@example.org", subject: "Prayer Request", message: "Pray for me" };

describe("the salvation form without JavaScript", () => {
  it("stores a prayer request and counts it against the prayer endpoint's limit", async () => {
    const { ctx, prayer, guard } = context();
    expect((await handleSalvationPost(post(prayerFields), ctx)).ok).toBe(true);
    expect(prayer).toHaveBeenCalledTimes(1);
    expect(guard.throttle).toHaveBeenCalledWith("prayers");
  });

  it("answers a filled honeypot as a success and stores nothing", async () => {
    const { ctx, prayer, contact } = context();
    const result = await handleSalvationPost(post({ ...prayerFields, website: "spam" }), ctx);
    expect(result.ok).toBe(true);
    expect(prayer).not.toHaveBeenCalled();
    expect(contact).not.toHaveBeenCalled();
  });

  it("refuses a post over the limit with DRF's message, keeping what was typed", async () => {
    const { ctx, prayer } = context(testGuard(30));
    const result = await handleSalvationPost(post(prayerFields), ctx);
    expect(result).toMatchObject({
      ok: false,
      message: "Request was throttled. Expected available in 30 seconds.",
      retryAfter: 30,
      values: { name: "Tariro" },
    });
    expect(prayer).not.toHaveBeenCalled();
  });
});
