// The machine's programs the bench uses when they are there: taskset (pinning), nginx, wrk.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The program on PATH, or in one of `alsoIn` (Debian's nginx is in /usr/sbin, off a user's PATH). */
export function findProgram(name: string, alsoIn: string[] = []): string | null {
  const result = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" });
  const found = result.stdout.trim();
  if (result.status === 0 && found !== "") return found;
  for (const dir of alsoIn) {
    try {
      fs.accessSync(path.join(dir, name), fs.constants.X_OK);
      return path.join(dir, name);
    } catch {
      // not there
    }
  }
  return null;
}

/**
 * The server and nginx on core 0, the load generator on core 1, so the load does not take CPU from
 * what it measures. Without taskset or a second core, nothing is pinned (and the output says so).
 */
export function pinning() {
  const taskset = findProgram("taskset");
  const cores = os.availableParallelism();
  const enabled = taskset !== null && cores >= 2;
  const pin = (core: number, command: string, args: string[]): [string, string[]] =>
    enabled ? [taskset, ["-c", String(core), command, ...args]] : [command, args];
  return {
    enabled,
    note: enabled
      ? "server and nginx on core 0, load on core 1"
      : taskset === null
        ? "not pinned: taskset missing (apt-get install -y util-linux)"
        : "not pinned: one core only",
    server: (command: string, args: string[]) => pin(0, command, args),
    load: (command: string, args: string[]) => pin(1, command, args),
  };
}
export type Pinning = ReturnType<typeof pinning>;
