import { JSDOM } from "jsdom";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { audioSizeLabel } from "#contract/sermon-audio";
import { BROWSER_SCRIPTS, bundleBrowserScript } from "#tools/lib/browser-scripts";
import { UploadProgress } from "./upload-progress";

/**
 * The resumable upload script as browsers get it (/resumable-upload.js, bundled with the one size
 * rule it imports): its progress names sizes as the pages do after the upload, so a file of
 * 20,000,000 bytes reads "20 MB" while it uploads and on the sermon's page after. The bundle is made
 * here (esbuild runs in Node, not in jsdom), then run in a jsdom window of its own.
 */

/**
 * An XMLHttpRequest that answers the script's tus requests at once: 201 to the creation, and to the
 * PATCH 204 with the whole file arrived, after reporting `progressAt` bytes sent (the figures shown
 * then are kept in `seen`).
 */
class AnsweringRequest {
  static sent: { method: string; url: string }[] = [];
  static seen: string[] = [];
  static progressAt = 0;
  static figures: () => string = () => "";
  private static total = 0;
  upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
  status = 0;
  responseText = "";
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  private method = "";
  private url = "";
  private headers = new Map<string, string>();
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value);
  }
  getResponseHeader(name: string): string | null {
    if (name === "Location") return "/admin/uploads/0123456789abcdef0123456789abcdef";
    return name === "Upload-Offset" ? String(AnsweringRequest.total) : null;
  }
  abort() {}
  send() {
    AnsweringRequest.sent.push({ method: this.method, url: this.url });
    queueMicrotask(() => {
      if (this.method === "POST") {
        AnsweringRequest.total = Number(this.headers.get("upload-length"));
        this.status = 201;
      } else {
        this.upload.onprogress?.({ loaded: AnsweringRequest.progressAt });
        AnsweringRequest.seen.push(AnsweringRequest.figures());
        this.status = 204;
      }
      this.onload?.();
    });
  }
}

let script = "";
beforeAll(async () => {
  script = await bundleBrowserScript(BROWSER_SCRIPTS["resumable-upload.js"]!);
}, 30_000);

afterEach(() => {
  AnsweringRequest.sent = [];
  AnsweringRequest.seen = [];
});

describe("the resumable upload's progress", () => {
  it("names sizes by the one rule: a 20,000,000-byte file is 20 MB while it uploads, as the page says after", async () => {
    const { window } = new JSDOM(
      `<!doctype html><form>${renderToStaticMarkup(<UploadProgress handIn={false} script={false} />)}</form>`,
      { runScripts: "outside-only" },
    );
    const figures = () => window.document.querySelector("[data-upload-figures]")!.textContent ?? "";
    Object.assign(window, { XMLHttpRequest: AnsweringRequest });
    AnsweringRequest.figures = figures;
    window.eval(script);
    const bytes = 20_000_000;
    AnsweringRequest.progressAt = 8_100_000;
    const file = new window.File([new Uint8Array(bytes)], "sermon.mp3", { type: "audio/mpeg" });
    const whole = new Promise<string>((resolve) => {
      (window as unknown as { resumableUpload: (...args: unknown[]) => void }).resumableUpload(
        file,
        "audio",
        "token",
        window.document.querySelector("[data-upload-progress]"),
        resolve,
        () => undefined,
      );
    });
    expect(await whole).toBe("0123456789abcdef0123456789abcdef");
    expect(AnsweringRequest.sent.map((request) => request.method)).toEqual(["POST", "PATCH"]);
    expect(AnsweringRequest.seen[0]).toMatch(/^40% · 8\.1 MB of 20 MB/);
    expect(figures()).toBe("100% · 20 MB of 20 MB");
    expect(audioSizeLabel("audio/mpeg", bytes)).toBe("MP3, 20 MB");
    window.close();
  });
});
