// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, QueuedError, sendAsForm, sendKept } from "./api";
import { flush, keptFor, onSent } from "./outbox";

const FORM = "/contact-us:r1:";
const body = { name: "Rudo", email: "rudo@example.org", subject: "Hi", message: "Hello" };

beforeEach(() => {
  localStorage.clear();
  document.cookie = "csrftoken=abcdefabcdefabcdefabcdefabcdefab";
});
afterEach(() => vi.unstubAllGlobals());

describe("the offline outbox", () => {
  it("keeps a form's submission that got no answer, with its key, and sends it once back online", async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch"));
    vi.stubGlobal("fetch", fetchMock);
    await expect(sendAsForm(FORM, "Sent!", () => api.submitContact(body))).rejects.toBeInstanceOf(QueuedError);
    const [kept] = keptFor(FORM);
    expect(kept).toMatchObject({ path: "/contact/contact/submit/", body, form: FORM, note: "Sent!" });
    const firstKey = (fetchMock.mock.calls[0][1] as RequestInit & { headers: Record<string, string> }).headers[
      "Idempotency-Key"
    ];
    expect(firstKey).toBe(kept.key);

    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 1 }), { status: 201 }));
    const heard = vi.fn();
    const stop = onSent(heard);
    await flush(sendKept);
    stop();
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ key: kept.key }), { ok: true, data: { id: 1 } });
    const resent = fetchMock.mock.calls[1][1] as RequestInit & { headers: Record<string, string> };
    expect(resent.headers["Idempotency-Key"]).toBe(kept.key);
    expect(keptFor(FORM)).toEqual([]);
    await flush(sendKept);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each([400, 403, 429])("never keeps a refusal (%i): it is thrown as before", async (status) => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response(JSON.stringify({ detail: "No." }), { status })));
    const error = await sendAsForm(FORM, "Sent!", () => api.submitContact(body)).catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(QueuedError);
    expect(error).toMatchObject({ status });
    expect(keptFor(FORM)).toEqual([]);
  });

  it("keeps it while the network is still gone, and hands a later refusal to the form", async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    vi.stubGlobal("fetch", fetchMock);
    await expect(sendAsForm(FORM, null, () => api.submitPrayer(body))).rejects.toBeInstanceOf(QueuedError);
    await flush(sendKept);
    expect(keptFor(FORM)).toHaveLength(1);
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ email: ["Enter a valid email address."] }), { status: 400 }),
    );
    const heard = vi.fn();
    const stop = onSent(heard);
    await flush(sendKept);
    stop();
    expect(heard).toHaveBeenCalledWith(expect.anything(), {
      ok: false,
      status: 400,
      data: { email: ["Enter a valid email address."] },
    });
    expect(keptFor(FORM)).toEqual([]);
  });

  it("outside a form (no sendAsForm) a network failure is thrown as before, nothing kept", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const error = await api.submitContact(body).catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(QueuedError);
    expect(localStorage.length).toBe(0);
  });
});
