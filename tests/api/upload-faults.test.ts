import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PICTURE_OUTCOMES } from "#contract/pictures";
import { STORAGE_REFUSAL_MESSAGES } from "#contract/storage-refusal";
import { UPLOAD_CUT_OFF } from "#contract/uploads";
import { buildApp } from "#server/app";
import type { Config } from "#server/config";
import { pictureFiles } from "#server/domain/pictures/pictures";
import { addStaff } from "#server/auth/accounts";
import { COMMAND_LINE } from "#server/domain/activity/activity";
import { silentMp3 } from "#tests/fixtures/mp3";
import { readOnlyView, smallDisk, whyNoMount, type MountedFolder } from "#tests/support/refusing-folders";
import { signedInAs, staffCounts, staffFormPost, type SignedIn } from "./staff-support";
import { createTestApi, type TestApi } from "./support";

/**
 * What the staff side answers when an upload or a post cannot be taken as sent, on the engine under
 * test, through the real pages: a MEDIA_DIR that refuses writes (a full tmpfs: ENOSPC; a read-only
 * bind mount: EROFS; the picture storage filling up halfway through a set), a multipart body cut
 * off mid-file or not multipart inside (raw sockets), a staff post whose body is not a form, and
 * the uploads' idle timeout over a real socket. Every time: a clear answer, never a 500, and
 * nothing kept (MEDIA_DIR/tmp, gen and audio as before, no row).
 */

let t: TestApi;
let editor: SignedIn;
let admin: SignedIn;
let sermonId = 0;

beforeAll(async () => {
  t = await createTestApi({ pages: true });
  editor = await signedInAs(t.database.db, "editor");
  admin = await signedInAs(t.database.db, "admin");
  const created = await staffFormPost(t, "/admin/sermons/new", editor, {
    title: "Upload Faults Sermon",
    preacher: "Pastor Faults",
    date: "2002-03-04",
    series: "",
    scripture: "",
    description: "A sermon for the upload tests.",
    youtube: "",
    newCategory: "Upload Faults",
  });
  expect(created.statusCode, created.body).toBe(303);
  sermonId = Number(/\/admin\/sermons\/(\d+)/.exec(String(created.headers.location))![1]);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

// --- what an upload sends, and what it leaves ---

/** A multipart body as a browser sends the picture form: the token first, then the file. */
function multipart(field: "picture" | "audio", token: string, file: Buffer, filename: string) {
  const boundary = "----uploadFaults" + Math.random().toString(16).slice(2);
  // A picture comes with its description, as the library asks for one.
  const alt =
    field === "picture" ? `--${boundary}\r\ncontent-disposition: form-data; name="alt"\r\n\r\nA test picture\r\n` : "";
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="csrf"\r\n\r\n${token}\r\n` +
      alt +
      `--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="${filename}"\r\ncontent-type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    boundary,
    head,
    file,
    tail,
    body: Buffer.concat([head, file, tail]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

const audioUrl = () => `/admin/sermons/${sermonId}/audio`;

function uploadRequest(who: SignedIn, url: string, body: Buffer, type: string, json: boolean): InjectOptions {
  return {
    method: "POST",
    url,
    headers: {
      "content-type": type,
      origin: t.config.siteUrl,
      cookie: who.cookie,
      ...(json ? { accept: "application/json" } : {}),
    },
    payload: body,
  };
}

function filesIn(dir: string): string[] {
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => !name.startsWith(".ballast"))
        .sort()
    : [];
}

async function pictureRows(): Promise<number> {
  return (await t.database.db.selectFrom("pictures").select("id").execute()).length;
}

async function sermonAudio(): Promise<string | null> {
  const row = await t.database.db
    .selectFrom("sermons")
    .select("audio_file")
    .where("id", "=", sermonId)
    .executeTakeFirstOrThrow();
  return row.audio_file;
}

/** 640x480, a smooth gradient: quick to encode, and its 25 files take about 100 KB. */
function photo(): Promise<Buffer> {
  const width = 640;
  const height = 480;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    pixels[i * 3] = (i % width) % 256;
    pixels[i * 3 + 1] = Math.floor(i / width) % 256;
    pixels[i * 3 + 2] = 128;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

interface LogRecord {
  level: number;
  msg: string;
  storage?: string;
  err?: { code?: string; message?: string };
}

/** The app on the suite's database with MEDIA_DIR elsewhere, logging as in production. */
async function appWithMedia(mediaDir: string): Promise<{ app: FastifyInstance; records: () => LogRecord[] }> {
  const lines: string[] = [];
  const config: Config = { ...t.config, mediaDir, nodeEnv: "production" };
  const { app } = await buildApp({ config, database: t.database, logger: { write: (line) => void lines.push(line) } });
  await app.ready();
  return { app, records: () => lines.map((line) => JSON.parse(line) as LogRecord) };
}

const mountProblem = whyNoMount();
if (mountProblem && process.env.CI === "true") throw new Error(`The media refusal tests need mounts: ${mountProblem}`);
if (mountProblem) console.warn(`Skipped the tests of a MEDIA_DIR that refuses writes: ${mountProblem}`);

describe.skipIf(mountProblem !== null)("a MEDIA_DIR that refuses writes", () => {
  const mounts: MountedFolder[] = [];
  afterAll(() => {
    for (const mount of mounts.reverse()) mount.release();
  });

  it("full (a tmpfs filled to the last byte): the picture field gets 503 {detail}, both forms go back with the sentence, nothing is kept", async () => {
    const disk = smallDisk(256, { folders: ["tmp", "gen", "audio"], fill: true });
    mounts.push(disk);
    const { app, records } = await appWithMedia(disk.path);
    try {
      const picture = multipart("picture", editor.token, await photo(), "full.jpg");
      const json = await app.inject(uploadRequest(editor, "/admin/pictures", picture.body, picture.type, true));
      expect(json.statusCode, json.body).toBe(503);
      expect(json.json()).toEqual({ detail: STORAGE_REFUSAL_MESSAGES.staff["disk-full"] });

      const form = await app.inject(uploadRequest(editor, "/admin/pictures", picture.body, picture.type, false));
      expect(form.statusCode).toBe(303);
      expect(form.headers.location).toBe("/admin/pictures?outcome=disk-full");
      expect(PICTURE_OUTCOMES["disk-full"]).toBe(
        "The server's disk is full, so nothing was saved. Tell whoever looks after the server.",
      );
      // The library page says it (the page reads the outcome from its address).
      const page = await t.inject({
        method: "GET",
        url: form.headers.location as string,
        headers: { cookie: editor.cookie },
      });
      expect(page.body).toContain(
        "The server&#x27;s disk is full, so nothing was saved. Tell whoever looks after the server.",
      );

      const audio = multipart("audio", editor.token, silentMp3(2), "sermon.mp3");
      const sent = await app.inject(uploadRequest(editor, audioUrl(), audio.body, audio.type, false));
      expect(sent.statusCode).toBe(303);
      expect(sent.headers.location).toBe(`/admin/sermons/${sermonId}?audio=disk-full`);

      for (const folder of ["tmp", "gen", "audio"]) expect(filesIn(path.join(disk.path, folder)), folder).toEqual([]);
      expect(await pictureRows()).toBe(0);
      expect(await sermonAudio()).toBeNull();
      const refusals = records().filter((record) => record.storage);
      expect(refusals).toHaveLength(3);
      for (const record of refusals) {
        expect(record.level).toBe(50);
        expect(record.storage).toMatch(
          new RegExp(`^ENOSPC on ${disk.path}/tmp/(picture|upload)-[0-9a-f]+ \\(write\\)$`),
        );
      }
    } finally {
      await app.close();
    }
  });

  it("the pictures' folder fills up halfway through a set: the files already written go too", async () => {
    const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "upload-faults-media-"));
    const gen = smallDisk(40);
    mounts.push(gen);
    fs.symlinkSync(gen.path, path.join(mediaDir, "gen"));
    const { app, records } = await appWithMedia(mediaDir);
    try {
      const picture = multipart("picture", editor.token, await photo(), "halfway.jpg");
      const response = await app.inject(uploadRequest(editor, "/admin/pictures", picture.body, picture.type, true));
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toEqual({ detail: STORAGE_REFUSAL_MESSAGES.staff["disk-full"] });
      // Some files fitted before the disk was full (the log names the one that did not), and none stayed.
      const refusal = records().find((record) => record.storage)!;
      const failed = new RegExp(
        `^ENOSPC on ${mediaDir}/gen/\\.((photo-[0-9a-f]{12})-\\d+x\\d+\\.(?:avif|webp|jpg))\\.`,
      ).exec(refusal.storage ?? "");
      expect(failed, refusal.storage).not.toBeNull();
      const set = pictureFiles(failed![2]!).map((file) => file.key);
      expect(set.indexOf(failed![1]!)).toBeGreaterThan(2);
      expect(fs.readdirSync(gen.path)).toEqual([]);
      expect(filesIn(path.join(mediaDir, "tmp"))).toEqual([]);
      expect(await pictureRows()).toBe(0);
    } finally {
      await app.close();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    }
  });

  it("read-only (a read-only bind mount): 503 that says the server cannot write its files, for both uploads; the log names EROFS", async () => {
    const source = fs.mkdtempSync(path.join(os.tmpdir(), "upload-faults-source-"));
    for (const folder of ["tmp", "gen", "audio"]) fs.mkdirSync(path.join(source, folder));
    const view = readOnlyView(source);
    mounts.push(view);
    const { app, records } = await appWithMedia(view.path);
    try {
      const picture = multipart("picture", editor.token, await photo(), "read-only.jpg");
      const json = await app.inject(uploadRequest(editor, "/admin/pictures", picture.body, picture.type, true));
      expect(json.statusCode, json.body).toBe(503);
      expect(json.json()).toEqual({ detail: STORAGE_REFUSAL_MESSAGES.staff["cannot-write"] });
      const audio = multipart("audio", editor.token, silentMp3(2), "sermon.mp3");
      const sent = await app.inject(uploadRequest(editor, audioUrl(), audio.body, audio.type, false));
      expect(sent.headers.location).toBe(`/admin/sermons/${sermonId}?audio=cannot-write`);
      expect(
        records()
          .filter((record) => record.storage)
          .map((record) => record.storage),
      ).toEqual([
        expect.stringMatching(new RegExp(`^EROFS on ${view.path}/tmp/picture-[0-9a-f]+ \\(open\\)$`)),
        expect.stringMatching(new RegExp(`^EROFS on ${view.path}/tmp/upload-[0-9a-f]+ \\(open\\)$`)),
      ]);
      expect(await pictureRows()).toBe(0);
      expect(await sermonAudio()).toBeNull();
    } finally {
      await app.close();
      fs.rmSync(source, { recursive: true, force: true });
    }
  });
});

// --- raw sockets ---

interface Exchange {
  /** What came back before the server closed or answered in full. */
  answer: string;
  /** Milliseconds from the first byte sent to the server closing the connection (null: it did not close). */
  closedAfterStart: number | null;
  /** Milliseconds from the last byte sent to the server closing the connection (null: it did not close, or before the last). */
  closedAfterLastByte: number | null;
}

/**
 * Sends `head` then each of `pieces` `gapMs` apart on one connection, and reads what comes back
 * until the connection closes (or `waitMs` after the last piece). `destroyAfter` ends the socket
 * abruptly after the last piece, as a phone losing its signal.
 */
function exchange(
  port: number,
  head: string,
  pieces: Buffer[],
  options: { gapMs?: number; waitMs?: number; destroyAfter?: boolean } = {},
): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    let startedAt = 0;
    let lastByteAt = 0;
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(waiting);
      socket.destroy();
      const now = Date.now();
      resolve({
        answer,
        closedAfterStart: closed ? now - startedAt : null,
        closedAfterLastByte: closed && lastByteAt ? now - lastByteAt : null,
      });
    };
    let waiting: NodeJS.Timeout | undefined;
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
    });
    socket.on("close", () => finish(true));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EPIPE" || error.code === "ECONNRESET") return;
      reject(error);
    });
    socket.once("connect", async () => {
      startedAt = Date.now();
      socket.write(head);
      for (const piece of pieces) {
        if (options.gapMs) await new Promise((wait) => setTimeout(wait, options.gapMs));
        if (socket.destroyed) return;
        socket.write(piece);
      }
      lastByteAt = Date.now();
      if (options.destroyAfter) {
        socket.destroy();
        return;
      }
      waiting = setTimeout(() => finish(false), options.waitMs ?? 5_000);
    });
  });
}

function requestHead(
  url: string,
  who: SignedIn | null,
  type: string,
  body: { length: number } | "chunked",
  extra: Record<string, string> = {},
): string {
  const headers: Record<string, string> = {
    host: "localhost",
    origin: t.config.siteUrl,
    "content-type": type,
    ...(body === "chunked" ? { "transfer-encoding": "chunked" } : { "content-length": String(body.length) }),
    ...(who ? { cookie: who.cookie } : {}),
    ...extra,
  };
  return `POST ${url} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join("\r\n")}\r\n\r\n`;
}

const CLOSE = { connection: "close" };

/** One HTTP/1.1 chunk. */
const chunk = (bytes: Buffer) =>
  Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from("\r\n")]);
const LAST_CHUNK = Buffer.from("0\r\n\r\n");

function statusOf(answer: string): number {
  return Number(/^HTTP\/1\.1 (\d{3}) /.exec(answer)?.[1] ?? 0);
}

function bodyOf(answer: string): string {
  return answer.slice(answer.indexOf("\r\n\r\n") + 4);
}

/** Waits until `check` holds (the server removes a temporary file after the connection is gone). */
async function eventually(check: () => boolean | Promise<boolean>, ms = 3_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((wait) => setTimeout(wait, 50));
  }
}

describe("an upload that does not arrive whole", () => {
  let listening: Awaited<ReturnType<TestApi["listen"]>>;
  beforeAll(async () => {
    listening = await t.listen();
  });
  afterAll(async () => {
    await listening?.close();
  });

  const tmp = () => filesIn(path.join(t.config.mediaDir, "tmp"));

  it("a body that ends mid-file (chunked, then its end): 400 that says so, nothing kept, for the picture field, the picture form and the audio form", async () => {
    const before = { pictures: await pictureRows(), gen: filesIn(path.join(t.config.mediaDir, "gen")) };
    const file = await photo();
    const picture = multipart("picture", editor.token, file, "cut.jpg");
    const half = Buffer.concat([picture.head, file.subarray(0, file.length / 2)]);

    const json = await exchange(
      listening.port,
      requestHead("/admin/pictures", editor, picture.type, "chunked", {
        accept: "application/json",
        connection: "close",
      }),
      [chunk(half), LAST_CHUNK],
    );
    expect(statusOf(json.answer), json.answer).toBe(400);
    expect(JSON.parse(bodyOf(json.answer))).toEqual({ detail: UPLOAD_CUT_OFF });

    const form = await exchange(
      listening.port,
      requestHead("/admin/pictures", editor, picture.type, "chunked", CLOSE),
      [chunk(half), LAST_CHUNK],
    );
    expect(statusOf(form.answer), form.answer).toBe(303);
    expect(form.answer).toMatch(/\r\nlocation: \/admin\/pictures\?outcome=cut-off\r\n/i);
    expect(PICTURE_OUTCOMES["cut-off"]).toBe("The upload did not arrive whole. Please try again.");

    const mp3 = silentMp3(2);
    const audio = multipart("audio", editor.token, mp3, "cut.mp3");
    const sermon = await exchange(listening.port, requestHead(audioUrl(), editor, audio.type, "chunked", CLOSE), [
      chunk(Buffer.concat([audio.head, mp3.subarray(0, 5_000)])),
      LAST_CHUNK,
    ]);
    expect(statusOf(sermon.answer), sermon.answer).toBe(303);
    expect(sermon.answer).toMatch(new RegExp(`\\r\\nlocation: /admin/sermons/${sermonId}\\?audio=cut-off\\r\\n`, "i"));

    expect(tmp()).toEqual([]);
    expect(filesIn(path.join(t.config.mediaDir, "gen"))).toEqual(before.gen);
    expect(await pictureRows()).toBe(before.pictures);
    expect(await sermonAudio()).toBeNull();
  });

  it("a connection that drops mid-file: nothing kept, and the server goes on answering", async () => {
    const mp3 = silentMp3(2);
    const audio = multipart("audio", editor.token, mp3, "dropped.mp3");
    const dropped = await exchange(
      listening.port,
      requestHead(audioUrl(), editor, audio.type, { length: audio.body.length }),
      [audio.head, mp3.subarray(0, 8_000)],
      { destroyAfter: true },
    );
    expect(dropped.answer).toBe("");
    await eventually(() => tmp().length === 0);
    expect(await sermonAudio()).toBeNull();
    const next = await fetch(`http://127.0.0.1:${listening.port}/api/posts/`);
    expect(next.status).toBe(200);
  });

  it("a multipart body that is garbage inside: 400, nothing kept", async () => {
    const boundary = "----garbage";
    const type = `multipart/form-data; boundary=${boundary}`;
    const bodies = [
      Buffer.from(`--${boundary}\r\nthis is not a part header at all\r\n\r\n\u0000\u0001\u0002`),
      Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="csrf"\r\n\r\n${editor.token}\r\n--${boundary}\r\ncontent-disposition: form-data; name="picture"; filename="x.jpg"\r\n\r\n\u00ff\u00d8\u00ff`,
      ),
    ];
    for (const body of bodies) {
      const json = await t.inject(uploadRequest(editor, "/admin/pictures", body, type, true));
      expect(json.statusCode, json.body).toBe(400);
      expect(json.json()).toEqual({ detail: UPLOAD_CUT_OFF });
      const form = await t.inject(uploadRequest(editor, audioUrl(), body, type, false));
      expect(form.statusCode, form.body).toBe(303);
      expect(form.headers.location).toBe(`/admin/sermons/${sermonId}?audio=cut-off`);
    }
    expect(tmp()).toEqual([]);
    expect(await sermonAudio()).toBeNull();
  });
});

describe("a staff post whose body is not a form", () => {
  const KINDS = [
    { name: "text/plain", type: "text/plain", body: "csrf=x&email=a@b.c", status: 415 },
    { name: "JSON", type: "application/json", body: '{"email":"a@b.c","password":"x"}', status: 415 },
    { name: "no type", type: null, body: "email=a@b.c", status: 415 },
    { name: "multipart without a boundary", type: "multipart/form-data", body: "--x\r\n\r\n", status: 400 },
    {
      name: "multipart cut short",
      type: "multipart/form-data; boundary=cut",
      body: '--cut\r\ncontent-disposition: form-data; name="email"\r\n\r\na@b.c',
      status: 400,
    },
  ] as const;

  function send(url: string, kind: (typeof KINDS)[number], who: SignedIn | null, accept = "text/html") {
    return t.inject({
      method: "POST",
      url,
      headers: {
        ...(kind.type ? { "content-type": kind.type } : {}),
        origin: t.config.siteUrl,
        accept,
        ...(who ? { cookie: who.cookie, "x-staff-token": who.token } : {}),
      },
      payload: kind.body,
    });
  }

  it("signed out, on the sign-in page and a one-time link: 415 or 400 before the page runs, a small page for a browser, JSON for a client that asks", async () => {
    const invited = await addStaff(
      t.database.db,
      { email: "not-a-form@example.org", name: "Not A Form", role: "editor", ministries: [] },
      COMMAND_LINE,
    );
    const before = await staffCounts(t.database.db);
    for (const url of ["/admin/sign-in", `/admin/welcome/${invited.linkToken}`]) {
      for (const kind of KINDS) {
        const page = await send(url, kind, null);
        expect(page.statusCode, `${url} ${kind.name}: ${page.body}`).toBe(kind.status);
        expect(page.headers["content-type"]).toMatch(/^text\/html/);
        expect(page.body).toMatch(/<h1>(Not a form|The form did not arrive whole)<\/h1>/);
        const json = await send(url, kind, null, "application/json");
        expect(json.statusCode).toBe(kind.status);
        expect(json.json()).toEqual({
          detail: expect.stringMatching(/^The (staff pages take forms only|form's multipart body)/),
        });
      }
    }
    // No sign-in was attempted, no password chosen.
    expect(await staffCounts(t.database.db)).toEqual(before);
  });

  it("signed in (the token in its header), on every staff action: 415 or 400, nothing changed", async () => {
    const urls = [
      "/admin/account",
      "/admin/staff",
      "/admin/settings",
      "/admin/comments",
      "/admin/messages/1",
      "/admin/prayer-requests/1",
      "/admin/applications/1",
      "/admin/subscribers",
      "/admin/posts/new",
      "/admin/posts/1",
      "/admin/posts/trash",
      "/admin/posts/1/revisions",
      "/admin/categories",
      "/admin/tags",
      "/admin/sermons/new",
      `/admin/sermons/${sermonId}`,
      "/admin/newsletter",
      "/admin/outbox",
      "/admin/sign-out",
      "/admin/pictures",
      audioUrl(),
    ];
    const before = await staffCounts(t.database.db);
    for (const url of urls) {
      for (const kind of KINDS) {
        // A multipart body to an upload route is the route's to read (its own answers are tested above).
        if (kind.type?.startsWith("multipart/") && (url === "/admin/pictures" || url === audioUrl())) continue;
        const response = await send(url, kind, admin);
        expect(response.statusCode, `${url} ${kind.name}: ${response.body.slice(0, 200)}`).toBe(kind.status);
      }
    }
    expect(await staffCounts(t.database.db)).toEqual(before);
  });
});

describe("uploads: an idle limit instead of the total one", () => {
  let listening: Awaited<ReturnType<TestApi["listen"]>>;
  beforeAll(async () => {
    listening = await t.listen((config) => ({
      ...config,
      connections: {
        ...config.connections,
        requestTimeoutMs: 1_000,
        headersTimeoutMs: 1_000,
        uploadIdleTimeoutMs: 1_500,
      },
    }));
  });
  afterAll(async () => {
    await listening?.close();
  });

  function pieces(bytes: Buffer, count: number): Buffer[] {
    const size = Math.ceil(bytes.length / count);
    return Array.from({ length: count }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
  }

  it("an upload trickled over three times the request timeout, never idle for the limit, arrives", async () => {
    const audio = multipart("audio", editor.token, silentMp3(3), "slow.mp3");
    const started = Date.now();
    const slow = await exchange(
      listening.port,
      requestHead(audioUrl(), editor, audio.type, { length: audio.body.length }, { connection: "close" }),
      pieces(audio.body, 8),
      { gapMs: 400 },
    );
    expect(Date.now() - started).toBeGreaterThan(3_000);
    expect(statusOf(slow.answer), slow.answer).toBe(303);
    expect(slow.answer).toMatch(new RegExp(`\\r\\nlocation: /admin/sermons/${sermonId}\\?audio=uploaded\\r\\n`, "i"));
    expect(await sermonAudio()).toMatch(/^audio\/upload-faults-sermon-[0-9a-f]{16}\.mp3$/);
  });

  it("an upload that stops sending for longer than the limit is cut, and nothing of it is kept", async () => {
    const stored = await sermonAudio();
    const audio = multipart("audio", editor.token, silentMp3(3), "stalled.mp3");
    const stalled = await exchange(
      listening.port,
      requestHead(audioUrl(), editor, audio.type, { length: audio.body.length }),
      pieces(audio.body, 8).slice(0, 3),
      { gapMs: 300, waitMs: 5_000 },
    );
    expect(stalled.answer).toBe("");
    // Cut once idle for the limit (1.5 s), not at once and not after the wait.
    expect(stalled.closedAfterLastByte).toBeGreaterThanOrEqual(1_300);
    expect(stalled.closedAfterLastByte).toBeLessThan(4_000);
    await eventually(() => filesIn(path.join(t.config.mediaDir, "tmp")).length === 0);
    expect(await sermonAudio()).toBe(stored);
  });

  it("headers that take longer than their limit get a page in words, never Fastify's JSON", async () => {
    const head = Buffer.from(
      requestHead("/admin/posts/new", editor, "application/x-www-form-urlencoded", { length: 0 }),
    );
    const slow = await exchange(listening.port, "", pieces(head, 10), { gapMs: 300 });
    expect(statusOf(slow.answer)).toBe(408);
    expect(slow.answer).toMatch(/content-type: text\/html/i);
    expect(slow.answer).toContain("The request took too long to arrive");
    expect(slow.answer).not.toContain('"error"');
    expect(slow.closedAfterStart).toBeLessThan(3_000);
  });

  it("a request that is not HTTP gets a page in words too", async () => {
    const garbled = await exchange(listening.port, "NOT HTTP AT ALL\r\n\r\n", []);
    expect(statusOf(garbled.answer)).toBe(400);
    expect(garbled.answer).toContain("The request was not understood");
    expect(garbled.answer).not.toContain('"error"');
  });

  it("a request that is not an upload, or an upload nobody signed in sent, still has the total limit", async () => {
    const form = Buffer.from(`csrf=${editor.token}&title=Trickled`);
    const post = await exchange(
      listening.port,
      requestHead("/admin/posts/new", editor, "application/x-www-form-urlencoded", { length: form.length }),
      pieces(form, 10),
      { gapMs: 300 },
    );
    expect(statusOf(post.answer)).toBe(408);
    // A staff page's form gets a page in words, never a bare status or JSON.
    expect(post.answer).toMatch(/content-type: text\/html/i);
    expect(post.answer).toContain("The form took too long to arrive");
    expect(post.answer).not.toContain('"error"');
    expect(post.closedAfterStart).toBeLessThan(2_500);
    const audio = multipart("audio", editor.token, silentMp3(1), "anonymous.mp3");
    const anonymous = await exchange(
      listening.port,
      requestHead(audioUrl(), null, audio.type, { length: audio.body.length }),
      pieces(audio.body, 10),
      { gapMs: 300 },
    );
    // Sent to sign in at once; the rest of its body may not take longer than the total limit either.
    expect(statusOf(anonymous.answer)).toBe(303);
    expect(anonymous.closedAfterStart).not.toBeNull();
    expect(anonymous.closedAfterStart).toBeLessThan(2_500);
  });
});
