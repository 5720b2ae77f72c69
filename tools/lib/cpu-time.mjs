// The CPU time of `npm test`'s child processes (tools/test.mjs), from Linux's /proc/self/stat:
// fields 16 and 17 (cutime, cstime) hold the user and system time, in clock ticks, of every child
// this process has waited for, their own waited-for children included (npx → vitest → its workers).
// Elsewhere (no /proc) the reading is null and nothing is printed.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

/**
 * The children's user and system clock ticks from the text of a /proc/<pid>/stat file. The command
 * name (field 2) sits in parentheses and may hold spaces and parentheses of its own, so the fields
 * are counted from after its last ")": field 3 (the state) is the first there.
 */
export function parseChildTicks(statText) {
  const close = statText.lastIndexOf(")");
  if (close < 0) throw new Error("not a /proc stat line: no command name in parentheses");
  const fields = statText
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  const user = Number(fields[16 - 3]);
  const system = Number(fields[17 - 3]);
  if (!Number.isInteger(user) || !Number.isInteger(system)) throw new Error("not a /proc stat line: no cutime/cstime");
  return { user, system };
}

/** Clock ticks per second (`getconf CLK_TCK`), 100 when it cannot be asked. */
export function clockTicksPerSecond() {
  try {
    const ticks = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());
    return Number.isInteger(ticks) && ticks > 0 ? ticks : 100;
  } catch {
    return 100;
  }
}

/** The children's CPU seconds so far, { user, system }; null where there is no /proc or it cannot be read. */
export function readChildCpu(ticksPerSecond, file = "/proc/self/stat") {
  try {
    const { user, system } = parseChildTicks(fs.readFileSync(file, "utf8"));
    return { user: user / ticksPerSecond, system: system / ticksPerSecond };
  } catch {
    // No /proc (not Linux), or a file of another shape: the run goes on without the CPU line.
    return null;
  }
}

/** What was spent between two readings (either null: null). */
export function cpuSince(before, after) {
  if (!before || !after) return null;
  return { user: after.user - before.user, system: after.system - before.system };
}

const seconds = (value) => `${Math.round(value).toLocaleString("en-US")} s`;

/** "1,012 s (user 850 s, system 162 s)". */
export function formatCpu({ user, system }) {
  return `${seconds(user + system)} (user ${seconds(user)}, system ${seconds(system)})`;
}
