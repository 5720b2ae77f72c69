// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { SERMON_SEARCH_DEBOUNCE_MS, SermonFilters } from "./sermon-filters";

const categories = [
  { id: 1, name: "Faith", slug: "faith" },
  { id: 2, name: "Family Life", slug: "family-life" },
];

function renderFilters(props: Partial<Parameters<typeof SermonFilters>[0]> = {}) {
  const onSearch = vi.fn();
  const onCategory = vi.fn();
  const Stub = createRoutesStub([
    {
      path: "/sermons",
      Component: () => (
        <SermonFilters
          search=""
          category=""
          categories={categories}
          onSearch={onSearch}
          onCategory={onCategory}
          {...props}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={["/sermons"]} />);
  return { onSearch, onCategory };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("SermonFilters", () => {
  it("has the search placeholder and All Categories first", () => {
    renderFilters();
    expect(screen.getByPlaceholderText("Search sermons...")).toBeTruthy();
    const options = screen.getAllByRole("option").map((o) => o.textContent);
    expect(options).toEqual(["All Categories", "Faith", "Family Life"]);
  });

  it("sends one search after the visitor stops typing", () => {
    const { onSearch } = renderFilters();
    const box = screen.getByRole("searchbox", { name: "Search sermons" });
    for (const value of ["f", "fa", "fai", "fait", "faith"]) {
      fireEvent.change(box, { target: { value } });
      act(() => vi.advanceTimersByTime(100));
    }
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SERMON_SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith("faith");
  });

  it("sends at once on Enter", () => {
    const { onSearch } = renderFilters();
    const box = screen.getByRole("searchbox", { name: "Search sermons" });
    fireEvent.change(box, { target: { value: " grace " } });
    fireEvent.submit(box.closest("form")!);
    expect(onSearch).toHaveBeenCalledWith("grace");
    act(() => vi.advanceTimersByTime(SERMON_SEARCH_DEBOUNCE_MS * 2));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it("applies a category at once", () => {
    const { onCategory } = renderFilters();
    fireEvent.change(screen.getByRole("combobox", { name: "Category" }), { target: { value: "family-life" } });
    expect(onCategory).toHaveBeenCalledWith("family-life");
  });
});
