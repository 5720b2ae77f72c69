import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { iconFilesByName, rewriteIconImports } from "./icon-imports";

const INDEX = [
  "import * as index from './icons/index.mjs';",
  "export { default as Menu, default as MenuIcon, default as LucideMenu } from './icons/menu.mjs';",
  "export { default as AlertTriangle, default as TriangleAlert } from './icons/triangle-exclamation-point.mjs';",
  "export { default as createLucideIcon } from './createLucideIcon.mjs';",
].join("\n");

describe("iconFilesByName", () => {
  it("maps every exported name of an icon, aliases included, to its module, and nothing else", () => {
    const files = iconFilesByName(INDEX);
    expect(files.get("Menu")).toBe("menu");
    expect(files.get("LucideMenu")).toBe("menu");
    expect(files.get("AlertTriangle")).toBe("triangle-exclamation-point");
    expect(files.has("createLucideIcon")).toBe(false);
  });

  it("reads the installed package's index (its export lines still have this shape)", () => {
    const source = fs.readFileSync("node_modules/lucide-react/dist/esm/lucide-react.mjs", "utf8");
    const files = iconFilesByName(source);
    expect(files.size).toBeGreaterThan(1000);
    expect(files.get("X")).toBe("x");
  });
});

describe("rewriteIconImports", () => {
  const files = iconFilesByName(INDEX);

  it("imports each icon from its own module, keeping local names", () => {
    expect(
      rewriteIconImports('import { Menu, AlertTriangle as Warning } from "lucide-react";\nconst a = 1;', files),
    ).toBe(
      'import Menu from "lucide-react/icons/menu"; import Warning from "lucide-react/icons/triangle-exclamation-point";\nconst a = 1;',
    );
  });

  it("keeps what is not an icon from the index, and types as a type import", () => {
    expect(rewriteIconImports('import {\n  Menu,\n  createLucideIcon,\n} from "lucide-react";', files)).toBe(
      'import Menu from "lucide-react/icons/menu"; import { createLucideIcon } from "lucide-react";',
    );
    expect(rewriteIconImports('import { Menu, type LucideIcon } from "lucide-react";', files)).toBe(
      'import Menu from "lucide-react/icons/menu"; import type { LucideIcon } from "lucide-react";',
    );
  });

  it("leaves a source without icon imports from the index alone", () => {
    expect(rewriteIconImports('import type { LucideIcon } from "lucide-react";', files)).toBeNull();
    expect(rewriteIconImports('import Menu from "lucide-react/icons/menu";', files)).toBeNull();
  });
});
