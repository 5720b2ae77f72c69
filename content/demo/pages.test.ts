import { describe, expect, it } from "vitest";
import { pageDefinition, postedOf, readPageForm, type PageKey } from "#contract/page-content";
import { DEMO_PAGES } from "./pages";

describe("the demo pages' documents", () => {
  it.each(Object.keys(DEMO_PAGES) as PageKey[])(
    // Every picture a built-in one: tests/api/picture-files.test.ts checks them against the build's list.
    "%s: its form saves it as it is",
    async (key) => {
      const definition = pageDefinition(key)!;
      const document = DEMO_PAGES[key];
      const read = await readPageForm(definition, postedOf(definition, document), async () => true);
      expect(read).toEqual({ ok: true, document });
    },
  );
});
