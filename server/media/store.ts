import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { parseImageFile } from "../../contract/images";
import { renderIllustration, type ImageFormat } from "./render";

export interface GeneratedImage {
  /** Absolute path of the file on disk. */
  file: string;
  format: ImageFormat;
  /** The bytes when this call (or the drawing it joined) just drew them; null when read from disk is needed. */
  bytes: Buffer | null;
}

export interface ImageStoreOptions {
  /** Where generated files live: `${mediaDir}/gen`. */
  dir: string;
  /** Drawings allowed at once (CPU-bound); the rest wait in line. */
  concurrency?: number;
  /** The drawing function (tests substitute a slow or counting one). */
  render?: typeof renderIllustration;
}

/**
 * Draws illustrations on first request and keeps them on disk. At most `concurrency` drawings run
 * at once; concurrent requests for the same file share one drawing; files appear atomically
 * (temp file + rename), so another process, or a reader, never sees half a file.
 */
export class ImageStore {
  readonly dir: string;
  private readonly concurrency: number;
  private readonly render: typeof renderIllustration;
  private readonly pending = new Map<string, Promise<GeneratedImage>>();
  private readonly waiting: Array<() => void> = [];
  private running = 0;

  constructor(options: ImageStoreOptions) {
    this.dir = options.dir;
    this.concurrency = options.concurrency ?? 2;
    this.render = options.render ?? renderIllustration;
  }

  /**
   * The image for a file name of the scheme (contract/images.ts): the stored file, or a drawing
   * when `mayDraw` allows the name (the site uses it: server/media/known-images.ts). Null when
   * the name is outside the scheme or may not be drawn; then nothing is drawn or written.
   */
  async get(
    fileName: string,
    mayDraw: (name: string) => Promise<boolean> = async () => true,
  ): Promise<GeneratedImage | null> {
    const spec = parseImageFile(fileName);
    if (!spec) return null;
    const file = path.join(this.dir, fileName);
    if (await exists(file)) return { file, format: spec.format, bytes: null };
    const inFlight = this.pending.get(fileName);
    if (inFlight) return inFlight;
    if (!(await mayDraw(spec.name))) return null;
    // Another request may have started the same drawing while this one asked.
    const started = this.pending.get(fileName);
    if (started) return started;
    const drawing = this.draw(file, spec).finally(() => this.pending.delete(fileName));
    this.pending.set(fileName, drawing);
    return drawing;
  }

  /** Drawings running or waiting (for tests and monitoring). */
  get busy(): number {
    return this.pending.size;
  }

  private async draw(file: string, spec: NonNullable<ReturnType<typeof parseImageFile>>): Promise<GeneratedImage> {
    await this.acquire();
    try {
      // Another process may have drawn it while this one waited.
      if (await exists(file)) return { file, format: spec.format, bytes: null };
      const bytes = await this.render(spec.name, spec.width, spec.height, spec.format);
      await fs.mkdir(this.dir, { recursive: true });
      const temp = path.join(this.dir, `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
      try {
        await fs.writeFile(temp, bytes);
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
      return { file, format: spec.format, bytes };
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
