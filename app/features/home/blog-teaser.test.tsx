// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PostSummary } from "#contract/types";
import { FEATURED_CAROUSEL_INTERVAL_MS, FEATURED_CAROUSEL_LOCK_MS } from "~/lib/constants";
import { BLOG_TEASER_ERROR, BlogTeaser, BlogTeaserError, type TeaserPosts } from "./blog-teaser";

function post(id: number): PostSummary {
  return {
    id,
    slug: `post-${id}`,
    title: `Post number ${id}`,
    excerpt: `Excerpt ${id}`,
    description: `Excerpt ${id}`,
    author: "Pastor Tinashe Moyo",
    authorImage: null,
    image: null,
    image_set: null,
    category: { id: 1, name: "Church News", slug: "church-news" },
    tags: [],
    date: "2026-11-09T08:00:00.000Z",
    date_only: "09",
    month_only: "Nov",
    year_only: "2026",
    comments: 0,
    comments_count: 0,
    featured: id < 3,
  };
}

function renderTeaser(posts: Promise<TeaserPosts>) {
  const router = createMemoryRouter([{ path: "/", element: <BlogTeaser posts={posts} /> }]);
  return render(<RouterProvider router={router} />);
}

describe("BlogTeaser", () => {
  beforeEach(() => {
    vi.stubGlobal(
      "matchMedia",
      vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("shows a spinner while loading, then Featured Stories and Latest News linking to the posts", async () => {
    let resolve!: (value: TeaserPosts) => void;
    renderTeaser(new Promise((r) => (resolve = r)));
    expect(screen.getByRole("status").textContent).toContain("Loading blog posts");
    await act(async () => {
      resolve({ latest: [post(5), post(4)], featured: [post(1), post(2)] });
    });
    expect(screen.queryByText("Loading blog posts")).toBeNull();
    expect(screen.getByRole("heading", { name: "Featured Stories" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Latest News" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Post number 5/ }).getAttribute("href")).toBe("/blog/post-5");
    expect(screen.getByRole("button", { name: "Next story" })).toBeTruthy();
  });

  it("says No posts available. when there are none", async () => {
    await act(async () => {
      renderTeaser(Promise.resolve({ latest: [], featured: [] }));
    });
    expect(screen.getAllByText("No posts available.")).toHaveLength(2);
  });

  it("shows the error box with Retry when the posts fail", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const failed = Promise.reject(new Error("database down"));
    failed.catch(() => {});
    await act(async () => {
      renderTeaser(failed);
    });
    expect(screen.getByRole("alert").textContent).toContain(BLOG_TEASER_ERROR);
    expect(BLOG_TEASER_ERROR).toBe("Failed to load blog posts. Please try again later.");
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });

  it("Featured Stories: a click inside the 500 ms lock is ignored; Next, Previous, and a turn every 5 s", async () => {
    vi.useFakeTimers();
    try {
      await act(async () => {
        renderTeaser(Promise.resolve({ latest: [post(5)], featured: [post(1), post(2), post(3)] }));
      });
      const carousel = screen.getByRole("region", { name: "Featured Stories" });
      const active = () =>
        carousel.querySelector('[aria-roledescription="slide"][data-active="true"]')?.getAttribute("aria-label");
      expect(active()).toBe("1 of 3");
      const next = screen.getByRole("button", { name: "Next story" });
      expect([FEATURED_CAROUSEL_LOCK_MS, FEATURED_CAROUSEL_INTERVAL_MS]).toEqual([500, 5000]);
      // Two quick clicks: the second falls inside the lock and is ignored.
      fireEvent.click(next);
      fireEvent.click(next);
      expect(active()).toBe("2 of 3");
      act(() => vi.advanceTimersByTime(FEATURED_CAROUSEL_LOCK_MS));
      fireEvent.click(next);
      expect(active()).toBe("3 of 3");
      act(() => vi.advanceTimersByTime(FEATURED_CAROUSEL_LOCK_MS));
      fireEvent.click(screen.getByRole("button", { name: "Previous story" }));
      expect(active()).toBe("2 of 3");
      // On its own (pointer and focus elsewhere), a turn every 5 s from the last change.
      act(() => vi.advanceTimersByTime(FEATURED_CAROUSEL_INTERVAL_MS));
      expect(active()).toBe("3 of 3");
      const link = carousel.querySelector('[data-active="true"] a');
      expect(link?.getAttribute("href")).toBe("/blog/post-3");
    } finally {
      vi.useRealTimers();
    }
  });

  it("Retry reloads", () => {
    const onRetry = vi.fn();
    render(<BlogTeaserError onRetry={onRetry} />);
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
