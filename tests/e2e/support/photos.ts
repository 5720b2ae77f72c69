import sharp from "sharp";

/** A photo-like JPEG unique to this run (so its content name is new), with EXIF the server must strip. */
export async function photo(marker: string, hue: number): Promise<Buffer> {
  const width = 480;
  const height = 360;
  const pixels = Buffer.alloc(width * height * 3);
  const seed = [...marker].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (hue + x / 3) % 256;
      pixels[i + 1] = (seed + y / 2) % 256;
      pixels[i + 2] = (x + y) % 256;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: "E2EPhone" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "17/1 49/1 0/1" } })
    .toBuffer();
}
