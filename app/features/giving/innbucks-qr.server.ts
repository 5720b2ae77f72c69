import QRCode from "qrcode";

/**
 * An InnBucks authorisation code as a QR code, drawn on the server as SVG (no QR library reaches
 * the browser). Not kept: each code is one giver's, used once.
 */
export async function innbucksQrSvg(code: string): Promise<string | null> {
  try {
    const svg = await QRCode.toString(code, { type: "svg", errorCorrectionLevel: "M", width: 180, margin: 2 });
    return svg.trim();
  } catch {
    return null;
  }
}
