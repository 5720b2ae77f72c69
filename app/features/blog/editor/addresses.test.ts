import { describe, expect, it } from "vitest";
import { isLinkAddress, isPictureAddress } from "./addresses";

describe("the post editor's addresses", () => {
  it.each(["/img/gen/choir-1280x720.webp", "https://example.org/a.jpg"])("a picture at %s", (src) =>
    expect(isPictureAddress(src)).toBe(true),
  );
  it.each([
    "//evil.example/a.jpg",
    "/\\evil",
    "javascript:alert(1)",
    "http://example.org/a.jpg",
    "data:image/png;base64,AA",
    "",
    "/a b",
  ])("no picture at %j", (src) => expect(isPictureAddress(src)).toBe(false));
  it.each([
    "https://example.org/",
    "http://example.org/x",
    "mailto:pastor@example.org",
    "tel:+263771234567",
    "/sermons",
  ])("a link to %s", (href) => expect(isLinkAddress(href)).toBe(true));
  it.each(["javascript:alert(1)", "//evil.example", "vbscript:x", "data:text/html,x", "example.org"])(
    "no link to %j",
    (href) => expect(isLinkAddress(href)).toBe(false),
  );
});
