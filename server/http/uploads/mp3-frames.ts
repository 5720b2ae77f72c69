import fs from "node:fs";

/**
 * Whether an MP3 holds sound, judged from its frames rather than its first header: random bytes
 * behind an ID3 tag or one frame header read as "MP3" to a sniffer and as a few milliseconds, or as
 * minutes estimated from the file's size, to music-metadata. Here the file is walked frame by
 * frame (MPEG audio Layer III: each header gives its frame's length, the next header must start
 * where the frame ends), and its length is the sum of the frames' samples. A real recording is
 * frames from its tags to its end, give or take a cut last frame or a small trailing tag; a file
 * that is not is refused.
 */

/** Of the bytes between the tags, at least this share must be whole frames. */
const FRAMES_SHARE = 0.9;

/** Less sound than this is no recording (the page would show it as 0:00). */
export const SHORTEST_AUDIO_SECONDS = 0.5;

/** The first stream of frames must run this many frames in a row before it counts (a sync word alone is common in noise). */
const FRAMES_TO_LOCK = 4;

/** Bytes read from disk at a time. */
const READ_BYTES = 1024 * 1024;

/** Bit rates in kbit/s by index, Layer III: MPEG-1, then MPEG-2 and 2.5. Index 0 (free) and 15 are not taken. */
const BIT_RATES = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};

/** Sample rates of MPEG-1 by index; MPEG-2 halves them, MPEG-2.5 quarters them. */
const SAMPLE_RATES = [44100, 48000, 32000];

export interface FrameHeader {
  /** The frame's length in bytes, its header included. */
  bytes: number;
  samples: number;
  sampleRate: number;
  /** The version and sample rate: every frame of one stream has the same. */
  stream: number;
}

/** The Layer III frame header at the start of `head` (4 bytes), or null when it is none. */
export function frameHeader(head: Uint8Array): FrameHeader | null {
  if (head.length < 4 || head[0] !== 0xff || (head[1]! & 0xe0) !== 0xe0) return null;
  const version = (head[1]! >> 3) & 3; // 0: MPEG-2.5, 1: reserved, 2: MPEG-2, 3: MPEG-1
  const layer = (head[1]! >> 1) & 3; // 1: Layer III
  const bitRateIndex = head[2]! >> 4;
  const sampleRateIndex = (head[2]! >> 2) & 3;
  const emphasis = head[3]! & 3;
  if (version === 1 || layer !== 1 || bitRateIndex === 0 || bitRateIndex === 15) return null;
  if (sampleRateIndex === 3 || emphasis === 2) return null;
  const mpeg1 = version === 3;
  const sampleRate = SAMPLE_RATES[sampleRateIndex]! / (mpeg1 ? 1 : version === 2 ? 2 : 4);
  const samples = mpeg1 ? 1152 : 576;
  const bitRate = (mpeg1 ? BIT_RATES.mpeg1 : BIT_RATES.mpeg2)[bitRateIndex]! * 1000;
  const padding = (head[2]! >> 1) & 1;
  return {
    bytes: Math.floor(((samples / 8) * bitRate) / sampleRate) + padding,
    samples,
    sampleRate,
    stream: (version << 2) | sampleRateIndex,
  };
}

/** The length of the ID3v2 tags at the start of a file (0 when there is none). */
export function id3v2Length(head: Uint8Array): number {
  if (head.length < 10 || head[0] !== 0x49 || head[1] !== 0x44 || head[2] !== 0x33) return 0;
  const size = ((head[6]! & 0x7f) << 21) | ((head[7]! & 0x7f) << 14) | ((head[8]! & 0x7f) << 7) | (head[9]! & 0x7f);
  const footer = head[5]! & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

export interface Mp3Sound {
  /** The seconds the whole frames hold. */
  seconds: number;
  frames: number;
  /** Whether whole frames make up the file between its tags, as a recording's do. */
  framesThroughout: boolean;
}

/** The longest Layer III frame (MPEG-1, 320 kbit/s at 32 kHz, padded) and a header: room to check a lock. */
const LOOKAHEAD = FRAMES_TO_LOCK * 1441 + 4;

/**
 * Walks an MP3's frames: after the ID3v2 tags, the first run of FRAMES_TO_LOCK chained frames
 * fixes the stream (version and sample rate); from there each frame of that stream counts, and
 * whatever is not one (a stray byte, a trailing ID3v1 or APE tag) is skipped to the next byte a
 * frame could start with. Read a megabyte at a time, and stopped once more is skipped than a
 * recording could have, so 100 MB of noise costs a tenth of its reading.
 */
export async function mp3Sound(file: string): Promise<Mp3Sound> {
  const handle = await fs.promises.open(file, "r");
  try {
    const size = (await handle.stat()).size;
    const read = async (position: number, length: number) => {
      const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
      return buffer.subarray(0, bytesRead);
    };
    let position = id3v2Length(await read(0, 10));
    const end = size - ((await read(Math.max(0, size - 128), 3)).toString("latin1") === "TAG" ? 128 : 0);
    const between = Math.max(0, end - position);
    const skippable = between * (1 - FRAMES_SHARE);
    let window = Buffer.alloc(0);
    let windowStart = position;
    let stream: number | null = null;
    let sampleRate = 1;
    let samples = 0;
    let frames = 0;
    let frameBytes = 0;
    let skipped = 0;
    while (position + 4 <= end && skipped <= skippable) {
      const windowEnd = windowStart + window.length;
      if (position < windowStart || (position + LOOKAHEAD > windowEnd && windowEnd < size)) {
        window = await read(position, READ_BYTES + LOOKAHEAD);
        windowStart = position;
      }
      const offset = position - windowStart;
      const header = frameHeader(window.subarray(offset, offset + 4));
      const counts =
        header !== null &&
        position + header.bytes <= end &&
        (stream === null ? locks(window, offset, header, end - windowStart) : header.stream === stream);
      if (counts) {
        stream = header.stream;
        sampleRate = header.sampleRate;
        samples += header.samples;
        frames += 1;
        frameBytes += header.bytes;
        position += header.bytes;
        continue;
      }
      // On to the next byte a frame header can start with (0xFF), or past this window.
      const next = window.indexOf(0xff, offset + 1);
      const to = next === -1 ? windowStart + window.length : windowStart + next;
      skipped += to - position;
      position = to;
    }
    return {
      seconds: samples / sampleRate,
      frames,
      framesThroughout: between > 0 && frameBytes >= between * FRAMES_SHARE,
    };
  } finally {
    await handle.close();
  }
}

/** Whether FRAMES_TO_LOCK frames of one stream follow each other from `offset` in `window`, before `limit`. */
function locks(window: Buffer, offset: number, first: FrameHeader, limit: number): boolean {
  let at = offset + first.bytes;
  for (let i = 1; i < FRAMES_TO_LOCK; i++) {
    const next = frameHeader(window.subarray(at, at + 4));
    if (!next || next.stream !== first.stream || at + next.bytes > limit) return false;
    at += next.bytes;
  }
  return true;
}
