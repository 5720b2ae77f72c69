import { describe, expect, it } from "vitest";
import { qrCodeSvg } from "./qr.server";

describe("qrCodeSvg", () => {
  it("draws a 120 px SVG QR code", async () => {
    const svg = await qrCodeSvg("https://www.example.org");
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain('width="120"');
    expect(svg).toContain('height="120"');
    expect(svg).not.toContain("<script");
  });

  it("uses high error correction (a larger symbol than low correction would need)", async () => {
    const svg = await qrCodeSvg("https://www.example.org");
    // Version 3 (29 modules) is the smallest symbol that holds this URL at level H; plus a margin of 2.
    expect(svg).toMatch(/viewBox="0 0 33 33"/);
  });

  it("draws each URL once", async () => {
    expect(qrCodeSvg("https://a.example")).toBe(qrCodeSvg("https://a.example"));
  });
});
