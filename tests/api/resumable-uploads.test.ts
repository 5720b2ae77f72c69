import fs from "node:fs";
import fsPromises from "node:fs/promises";
import net, { type AddressInfo } from "node:net";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MEGABYTE } from "#contract/file-sizes";
import { PICTURE_OUTCOMES } from "#contract/pictures";
import { MAX_WAITING_UPLOADS_PER_MEMBER, RESUMABLE_REFUSALS, UPLOAD_INCOMPLETE } from "#contract/uploads";
import { buildApp } from "#server/app";
import { openDatabase } from "#server/db/connection";
import { silentMp3 } from "#tests/fixtures/mp3";
import type { StaffMember } from "#server/auth/staff-member";
import { signedInAs, staffFormPost, type SignedIn } from "./staff-support";
import { createTestApi, type TestApi } from "./support";

/**
 * The resumable uploads' endpoint (tus 1.0 under /admin/uploads, server/http/uploads/resumable.ts)
 * on the engine under test: who may use it, an upload resumed after a cut, after a new server on the
 * same MEDIA_DIR and after the idle limit, expiry and the disk bounds, and the byte checks made only
 * when the finished upload is handed to the audio or picture route, which leave nothing behind.
 */

let t: TestApi;
let editor: SignedIn & { member: StaffMember };
let otherEditor: SignedIn;
let ministryLeader: SignedIn;
let sermonId = 0;
let server: Awaited<ReturnType<TestApi["listen"]>>;

beforeAll(async () => {
  t = await createTestApi({ pages: true });
  editor = await signedInAs(t.database.db, "editor");
  otherEditor = await signedInAs(t.database.db, "editor");
  ministryLeader = await signedInAs(t.database.db, "ministry-leader");
  const created = await staffFormPost(t, "/admin/sermons/new", editor, {
    title: "Resumable Sermon",
    preacher: "Pastor Resume",
    date: "2003-04-05",
    series: "",
    scripture: "",
    description: "A sermon for the resumable upload tests.",
    youtube: "",
    newCategory: "Resumable",
  });
  expect(created.statusCode, created.body).toBe(303);
  sermonId = Number(/\/admin\/sermons\/(\d+)/.exec(String(created.headers.location))![1]);
  server = await t.listen();
}, 120_000);

afterAll(async () => {
  await server?.close();
  await t?.close();
});

const uploadsDir = () => path.join(t.config.mediaDir, "resumable-uploads");
const waiting = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).sort() : []);
/** Cancels what waits, as a day's expiry would: the files and their reservations. */
async function clearWaiting(): Promise<void> {
  for (const name of waiting()) fs.rmSync(path.join(uploadsDir(), name));
  await t.database.db.deleteFrom("upload_reservations").execute();
}
/** The ids of the uploads that hold a reservation. */
const reservations = async () =>
  (await t.database.db.selectFrom("upload_reservations").select("id").orderBy("id").execute()).map((row) => row.id);
const audioFiles = () => {
  const dir = path.join(t.config.mediaDir, "audio");
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

function tusHeaders(who: SignedIn | null, extra: Record<string, string> = {}): Record<string, string> {
  return {
    origin: t.config.siteUrl,
    "tus-resumable": "1.0.0",
    ...(who ? { cookie: who.cookie, "x-staff-token": who.token } : {}),
    ...extra,
  };
}

const metadata = (kind: string, filename: string) =>
  `kind ${Buffer.from(kind).toString("base64")},filename ${Buffer.from(filename).toString("base64")}`;

/**
 * A tus request to the endpoint over HTTP (a listening app on the suite's database and MEDIA_DIR):
 * @tus/server answers on the Node response itself, which inject() does not see end.
 */
async function tus(
  method: "POST" | "HEAD" | "PATCH" | "DELETE",
  url: string,
  headers: Record<string, string>,
  body?: Buffer,
  port = server.port,
): Promise<{ status: number; headers: Headers; body: string }> {
  const answer = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers,
    body: body && new Uint8Array(body),
    redirect: "manual",
  });
  return { status: answer.status, headers: answer.headers, body: await answer.text() };
}

function creation(who: SignedIn | null, size: number, kind = "audio", extra: Record<string, string> = {}) {
  return tus(
    "POST",
    "/admin/uploads",
    tusHeaders(who, { "upload-length": String(size), "upload-metadata": metadata(kind, "sermon.mp3"), ...extra }),
  );
}

/** Starts an upload; returns its path (/admin/uploads/<id>). */
async function create(who: SignedIn, size: number, kind = "audio"): Promise<string> {
  const answer = await creation(who, size, kind);
  expect(answer.status, answer.body).toBe(201);
  const location = String(answer.headers.get("location"));
  expect(location).toMatch(/^\/admin\/uploads\/[0-9a-f]{32}$/);
  return location;
}

function patch(who: SignedIn, location: string, offset: number, bytes: Buffer, port = server.port) {
  const headers = tusHeaders(who, {
    "upload-offset": String(offset),
    "content-type": "application/offset+octet-stream",
  });
  return tus("PATCH", location, headers, bytes, port);
}

const cancel = (who: SignedIn, location: string) => tus("DELETE", location, tusHeaders(who));

async function offsetOf(who: SignedIn, location: string, port = server.port): Promise<number | null> {
  const answer = await tus("HEAD", location, tusHeaders(who), undefined, port);
  return answer.status === 200 ? Number(answer.headers.get("upload-offset")) : null;
}

/** The form the page posts once the upload is whole: the token, the upload's id, an empty file input. */
function handIn(who: SignedIn, url: string, field: "audio" | "picture", location: string, json = false) {
  const boundary = "----resumable" + Math.random().toString(16).slice(2);
  const id = location.split("/").pop()!;
  const body =
    `--${boundary}\r\ncontent-disposition: form-data; name="csrf"\r\n\r\n${who.token}\r\n` +
    `--${boundary}\r\ncontent-disposition: form-data; name="upload"\r\n\r\n${id}\r\n` +
    // A picture comes with its description, as the library asks for one.
    (field === "picture"
      ? `--${boundary}\r\ncontent-disposition: form-data; name="alt"\r\n\r\nA test picture\r\n`
      : "") +
    `--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename=""\r\ncontent-type: application/octet-stream\r\n\r\n\r\n` +
    `--${boundary}--\r\n`;
  return t.inject({
    method: "POST",
    url,
    headers: {
      origin: t.config.siteUrl,
      cookie: who.cookie,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      ...(json ? { accept: "application/json" } : {}),
    },
    payload: body,
  });
}

async function sermonAudio(): Promise<string | null> {
  const row = await t.database.db
    .selectFrom("sermons")
    .select("audio_file")
    .where("id", "=", sermonId)
    .executeTakeFirstOrThrow();
  return row.audio_file;
}

/** A request over a real socket that sends `sent` of a PATCH's body and then stops: cut, or left idle. */
function partialPatch(
  port: number,
  who: SignedIn,
  location: string,
  offset: number,
  declared: number,
  sent: Buffer,
  then: "cut" | { waitMs: number },
): Promise<{ closedAfterMs: number | null }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const headers = {
      host: "localhost",
      ...tusHeaders(who),
      "upload-offset": String(offset),
      "content-type": "application/offset+octet-stream",
      "content-length": String(declared),
    };
    let lastByteAt = 0;
    let closedAfterMs: number | null = null;
    socket.on("error", () => undefined);
    socket.on("close", () => {
      if (then !== "cut") closedAfterMs = Date.now() - lastByteAt;
    });
    socket.on("connect", () => {
      socket.write(
        `PATCH ${location} HTTP/1.1\r\n${Object.entries(headers)
          .map(([name, value]) => `${name}: ${value}`)
          .join("\r\n")}\r\n\r\n`,
      );
      socket.write(sent, () => {
        lastByteAt = Date.now();
        // Give the server a moment to write what came before the line drops.
        setTimeout(
          () => {
            if (then === "cut") socket.destroy();
            setTimeout(() => resolve({ closedAfterMs }), then === "cut" ? 300 : 0);
          },
          then === "cut" ? 300 : then.waitMs,
        );
      });
    });
    socket.on("timeout", () => reject(new Error("socket timeout")));
  });
}

describe("who may use the endpoint", () => {
  it("signed out: sent to sign in (401 for a script), nothing stored", async () => {
    expect((await creation(null, 1000)).status).toBe(303);
    expect((await creation(null, 1000, "audio", { accept: "application/json" })).status).toBe(401);
    expect(waiting()).toEqual([]);
  });

  it("a role without editContent, another site's Origin, a wrong or missing token: 403, nothing stored", async () => {
    expect((await creation(ministryLeader, 1000)).status).toBe(403);
    expect((await creation(editor, 1000, "audio", { origin: "https://evil.example" })).status).toBe(403);
    expect((await creation(editor, 1000, "audio", { "x-staff-token": "wrong" })).status).toBe(403);
    const { "x-staff-token": _token, ...withoutToken } = tusHeaders(editor, {
      "upload-length": "1000",
      "upload-metadata": metadata("audio", "a.mp3"),
    });
    expect((await tus("POST", "/admin/uploads", withoutToken)).status).toBe(403);
    expect(waiting()).toEqual([]);
  });

  it("an upload in progress is never served: not its bytes, not its record (which names the member and the file)", async () => {
    const location = await create(editor, 2000);
    expect((await patch(editor, location, 0, Buffer.from("unchecked bytes ".repeat(50)))).status).toBe(204);
    const id = location.split("/").pop()!;
    expect(waiting()).toEqual([id, `${id}.json`]);
    for (const url of [`/img/resumable-uploads/${id}`, `/img/resumable-uploads/${id}.json`]) {
      const answer = await t.inject({ method: "GET", url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).not.toMatch(/unchecked|sermon\.mp3|owner/);
    }
    expect((await cancel(editor, location)).status).toBe(204);
  });

  it("another member's upload is as if it did not exist; a PATCH without the token is refused", async () => {
    const location = await create(editor, 2000);
    expect(await offsetOf(otherEditor, location)).toBeNull();
    const theirs = await patch(otherEditor, location, 0, Buffer.alloc(100));
    expect([theirs.status, theirs.body]).toEqual([404, RESUMABLE_REFUSALS["not-found"]]);
    const noToken = await tus(
      "PATCH",
      location,
      {
        ...tusHeaders(editor, { "upload-offset": "0", "content-type": "application/offset+octet-stream" }),
        "x-staff-token": "",
      },
      Buffer.alloc(100),
    );
    expect(noToken.status).toBe(403);
    expect(await offsetOf(editor, location)).toBe(0);
    expect((await cancel(otherEditor, location)).status).toBe(404);
    expect((await cancel(editor, location)).status).toBe(204);
    expect(waiting()).toEqual([]);
  });

  it("refuses an unknown kind, no size, or a file larger than its kind takes, in words", async () => {
    const unknown = await creation(editor, 1000, "video");
    expect([unknown.status, unknown.body]).toEqual([400, RESUMABLE_REFUSALS["wrong-kind"]]);
    const empty = await creation(editor, 0);
    expect([empty.status, empty.body]).toEqual([400, RESUMABLE_REFUSALS["no-size"]]);
    const tooLarge = await creation(editor, 16 * 1024 * 1024, "picture");
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatch(/larger than 15 MB/);
    expect(waiting()).toEqual([]);
  });
});

describe("an upload sent in pieces, then handed to its route", () => {
  it("resumes where it stopped, and the sermon gets its audio; nothing is left waiting", async () => {
    const mp3 = silentMp3(5);
    const location = await create(editor, mp3.length);
    const half = Math.floor(mp3.length / 2);
    expect((await patch(editor, location, 0, mp3.subarray(0, half))).status).toBe(204);
    expect(await offsetOf(editor, location)).toBe(half);
    // A piece sent again from the wrong place is refused; the offset is the server's.
    expect((await patch(editor, location, 0, mp3.subarray(0, 10))).status).toBe(409);
    // Handed in before it is whole: said so, and kept for the rest.
    const early = await handIn(editor, `/admin/sermons/${sermonId}/audio`, "audio", location);
    expect(early.headers.location).toBe(`/admin/sermons/${sermonId}?audio=incomplete`);
    expect(await offsetOf(editor, location)).toBe(half);
    expect((await patch(editor, location, half, mp3.subarray(half))).status).toBe(204);
    const done = await handIn(editor, `/admin/sermons/${sermonId}/audio`, "audio", location);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/admin/sermons/${sermonId}?audio=uploaded`);
    expect(await sermonAudio()).toMatch(/^audio\/resumable-sermon-[0-9a-f]{16}\.mp3$/);
    expect(waiting()).toEqual([]);
    expect(fs.readdirSync(path.join(t.config.mediaDir, "tmp"))).toEqual([]);
    // Handed in twice: gone the first time.
    const again = await handIn(editor, `/admin/sermons/${sermonId}/audio`, "audio", location);
    expect(again.headers.location).toBe(`/admin/sermons/${sermonId}?audio=missing`);
  });

  it("another member cannot hand in someone else's upload", async () => {
    const mp3 = silentMp3(2);
    const location = await create(editor, mp3.length);
    expect((await patch(editor, location, 0, mp3)).status).toBe(204);
    const theirs = await handIn(otherEditor, `/admin/sermons/${sermonId}/audio`, "audio", location);
    expect(theirs.headers.location).toBe(`/admin/sermons/${sermonId}?audio=missing`);
    expect(await offsetOf(editor, location)).toBe(mp3.length);
    await cancel(editor, location);
  });

  it("checks the bytes only when whole: text sent as audio is refused and nothing is left", async () => {
    const before = { audio: await sermonAudio(), files: audioFiles() };
    const text = Buffer.from("This is a letter, not a sermon. ".repeat(200));
    const location = await create(editor, text.length);
    expect((await patch(editor, location, 0, text)).status).toBe(204);
    const refused = await handIn(editor, `/admin/sermons/${sermonId}/audio`, "audio", location);
    expect(refused.headers.location).toBe(`/admin/sermons/${sermonId}?audio=not-audio`);
    expect(waiting()).toEqual([]);
    expect(fs.readdirSync(path.join(t.config.mediaDir, "tmp"))).toEqual([]);
    expect({ audio: await sermonAudio(), files: audioFiles() }).toEqual(before);
  });

  it("a picture: the picture field's JSON answer; a file that is no picture is refused and nothing is left", async () => {
    const jpeg = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();
    const location = await create(editor, jpeg.length, "picture");
    expect((await patch(editor, location, 0, jpeg)).status).toBe(204);
    const taken = await handIn(editor, "/admin/pictures", "picture", location, true);
    expect(taken.statusCode, taken.body).toBe(201);
    expect(JSON.parse(taken.body).name).toMatch(/^photo-[0-9a-f]+$/);

    const junk = Buffer.from("not a picture at all ".repeat(50));
    const junkAt = await create(editor, junk.length, "picture");
    expect((await patch(editor, junkAt, 0, junk)).status).toBe(204);
    const refused = await handIn(editor, "/admin/pictures", "picture", junkAt, true);
    expect(refused.statusCode).toBe(400);
    expect(JSON.parse(refused.body).detail).toBe(PICTURE_OUTCOMES["not-a-picture"]);
    // An audio upload is not a picture's: kinds are not swapped.
    const mp3 = silentMp3(1);
    const audioAt = await create(editor, mp3.length, "audio");
    await patch(editor, audioAt, 0, mp3);
    expect(JSON.parse((await handIn(editor, "/admin/pictures", "picture", audioAt, true)).body).detail).toBe(
      PICTURE_OUTCOMES.missing,
    );
    await cancel(editor, audioAt);
    expect(waiting()).toEqual([]);
    expect(fs.readdirSync(path.join(t.config.mediaDir, "tmp"))).toEqual([]);
  });

  it("says an unfinished picture is unfinished, in the picture field's words", async () => {
    const location = await create(editor, 5000, "picture");
    const early = await handIn(editor, "/admin/pictures", "picture", location, true);
    expect(early.statusCode).toBe(400);
    expect(JSON.parse(early.body).detail).toBe(UPLOAD_INCOMPLETE);
    await cancel(editor, location);
  });
});

describe("over real sockets: a cut, a new server, the idle limit", () => {
  it("a PATCH cut mid-body keeps what arrived; a new server on the same MEDIA_DIR takes the rest", async () => {
    const first = await t.listen();
    const mp3 = silentMp3(20);
    const location = await create(editor, mp3.length);
    try {
      await partialPatch(first.port, editor, location, 0, mp3.length, mp3.subarray(0, 100_000), "cut");
      const kept = await offsetOf(editor, location, first.port);
      expect(kept).toBeGreaterThan(0);
      expect(kept).toBeLessThanOrEqual(100_000);
    } finally {
      await first.close();
    }
    // The server went away (a restart): a new one finds the upload and its offset on disk.
    const second = await t.listen();
    try {
      const offset = (await offsetOf(editor, location, second.port))!;
      expect(offset).toBeGreaterThan(0);
      const rest = await patch(editor, location, offset, mp3.subarray(offset), second.port);
      expect(rest.status).toBe(204);
      expect(rest.headers.get("upload-offset")).toBe(String(mp3.length));
    } finally {
      await second.close();
    }
    const done = await handIn(editor, `/admin/sermons/${sermonId}/audio`, "audio", location);
    expect(done.headers.location).toBe(`/admin/sermons/${sermonId}?audio=uploaded`);
    expect(waiting()).toEqual([]);
  }, 30_000);

  it("idle past the limit: the request is ended, the upload is not", async () => {
    const listening = await t.listen((config) => ({
      ...config,
      connections: {
        ...config.connections,
        requestTimeoutMs: 1_000,
        headersTimeoutMs: 1_000,
        uploadIdleTimeoutMs: 1_500,
      },
    }));
    try {
      const mp3 = silentMp3(10);
      const location = await create(editor, mp3.length);
      const started = Date.now();
      const stalled = await partialPatch(listening.port, editor, location, 0, mp3.length, mp3.subarray(0, 50_000), {
        waitMs: 5_000,
      });
      // Cut once idle for the limit (1.5 s), not at once and not after the wait; never by the 1 s total limit.
      expect(stalled.closedAfterMs).toBeGreaterThanOrEqual(1_300);
      expect(stalled.closedAfterMs).toBeLessThan(4_000);
      expect(Date.now() - started).toBeGreaterThan(1_300);
      expect(await offsetOf(editor, location, listening.port)).toBe(50_000);
      await cancel(editor, location);
    } finally {
      await listening.close();
    }
  }, 30_000);
});

describe("expiry and the disk bounds", () => {
  it("an upload older than a day is removed (by the next upload's sweep), finished or not", async () => {
    const old = await create(editor, 3000);
    const oldId = old.split("/").pop()!;
    await t.database.db
      .updateTable("upload_reservations")
      .set({ created_at: new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString() })
      .where("id", "=", oldId)
      .execute();
    const fresh = await create(editor, 3000);
    expect(waiting()).toEqual([fresh.split("/").pop(), `${fresh.split("/").pop()}.json`].sort());
    expect(await reservations()).toEqual([fresh.split("/").pop()]);
    expect(await offsetOf(editor, old)).toBeNull();
    await cancel(editor, fresh);
    expect(await reservations()).toEqual([]);
  });

  it("the sweep removes uploads without a reservation (left from before there were any) and frees reservations long without files", async () => {
    const kept = await create(editor, 3000);
    const keptId = kept.split("/").pop()!;
    // An upload from before reservations existed: its files alone.
    const orphan = "0123456789abcdef0123456789abcdef";
    fs.writeFileSync(path.join(uploadsDir(), orphan), "old bytes");
    fs.writeFileSync(path.join(uploadsDir(), `${orphan}.json`), JSON.stringify({ id: orphan, size: 9 }));
    // A reservation whose creation never wrote its files (a crash), an hour old.
    await t.database.db
      .insertInto("upload_reservations")
      .values({
        id: "fedcba9876543210fedcba9876543210",
        staff_id: editor.member.id,
        kind: "audio",
        bytes: 1000,
        created_at: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
      })
      .execute();
    // Neither is anyone's to resume.
    expect(await offsetOf(editor, `/admin/uploads/${orphan}`)).toBeNull();
    const listening = await t.listen();
    try {
      // A new process sweeps on its first upload request.
      expect(await offsetOf(editor, kept, listening.port)).toBe(0);
    } finally {
      await listening.close();
    }
    expect(waiting()).toEqual([keptId, `${keptId}.json`].sort());
    expect(await reservations()).toEqual([keptId]);
    await cancel(editor, kept);
  });

  it("bounds what one member and everyone may have waiting, in words", async () => {
    const MB = MEGABYTE;
    const listening = await t.listen((config) => ({
      ...config,
      uploads: { pendingBytesPerMember: 4 * MB, pendingBytesTotal: 6 * MB },
    }));
    const start = (who: SignedIn, size: number) =>
      fetch(`http://127.0.0.1:${listening.port}/admin/uploads`, {
        method: "POST",
        headers: tusHeaders(who, { "upload-length": String(size), "upload-metadata": metadata("audio", "a.mp3") }),
      });
    try {
      const mine = await start(editor, 3 * MB);
      expect(mine.status).toBe(201);
      const tooMuch = await start(editor, 2 * MB);
      expect(tooMuch.status).toBe(507);
      expect(await tooMuch.text()).toBe(RESUMABLE_REFUSALS["member-full"](4));
      const theirs = await start(otherEditor, 3 * MB);
      expect(theirs.status).toBe(201);
      const full = await start(otherEditor, 1 * MB);
      expect(full.status).toBe(507);
      expect(await full.text()).toBe(RESUMABLE_REFUSALS["site-full"]);
      // Once one is cancelled there is room again.
      await cancel(editor, mine.headers.get("location")!);
      expect((await start(editor, 2 * MB)).status).toBe(201);
    } finally {
      await listening.close();
      await clearWaiting();
    }
  });
});

describe("bounds that hold for creations at the same moment, and a creation's cost", () => {
  const MB = MEGABYTE;

  /** A listening app with these bounds, on a database handle of its own: another process, as far as the database knows. */
  async function otherProcess(uploads: { pendingBytesPerMember: number; pendingBytesTotal: number }) {
    const database = openDatabase(t.config.database);
    const { app } = await buildApp({ config: { ...t.config, uploads }, database, clientBuild: t.clientBuild });
    await app.listen({ port: 0, host: "127.0.0.1" });
    return {
      port: (app.server.address() as AddressInfo).port,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  }

  /** Starts `count` uploads of `size` at once, spread over the ports; returns each answer's status and body. */
  function startAtOnce(who: SignedIn, count: number, size: number, ports: number[]) {
    return Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const answer = await fetch(`http://127.0.0.1:${ports[i % ports.length]}/admin/uploads`, {
          method: "POST",
          headers: tusHeaders(who, { "upload-length": String(size), "upload-metadata": metadata("audio", "a.mp3") }),
        });
        return { status: answer.status, body: await answer.text() };
      }),
    );
  }

  it("twenty creations of 50 MB at once, over two processes, against a 300 MB bound: exactly six are taken", async () => {
    const uploads = { pendingBytesPerMember: 300 * MB, pendingBytesTotal: 2000 * MB };
    const [one, two] = [await otherProcess(uploads), await otherProcess(uploads)];
    try {
      const answers = await startAtOnce(editor, 20, 50 * MB, [one.port, two.port]);
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(6);
      const refused = answers.filter((answer) => answer.status !== 201);
      expect(refused).toHaveLength(14);
      for (const answer of refused)
        expect(answer).toEqual({ status: 507, body: RESUMABLE_REFUSALS["member-full"](300) });
      expect(await reservations()).toHaveLength(6);
      expect(waiting()).toHaveLength(12);
    } finally {
      await one.close();
      await two.close();
      await clearWaiting();
    }
  }, 60_000);

  it("the site's bound too: two members at once, eight each, 500 MB for everyone: exactly ten are taken", async () => {
    const uploads = { pendingBytesPerMember: 300 * MB, pendingBytesTotal: 500 * MB };
    const [one, two] = [await otherProcess(uploads), await otherProcess(uploads)];
    try {
      const [mine, theirs] = await Promise.all([
        startAtOnce(editor, 8, 50 * MB, [one.port, two.port]),
        startAtOnce(otherEditor, 8, 50 * MB, [two.port, one.port]),
      ]);
      const taken = (answers: { status: number }[]) => answers.filter((answer) => answer.status === 201).length;
      expect(taken(mine) + taken(theirs)).toBe(10);
      expect(taken(mine)).toBeLessThanOrEqual(6);
      expect(taken(theirs)).toBeLessThanOrEqual(6);
      expect([...mine, ...theirs].filter((answer) => answer.status !== 201).map((answer) => answer.status)).toEqual(
        Array(6).fill(507),
      );
    } finally {
      await one.close();
      await two.close();
      await clearWaiting();
    }
  }, 60_000);

  it(`at most ${MAX_WAITING_UPLOADS_PER_MEMBER} uploads waiting per member, whatever their size, in words`, async () => {
    const locations: string[] = [];
    for (let i = 0; i < MAX_WAITING_UPLOADS_PER_MEMBER; i++) locations.push(await create(editor, 1));
    const refused = await creation(editor, 1);
    expect([refused.status, refused.body]).toEqual([
      507,
      RESUMABLE_REFUSALS["member-count"](MAX_WAITING_UPLOADS_PER_MEMBER),
    ]);
    // Another member's uploads are theirs to count; one cancelled leaves room again.
    await cancel(otherEditor, await create(otherEditor, 1));
    expect((await cancel(editor, locations.pop()!)).status).toBe(204);
    locations.push(await create(editor, 1));
    expect(await reservations()).toHaveLength(MAX_WAITING_UPLOADS_PER_MEMBER);
    await clearWaiting();
  });

  it("a creation reads no other upload's record, however many others wait", async () => {
    const others = [await signedInAs(t.database.db, "editor"), await signedInAs(t.database.db, "editor")];
    for (const other of others) for (let i = 0; i < MAX_WAITING_UPLOADS_PER_MEMBER; i++) await create(other, 1);
    const readdir = vi.spyOn(fsPromises, "readdir");
    const readFile = vi.spyOn(fsPromises, "readFile");
    try {
      const location = await create(editor, 1);
      const inUploads = (calls: unknown[][]) =>
        calls.map((call) => String(call[0])).filter((file) => file.startsWith(uploadsDir()));
      expect(inUploads(readdir.mock.calls)).toEqual([]);
      // Its own record, read back by @tus/server for the Upload-Expires header, and nothing else.
      expect(inUploads(readFile.mock.calls)).toEqual([path.join(uploadsDir(), `${location.split("/").pop()}.json`)]);
    } finally {
      readdir.mockRestore();
      readFile.mockRestore();
      await clearWaiting();
    }
  });
});
