import { describe, expect, it } from "vitest";
import { PICTURE_FILES } from "#content/illustrations/picture-files";
import { pageDefinition, postedOf, readPageForm, type PageKey } from "#contract/page-content";
import { DEMO_PAGES } from "./pages";

const builtIn = new Set(PICTURE_FILES.map((file) => file.replace(/-\d+x\d+\.\w+$/, "")));

describe("the demo pages' documents", () => {
  it.each(Object.keys(DEMO_PAGES) as PageKey[])(
    "%s: its form saves it as it is, every picture a built-in one",
    async (key) => {
      const definition = pageDefinition(key)!;
      const document = DEMO_PAGES[key];
      const read = await readPageForm(definition, postedOf(definition, document), async (name) => builtIn.has(name));
      expect(read).toEqual({ ok: true, document });
    },
  );
});
