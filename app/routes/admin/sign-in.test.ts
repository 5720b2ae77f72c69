import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { action as signInAction } from "./sign-in";
import { action as welcomeAction } from "./welcome";

/** The sign-in page's actions: what the page answers for each answer of the staff context. */

function post(path: string, fields: Record<string, string>): Request {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

function contextWith(staff: Partial<AppLoadContext["staff"]>): AppLoadContext {
  return { staff } as AppLoadContext;
}

type Answer = { data: unknown; init: ResponseInit | null };

describe("sign-in action", () => {
  it("passes the redirect with the session's cookie on, and the typed next", async () => {
    const seen: unknown[] = [];
    const redirect = new Response(null, { status: 303, headers: { location: "/admin/staff" } });
    const context = contextWith({ signIn: async (input) => (seen.push(input), redirect) });
    const answer = await signInAction({
      request: post("/admin/sign-in", { email: "a@b.org", password: "pw", next: "/admin/staff" }),
      context,
      params: {},
    } as never);
    expect(answer).toBe(redirect);
    expect(seen).toEqual([{ email: "a@b.org", password: "pw", next: "/admin/staff" }]);
  });

  it("answers 401 with the message and the typed email", async () => {
    const context = contextWith({ signIn: async () => ({ status: 401, message: "Wrong email or password." }) });
    const answer = (await signInAction({
      request: post("/admin/sign-in", { email: "a@b.org", password: "x" }),
      context,
      params: {},
    } as never)) as unknown as Answer;
    expect(answer.data).toEqual({ email: "a@b.org", message: "Wrong email or password." });
    expect(answer.init?.status).toBe(401);
  });

  it("answers 429 with Retry-After", async () => {
    const context = contextWith({
      signIn: async () => ({
        status: 429,
        message: "Too many attempts. Try again in 3 minutes.",
        retryAfterSeconds: 170,
      }),
    });
    const answer = (await signInAction({
      request: post("/admin/sign-in", { email: "a@b.org", password: "x" }),
      context,
      params: {},
    } as never)) as unknown as Answer;
    expect(answer.init?.status).toBe(429);
    expect(new Headers(answer.init?.headers).get("retry-after")).toBe("170");
  });
});

describe("welcome action", () => {
  it("refuses two different passwords without asking the server", async () => {
    let asked = false;
    const context = contextWith({ choosePassword: async () => ((asked = true), new Response(null, { status: 303 })) });
    const answer = (await welcomeAction({
      request: post("/admin/welcome/t", { password: "one long password", repeat: "another long password" }),
      context,
      params: { token: "t" },
    } as never)) as unknown as Answer;
    expect(answer.data).toEqual({ message: "The two passwords differ.", field: "repeat" });
    expect(asked).toBe(false);
  });

  it("shows a refused password next to its field, and a dead link as 410", async () => {
    const refused = contextWith({
      choosePassword: async () => ({ message: "Use at least 10 characters.", field: "password" }),
    });
    const fields = { password: "short", repeat: "short" };
    const answer = (await welcomeAction({
      request: post("/admin/welcome/t", fields),
      context: refused,
      params: { token: "t" },
    } as never)) as unknown as Answer;
    expect(answer).toMatchObject({ data: { field: "password" }, init: { status: 400 } });

    const gone = contextWith({
      choosePassword: async () => ({ message: "This link has expired or has been used. Ask an admin for a new one." }),
    });
    const goneAnswer = (await welcomeAction({
      request: post("/admin/welcome/t", fields),
      context: gone,
      params: { token: "t" },
    } as never)) as unknown as Answer;
    expect(goneAnswer.init?.status).toBe(410);
  });
});
