import { describe, expect, it } from "vitest";
import { PICTURE_FILES } from "#content/illustrations/picture-files";
import { imageUrl, IMAGE_URL_PREFIX } from "#contract/images";
import { pageDefinition, picturesOf, postedOf, readPageForm, type PageKey } from "#contract/page-content";
import { PICTURE_PREVIEW } from "#contract/pictures";
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

  // The staff form previews a picture in the shape its field names: a built-in picture is drawn
  // only in the shapes the public page shows it in, so a field that names another shape than its
  // page would show staff a broken picture.
  it.each(Object.keys(DEMO_PAGES) as PageKey[])("%s: every picture is drawn for its field's preview", (key) => {
    const drawn = new Set(PICTURE_FILES);
    const previews = picturesOf(pageDefinition(key)!, DEMO_PAGES[key]).map(({ name, shape }) =>
      imageUrl(name, shape, PICTURE_PREVIEW.width, PICTURE_PREVIEW.format).slice(IMAGE_URL_PREFIX.length),
    );
    expect(previews.filter((file) => !drawn.has(file))).toEqual([]);
  });
});
