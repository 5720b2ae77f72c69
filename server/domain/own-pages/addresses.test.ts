import { describe, expect, it } from "vitest";
import { addressProblem, reservedAddresses } from "./addresses";

describe("the addresses a page staff make may take", () => {
  const routes = {
    root: { path: "" },
    public: { parentId: "root" },
    "routes/site/blog": { parentId: "public", path: "blog" },
    "routes/site/sermon": { parentId: "public", path: "sermons/:slug" },
    own: { parentId: "public", path: ":address" },
    "not-found": { parentId: "public", path: "*" },
    admin: { parentId: "root" },
    "admin-dashboard": { parentId: "admin", path: "admin" },
    nested: { parentId: "section", path: "inner" },
    section: { parentId: "root", path: "ministries" },
    "robots.txt": { parentId: "root", path: "robots.txt" },
  };
  const reserved = reservedAddresses(routes, ["favicon.svg", "assets", "fonts"]);

  it("reserves every route's first segment, the server's prefixes and the build's top-level entries; never a dynamic segment", () => {
    for (const taken of ["blog", "sermons", "admin", "ministries", "api", "img", "audio", "healthz", "assets", "fonts"])
      expect(reserved.has(taken), taken).toBe(true);
    for (const free of [":address", "*", "inner", ""]) expect(reserved.has(free), free).toBe(false);
  });

  it("refuses a reserved address or a malformed one in words, accepts a free one", () => {
    expect(addressProblem("blog", reserved)).toBe(
      'The address "/blog" is already used by the site itself: choose another (for example "/blog-page" or a different word).',
    );
    expect(addressProblem("Plan Your Visit", reserved)).toMatch(/^The address may hold only lower-case letters/);
    expect(addressProblem("plan-your-visit", reserved)).toBeNull();
  });
});
