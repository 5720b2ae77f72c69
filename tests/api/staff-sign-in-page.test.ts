import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAILURE_WINDOW_MINUTES, FAILURES_PER_ADDRESS } from "#server/auth/sign-in";
import { addMember, PASSWORD, staffFormPost } from "./staff-support";
import { createTestApi, ENGINE, type TestApi } from "./support";

/**
 * The sign-in page's answers as a browser gets them (the real page and its action, on the engine
 * under test): past the limit, 429 with `Retry-After`, the seconds until an attempt is allowed again,
 * which the words on the page round up to minutes.
 */

let t: TestApi;

beforeAll(async () => {
  t = await createTestApi({ pages: true });
  expect((await t.get("/admin/sign-in")).statusCode).toBe(200);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const signIn = (email: string, password: string) =>
  staffFormPost(t, "/admin/sign-in", null, { email, password, next: "" });

describe(`the sign-in page (${ENGINE})`, () => {
  it("a wrong password: 401 and the words, no Retry-After", async () => {
    await addMember(t.database.db, "editor", { email: "page-wrong@example.org" });
    const response = await signIn("page-wrong@example.org", "not the password");
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain("Wrong email or password.");
    expect(response.headers["retry-after"]).toBeUndefined();
  });

  it("past the limit: 429 with Retry-After in seconds, matching the minutes the page says", async () => {
    await addMember(t.database.db, "editor", { email: "page-locked@example.org" });
    for (let i = 0; i < FAILURES_PER_ADDRESS; i += 1)
      expect((await signIn("page-locked@example.org", `guess ${i}`)).statusCode).toBe(401);
    const locked = await signIn("page-locked@example.org", PASSWORD);
    expect(locked.statusCode).toBe(429);
    const seconds = Number(locked.headers["retry-after"]);
    expect(Number.isInteger(seconds)).toBe(true);
    // The oldest of the 10 failures leaves the 15-minute window in a little under 15 minutes.
    expect(seconds).toBeGreaterThan((FAILURE_WINDOW_MINUTES - 1) * 60);
    expect(seconds).toBeLessThanOrEqual(FAILURE_WINDOW_MINUTES * 60);
    const minutes = Math.ceil(seconds / 60);
    expect(locked.body).toContain(`Too many attempts. Try again in ${minutes} minutes.`);
    expect(locked.headers["cache-control"]).toBe("no-store");
  });
});
