// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_CHURCH } from "#content/demo/church";
import { whatsAppChatUrl } from "#contract/church";
import { ShareLinks } from "./share-links";

const URL_ = "https://example.org/blog/hope-in-the-storm";

afterEach(() => vi.unstubAllGlobals());

describe("ShareLinks", () => {
  it("links to WhatsApp with the title and the canonical URL", () => {
    render(<ShareLinks title="Hope in the Storm" url={URL_} />);
    const link = screen.getByRole("link", { name: /Share on WhatsApp/ });
    const href = new URL(link.getAttribute("href")!);
    expect(href.origin + href.pathname).toBe("https://wa.me/");
    expect(href.searchParams.get("text")).toBe(`Hope in the Storm ${URL_}`);
  });

  it("offers Share only where the browser has a share sheet, and copies the link", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    render(<ShareLinks title="Hope in the Storm" url={URL_} />);
    expect(screen.queryByRole("button", { name: "Share" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(await screen.findByText("Link copied.")).toBeTruthy();
  });

  it("uses the phone's share sheet when there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { ...navigator, share });
    render(<ShareLinks title="Hope in the Storm" url={URL_} />);
    await userEvent.click(screen.getByRole("button", { name: "Share" }));
    expect(share).toHaveBeenCalledWith({ title: "Hope in the Storm", url: URL_ });
  });
});

describe("the church's WhatsApp chat link", () => {
  it("opens a chat with the church's number and a greeting filled in", () => {
    const href = new URL(whatsAppChatUrl(DEMO_CHURCH)!);
    expect(href.pathname).toBe("/263772145590");
    expect(href.searchParams.get("text")).toMatch(/^Hello Kingdom Light Ministries/);
  });
});
