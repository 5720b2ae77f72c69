// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { normalizeSermon } from "./normalize";
import { SermonGrid } from "./sermon-grid";
import { SermonVideoModal, useSermonPlayer } from "./sermon-video-player";
import { VIDEO_DATA_COST } from "./data-cost";
import { stubSavingData } from "#tests/support/saving-data";

const sermons = [
  normalizeSermon({
    id: 1,
    slug: "walking-in-faith",
    title: "Walking in Faith",
    sermon_from: "Pastor Tendai Moyo",
    categories: ["Faith", "Discipleship"],
    youtube_id: "abc123",
  }),
  normalizeSermon({ id: 2, title: "No Video Here" }),
  normalizeSermon({ id: 3, slug: "grace-on-audio", title: "Grace on Audio", has_audio: true }),
];

function Page() {
  const player = useSermonPlayer();
  const [closed, setClosed] = useState(0);
  return (
    <>
      <SermonGrid sermons={sermons} onPlay={player.open} />
      <SermonVideoModal
        sermon={player.sermon}
        onClose={() => {
          player.close();
          setClosed((n) => n + 1);
        }}
        returnFocusTo={player.returnFocusTo}
      />
      <output data-testid="closed">{closed}</output>
    </>
  );
}

/** The cards' links are the router's (an in-app navigation: no loading screen). */
function renderInRouter(ui: React.ReactElement) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

async function openModal() {
  renderInRouter(<Page />);
  const play = screen.getByRole("button", { name: "Play Walking in Faith" });
  play.focus();
  fireEvent.click(play);
  const dialog = await screen.findByRole("dialog", { name: "Walking in Faith" });
  return { play, dialog };
}

describe("SermonVideoModal", () => {
  it("shows Play only for sermons with a video", () => {
    renderInRouter(<Page />);
    expect(screen.getAllByRole("button", { name: /^Play / })).toHaveLength(1);
  });

  it("opens a dialog with the privacy-enhanced embed, the speaker and the categories", async () => {
    const { dialog } = await openModal();
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    const iframe = dialog.querySelector("iframe")!;
    expect(iframe.getAttribute("src")).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/abc123\?/);
    expect(dialog.textContent).toContain("Sermon From");
    expect(dialog.textContent).toContain("Pastor Tendai Moyo");
    expect(dialog.textContent).toContain("Category");
    expect(dialog.textContent).toContain("Faith, Discipleship");
    // The sermon's own page (audio, description) is one tap away.
    expect(screen.getByRole("link", { name: "Open the sermon's page" }).getAttribute("href")).toBe(
      "/sermons/walking-in-faith",
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close video" })));
  });

  it("closes on Escape, removes the video and gives focus back to Play", async () => {
    const { play } = await openModal();
    act(() => {
      fireEvent.keyDown(document, { key: "Escape" });
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.querySelector("iframe")).toBeNull();
    expect(document.activeElement).toBe(play);
  });

  it("closes with the close button", async () => {
    const { play } = await openModal();
    fireEvent.click(screen.getByRole("button", { name: "Close video" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(play);
    expect(screen.getByTestId("closed").textContent).toBe("1");
  });

  it("keeps Tab inside the dialog", async () => {
    const { dialog } = await openModal();
    const close = screen.getByRole("button", { name: "Close video" });
    // Last focusable element (the link to the sermon's page, after the video): Tab wraps to the first.
    const last = screen.getByRole("link", { name: "Open the sermon's page" });
    expect(dialog.contains(last)).toBe(true);
    last.focus();
    fireEvent.keyDown(document, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    // First: Shift+Tab wraps to the last.
    fireEvent.keyDown(document, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it("renders nothing without a sermon", () => {
    const onClose = vi.fn();
    const { container } = render(<SermonVideoModal sermon={null} onClose={onClose} />);
    expect(container.innerHTML).toBe("");
  });
});

describe("SermonVideoModal for a visitor saving data", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(["save-data", "reduced-data"] as const)(
    "with %s, says what the video costs and loads it only on a second Play",
    async (how) => {
      stubSavingData(how);
      const { dialog } = await openModal();
      expect(dialog.querySelector("iframe")).toBeNull();
      const play = screen.getByRole("button", { name: "Play video" });
      expect(play.getAttribute("aria-describedby")).toBeTruthy();
      expect(document.getElementById(play.getAttribute("aria-describedby")!)?.textContent).toBe(VIDEO_DATA_COST);
      fireEvent.click(play);
      expect(dialog.querySelector("iframe")?.getAttribute("src")).toMatch(/youtube-nocookie\.com\/embed\/abc123/);
    },
  );

  it("without either, loads the video at once and still says its cost", async () => {
    stubSavingData("none");
    const { dialog } = await openModal();
    expect(dialog.querySelector("iframe")).not.toBeNull();
    expect(dialog.textContent).toContain(VIDEO_DATA_COST);
  });
});

describe("SermonCard links", () => {
  it("every card with a page leads to it from its title and picture, a video's Play staying a button", () => {
    renderInRouter(<Page />);
    // The title's link is the card's one stop in the tab order; the picture's is a larger target for the same place.
    expect(screen.getByRole("link", { name: "Walking in Faith" }).getAttribute("href")).toBe(
      "/sermons/walking-in-faith",
    );
    const audio = screen.getByRole("link", { name: "Grace on Audio" });
    expect(audio.getAttribute("href")).toBe("/sermons/grace-on-audio");
    const pictureLinks = [...document.querySelectorAll<HTMLAnchorElement>('a[aria-hidden="true"]')];
    expect(pictureLinks.map((link) => link.getAttribute("href"))).toEqual([
      "/sermons/walking-in-faith",
      "/sermons/grace-on-audio",
    ]);
    for (const link of pictureLinks) expect(link.tabIndex).toBe(-1);
    expect(screen.getByRole("button", { name: "Play Walking in Faith" })).toBeTruthy();
    // A sermon without a page (no slug) has nothing to link.
    expect(screen.queryByRole("link", { name: "No Video Here" })).toBeNull();
  });
});

describe("SermonCard image", () => {
  it("shows No Image Available when the picture fails", () => {
    renderInRouter(<SermonGrid sermons={[sermons[1]]} />);
    const img = document.querySelector("img")!;
    fireEvent.error(img);
    expect(screen.getByText("No Image Available")).toBeTruthy();
    expect(document.querySelector("img")).toBeNull();
  });
});
