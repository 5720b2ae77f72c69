// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef } from "react";
import { describe, expect, it } from "vitest";
import { focusableElements, useFocusTrap } from "./use-focus-trap";

function Dialog({ outside = true }: { outside?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true);
  return (
    <>
      {outside ? <a href="#behind">Behind</a> : null}
      <div ref={ref} role="dialog" aria-label="Trap">
        <button type="button">First</button>
        <div inert>
          <button type="button">Hidden view</button>
        </div>
        <a href="#skipped" tabIndex={-1}>
          Out of order
        </a>
        <button type="button">Last</button>
      </div>
    </>
  );
}

describe("useFocusTrap", () => {
  it("counts neither an element inside an inert part nor one taken out of the tab order", () => {
    render(<Dialog outside={false} />);
    const names = focusableElements(screen.getByRole("dialog")).map((element) => element.textContent);
    expect(names).toEqual(["First", "Last"]);
  });

  it("starts on the first item, wraps both ways, and makes the page behind inert", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Dialog />);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "First" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Last" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "First" }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Last" }));
    const behind = screen.getByText("Behind");
    expect((behind as HTMLElement & { inert?: boolean }).inert).toBe(true);
    unmount();
  });
});
