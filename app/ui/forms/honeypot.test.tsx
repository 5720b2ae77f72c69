// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "#contract/honeypot";
import { Honeypot, honeypotOf } from "./honeypot";

function form() {
  render(
    <form aria-label="Test form">
      <label>
        Name
        <input name="name" />
      </label>
      <Honeypot />
      <button type="submit">Send</button>
    </form>,
  );
  return screen.getByRole("form", { name: "Test form" }) as HTMLFormElement;
}

describe("Honeypot", () => {
  it("is hidden from assistive technology: no textbox but the real one", () => {
    form();
    expect(screen.getAllByRole("textbox")).toHaveLength(1);
    expect(screen.queryByRole("textbox", { name: /website/i })).toBeNull();
  });

  it("is off-screen rather than display:none, out of the tab order and never autofilled", () => {
    const field = form().elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement;
    expect(field).toBeInstanceOf(HTMLInputElement);
    expect(field.tabIndex).toBe(-1);
    expect(field.autocomplete).toBe("off");
    const wrapper = field.closest("[aria-hidden='true']") as HTMLElement;
    expect(wrapper.className).toMatch(/absolute/);
    expect(wrapper.className).toMatch(/-left-\[10000px\]/);
    for (const hiding of ["hidden", "invisible", "sr-only"]) expect(wrapper.classList.contains(hiding)).toBe(false);
  });

  it("is skipped by the keyboard", async () => {
    form();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Name" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Send" }));
  });

  it("adds its value to a request body only when filled", () => {
    const element = form();
    expect(honeypotOf(element)).toEqual({});
    fireEvent.change(element.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement, { target: { value: "spam" } });
    expect(honeypotOf(element)).toEqual({ [HONEYPOT_FIELD]: "spam" });
    expect(honeypotOf(null)).toEqual({});
  });
});
