// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TitleAndSlug } from "./title-and-slug";

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

/** The server's form in the page, a title typed into it, then the page's script starts. */
async function typeThenHydrate(typed: { title: string; slug?: string }) {
  // The slug check the component asks for after a change (not the subject here).
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ slug: "x", problem: null }), { status: 200 })),
  );
  const element = <TitleAndSlug title="" slug="" postId={null} titleError={null} slugError={null} />;
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  container.querySelector<HTMLInputElement>("#title")!.value = typed.title;
  if (typed.slug !== undefined) container.querySelector<HTMLInputElement>("#slug")!.value = typed.slug;
  await act(async () => {
    hydrateRoot(container, element);
  });
  return { slug: container.querySelector<HTMLInputElement>("#slug")!.value };
}

describe("TitleAndSlug", () => {
  it("fills the slug from a title typed before the page's script ran", async () => {
    const { slug } = await typeThenHydrate({ title: "Sowing in Tears" });
    expect(slug).toBe("sowing-in-tears");
  });

  it("leaves a slug the person typed before the script ran", async () => {
    const { slug } = await typeThenHydrate({ title: "Sowing in Tears", slug: "harvest" });
    expect(slug).toBe("harvest");
  });
});
