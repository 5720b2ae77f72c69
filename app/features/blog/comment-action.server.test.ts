import { testActionContext } from "#tests/support/load-context";
import { describe, expect, it, vi } from "vitest";
import type { CommentInput } from "#contract/submissions";
import { testGuard } from "#tests/support/guard";
import { handleCommentPost } from "./comment-action.server";
import { CROSS_SITE_REFUSAL } from "~/lib/cross-site-refusal";

function context(
  create = vi.fn(async (input: CommentInput) => ({
    ok: true as const,
    comment: { name: input.name, text: input.text, parent: input.parent, date: "", replies: [] },
  })),
  guard = testGuard(),
) {
  return {
    ctx: testActionContext("https://church.example", { services: { comments: { create } }, guard }),
    create,
  };
}

function post(
  fields: Record<string, string>,
  origin: string | null = "https://church.example",
  fetchSite: string | null = "same-origin",
) {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (origin) headers.Origin = origin;
  if (fetchSite) headers["Sec-Fetch-Site"] = fetchSite;
  return new Request("https://church.example/blog/walking-by-faith", {
    method: "POST",
    headers,
    body: new URLSearchParams(fields).toString(),
  });
}

const valid = { name: " Rudo ", email: "rudo@example.org", text: " Amen ", parent: "" };

describe("handleCommentPost (no JavaScript)", () => {
  it("stores a valid comment through the service and answers with the pending message", async () => {
    const { ctx, create } = context();
    const result = await handleCommentPost(post(valid), ctx, "walking-by-faith");
    expect(result).toEqual({
      ok: true,
      message: "Your comment has been submitted successfully and is pending approval.",
    });
    expect(create).toHaveBeenCalledWith(
      {
        post_slug: "walking-by-faith",
        name: "Rudo",
        email: "rudo@example.org",
        text: "Amen",
        parent: null,
      },
      { store: true },
    );
  });

  it("runs the checks but stores nothing when the honeypot is filled, answering as a success", async () => {
    const { ctx, create } = context();
    const result = await handleCommentPost(post({ ...valid, website: "spam" }), ctx, "walking-by-faith");
    expect(result).toEqual({
      ok: true,
      message: "Your comment has been submitted successfully and is pending approval.",
    });
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ name: "Rudo" }), { store: false });
  });

  it("refuses a post over the rate limit with DRF's message, keeping what was typed", async () => {
    const guard = testGuard(7);
    const { ctx, create } = context(undefined, guard);
    const result = await handleCommentPost(post(valid), ctx, "walking-by-faith");
    expect(result).toEqual({
      ok: false,
      message: "Request was throttled. Expected available in 7 seconds.",
      retryAfter: 7,
      values: { name: " Rudo ", email: "rudo@example.org", text: " Amen " },
    });
    expect(guard.throttle).toHaveBeenCalledWith("comments");
    expect(create).not.toHaveBeenCalled();
  });

  it("passes a reply's parent", async () => {
    const { ctx, create } = context();
    await handleCommentPost(post({ ...valid, parent: "12" }), ctx, "walking-by-faith");
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ parent: 12 }), { store: true });
  });

  it("asks for every field and keeps what was typed", async () => {
    const { ctx, create } = context();
    const result = await handleCommentPost(post({ ...valid, text: "   " }), ctx, "walking-by-faith");
    expect(result).toEqual({
      ok: false,
      message: "Please fill in all required fields.",
      values: { name: " Rudo ", email: "rudo@example.org", text: "   " },
    });
    expect(create).not.toHaveBeenCalled();
  });

  it("gives the schema's message for an invalid email", async () => {
    const { ctx } = context();
    const result = await handleCommentPost(post({ ...valid, email: "rudo@" }), ctx, "walking-by-faith");
    expect(result.message).toBe("Enter a valid email address.");
  });

  it("refuses a foreign origin, a cross-site post and one saying neither with the 403 error page", async () => {
    const { ctx, create } = context();
    for (const request of [
      post(valid, "https://evil.example", null),
      post(valid, null, "cross-site"),
      post(valid, null, null),
    ]) {
      await expect(handleCommentPost(request, ctx, "walking-by-faith")).rejects.toMatchObject({
        init: { status: CROSS_SITE_REFUSAL.status },
        data: CROSS_SITE_REFUSAL.message,
      });
    }
    expect(create).not.toHaveBeenCalled();
  });

  it("gives the failure message when the service refuses or throws", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const refused = context(
      vi.fn(async () => ({ ok: false as const, errors: { post_slug: ["Invalid post."] } })) as never,
    );
    expect((await handleCommentPost(post(valid), refused.ctx, "gone")).message).toBe(
      "Failed to submit comment. Please try again later.",
    );
    const broken = context(vi.fn(async () => Promise.reject(new Error("database down"))) as never);
    expect((await handleCommentPost(post(valid), broken.ctx, "walking-by-faith")).message).toBe(
      "Failed to submit comment. Please try again later.",
    );
  });
});
