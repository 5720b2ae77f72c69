import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PICTURE_OUTCOMES, type PictureUploaded } from "#contract/pictures";
import type { Sermon } from "#contract/types";
import { pictureFiles } from "#server/domain/pictures/pictures";
import { signedIn, upload, type Who } from "./picture-support";
import { createTestApi, type TestApi } from "./support";

/**
 * Picture uploads through POST /admin/pictures on the engine under test: checked by
 * their bytes, re-encoded upright with no metadata left, every file of the scheme written, refusals
 * with their clear message and nothing on disk, roles; the library page; a sermon's Image reaching
 * the API and the sermon page; and the same upload into an S3-compatible bucket (s3rver on loopback).
 */

let t: TestApi;
const editor: Who = { cookie: "", token: "" };
const ministryLeader: Who = { cookie: "", token: "" };

/** 640x480 as stored: red top half, blue bottom half (smooth, so quick to encode). */
function halves(width = 640, height = 480): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const top = y < height / 2;
      pixels[i] = top ? 220 : 20;
      pixels[i + 1] = 30 + Math.round((x * 40) / width);
      pixels[i + 2] = top ? 20 : 220;
    }
  return pixels;
}

/** A phone's JPEG: stored sideways with EXIF orientation 6 (display turned 90° clockwise), a camera and a GPS position. */
async function phoneJpeg(): Promise<Buffer> {
  return sharp(halves(), { raw: { width: 640, height: 480, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "PicturesTestPhone", Model: "Pixel" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "17/1 49/1 2/1", GPSLongitudeRef: "E", GPSLongitude: "31/1 3/1 0/1" },
    })
    .toBuffer();
}

function nameOf(bytes: Buffer): string {
  return `photo-${createHash("sha256").update(bytes).digest("hex").slice(0, 12)}`;
}

function filesIn(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

const genFiles = () => filesIn(path.join(t.config.mediaDir, "gen"));
const tempFiles = () => filesIn(path.join(t.config.mediaDir, "tmp"));

async function pictureRows(): Promise<number> {
  return (await t.database.db.selectFrom("pictures").select("id").execute()).length;
}

/** A refusal: its status and message, and nothing new on disk or in the table. */
async function expectRefused(send: () => ReturnType<typeof upload>, status: number, detail: string) {
  const [filesBefore, rowsBefore] = [genFiles(), await pictureRows()];
  const response = await send();
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ detail });
  expect(genFiles()).toEqual(filesBefore);
  expect(tempFiles()).toEqual([]);
  expect(await pictureRows()).toBe(rowsBefore);
}

beforeAll(async () => {
  t = await createTestApi({ pages: true });
  Object.assign(editor, await signedIn(t, "editor"));
  Object.assign(ministryLeader, await signedIn(t, "ministry-leader"));
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe("picture uploads", () => {
  let phoneName = "";

  it("a phone's JPEG with EXIF GPS and an orientation: stored upright, every file of the scheme, no metadata left in any", async () => {
    const jpeg = await phoneJpeg();
    const input = await sharp(jpeg).metadata();
    expect(input.orientation).toBe(6);
    // The GPS IFD pointer (tag 0x8825) is in the upload's EXIF.
    expect(input.exif!.includes(Buffer.from([0x88, 0x25])) || input.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(
      true,
    );

    const response = await upload(t, editor, jpeg, "IMG_2041.jpg", { alt: "pictures-test: the choir" });
    expect(response.statusCode).toBe(201);
    phoneName = nameOf(jpeg);
    expect(response.json<PictureUploaded>()).toEqual({
      name: phoneName,
      src: `/img/gen/${phoneName}-1280x720.webp`,
      width: 1280,
      height: 720,
    });

    const expected = pictureFiles(phoneName).map((file) => file.key);
    expect(expected).toHaveLength(3 * 4 * 2 + 1); // wide, card, square x four widths x AVIF and WebP, plus the JPEG
    expect(genFiles()).toEqual([...expected].sort());
    expect(tempFiles()).toEqual([]);
    for (const key of expected) {
      const meta = await sharp(path.join(t.config.mediaDir, "gen", key)).metadata();
      const [, w, h, format] = /-(\d+)x(\d+)\.(\w+)$/.exec(key)!;
      expect([meta.width, meta.height], key).toEqual([Number(w), Number(h)]);
      expect(meta.format, key).toBe(format === "jpg" ? "jpeg" : format === "avif" ? "heif" : format);
      expect(
        { exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, icc: meta.icc, orientation: meta.orientation },
        key,
      ).toEqual({
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        icc: undefined,
        orientation: undefined,
      });
      const bytes = fs.readFileSync(path.join(t.config.mediaDir, "gen", key));
      expect(bytes.includes(Buffer.from("PicturesTestPhone")), key).toBe(false);
    }

    // Upright: displayed turned 90° clockwise, the stored top half (red) is on the right.
    const { data, info } = await sharp(path.join(t.config.mediaDir, "gen", `${phoneName}-160x160.webp`))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    expect(pixel(20, 80)[2]).toBeGreaterThan(150); // left: blue
    expect(pixel(140, 80)[0]).toBeGreaterThan(150); // right: red

    const row = await t.database.db
      .selectFrom("pictures")
      .selectAll()
      .where("name", "=", phoneName)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      original_name: "IMG_2041.jpg",
      alt: "pictures-test: the choir",
      width: 480,
      height: 640,
      bytes: jpeg.length,
    });
    const activity = await t.database.db
      .selectFrom("activity_log")
      .select(["action", "summary"])
      .where("item_type", "=", "picture")
      .where("item_id", "=", phoneName)
      .execute();
    expect(activity.map((entry) => entry.action)).toEqual(["upload-picture"]);

    // Served from /img/gen/ with long immutable caching.
    for (const key of [`${phoneName}-800x450.avif`, `${phoneName}-1280x720.webp`, `${phoneName}-1200x630.jpg`]) {
      const served = await t.get(`/img/gen/${key}`);
      expect(served.statusCode, key).toBe(200);
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(served.headers["content-type"]).toBe(
        key.endsWith(".jpg") ? "image/jpeg" : key.endsWith(".avif") ? "image/avif" : "image/webp",
      );
    }
  }, 120_000);

  it("the same file again is the same picture: one row, nothing drawn again, its activity row", async () => {
    const jpeg = await phoneJpeg();
    const before = fs.statSync(path.join(t.config.mediaDir, "gen", `${phoneName}-1280x720.webp`)).mtimeMs;
    const again = await upload(t, editor, jpeg, "copy.jpg");
    expect(again.statusCode).toBe(201);
    expect(again.json<PictureUploaded>().name).toBe(phoneName);
    expect(await pictureRows()).toBe(1);
    expect(fs.statSync(path.join(t.config.mediaDir, "gen", `${phoneName}-1280x720.webp`)).mtimeMs).toBe(before);
    const actions = await t.database.db
      .selectFrom("activity_log")
      .select("action")
      .where("item_id", "=", phoneName)
      .execute();
    expect(actions).toHaveLength(2);
  });

  it("a PNG renamed .jpg is taken as the PNG it is (its transparency kept in WebP)", async () => {
    const png = await sharp({
      create: { width: 320, height: 240, channels: 4, background: { r: 10, g: 120, b: 60, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const response = await upload(t, editor, png, "screenshot.jpg", { type: "image/jpeg" });
    expect(response.statusCode).toBe(201);
    const name = nameOf(png);
    expect(response.json<PictureUploaded>().name).toBe(name);
    const webp = await sharp(path.join(t.config.mediaDir, "gen", `${name}-640x480.webp`)).metadata();
    expect(webp.hasAlpha).toBe(true);
    const jpeg = await sharp(path.join(t.config.mediaDir, "gen", `${name}-1200x630.jpg`)).metadata();
    expect(jpeg.format).toBe("jpeg");
  }, 120_000);

  it("a text file renamed .jpg is refused by its bytes, nothing written", async () => {
    await expectRefused(
      () => upload(t, editor, Buffer.from("Not a picture, only words.\n".repeat(40)), "holiday.jpg"),
      400,
      PICTURE_OUTCOMES["not-a-picture"],
    );
  });

  it("a 20 MB file is refused with the clear message, nothing written", async () => {
    const big = Buffer.alloc(20 * 1024 * 1024, 0x41);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    await expectRefused(() => upload(t, editor, big, "huge.jpg"), 413, "This picture is larger than 15 MB.");
  });

  it("a truncated JPEG is refused, nothing written", async () => {
    const whole = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    await expectRefused(
      () => upload(t, editor, whole.subarray(0, Math.floor(whole.length * 0.6)), "cut.jpg"),
      400,
      PICTURE_OUTCOMES.unreadable,
    );
  });

  it("a decompression bomb (a tiny PNG claiming 20000 x 20000 pixels) is refused before it is decoded", async () => {
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(20_000, 0);
    header.writeUInt32BE(20_000, 4);
    header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", zlib.deflateSync(Buffer.alloc(60_001))),
      chunk("IEND", Buffer.alloc(0)),
    ]);
    expect(bomb.length).toBeLessThan(2000);
    await expectRefused(
      () => upload(t, editor, bomb, "small.png", { type: "image/png" }),
      400,
      PICTURE_OUTCOMES["too-many-pixels"],
    );
  });

  it("a HEIC photo: sharp's prebuilt libheif here has no HEVC decoder, so it is refused with what to do instead", async () => {
    // An iPhone's HEIC starts with an ftyp box of brand "heic"; the decoder, not the sniffing, refuses it.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"),
      Buffer.alloc(2000, 1),
    ]);
    expect(sharp.format.heif.input.fileSuffix).not.toContain(".heic");
    await expectRefused(
      () => upload(t, editor, heic, "IMG_0001.HEIC", { type: "image/heic" }),
      400,
      PICTURE_OUTCOMES.heic,
    );
  });

  it("an empty form and a missing token are refused", async () => {
    const jpeg = await phoneJpeg();
    await expectRefused(() => upload(t, editor, Buffer.alloc(0), "empty.jpg"), 400, PICTURE_OUTCOMES.missing);
    await expectRefused(
      () => upload(t, editor, jpeg, "a.jpg", { token: null }),
      403,
      "Forbidden (Staff token missing.)",
    );
    const wrong = await upload(t, editor, jpeg, "a.jpg", { token: "not-the-token" });
    expect(wrong.statusCode).toBe(403);
  });

  it("roles: a ministry leader may not upload (403 JSON), nor open the library; without a session, 401", async () => {
    await expectRefused(
      () => upload(t, ministryLeader, Buffer.from("x"), "a.jpg"),
      403,
      "You do not have permission to do this.",
    );
    const page = await t.inject({ method: "GET", url: "/admin/pictures", headers: { cookie: ministryLeader.cookie } });
    expect(page.statusCode).toBe(403);
    await expectRefused(() => upload(t, null, Buffer.from("x"), "a.jpg"), 401, "Sign in first.");
  });

  it("without JavaScript: the form's post comes back to the library with the message; the library lists the picture", async () => {
    const refused = await upload(t, editor, Buffer.from("words"), "notes.jpg", { json: false });
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe("/admin/pictures?outcome=not-a-picture");
    const again = await upload(t, editor, await phoneJpeg(), "IMG_2041.jpg", { json: false });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`/admin/pictures?outcome=already-uploaded&name=${phoneName}`);

    const library = await t.inject({
      method: "GET",
      url: String(again.headers.location),
      headers: { cookie: editor.cookie },
    });
    expect(library.statusCode).toBe(200);
    expect(library.body).toContain("This picture was already in the library");
    expect(library.body).toContain(`value="${phoneName}"`);
    expect(library.body).toContain("IMG_2041.jpg");
    expect(library.body).toContain("480 × 640");
    expect(library.body).toContain(`/img/gen/${phoneName}-160x120.webp`);
    const notice = await t.inject({
      method: "GET",
      url: "/admin/pictures?outcome=too-large",
      headers: { cookie: editor.cookie },
    });
    expect(notice.body).toContain("This picture is larger than 15 MB.");
  });

  it("a picture name that does not exist is a 404 that writes nothing", async () => {
    const before = genFiles();
    for (const url of [
      "/img/gen/photo-000000000000-1280x720.webp",
      "/img/gen/photo-000000000000-1200x630.jpg",
      "/img/gen/photo-zz-1x1.webp",
    ]) {
      const response = await t.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["cache-control"]).toBe("no-store");
    }
    expect(genFiles()).toEqual(before);
  });

  it("a sermon's Image: an uploaded picture reaches the API and the sermon page; an unknown name is refused; empty is the placeholder", async () => {
    const post = (url: string, fields: Record<string, string>) =>
      t.inject({
        method: "POST",
        url,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: t.config.siteUrl,
          cookie: editor.cookie,
        },
        payload: new URLSearchParams({ csrf: editor.token, ...fields }).toString(),
      });
    const fields = {
      title: "Pictures Test Sermon",
      preacher: "Pastor Pictures",
      date: "2001-03-04",
      description: "A sermon with its own picture.",
      published: "1",
    };
    const unknown = await post("/admin/sermons/new", { ...fields, image: "photo-000000000000" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain("No uploaded picture is called “photo-000000000000”");

    const created = await post("/admin/sermons/new", { ...fields, image: phoneName });
    expect(created.statusCode).toBe(303);
    const id = Number(/\/(\d+)\?/.exec(String(created.headers.location))![1]);
    const edit = await t.inject({ method: "GET", url: `/admin/sermons/${id}`, headers: { cookie: editor.cookie } });
    expect(edit.body).toContain(`value="${phoneName}"`);
    expect(edit.body).toContain(`/img/gen/${phoneName}-640x360.webp`);
    expect(edit.body).toContain('src="/picture-field.js"');

    const api = await t.get(`/api/sermons/?search=${encodeURIComponent("Pictures Test Sermon")}`);
    const sermon = (api.json() as { results: Sermon[] }).results.find((item) => item.slug === "pictures-test-sermon")!;
    expect(sermon.image_url).toBe(`/img/gen/${phoneName}-1280x960.webp`);
    expect(sermon.image_set?.webp).toContain(`/img/gen/${phoneName}-640x480.webp 640w`);
    const page = await t.get("/sermons/pictures-test-sermon");
    expect(page.statusCode).toBe(200);
    // The page's banner is the sermon's own picture, at the wide aspect every upload has.
    expect(page.body).toContain(`/img/gen/${phoneName}-1280x720.webp`);

    // Emptied: the placeholder stands, nothing fetched.
    const cleared = await post(`/admin/sermons/${id}`, { ...fields, image: "" });
    expect(cleared.statusCode).toBe(303);
    const after = await t.get(`/api/sermons/?search=${encodeURIComponent("Pictures Test Sermon")}`);
    expect(
      (after.json() as { results: Sermon[] }).results.find((item) => item.slug === "pictures-test-sermon")!.image_url,
    ).toBeNull();
    const plain = await t.get("/sermons/pictures-test-sermon");
    expect(plain.body).not.toContain(phoneName);
  });
});

describe("picture uploads into an S3-compatible bucket (s3rver on loopback)", () => {
  let bucketApi: TestApi;
  let server: S3rver;
  let bucketDir = "";
  const who: Who = { cookie: "", token: "" };

  beforeAll(async () => {
    bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), "pictures-s3-"));
    server = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory: bucketDir,
      configureBuckets: [{ name: "pictures-test" }],
    });
    const { port } = await server.run();
    bucketApi = await createTestApi({
      s3: {
        endpoint: `http://127.0.0.1:${port}`,
        bucket: "pictures-test",
        region: "us-east-1",
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
      },
    });
    Object.assign(who, await signedIn(bucketApi, "editor"));
  }, 60_000);

  afterAll(async () => {
    await bucketApi?.close();
    await server?.close();
    fs.rmSync(bucketDir, { recursive: true, force: true });
  });

  it("stores every file in the bucket, none under MEDIA_DIR, and serves them at the same URLs", async () => {
    const png = await sharp({ create: { width: 200, height: 150, channels: 3, background: { r: 200, g: 180, b: 40 } } })
      .png()
      .toBuffer();
    const response = await upload(bucketApi, who, png, "bucket.png", { type: "image/png" });
    expect(response.statusCode).toBe(201);
    const name = response.json<PictureUploaded>().name;
    expect(filesIn(path.join(bucketApi.config.mediaDir, "gen"))).toEqual([]);
    expect(filesIn(path.join(bucketApi.config.mediaDir, "tmp"))).toEqual([]);
    const served = await bucketApi.get(`/img/gen/${name}-800x600.avif`);
    expect(served.statusCode).toBe(200);
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await sharp(served.rawPayload).metadata()).width).toBe(800);
    const preview = await bucketApi.get(`/img/gen/${name}-1200x630.jpg`);
    expect(preview.statusCode).toBe(200);
    expect((await bucketApi.get(`/img/gen/photo-000000000000-800x600.avif`)).statusCode).toBe(404);
  }, 120_000);

  it("when the bucket does not answer: the upload is a 503 that says so, a picture a 503, nothing kept", async () => {
    // A port on which nothing listens any more.
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const away = await createTestApi({ s3: { ...bucketApi.config.s3!, endpoint: `http://127.0.0.1:${port}` } });
    try {
      const editor = await signedIn(away, "editor");
      const png = await sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 20, g: 90, b: 160 } } })
        .png()
        .toBuffer();
      const response = await upload(away, editor, png, "away.png", { type: "image/png" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ detail: PICTURE_OUTCOMES["storage-unavailable"] });
      expect(await away.database.db.selectFrom("pictures").select("id").execute()).toEqual([]);
      expect(filesIn(path.join(away.config.mediaDir, "tmp"))).toEqual([]);
      const picture = await away.get(`/img/gen/photo-0123456789ab-800x600.avif`);
      expect(picture.statusCode).toBe(503);
      expect(picture.headers["cache-control"]).toBe("no-store");
    } finally {
      await away.close();
    }
  }, 60_000);
});
