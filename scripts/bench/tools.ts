// The machine's programs the bench uses when they are there: taskset (pinning), nginx, wrk.
import { spawnSync } from "node:child_process";
import os from "node:os";

export function findProgram(name: string): string | null {
  const result = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" });
  const found = result.stdout.trim();
  return result.status === 0 && found !== "" ? found : null;
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
