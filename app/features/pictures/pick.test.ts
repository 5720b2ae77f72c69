import { describe, expect, it } from "vitest";
import { pickedHref, pickedName, pickerHref, safePickField, safePickReturn } from "./pick";

describe("choosing a picture without JavaScript", () => {
  it("goes to the library and back to the form with the choice", () => {
    const picker = new URL(pickerHref("/admin/posts/5?notice=saved", "image"), "http://x");
    expect(safePickReturn(picker.searchParams.get("pick"))).toBe("/admin/posts/5?notice=saved");
    expect(safePickField(picker.searchParams.get("field"))).toBe("image");
    const back = pickedHref("/admin/posts/5?notice=saved", "image", "photo-0123456789ab");
    expect(back).toBe("/admin/posts/5?notice=saved&image=photo-0123456789ab");
    expect(pickedName(new URL(back, "http://x").searchParams, "image")).toBe("photo-0123456789ab");
  });

  it("returns only to a staff page, and reads only a picture's name", () => {
    for (const bad of ["https://evil.example/admin", "//evil.example", "/blog", "/admin\\x", null])
      expect(safePickReturn(bad)).toBeNull();
    expect(safePickField("a b")).toBeNull();
    expect(pickedName(new URLSearchParams("image=../etc"), "image")).toBeNull();
  });
});
