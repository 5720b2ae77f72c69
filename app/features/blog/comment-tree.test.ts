import { describe, expect, it } from "vitest";
import { countComments, insertComment, localComment, type DisplayComment } from "./comment-tree";

function node(id: number, parent: number | null, replies: DisplayComment[] = []): DisplayComment {
  return {
    id,
    name: `Member ${id}`,
    text: `Comment ${id}`,
    date: "2025-03-01T08:00:00Z",
    parent,
    replies,
    from_church: false,
  };
}

describe("localComment", () => {
  it("has a negative temporary id, the time and the pending flag", () => {
    const now = new Date("2025-03-07T10:00:00Z");
    const first = localComment({ name: "Tendai", text: "Amen", parent: null }, now);
    const second = localComment({ name: "Rudo", text: "Thank you", parent: 4 }, now);
    expect(first.id).toBeLessThan(0);
    expect(second.id).toBeLessThan(first.id);
    expect(first).toMatchObject({ name: "Tendai", text: "Amen", parent: null, replies: [], pending: true });
    expect(first.date).toBe("2025-03-07T10:00:00.000Z");
    expect(second.parent).toBe(4);
  });
});

describe("insertComment", () => {
  const tree = [node(1, null, [node(2, 1, [node(3, 2)])]), node(4, null)];

  it("adds a top-level comment at the end", () => {
    const added = node(-1, null);
    const next = insertComment(tree, added);
    expect(next.map((c) => c.id)).toEqual([1, 4, -1]);
  });

  it("adds a reply under its parent, however deep", () => {
    const next = insertComment(tree, node(-2, 3));
    expect(next[0].replies[0].replies[0].replies.map((c) => c.id)).toEqual([-2]);
    const toTop = insertComment(tree, node(-3, 4));
    expect(toTop[1].replies.map((c) => c.id)).toEqual([-3]);
  });

  it("appends after the parent's existing replies", () => {
    const next = insertComment(tree, node(-4, 1));
    expect(next[0].replies.map((c) => c.id)).toEqual([2, -4]);
  });

  it("does not change the tree it was given", () => {
    const before = JSON.stringify(tree);
    insertComment(tree, node(-5, 2));
    expect(JSON.stringify(tree)).toBe(before);
  });

  it("keeps untouched branches as the same objects", () => {
    const next = insertComment(tree, node(-6, 4));
    expect(next[0]).toBe(tree[0]);
  });

  it("puts a reply to an unknown parent at the top level rather than losing it", () => {
    const next = insertComment(tree, node(-7, 99));
    expect(next.map((c) => c.id)).toEqual([1, 4, -7]);
  });
});

describe("countComments", () => {
  it("counts replies at every depth", () => {
    expect(countComments([])).toBe(0);
    expect(countComments([node(1, null, [node(2, 1, [node(3, 2)])]), node(4, null)])).toBe(4);
  });
});
