// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CommentNode, ReceivedComment } from "#contract/types";
import { ApiError } from "~/lib/api";
import { CommentSection } from "./comment-section";

const tree: CommentNode[] = [
  {
    id: 1,
    name: "Rudo Chikomba",
    text: "Amen!",
    date: "2025-03-07T08:00:00Z",
    parent: null,
    from_church: false,
    replies: [
      {
        id: 2,
        name: "Tendai Moyo",
        text: "God is faithful.",
        date: "2025-03-07T09:00:00Z",
        parent: 1,
        replies: [],
        from_church: false,
      },
    ],
  },
];

type CreateComment = (body: {
  post_slug: string;
  name: string;
  email: string;
  text: string;
  parent: number | null;
}) => Promise<ReceivedComment>;

function setup(
  createComment = vi.fn<CreateComment>((body) =>
    Promise.resolve({ id: 99, name: body.name, text: body.text, date: "", parent: body.parent, replies: [] }),
  ),
) {
  render(<CommentSection postSlug="walking-by-faith" initialComments={tree} createComment={createComment} />);
  return { createComment };
}

function fill(values: { name?: string; email?: string; text?: string }) {
  if (values.name !== undefined) fireEvent.change(screen.getByLabelText("Name"), { target: { value: values.name } });
  if (values.email !== undefined) fireEvent.change(screen.getByLabelText("Email"), { target: { value: values.email } });
  if (values.text !== undefined) fireEvent.change(screen.getByLabelText("Comment"), { target: { value: values.text } });
}

async function send() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Post Comment" }));
  });
}

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("CommentSection", () => {
  it("shows the threaded comments with a plural count label", () => {
    setup();
    expect(screen.getByRole("heading", { name: "2 Comments" })).toBeTruthy();
    const first = screen.getByRole("article", { name: "Comment by Rudo Chikomba" });
    expect(within(first).getByText("Amen!")).toBeTruthy();
    expect(screen.getByRole("article", { name: "Comment by Tendai Moyo" })).toBeTruthy();
  });

  it("asks for every field, trimmed, without sending", async () => {
    const { createComment } = setup();
    fill({ name: "  ", email: "rudo@example.org", text: "Hello" });
    await send();
    expect(screen.getByRole("alert").textContent).toBe("Please fill in all required fields.");
    expect(createComment).not.toHaveBeenCalled();
  });

  it("sends a top-level comment and adds it at once, awaiting approval", async () => {
    const { createComment } = setup();
    fill({ name: " Farai ", email: " farai@example.org ", text: " Thank you Pastor. " });
    await send();
    expect(createComment).toHaveBeenCalledWith({
      post_slug: "walking-by-faith",
      name: "Farai",
      email: "farai@example.org",
      text: "Thank you Pastor.",
      parent: null,
    });
    expect(screen.getByRole("status").textContent).toBe(
      "Your comment has been submitted successfully and is pending approval.",
    );
    const added = screen.getByRole("article", { name: "Comment by Farai" });
    expect(within(added).getByText("Awaiting approval")).toBeTruthy();
    expect(within(added).queryByRole("button", { name: /Reply/ })).toBeNull();
    expect(screen.getByRole("heading", { name: "3 Comments" })).toBeTruthy();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Comment") as HTMLTextAreaElement).value).toBe("");
  });

  it("replies: title, bar and Cancel Reply; the reply lands under its parent and the target clears", async () => {
    const { createComment } = setup();
    expect(screen.getByRole("heading", { name: "Leave a Comment" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Reply to Tendai Moyo" }));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "Leave a Reply" })).toBeTruthy();
    expect(screen.getByText("Replying to a comment")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));

    fill({ name: "Nyasha", email: "nyasha@example.org", text: "Amen to that." });
    await send();
    expect(createComment).toHaveBeenCalledWith(expect.objectContaining({ parent: 2 }));
    const parent = screen.getByRole("article", { name: "Comment by Tendai Moyo" }).closest("li")!;
    expect(within(parent).getByRole("article", { name: "Comment by Nyasha" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Leave a Comment" })).toBeTruthy();
    expect(screen.queryByText("Replying to a comment")).toBeNull();
  });

  it("Cancel Reply returns to a top-level comment", () => {
    setup();
    fireEvent.click(screen.getByRole("button", { name: "Reply to Rudo Chikomba" }));
    fireEvent.click(screen.getByRole("button", { name: "Cancel Reply" }));
    expect(screen.getByRole("heading", { name: "Leave a Comment" })).toBeTruthy();
    expect(screen.queryByText("Replying to a comment")).toBeNull();
  });

  it("shows Posting... while sending and the failure message, keeping what was typed", async () => {
    let reject!: (error: unknown) => void;
    const createComment = vi.fn<CreateComment>(() => new Promise<never>((_, rej) => (reject = rej)));
    setup(createComment);
    fill({ name: "Farai", email: "farai@example.org", text: "Blessings" });
    await send();
    expect(screen.getByRole("button", { name: "Posting..." })).toBeTruthy();
    await act(async () => reject(new ApiError(500, { detail: "Server Error" })));
    expect(screen.getByRole("alert").textContent).toBe("Failed to submit comment. Please try again later.");
    expect((screen.getByLabelText("Comment") as HTMLTextAreaElement).value).toBe("Blessings");
    expect(screen.queryByRole("article", { name: "Comment by Farai" })).toBeNull();
  });

  it("is singular for exactly one comment, and shows comment text as plain text", () => {
    render(
      <CommentSection
        postSlug="p"
        initialComments={[
          {
            id: 5,
            name: "Eve",
            text: "<b>bold</b>",
            date: "2025-03-07T08:00:00Z",
            parent: null,
            replies: [],
            from_church: false,
          },
        ]}
      />,
    );
    expect(screen.getByRole("heading", { name: "1 Comment" })).toBeTruthy();
    expect(screen.getByText("<b>bold</b>")).toBeTruthy();
    expect(document.querySelector("article b")).toBeNull();
  });
});
