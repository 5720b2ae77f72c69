import { describe, expect, it } from "vitest";
import { IMAGE_NAME_PATTERN, parseImageFile } from "#contract/images";
import { DiskPictureStorage } from "./picture-storage";
import {
  encodePicture,
  parsePictureFile,
  PICTURE_QUEUE_LIMIT,
  pictureFiles,
  pictureNameOf,
  PictureRefused,
  sniffPicture,
} from "./pictures";

describe("the picture pipeline's rules", () => {
  it("tells a picture by its first bytes, never its name", () => {
    expect(sniffPicture(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0, 0]))).toBe("jpeg");
    expect(sniffPicture(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("png");
    expect(sniffPicture(Buffer.from("RIFF\x10\x00\x00\x00WEBPVP8 ", "latin1"))).toBe("webp");
    expect(sniffPicture(Buffer.from("\x00\x00\x00\x18ftypheic\x00\x00\x00\x00", "latin1"))).toBe("heif");
    expect(sniffPicture(Buffer.from("\x00\x00\x00\x18ftypisom\x00\x00\x00\x00", "latin1"))).toBeNull(); // an MP4 video
    expect(sniffPicture(Buffer.from("GIF89a......"))).toBeNull();
    expect(sniffPicture(Buffer.from("<svg xmlns="))).toBeNull();
    expect(sniffPicture(Buffer.alloc(0))).toBeNull();
  });

  it("names a picture by 12 hex digits of its content's hash, inside the image scheme", () => {
    const name = pictureNameOf("0123456789abcdef".repeat(4));
    expect(name).toBe("photo-0123456789ab");
    expect(IMAGE_NAME_PATTERN.test(name)).toBe(true);
  });

  it("writes every aspect x width as AVIF and WebP, plus the 1200x630 JPEG; each one parses back", () => {
    const files = pictureFiles("photo-0123456789ab");
    // Three aspects (wide, card, square) x four widths x two formats, plus the link-preview JPEG.
    expect(files).toHaveLength(25);
    expect(new Set(files.map((file) => file.key)).size).toBe(25);
    for (const file of files.filter((one) => one.format !== "jpg"))
      expect(parseImageFile(file.key), file.key).not.toBeNull();
    expect(files.at(-1)).toEqual({ key: "photo-0123456789ab-1200x630.jpg", width: 1200, height: 630, format: "jpg" });
    for (const file of files)
      expect(parsePictureFile(file.key), file.key).toEqual({ key: file.key, format: file.format });
  });

  it("serves only an uploaded picture's own file names", () => {
    for (const file of [
      "photo-0123456789ab-1200x631.jpg",
      "photo-0123456789ab-1280x721.webp",
      "photo-0123456789ab-999x999.avif",
      "photo-0123-1280x720.webp",
      "photo-0123456789AB-1280x720.webp",
      "photo-0123456789ab-1280x720.png",
      "grace-1280x720.webp",
      "../photo-0123456789ab-1280x720.webp",
    ])
      expect(parsePictureFile(file), file).toBeNull();
  });

  it("encodes one picture at a time with at most PICTURE_QUEUE_LIMIT waiting; more are told to try again", async () => {
    const storage = new DiskPictureStorage("/nonexistent/pictures-test");
    const outcomes = await Promise.allSettled(
      Array.from({ length: PICTURE_QUEUE_LIMIT + 3 }, () =>
        encodePicture("/nonexistent/pictures-test.jpg", "jpeg", "photo-0123456789ab", storage),
      ),
    );
    const refusals = outcomes.map((outcome) =>
      outcome.status === "rejected" && outcome.reason instanceof PictureRefused ? outcome.reason.outcome : "other",
    );
    // One running and PICTURE_QUEUE_LIMIT in line (each refused as unreadable: there is no file); the rest: busy.
    expect(refusals).toEqual([...Array(PICTURE_QUEUE_LIMIT + 1).fill("unreadable"), "busy", "busy"]);
  });
});
