// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { SidebarSearch } from "./sidebar-search";

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function setup(onSearch?: (term: string) => void) {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            <SidebarSearch onSearch={onSearch} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ["/blog/walking-by-faith"] },
  );
  render(<RouterProvider router={router} />);
  const input = screen.getByLabelText("Search the blog");
  const search = (value: string) => {
    fireEvent.change(input, { target: { value } });
    fireEvent.submit(input.closest("form")!);
  };
  return { search };
}

describe("SidebarSearch", () => {
  it("ignores a blank term", () => {
    const onSearch = vi.fn();
    const { search } = setup(onSearch);
    search("   ");
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByTestId("where").textContent).toBe("/blog/walking-by-faith");
  });

  it("hands the trimmed term to the search handler when there is one", () => {
    const onSearch = vi.fn();
    const { search } = setup(onSearch);
    search("  holy spirit ");
    expect(onSearch).toHaveBeenCalledWith("holy spirit");
    expect(screen.getByTestId("where").textContent).toBe("/blog/walking-by-faith");
  });

  it("goes to /blog/search?q=… without a handler", async () => {
    const { search } = setup();
    search("grace & peace");
    expect(await screen.findByText("/blog/search?q=grace%20%26%20peace")).toBeTruthy();
  });

  it("is a search form that works without JavaScript", () => {
    setup();
    const form = screen.getByRole("search") as HTMLFormElement;
    expect(form.getAttribute("action")).toBe("/blog/search");
    expect(form.method).toBe("get");
    expect((screen.getByLabelText("Search the blog") as HTMLInputElement).name).toBe("q");
  });
});
