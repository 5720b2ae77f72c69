import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Folders that really refuse writes, for the tests of a full or read-only MEDIA_DIR. The tests run
 * as root, so a chmod refuses nothing; these are mounts: a small tmpfs (writes fail with ENOSPC once
 * it is full) and a read-only bind mount (EROFS). Mounting needs root (CAP_SYS_ADMIN): where the
 * machine does not allow it, `canMount` says why, the tests that need it are skipped with that
 * reason, and CI (CI=true) fails instead, as it does without PostgreSQL.
 */

export interface MountedFolder {
  path: string;
  /** Unmounts and removes what the test made. */
  release(): void;
}

function run(command: string, args: string[]): { ok: boolean; error: string } {
  const result = spawnSync(command, args, { encoding: "utf8" });
  return { ok: result.status === 0, error: (result.stderr || result.error?.message || "").trim() };
}

/** Null when this machine lets the tests mount, else why not. */
export function whyNoMount(): string | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mount-probe-"));
  try {
    const mounted = run("mount", ["-t", "tmpfs", "-o", "size=16k", "tmpfs", dir]);
    if (!mounted.ok) return `cannot mount a tmpfs here (${mounted.error || "mount failed"}): run the tests as root`;
    run("umount", [dir]);
    return null;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function mustMount(args: string[]): void {
  const mounted = run("mount", args);
  if (!mounted.ok) throw new Error(`mount ${args.join(" ")}: ${mounted.error}`);
}

/**
 * A tmpfs of `kilobytes` at a new folder, holding `folders` (made before it is filled), then filled
 * to the last byte when `fill` is set: every write of data then fails with ENOSPC.
 */
export function smallDisk(kilobytes: number, options: { folders?: string[]; fill?: boolean } = {}): MountedFolder {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "small-disk-"));
  mustMount(["-t", "tmpfs", "-o", `size=${kilobytes}k`, "tmpfs", dir]);
  for (const folder of options.folders ?? []) fs.mkdirSync(path.join(dir, folder), { recursive: true });
  if (options.fill) {
    const ballast = fs.openSync(path.join(dir, ".ballast"), "w");
    try {
      const block = Buffer.alloc(4096, 1);
      for (;;) fs.writeSync(ballast, block);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
    } finally {
      fs.closeSync(ballast);
    }
  }
  return {
    path: dir,
    release() {
      run("umount", [dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `source` seen read-only at a new folder (a bind mount remounted read-only): every write there fails with EROFS. */
export function readOnlyView(source: string): MountedFolder {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "read-only-"));
  mustMount(["--bind", source, dir]);
  try {
    mustMount(["-o", "remount,ro,bind", dir]);
  } catch (error) {
    run("umount", [dir]);
    throw error;
  }
  return {
    path: dir,
    release() {
      run("umount", [dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
