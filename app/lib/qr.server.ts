import QRCode from "qrcode";
import { QR_CODE_ERROR_CORRECTION, QR_CODE_SIZE } from "./constants";

/**
 * The footer's QR code (size 120, high error correction), drawn on the server as SVG
 * so that no QR library ships to the browser. One drawing per URL, kept for the process's life.
 */
const cache = new Map<string, Promise<string>>();

export function qrCodeSvg(url: string): Promise<string> {
  let svg = cache.get(url);
  if (!svg) {
    svg = QRCode.toString(url, {
      type: "svg",
      errorCorrectionLevel: QR_CODE_ERROR_CORRECTION,
      width: QR_CODE_SIZE,
      margin: 2,
      color: { dark: "#0b1226", light: "#ffffff" },
    }).then((markup) => markup.trim());
    svg.catch(() => cache.delete(url));
    cache.set(url, svg);
  }
  return svg;
}
